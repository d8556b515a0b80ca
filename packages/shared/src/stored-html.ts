/**
 * The one rule set for stored rich text (event descriptions, newsletters), applied by DOMPurify on the server when
 * the console saves and again in the browser or the server renderer when a page shows it. On top of DOMPurify's
 * defaults (no script, event handler, javascript: URL, iframe, object or embed), form controls are dropped: a
 * description has no business asking a visitor for anything, and a pasted or hostile form is the shape of phishing.
 */
export const STORED_HTML_RULES = {
  FORBID_TAGS: ['form', 'input', 'button', 'select', 'option', 'textarea'],
} as const;

/** DOMPurify's config type wants mutable arrays; a fresh copy per caller keeps the constant frozen. */
export function storedHtmlRules(): { FORBID_TAGS: string[] } {
  return { FORBID_TAGS: [...STORED_HTML_RULES.FORBID_TAGS] };
}
