import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeXml, truncate } from './text.ts';

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('leaves other text, the rupee sign included, as it is', () => {
    expect(escapeHtml('Annadanam for 300 — ₹1,500')).toBe('Annadanam for 300 — ₹1,500');
  });
});

describe('escapeXml', () => {
  it('escapes the same characters, the apostrophe by its XML name', () => {
    expect(escapeXml(`<loc a="1">Seva & Children's Day</loc>`)).toBe(
      '&lt;loc a=&quot;1&quot;&gt;Seva &amp; Children&apos;s Day&lt;/loc&gt;',
    );
  });
});

describe('truncate', () => {
  it('keeps text that fits', () => {
    expect(truncate('Meals for the elders', 20)).toBe('Meals for the elders');
  });

  it('cuts at the last word that fits and adds an ellipsis, within the limit', () => {
    const cut = truncate('Meals for the elders every Sunday', 20);
    expect(cut).toBe('Meals for the…');
    expect(cut.length).toBeLessThanOrEqual(20);
  });

  it('cuts inside a word when no space falls in the second half', () => {
    expect(truncate('Annadanam-seva-at-the-ashram', 10)).toBe('Annadanam…');
  });
});
