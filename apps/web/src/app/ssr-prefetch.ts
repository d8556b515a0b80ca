import type { QueryClient } from '@tanstack/react-query';
import type { StaticHandlerContext } from 'react-router';
import { idParamsSchema, isContentResource, isPreviewResource, pageSlugOfPath, paths } from '@charity/shared';
import { CAMPAIGN_ROUTE, EVENT_DETAIL_ROUTE, EVENT_LIST_ROUTE, PREVIEW_ROUTE } from '#src/app/router.tsx';
import { campaignQueryOptions } from '#src/features/campaigns/api/get-campaign.ts';
import { campaignsQuery } from '#src/features/campaigns/api/get-campaigns.ts';
import { campaignSlugOf } from '#src/features/campaigns/utils/campaign-format.ts';
import { eventQueryOptions } from '#src/features/events/api/get-event.ts';
import { previewQueryOptions } from '#src/features/previews/api/get-preview.ts';
import { eventsQueryOptions } from '#src/features/events/api/get-events.ts';
import { eventListParams } from '#src/features/events/utils/event-list-params.ts';
import { bannerVideoQuery } from '#src/features/home/api/get-banner-video.ts';
import { bannersQuery } from '#src/features/home/api/get-banners.ts';
import { countersQuery } from '#src/features/home/api/get-counters.ts';
import { randomGalleryImagesQuery } from '#src/features/home/api/get-gallery-images.ts';
import { popupQuery } from '#src/features/home/api/get-popup.ts';
import { faqsQuery } from '#src/features/faq/api/get-faqs.ts';
import { pageQuery } from '#src/lib/site-page.ts';
import { parseEventListParams } from '#src/lib/route-params.ts';
import { parsePageParam } from '#src/hooks/use-page-query.ts';
import { siteQuery } from '#src/lib/site.ts';
import { localeOfPath } from '#src/lib/i18n.ts';

/**
 * What the server renderer fetches before it renders a page, so the page renders once, with its data
 * (docs/decisions/0028). Server only: entry-server.tsx imports it, so none of it reaches the browser's first load.
 *
 * It repeats what the pages' components ask for, which is the cost ADR 11 weighed. A query the list misses is not
 * an error: the renderer finds it in the first render and renders again with it, as before, only slower; the
 * busiest pages (home, event lists, event details) are checked to render once in entry-server.test.tsx. The fixed
 * pages whose words are content read their words; pages without an entry here read only
 * the layout's site details.
 */

type RouteMatch = StaticHandlerContext['matches'][number];
type Prefetch = (client: QueryClient, match: RouteMatch, url: URL) => Array<Promise<unknown>>;

/** The layout around every page: the footer, the header and every title read the saved site details. */
const layout: Prefetch = (client, _match, url) => [
  client.prefetchQuery(siteQuery(localeOfPath(url.pathname))),
];

/** The home page's sections (the blog is never waited for: `meta.ssr = false`). */
const home: Prefetch = (client) => [
  client.prefetchQuery(bannersQuery()),
  client.prefetchQuery(countersQuery()),
  client.prefetchQuery(randomGalleryImagesQuery()),
  client.prefetchQuery(bannerVideoQuery()),
  client.prefetchQuery(popupQuery()),
];

const eventList: Prefetch = (client, { params }, url) => {
  const list = parseEventListParams(params);
  if (!list) return [];
  return [
    client.prefetchQuery(
      eventsQueryOptions(
        eventListParams(list.category, list.list, url.searchParams),
        localeOfPath(url.pathname),
      ),
    ),
  ];
};

/** A saved record's preview: what it reads first; a page's route inside it reads nothing more. */
const preview: Prefetch = (client, { params }, url) => {
  const id = idParamsSchema.safeParse({ id: params.id });
  const token = url.searchParams.get('token');
  const resource = params.resource ?? '';
  if (!id.success || !token || !isContentResource(resource) || !isPreviewResource(resource)) return [];
  return [client.prefetchQuery(previewQueryOptions(resource, id.data.id, token))];
};

const eventDetail: Prefetch = (client, { params }, url) => {
  const id = idParamsSchema.safeParse({ id: params.id });
  return id.success ? [client.prefetchQuery(eventQueryOptions(id.data.id, localeOfPath(url.pathname)))] : [];
};

/** A fixed page's words (docs/product/content-and-pages.md "Pages as content"): its path without the slash. */
const sitePage: Prefetch = (client, match, url) => {
  const slug = match.route.path === undefined ? undefined : pageSlugOfPath(match.route.path);
  return slug ? [client.prefetchQuery(pageQuery(slug, localeOfPath(url.pathname)))] : [];
};

/** The questions, and the `faq` page's words (its title and the lists' headings), which the demo variant reads too. */
const faq: Prefetch = (client, _match, url) => {
  const locale = localeOfPath(url.pathname);
  return [client.prefetchQuery(faqsQuery(locale)), client.prefetchQuery(pageQuery('faq', locale))];
};

/** The campaign list, which the donation page's "Current appeals" reads too. */
const campaigns: Prefetch = (client) => [client.prefetchQuery(campaignsQuery())];

/** A campaign's page with the wall page the address asks for. */
const campaign: Prefetch = (client, { params }, url) => {
  const slug = campaignSlugOf(params.slug);
  if (!slug) return [];
  const wallPage = parsePageParam(url.searchParams.get('wall_page'));
  return [client.prefetchQuery(campaignQueryOptions(slug, wallPage))];
};

function prefetchOf(match: RouteMatch): Prefetch | undefined {
  if (match.route.id === 'root') return layout;
  // The only index route is the home page's.
  if (match.route.index) return home;
  if (match.route.path === EVENT_LIST_ROUTE) return eventList;
  if (match.route.path === EVENT_DETAIL_ROUTE) return eventDetail;
  if (match.route.path === PREVIEW_ROUTE) return preview;
  if (match.route.path === paths.faq || match.route.path === paths.faqDemo) return faq;
  if (match.route.path === paths.campaigns || match.route.path === paths.donation) return campaigns;
  if (match.route.path === CAMPAIGN_ROUTE) return campaign;
  return sitePage;
}

/** Starts fetching what the matched routes read into `client`; resolves when every fetch has settled. */
export function prefetchPage(
  client: QueryClient,
  matches: readonly RouteMatch[],
  url: URL,
): Promise<unknown> {
  return Promise.allSettled(matches.flatMap((match) => prefetchOf(match)?.(client, match, url) ?? []));
}
