import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CATEGORIES,
  CATEGORY_LABELS,
  EVENT_LISTS,
  SITE,
  errorBodySchema,
  languageAlternates,
  LOCALES,
  localisedPath,
  paths,
  todayInIndia,
} from '@charity/shared';
import { PUBLIC_CONTENT_CACHE } from '#src/plugins/http-cache.ts';
import { notFound } from '#src/shared/http-errors.ts';
import { escapeXml } from '#src/shared/text.ts';
import { CALENDAR_CONTENT_TYPE, calendarText } from './calendar.ts';
import { countPublishedEvents, listCalendarEvents, listCampaignSlugs, listEventLinks } from './repository.ts';
import { sendXml, xmlDocument, xmlDocumentSize } from './xml-document.ts';

/**
 * Paths (and globs) this feature answers at the root; the web build's files of the same name must not shadow them.
 */
export const SEO_FILES = ['/sitemap.xml', '/sitemap-*.xml', '/robots.txt'];

/** Crawlers fetch these now and then; an hour keeps a new event out of the sitemap for at most that long. */
const SEO_CACHE = 'public, max-age=3600';

/**
 * Event URLs per sitemap part. The protocol allows 50,000 URLs or 50 MB per file; 10,000 keeps a part near 750 kB
 * of XML (about 60 kB compressed) so one request stays cheap for the server and the crawler.
 */
export const SITEMAP_PART_URLS = 10_000;

/**
 * How long an instance reuses the sitemap's index and parts. A console write on this instance drops them at once;
 * crawlers read them hourly (SEO_CACHE), so another instance catching up within minutes changes nothing.
 */
const SITEMAP_TTL_MS = 10 * 60_000;

/** The pages a visitor can land on from a search: not the demo FAQ, the auth flows or the payment page. */
const STATIC_PAGES = [
  paths.home,
  paths.about,
  paths.saiMayeeTrust,
  paths.saiMeruMathiTrust,
  paths.leadershipTeam,
  paths.media,
  paths.testimonial,
  paths.galleryImages,
  paths.galleryVideos,
  paths.volunteer,
  paths.faq,
  paths.contact,
  paths.army2024,
  paths.scy2025,
  paths.termsCondition,
  paths.privacyPolicy,
  paths.refundPolicy,
  paths.disclaimer,
  paths.findUs,
  paths.literature,
  paths.crossword,
  paths.donation,
  paths.eHundi,
  paths.campaigns,
  ...CATEGORIES.flatMap((category) => EVENT_LISTS.map((list) => paths.eventList(category, list))),
];

/** The largest id the events table holds; a bigger number would overflow PostgreSQL's integer. */
const MAX_ID = 2_147_483_647;

/** A sitemap's page: its absolute URL and, for a page in every language, each language's URL. */
export type SitemapEntry = { loc: string; alternates?: { hreflang: string; href: string }[] };

/**
 * The sitemap protocol's XML (https://www.sitemaps.org/protocol.html) for absolute URLs, with a page's other
 * languages as `xhtml:link` alternates, as search engines read them (docs/product/languages.md "For search
 * engines").
 */
