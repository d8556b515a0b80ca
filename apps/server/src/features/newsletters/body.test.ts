import { describe, expect, it } from 'vitest';
import { newsletterBody } from './body.ts';

/* The text part of a newsletter, from the HTML the console's editor (TipTap) writes: list items wrap a <p>. */
describe('newsletterBody', () => {
  it('keeps each list item on its bullet or number line, nested lists indented, links as "text (url)"', async () => {
    const editorHtml = [
      '<h2>Seva news for December</h2>',
      '<p>Namaste! Here is what is <strong>coming up</strong> at the ashram.</p>',
      '<ul>',
      '<li><p>Annadanam this Sunday</p></li>',
      '<li><p>Gau seva every morning</p>',
      '<ul><li><p>Fodder drive</p></li><li><p>Vet camp on <em>12 December</em></p></li></ul>',
      '</li>',
      '<li><p>Read the <a href="https://example.org/report">annual report</a></p></li>',
      '</ul>',
      '<p>How to help:</p>',
      '<ol>',
      '<li><p>Sponsor a meal</p></li>',
      '<li><p>Volunteer</p><ol><li><p>Kitchen</p></li><li><p>Cleaning</p></li></ol></li>',
      '</ol>',
      '<blockquote><p>Service to man is service to God.</p></blockquote>',
      '<p>Write to <a href="mailto:seva@example.org">seva@example.org</a> with questions.<br>Thank you.</p>',
    ].join('\n');
    const { text } = await newsletterBody(editorHtml);
    expect(text).toBe(
      [
        'Seva news for December',
        '',
        'Namaste! Here is what is coming up at the ashram.',
        '',
        '- Annadanam this Sunday',
        '- Gau seva every morning',
        '  - Fodder drive',
        '  - Vet camp on 12 December',
        '- Read the annual report (https://example.org/report)',
        '',
        'How to help:',
        '',
        '1. Sponsor a meal',
        '2. Volunteer',
        '   1. Kitchen',
        '   2. Cleaning',
        '',
        '> Service to man is service to God.',
        '',
        'Write to seva@example.org (mailto:seva@example.org) with questions.',
        'Thank you.',
      ].join('\n'),
    );
    expect(text).not.toMatch(/^\s*-\s*$/m);
  });

  it('reads list items written without a paragraph, and a link whose text is its address once', async () => {
    const { text } = await newsletterBody(
      '<ul><li>Annadanam this Sunday</li><li><a href="https://example.org/e/1">https://example.org/e/1</a></li></ul>',
    );
    expect(text).toBe('- Annadanam this Sunday\n- https://example.org/e/1');
  });
});
