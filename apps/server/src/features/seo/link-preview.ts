import { CATEGORIES, EVENT_LISTS, SITE, paths } from '@charity/shared';
import type { Db } from '#src/db/database.ts';
import { escapeHtml, truncate } from '#src/shared/text.ts';
import { findEventPreview, type EventPreview } from './repository.ts';
import { htmlToText, jsonForScript } from './text.ts';

/**
 * Link previews for event detail pages (docs/product/content-and-pages.md). Chat apps and crawlers read the
 * first HTML answer and run no script, so the SPA's index.html gets the event's title, description, OpenGraph
 * tags and Event JSON-LD written into its <head> on the server. Every other page keeps the plain index.html.
 */

/** Search engines show about this many characters of a description. */
const DESCRIPTION_CHARS = 160;

const EVENT_PATH = new RegExp(`^/(?:${CATEGORIES.join('|')})/(?:${EVENT_LISTS.join('|')})/(\\d{1,10})/?$`);
/** The largest id the events table holds; a bigger number would overflow PostgreSQL's integer. */
const MAX_ID = 2_147_483_647;

/** The event id of an event detail URL (query string ignored), or null for any other URL. */
export function eventIdFromUrl(url: string): number | null {
  const match = EVENT_PATH.exec(url.split('?')[0] ?? '');
  const id = Number(match?.[1]);
  return Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : null;
}

const absolute = (publicUrl: string, pathOrUrl: string) =>
  /^https?:\/\//i.test(pathOrUrl)
    ? pathOrUrl
    : `${publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;

/** The tags for one event; every value is escaped for its context here. */
export function eventHeadTags(event: EventPreview, publicUrl: string): { title: string; tags: string } {
  const title = `${event.name} | ${SITE.name}`;
  const text = event.description1 ? htmlToText(event.description1) : '';
  // docs/product/content-and-pages.md: a description that reads "null" counts as absent.
  const description = truncate(
    text && text.toLowerCase() !== 'null' ? text : SITE.tagline,
    DESCRIPTION_CHARS,
  );
  const url = `${publicUrl}${paths.eventDetail(event.category, event.list, event.id)}`;
  const image = absolute(publicUrl, event.image);

  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    description,
    image: [image],
    url,
    // Recurring events have no dates; the keys are left out rather than sent empty.
    ...(event.sdate ? { startDate: event.sdate } : {}),
    ...(event.edate ? { endDate: event.edate } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: SITE.name, address: SITE.address },
    organizer: { '@type': 'Organization', name: SITE.name, url: `${publicUrl}/` },
  };

  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE.name),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:image', image),
    meta('property', 'og:url', url),
    meta('name', 'twitter:card', 'summary_large_image'),
    // JSON-LD is data, not script: the CSP's script-src does not apply to it and browsers never run it.
    `<script type="application/ld+json">${jsonForScript(jsonLd)}</script>`,
  ].join('\n    ');
  return { title: `<title>${escapeHtml(title)}</title>`, tags };
}

/**
 * index.html with the event's tags in its <head>: its own <title> and description replaced, the rest added
 * before </head>. Null when the HTML has no head to write into.
 */
export function injectHead(indexHtml: string, head: { title: string; tags: string }): string | null {
  const headEnd = indexHtml.search(/<\/head>/i);
  if (headEnd === -1) return null;
  const before = indexHtml
    .slice(0, headEnd)
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s[^>]*name=["']description["'][^>]*>\s*/i, '');
  return `${before.trimEnd()}\n    ${head.title}\n    ${head.tags}\n  ${indexHtml.slice(headEnd)}`;
}

/**
 * The SPA fallback's page renderer: for an event detail URL of an existing event, index.html with its link
 * preview; otherwise null (serve index.html as it is). One database query, and only for event URLs.
 */
export function createEventLinkPreview(db: Db, publicUrl: string) {
  return async (url: string, indexHtml: string): Promise<string | null> => {
    const id = eventIdFromUrl(url);
    if (id === null) return null;
    const event = await findEventPreview(db, id);
    return event ? injectHead(indexHtml, eventHeadTags(event, publicUrl)) : null;
  };
}
