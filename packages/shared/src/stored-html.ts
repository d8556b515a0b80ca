/**
 * The one rule set for stored rich text (event descriptions, newsletters), applied by DOMPurify on the server when
 * the console saves and again in the browser when a page shows it. On top of DOMPurify's defaults (no script,
 * event handler, javascript: URL, iframe, object or embed), form controls are dropped: a description has no
 * business asking a visitor for anything, and a pasted or hostile form is the shape of phishing. Styles are
 * dropped too, `<style>` elements and `style` attributes alike: a description's CSS reaches the whole page (an
 * editor could hide the site's header or lay a fake form over it), and the console's editor writes neither
 * (docs/product/events.md).
 */
export const STORED_HTML_RULES = {
  FORBID_TAGS: ['form', 'input', 'button', 'select', 'option', 'textarea', 'style'],
  FORBID_ATTR: ['style'],
} as const;

/** DOMPurify's config type wants mutable arrays; a fresh copy per caller keeps the constant frozen. */
export function storedHtmlRules(): { FORBID_TAGS: string[]; FORBID_ATTR: string[] } {
  return { FORBID_TAGS: [...STORED_HTML_RULES.FORBID_TAGS], FORBID_ATTR: [...STORED_HTML_RULES.FORBID_ATTR] };
}

/**
 * What the server renderer keeps of stored HTML (docs/decisions/0028). DOMPurify needs a DOM, and jsdom costs a
 * server render more than React does, so the server's page renderer sanitises with an allowlist parser instead
 * (apps/server/src/shared/stored-html.ts). The allowlist is the rich-text part of DOMPurify's HTML defaults, minus
 * STORED_HTML_RULES' forbidden tags and attributes: everything the console's editor writes survives both sanitisers alike, so what
 * was saved (already cleaned by DOMPurify) renders unchanged. SVG, MathML, media players, `data-*` and `aria-*`
 * attributes are not kept on the server: a row holding them did not come from the console, and the page shows its
 * text without them.
 */
export const RENDERED_HTML_RULES = {
  tags: [
    'a',
    'abbr',
    'address',
    'article',
    'aside',
    'b',
    'bdi',
    'bdo',
    'big',
    'blockquote',
    'br',
    'caption',
    'center',
    'cite',
    'code',
    'col',
    'colgroup',
    'data',
    'dd',
    'del',
    'details',
    'dfn',
    'div',
    'dl',
    'dt',
    'em',
    'figcaption',
    'figure',
    'font',
    'footer',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'header',
    'hgroup',
    'hr',
    'i',
    'img',
    'ins',
    'kbd',
    'li',
    'main',
    'mark',
    'nav',
    'ol',
    'p',
    'picture',
    'pre',
    'q',
    'rp',
    'rt',
    'ruby',
    's',
    'samp',
    'section',
    'small',
    'source',
    'span',
    'strike',
    'strong',
    'sub',
    'summary',
    'sup',
    'table',
    'tbody',
    'td',
    'tfoot',
    'th',
    'thead',
    'time',
    'tr',
    'tt',
    'u',
    'ul',
    'var',
    'wbr',
  ],
  /** Allowed on every kept tag; all are in DOMPurify's default attribute list. */
  attributes: [
    'align',
    'alt',
    'bgcolor',
    'border',
    'cellpadding',
    'cellspacing',
    'cite',
    'class',
    'color',
    'colspan',
    'datetime',
    'decoding',
    'dir',
    'face',
    'headers',
    'height',
    'href',
    'hreflang',
    'id',
    'lang',
    'loading',
    'media',
    'open',
    'rel',
    'reversed',
    'role',
    'rowspan',
    'scope',
    'size',
    'sizes',
    'span',
    'src',
    'srcset',
    'start',
    'title',
    'type',
    'valign',
    'value',
    'width',
  ],
  /** URL schemes a link or picture may use (DOMPurify's ALLOWED_URI_REGEXP); relative URLs are always kept. */
  urlSchemes: ['http', 'https', 'ftp', 'ftps', 'mailto', 'tel', 'callto', 'sms', 'cid', 'xmpp', 'matrix'],
  /** Tags whose `src` may also be a data: URL (an inline picture), as DOMPurify allows. */
  dataUrlTags: ['img', 'source'],
} as const;
