import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '#src/lib/sanitize-html.ts';

// The browser half of the stored-HTML rules (the server half is apps/server/src/shared/stored-html.test.ts):
// both must drop the same things, or a description would look different before and after hydration.
describe('sanitizeHtml in the browser', () => {
  it('keeps a description’s markup', () => {
    const html = '<h2>Programme</h2><p>Lunch for <strong>1,500</strong>.</p><ul><li>7 am</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ['<p onclick="steal()">Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.example/"></iframe>', ''],
    ['<form action="https://evil.example/"><input name="pan"><button>Verify</button></form>', 'Verify'],
  ])('makes %s harmless', (hostile, clean) => {
    expect(sanitizeHtml(hostile)).toBe(clean);
  });
});
