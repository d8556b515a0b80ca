import { storedHtmlSanitizer } from '#src/shared/stored-html.ts';

/** A newsletter's body as it is kept and mailed: sanitised HTML and its plain-text rendering. */
export type NewsletterBody = { html: string; text: string };

/*
 * No HTML-to-text library is installed (html-to-text would be the one to use), so the text part is rendered here,
 * from the sanitised HTML, which only holds the editor's few elements (shared/stored-html.ts).
 */
const LISTS = new Set(['UL', 'OL']);
const BLOCKS = new Set([
  'LI',
  'P',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'BLOCKQUOTE',
  'PRE',
  'DIV',
  'HR',
  'UL',
  'OL',
]);

let loadingDocument: Promise<Document> | undefined;

/** A jsdom document for turning HTML into text; loaded on first use (jsdom takes ~0.4 s). */
function scratchDocument(): Promise<Document> {
  loadingDocument ??= import('jsdom').then(({ JSDOM }) => new JSDOM('').window.document);
  return loadingDocument;
}

const isElement = (node: Node): node is Element => node.nodeType === 1;

/** Runs of spaces and line breaks in the source are one space, as a browser shows them; <br> is a line break. */
function inlineText(nodes: Node[]): string {
  let out = '';
  for (const node of nodes) {
    if (node.nodeType === 3) out += (node.textContent ?? '').replace(/\s+/g, ' ');
    else if (isElement(node)) {
      if (node.tagName === 'BR') out += '\n';
      else {
        const inner = inlineText(Array.from(node.childNodes));
        out += inner;
        // A text-only reader cannot click a word: the address follows it, unless the word is the address.
        const href = node.tagName === 'A' ? node.getAttribute('href') : null;
        if (href && href !== inner.trim()) out += ` (${href})`;
      }
    }
  }
  return out;
}

/** Trims each line and drops empty ones, so a paragraph never starts or ends with a stray space or break. */
const tidy = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trim())
    .filter(Boolean);

/**
 * The blocks of a container, each a list of lines: inline runs become a paragraph, block children their own
 * blocks. Blocks are later joined by a blank line.
 */
function blocksOf(container: Element): string[][] {
  const blocks: string[][] = [];
  let run: Node[] = [];
  const flush = () => {
    const lines = tidy(inlineText(run));
    if (lines.length > 0) blocks.push(lines);
    run = [];
  };
  for (const child of Array.from(container.childNodes)) {
    if (!isElement(child) || !BLOCKS.has(child.tagName)) {
      run.push(child);
      continue;
    }
    flush();
    if (LISTS.has(child.tagName)) blocks.push(listLines(child));
    else if (child.tagName === 'HR') blocks.push(['---']);
    else if (child.tagName === 'PRE') blocks.push((child.textContent ?? '').split('\n'));
    else if (child.tagName === 'BLOCKQUOTE') {
      for (const block of blocksOf(child)) blocks.push(block.map((line) => `> ${line}`));
    } else blocks.push(...blocksOf(child));
  }
  flush();
  return blocks;
}

/**
 * A list, one item a line: "- " in a bulleted list, "1. " (from the list's start) in a numbered one. The item's
 * text stays on the marker's line (the editor wraps it in a <p>); a nested list follows, indented under the text.
 */
function listLines(list: Element): string[] {
  const lines: string[] = [];
  const ordered = list.tagName === 'OL';
  let number = Number(list.getAttribute('start') ?? '1') || 1;
  for (const item of Array.from(list.children)) {
    if (item.tagName !== 'LI') continue;
    const marker = ordered ? `${number++}. ` : '- ';
    const indent = ' '.repeat(marker.length);
    const itemLines = blocksOf(item).flat();
    if (itemLines.length === 0) continue;
    // A nested list's lines start with its own marker; every line after the first is indented under the text.
    itemLines.forEach((line, index) => lines.push(index === 0 ? `${marker}${line}` : `${indent}${line}`));
  }
  return lines;
}

/**
 * Sanitises the editor's HTML with the site's rules (shared/stored-html.ts: no script, handler or javascript:
 * URL) and renders the text part: a blank line between blocks, one line per list item ("- " or "1. ", nested lists
 * indented), quotes marked with "> ", links followed by their address.
 */
export async function newsletterBody(editorHtml: string): Promise<NewsletterBody> {
  const sanitize = await storedHtmlSanitizer();
  const html = sanitize(editorHtml).trim();
  const document = await scratchDocument();
  const root = document.createElement('div');
  root.innerHTML = html;
  const text = blocksOf(root)
    .map((lines) => lines.join('\n'))
    .join('\n\n');
  return { html, text };
}
