/**
 * WordPress sends rendered HTML (docs/product/external-facts.md) that the web app injects as markup, so it
 * must be cleaned here. DOMPurify runs on a jsdom window: happy-dom keeps event handlers such as onerror
 * (README.md), jsdom does not.
 */

import { escapeHtml, truncate } from '#src/shared/text.ts';

/** Inline text markup only: an excerpt is a few lines of text, never a layout, an image or an embed. */
const ALLOWED_TAGS = [
  'p',
  'br',
  'a',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'mark',
  'small',
  'sub',
  'sup',
  'code',
  'span',
  'abbr',
  'q',
  'cite',
];
const ALLOWED_ATTR = ['href', 'title'];

/** The home page clamps excerpts to three lines; anything much longer is cut to plain text. */
export const MAX_EXCERPT_CHARS = 300;

export type BlogSanitizer = {
  /** Sanitised, short HTML for the excerpt; built from the content's text when the excerpt is empty. */
  excerpt: (excerptHtml: string, contentHtml: string) => string;
  /** The text of an HTML fragment with entities decoded and whitespace collapsed. */
  text: (html: string) => string;
  /** An absolute http(s) URL (relative ones resolved against the blog), or null for anything else. */
  url: (value: string | null | undefined) => string | null;
  /** The first http(s) image in the HTML: WordPress's own fallback when a post has no featured image. */
  firstImage: (html: string) => string | null;
};

/**
 * One sanitiser per blog: links are resolved against that blog's address. jsdom takes ~0.4 s to load, so it is
 * imported on first use: a site without BLOG_URL (and every test that does not ask for posts) never pays for it.
 */
export async function createBlogSanitizer(blogUrl: string): Promise<BlogSanitizer> {
  const [{ default: DOMPurify }, { JSDOM }] = await Promise.all([import('dompurify'), import('jsdom')]);
  const { window } = new JSDOM('');
  const purifier = DOMPurify(window);
  const base = `${blogUrl}/`;

  const url = (value: string | null | undefined): string | null => {
    if (!value) return null;
    try {
      const parsed = new URL(value.trim(), base);
      return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
    } catch {
      return null;
    }
  };

  // DOMPurify already drops javascript: URLs; this also drops mailto:, data: and the like, and makes the links
  // that stay safe to open in a new tab (rel=noopener: the blog page gets no handle on our window).
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = url(node.getAttribute('href'));
    if (href) {
      node.setAttribute('href', href);
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('href');
    }
  });

  const text = (html: string) => {
    // Line and block ends become spaces so "one</p><p>two" reads "one two"; script and style bodies go entirely.
    const spaced = html.replace(/<(br|\/p|\/li|\/h[1-6]|\/div|\/blockquote)\b[^>]*>/gi, '$& ');
    const fragment = purifier.sanitize(spaced, { ALLOWED_TAGS: [], RETURN_DOM_FRAGMENT: true });
    return (fragment.textContent ?? '').replace(/\s+/g, ' ').trim();
  };

  const excerpt = (excerptHtml: string, contentHtml: string) => {
    const clean = purifier.sanitize(excerptHtml, { ALLOWED_TAGS, ALLOWED_ATTR }).trim();
    const cleanText = text(clean);
    if (cleanText !== '' && cleanText.length <= MAX_EXCERPT_CHARS) return clean;
    // Cutting HTML mid-element would leave it unbalanced; plain text, escaped, is always well-formed.
    const source = cleanText !== '' ? cleanText : text(contentHtml);
    return source === '' ? '' : `<p>${escapeHtml(truncate(source, MAX_EXCERPT_CHARS))}</p>`;
  };

  const firstImage = (html: string) => {
    // A template's content is inert: parsing it runs no script and loads no image.
    const template = window.document.createElement('template');
    template.innerHTML = html;
    for (const img of template.content.querySelectorAll('img')) {
      const src = url(img.getAttribute('src'));
      if (src) return src;
    }
    return null;
  };

  return { excerpt, text, url, firstImage };
}
