/**
 * The seam between the API server and the web app's server renderer (docs/decisions/0008, 0011). The web app
 * builds apps/web/src/entry-server.tsx into a bundle whose `createPageRenderer` export has the type
 * `CreatePageRenderer`; apps/server/src/plugins/web-app.ts loads that bundle and calls it. Both sides import these
 * types, so the contract is written once. Types only: structural where the Fetch API is involved, because this
 * package has neither DOM nor Node types (a real `Response` satisfies `SsrResponse`).
 */

/** What the renderer reads from an answer of the API. */
export type SsrResponse = {
  readonly ok: boolean;
  readonly status: number;
  text(): Promise<string>;
};

/** How the renderer reaches the API: the server passes a fetch that calls its own routes in process, GET only. */
export type SsrFetch = (url: string, init: { method?: string }) => Promise<SsrResponse>;

/**
 * What a page says about itself in the document head. The server writes it into the HTML in one place
 * (apps/server/src/plugins/page-head.ts), escaping every value for its context; the browser app sets the title
 * and description itself after hydration.
 */
export type PageHead = {
  /** The full <title> text. */
  title?: string;
  description?: string;
  /** `<meta name="robots">`, e.g. 'noindex' for a preview, or on a "not found" page answered with a 404. */
  robots?: string;
  /** Absolute URL of the page's canonical address. */
  canonical?: string;
  /** `og:*` properties without the prefix, e.g. `{ title, image, url }`. */
  openGraph?: Record<string, string>;
  /** `twitter:*` names without the prefix, e.g. `{ card: 'summary_large_image' }`. */
  twitter?: Record<string, string>;
  /** Structured data, written as one `<script type="application/ld+json">` block. */
  jsonLd?: Record<string, unknown>;
  /** Other formats of the page, as `<link rel="alternate">`: the event pages' iCalendar feeds. */
  alternates?: Array<{ type: string; href: string; title: string }>;
  /** The page's language, written as `<html lang>` (docs/decisions/0067). */
  lang?: string;
  /** The same page in each language, as `<link rel="alternate" hreflang>` with absolute URLs. */
  languages?: Array<{ hreflang: string; href: string }>;
};

/** One server-rendered page. */
export type RenderedPage = {
  /** 200, the status the route table decided, or the one the page itself set (a 404 for an unknown event). */
  status: number;
  /** The markup for inside <div id="root">. */
  html: string;
  /**
   * How many times React rendered it: 1 when the route's prefetch had every query the page reads, more when a
   * render found others to fetch (the server logs that, docs/decisions/0028).
   */
  renders: number;
  /** The data block the browser hydrates from, placed right after #root. */
  stateScript: string;
  /** The page's own head: its title and description when it sets them. */
  head: PageHead;
};

/** Null: not a page to render on the server (a redirect, an error page, a page tied to the session). */
export type PageRenderer = (url: string) => Promise<RenderedPage | null>;

export type RendererOptions = {
  fetch: SsrFetch;
  /**
   * Sanitises stored HTML for the page: a DOM-free allowlist parser with the shared RENDERED_HTML_RULES, which keeps
   * everything DOMPurify (the browser's sanitiser, and the one saves go through) kept (docs/decisions/0028).
   */
  sanitizeHtml: (html: string) => string;
};

export type CreatePageRenderer = (options: RendererOptions) => PageRenderer;

/** The name under which the server bundle exports its `CreatePageRenderer`. */
export const PAGE_RENDERER_EXPORT = 'createPageRenderer';
