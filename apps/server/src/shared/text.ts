/**
 * Escaping for the markup the server writes by hand (mails, link previews, sitemaps, blog excerpts, seed artwork)
 * and shortening of text for it. Every string that reaches HTML or XML goes through one of the escapes.
 */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe inside element text and inside a quoted attribute value alike. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** XML text and attribute values (sitemaps, SVG); &apos; is XML's own name for the apostrophe. */
export const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => (c === "'" ? '&apos;' : (HTML_ESCAPES[c] ?? c)));

/** At most `max` characters, cut at a word where possible, with an ellipsis when cut. */
export function truncate(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
