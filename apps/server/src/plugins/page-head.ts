import type { PageHead } from '@charity/shared';
import { escapeHtml } from '#src/shared/text.ts';

/**
 * The one place that writes a page's head into the served HTML (docs/decisions/0011). Pages and link previews
 * only describe their head as data (`PageHead`); every value is escaped here for its context.
 */

/**
 * JSON for a <script type="application/ld+json"> body. JSON.stringify leaves `</script>` intact, which would end
 * the element early; escaping < > & as \u003c etc. keeps the same JSON value and makes that impossible. U+2028
 * and U+2029 are escaped for old parsers that treat them as line ends.
 */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" />`;

/** The head's tags in a stable order; empty when the head says nothing. */
export function headTags(head: PageHead): string[] {
  const tags: string[] = [];
  if (head.title !== undefined) tags.push(`<title>${escapeHtml(head.title)}</title>`);
  if (head.description !== undefined) tags.push(meta('name', 'description', head.description));
  if (head.robots !== undefined) tags.push(meta('name', 'robots', head.robots));
  if (head.canonical !== undefined)
    tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  for (const { hreflang, href } of head.languages ?? [])
    tags.push(`<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" />`);
  for (const { type, href, title } of head.alternates ?? [])
    tags.push(
      `<link rel="alternate" type="${escapeHtml(type)}" title="${escapeHtml(title)}" href="${escapeHtml(href)}" />`,
    );
  for (const [key, value] of Object.entries(head.openGraph ?? {}))
    tags.push(meta('property', `og:${key}`, value));
  for (const [key, value] of Object.entries(head.twitter ?? {}))
    tags.push(meta('name', `twitter:${key}`, value));
  // JSON-LD is data, not script: the CSP's script-src does not apply to it and browsers never run it.
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  return tags;
}

/** The document's `<html lang>` set to the page's language (the shell says English). */
const withLang = (html: string, lang: string | undefined) =>
  lang === undefined
    ? html
    : html.replace(/<html\b[^>]*>/i, (tag) =>
        tag.replace(/\slang="[^"]*"/i, '').replace(/^<html/i, `<html lang="${escapeHtml(lang)}"`),
      );

/**
 * index.html with the page's head written into it: the shell's own <title> and meta description are replaced
 * when the page has its own, every other tag is added before </head>, and `<html lang>` is the page's language.
 * The HTML is returned unchanged when the head is empty or the document has no </head>.
 */
export function writeHead(html: string, head: PageHead): string {
  const indexHtml = withLang(html, head.lang);
  const tags = headTags(head);
  const headEnd = indexHtml.search(/<\/head>/i);
  if (tags.length === 0 || headEnd === -1) return indexHtml;
  let before = indexHtml.slice(0, headEnd);
  if (head.title !== undefined) before = before.replace(/<title>[\s\S]*?<\/title>\s*/i, '');
  if (head.description !== undefined) {
    before = before.replace(/<meta\s[^>]*name=["']description["'][^>]*>\s*/i, '');
  }
  return `${before.trimEnd()}\n    ${tags.join('\n    ')}\n  ${indexHtml.slice(headEnd)}`;
}
