/**
 * The HTML sanitisers for stored rich text (event descriptions, newsletters).
 *
 * - `storedHtmlSanitizer()`: DOMPurify on a jsdom window, the browser's own sanitiser with the same rules
 *   (apps/web/src/lib/sanitize-html.ts). The console's saves go through it, so what is saved is exactly what the
 *   site would show: no script, no event handler, no javascript: URL, no iframe, object or embed (DOMPurify's
 *   defaults), and no form controls (the shared STORED_HTML_RULES). jsdom (happy-dom keeps handlers such as
 *   onerror, jsdom does not) takes ~0.4 s to load and ~10 ms a description to run, so it is loaded on first use
 *   and never on the request path of a page.
 * - `sanitizeRenderedHtml()`: what the server renderer hands the web app. Stored HTML was cleaned when it was
 *   saved; this second pass, for a row that reached the database some other way, is an allowlist parser
 *   (sanitize-html on htmlparser2, no DOM) with the shared RENDERED_HTML_RULES, about 1 ms for a long description
 *   (docs/decisions/0028).
 */

import { createRequire } from 'node:module';
import { LRUCache } from 'lru-cache';
import type sanitizeHtml from 'sanitize-html';
import { RENDERED_HTML_RULES, storedHtmlRules } from '@charity/shared';

export type HtmlSanitizer = (html: string) => string;

let loading: Promise<HtmlSanitizer> | undefined;

/** The process's DOMPurify sanitiser for saves, created on first use. */
export function storedHtmlSanitizer(): Promise<HtmlSanitizer> {
  loading ??= (async () => {
    const [{ default: DOMPurify }, { JSDOM }] = await Promise.all([import('dompurify'), import('jsdom')]);
    const purifier = DOMPurify(new JSDOM('').window);
    const rules = storedHtmlRules();
    return (html: string) => purifier.sanitize(html, rules);
  })();
  return loading;
}

const schemes = [...RENDERED_HTML_RULES.urlSchemes];
const renderOptions: sanitizeHtml.IOptions = {
  allowedTags: [...RENDERED_HTML_RULES.tags],
  allowedAttributes: { '*': [...RENDERED_HTML_RULES.attributes] },
  allowedSchemes: schemes,
  allowedSchemesByTag: Object.fromEntries(
    RENDERED_HTML_RULES.dataUrlTags.map((tag) => [tag, [...schemes, 'data']]),
  ),
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: true,
  // A dropped element keeps its text, as DOMPurify does, except where the text is code or an embedded document.
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'noscript',
    'title',
    'iframe',
    'object',
    'embed',
    'template',
    'noembed',
    'xmp',
  ],
  // No style attribute is kept (shared RENDERED_HTML_RULES), so none needs parsing: that would load postcss's
  // parser on every description for nothing.
  parseStyleAttributes: false,
};

const requireFromHere = createRequire(import.meta.url);
let sanitizer: typeof sanitizeHtml | undefined;
/**
 * sanitize-html (with postcss, which it loads whether or not styles are parsed) on the first description rendered,
 * not at start (docs/decisions/0036). Required rather than imported: a render asks for it synchronously.
 */
const loadSanitizer = () => (sanitizer ??= requireFromHere('sanitize-html') as typeof sanitizeHtml);

/**
 * What each stored HTML text sanitises to. The same descriptions are rendered page after page (an event's on its
 * page and in every list that shows it), and the answer depends on the text alone, so it is worked out once while
 * it is in use. Bounded by the characters kept, keys and values together.
 */
const sanitized = new LRUCache<string, string>({
  maxSize: 4 * 1024 * 1024,
  sizeCalculation: (value, key) => Math.max(1, value.length + key.length),
});

/**
 * Stored HTML made safe to put in a server-rendered page; synchronous and DOM-free. sanitize-html writes void
 * elements as `<br />`; they are written `<br>` as DOMPurify does, so saved HTML comes out exactly as it went in.
 * (It escapes `>` in text and attribute values, so ` />` only ever ends a tag.)
 */
export const sanitizeRenderedHtml: HtmlSanitizer = (html) => {
  let clean = sanitized.get(html);
  if (clean === undefined) {
    clean = loadSanitizer()(html, renderOptions).replaceAll(' />', '>');
    sanitized.set(html, clean);
  }
  return clean;
};
