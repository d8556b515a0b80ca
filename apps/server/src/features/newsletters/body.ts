import { storedHtmlSanitizer } from '#src/shared/stored-html.ts';

/** A newsletter's body as it is kept and mailed: sanitised HTML and its plain-text rendering. */
export type NewsletterBody = { html: string; text: string };

const BLOCKS = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'LI', 'BLOCKQUOTE', 'PRE', 'DIV', 'HR']);

let loadingDocument: Promise<Document> | undefined;

/** A jsdom document for turning HTML into text; loaded on first use (jsdom takes ~0.4 s). */
function scratchDocument(): Promise<Document> {
  loadingDocument ??= import('jsdom').then(({ JSDOM }) => new JSDOM('').window.document);
  return loadingDocument;
}

/**
 * Sanitises the editor's HTML with the site's rules (shared/stored-html.ts: no script, handler or javascript:
 * URL) and renders the text part: one paragraph per block, list items with a dash, links followed by their
 * address, since a text-only reader cannot click a word.
 */
export async function newsletterBody(editorHtml: string): Promise<NewsletterBody> {
  const sanitize = await storedHtmlSanitizer();
  const html = sanitize(editorHtml).trim();
  const document = await scratchDocument();
  const root = document.createElement('div');
  root.innerHTML = html;
  const lines: string[] = [];
  let line = '';
  const flush = () => {
    const trimmed = line.replace(/[ \t]+/g, ' ').trim();
    if (trimmed) lines.push(trimmed);
    line = '';
  };
  const walk = (node: Node) => {
    if (node.nodeType === 3) {
      line += node.textContent ?? '';
      return;
    }
    if (node.nodeType !== 1) return;
    const element = node as Element;
    const block = BLOCKS.has(element.tagName);
    if (block) flush();
    if (element.tagName === 'LI') line += '- ';
    if (element.tagName === 'BR') {
      flush();
      return;
    }
    for (const child of Array.from(element.childNodes)) walk(child);
    const href = element.tagName === 'A' ? element.getAttribute('href') : null;
    if (href && href !== element.textContent) line += ` (${href})`;
    if (block) flush();
  };
  walk(root);
  flush();
  return { html, text: lines.join('\n\n') };
}