export function sitemapXml(pages: (string | SitemapEntry)[]): string {
  const entries = pages.map((page) => {
    const { loc, alternates = [] } = typeof page === 'string' ? { loc: page } : page;
    const links = alternates.map(
      ({ hreflang, href }) =>
        `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
    );
    return `  <url><loc>${escapeXml(loc)}</loc>${links.join('')}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** Each page in every language, one entry per language, each naming all of them (English also as x-default). */
export const localisedEntries = (publicUrl: string, pagePaths: readonly string[]): SitemapEntry[] =>
  pagePaths.flatMap((path) => {
    const alternates = languageAlternates(path).map(({ hreflang, path: target }) => ({
      hreflang,
      href: `${publicUrl}${target}`,
    }));
    return LOCALES.map((locale) => ({ loc: `${publicUrl}${localisedPath(locale, path)}`, alternates }));
  });

/** A sitemap index (https://www.sitemaps.org/protocol.html#index) naming the parts' absolute URLs. */
export function sitemapIndexXml(urls: string[]): string {
  const entries = urls.map((url) => `  <sitemap><loc>${escapeXml(url)}</loc></sitemap>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** The event part with this number, e.g. /sitemap-events-2.xml. */
const eventPartPath = (part: number) => `/sitemap-events-${part}.xml`;

/**
 * GET /sitemap.xml and GET /robots.txt (docs/product/content-and-pages.md: SEO and sharing), with absolute
 * URLs from PUBLIC_URL.
 */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { publicUrl } = app.config;

  // Each answer is built once per day (the list an event shows in moves with the date) and content change, and
  // compressed once per encoding asked for.
  const cached = (key: string, today: string, build: () => Promise<string | null>) =>
    app.contentCache.get(
      `sitemap:${key}:${today}`,
      SITEMAP_TTL_MS,
      async () => {
        const xml = await build();
        return xml === null ? null : xmlDocument(xml);
      },
      xmlDocumentSize,
    );
  // The fixed pages, then each campaign the public can open (docs/product/giving.md "Campaigns, the donor wall and
  // dedications"): a handful, so they share the pages' part, rebuilt daily (a campaign starts on a day) and on a
  // console write like the event parts.
  const pages = (today: string) =>
    cached('pages', today, async () => {
      const campaigns = await listCampaignSlugs(app.db, today);
      // A campaign's page is English until campaigns are translated (its Kannada page names it canonical).
      return sitemapXml([
        ...localisedEntries(publicUrl, STATIC_PAGES),
        ...campaigns.map((slug) => `${publicUrl}${paths.campaign(slug)}`),
      ]);
    });

  app.get(
    '/sitemap.xml',
    {
      schema: {
        tags: ['seo'],
        summary: 'Sitemap index: the public pages, then the event detail pages in parts',
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const today = todayInIndia();
      const index = await cached('index', today, async () => {
        const parts = Math.ceil((await countPublishedEvents(app.db)) / SITEMAP_PART_URLS);
        const paths = ['/sitemap-pages.xml'];
        for (let part = 1; part <= parts; part++) paths.push(eventPartPath(part));
        return sitemapIndexXml(paths.map((path) => `${publicUrl}${path}`));
      });
      if (!index) throw notFound('No such sitemap');
      return sendXml(request, reply, index, SEO_CACHE);
    },
  );

  app.get(
    '/sitemap-pages.xml',
    {
      schema: {
        tags: ['seo'],
        summary: 'Sitemap of the public pages and event lists, each in every language, and the campaigns',
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const document = await pages(todayInIndia());
      if (!document) throw notFound('No such sitemap');
      return sendXml(request, reply, document, SEO_CACHE);
    },
  );

  app.get(
    '/sitemap-events-:part(^\\d{1,6}).xml',
    {
      schema: {
        tags: ['seo'],
        summary: `Sitemap of published event detail pages, ${SITEMAP_PART_URLS} a part, oldest first`,
        params: z.object({ part: z.coerce.number().int().min(1) }),
        response: { 200: z.string(), 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { part } = request.params;
      const today = todayInIndia();
      const document = await cached(`events-${part}`, today, async () => {
        const events = await listEventLinks(
          app.db,
          { offset: (part - 1) * SITEMAP_PART_URLS, limit: SITEMAP_PART_URLS },
          today,
        );
        // An empty part is not in the index; kept as null so a crawler's old link costs no query either.
        if (events.length === 0) return null;
        return sitemapXml(
          events.map((event) => `${publicUrl}${paths.eventDetail(event.category, event.list, event.id)}`),
        );
      });
      if (!document) throw notFound('No such sitemap');
      return sendXml(request, reply, document, SEO_CACHE);
    },
  );

  app.get(
    '/robots.txt',
    {
      schema: {
        tags: ['seo'],
        summary: 'Crawler rules: everything but the API, the auth flows and the payment page',
        response: { 200: z.string() },
      },
    },
    async (_request, reply) => {
      const body = [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /auth/',
        `Disallow: ${paths.payment}`,
        '',
        `Sitemap: ${publicUrl}/sitemap.xml`,
        '',
      ].join('\n');
      return reply.header('cache-control', SEO_CACHE).type('text/plain; charset=utf-8').send(body);
    },
  );

  // docs/product/events.md: one iCalendar feed per category and one file per event. Browsers and a CDN may keep
  // them a minute like the public API; they are outside /api/, so never micro-cached: an unpublished event leaves
  // this instance's feeds at once.
  for (const category of CATEGORIES) {
    const label = CATEGORY_LABELS[category];
    app.get(
      paths.eventsCalendar(category),
      {
        schema: {
          tags: ['seo'],
          summary: `iCalendar feed of the published ${label} events that have dates`,
          response: { 200: z.string() },
        },
      },
      async (_request, reply) => {
        const events = await listCalendarEvents(app.db, { category });
        return reply
          .header('cache-control', PUBLIC_CONTENT_CACHE)
          .type(CALENDAR_CONTENT_TYPE)
          .send(calendarText(events, `${label} events | ${SITE.name}`, publicUrl));
      },
    );
    app.get(
      `/${category}/events/:file`,
      {
        schema: {
          tags: ['seo'],
          summary: `One published ${label} event as an iCalendar file ({id}.ics), for "Add to calendar"`,
          params: z.object({ file: z.string() }),
          response: { 200: z.string(), 404: errorBodySchema },
        },
      },
      async (request, reply) => {
        const id = Number(/^([1-9]\d{0,9})\.ics$/.exec(request.params.file)?.[1]);
        const [event] =
          Number.isSafeInteger(id) && id <= MAX_ID ? await listCalendarEvents(app.db, { category, id }) : [];
        if (!event) throw notFound('Event not found');
        return reply
          .header('cache-control', PUBLIC_CONTENT_CACHE)
          .type(CALENDAR_CONTENT_TYPE)
          .header('content-disposition', `attachment; filename="event-${event.id}.ics"`)
          .send(calendarText([event], event.name, publicUrl));
      },
    );
  }
};
