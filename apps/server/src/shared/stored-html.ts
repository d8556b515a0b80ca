/**
 * The one HTML sanitiser for stored rich text (event descriptions): the console's saves go through it, and the
 * server renderer hands it to the web app, whose browser side runs DOMPurify with the same rules
 * (apps/web/src/lib/sanitize-html.ts). What is saved is therefore exactly what the site would show: no script,
 * no event handler, no javascript: URL, no iframe, object or embed (DOMPurify's defaults), and no form controls
 * (the shared STORED_HTML_RULES).
 *
 * DOMPurify runs on a jsdom window (happy-dom keeps handlers such as onerror, jsdom does not). Both are loaded on
 * first use: jsdom takes ~0.4 s, which a start that never renders or saves HTML should not pay.
 */

import { storedHtmlRules } from '@charity/shared';

export type HtmlSanitizer = (html: string) => string;

let loading: Promise<HtmlSanitizer> | undefined;

/** The process's sanitiser, created on first use. */
export function storedHtmlSanitizer(): Promise<HtmlSanitizer> {
  loading ??= (async () => {
    const [{ default: DOMPurify }, { JSDOM }] = await Promise.all([import('dompurify'), import('jsdom')]);
    const purifier = DOMPurify(new JSDOM('').window);
    const rules = storedHtmlRules();
    return (html: string) => purifier.sanitize(html, rules);
  })();
  return loading;
}
