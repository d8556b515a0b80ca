/**
 * Plain text from stored HTML, for descriptions this feature derives. Escaping for HTML and XML is in shared/text.ts;
 * the page head is written (and escaped) by plugins/page-head.ts.
 */

/** The named entities a rich-text editor writes; anything rarer is numeric or left as typed. */
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  rupee: '₹',
};

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith('#')) {
    const code =
      body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
    return valid ? String.fromCodePoint(code) : entity;
  }
  return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
}

/**
 * The text of stored (admin-written) HTML for a meta description: tags and script/style bodies removed,
 * entities decoded, whitespace collapsed. The result is text, to be escaped again wherever it is written.
 * Not a sanitiser: only ever used for text that is escaped on output.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}
