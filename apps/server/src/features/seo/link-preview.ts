import {
  CAMPAIGN_SLUG_PATTERN,
  CATEGORIES,
  EVENT_LISTS,
  paths,
  splitLocalePath,
  type Category,
  type PageHead,
  type SiteDetails,
} from '@charity/shared';
import type { Db } from '#src/db/database.ts';
import { readSettings } from '#src/services/settings/settings.ts';
import { truncate } from '#src/shared/text.ts';
import {
  findCampaignPreview,
  findEventPreview,
  type CampaignPreview,
  type EventPreview,
} from './repository.ts';
import { categoryFeedLink } from './calendar.ts';
import { htmlToText } from './text.ts';

/**
 * Link previews for event detail pages (docs/product/content-and-pages.md). Chat apps and crawlers read the
 * first HTML answer and run no script, so the served HTML gets the event's title, description, OpenGraph tags and
 * Event JSON-LD in its <head>. This module only describes that head (a PageHead); plugins/page-head.ts writes it.
 */

/** Search engines show about this many characters of a description. */
const DESCRIPTION_CHARS = 160;

const EVENT_LIST_PATH = new RegExp(`^/(${CATEGORIES.join('|')})/(?:${EVENT_LISTS.join('|')})/?$`);
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

/** What a preview says about the organisation: the trust settings as admins saved them. */
export type PreviewSite = Pick<SiteDetails, 'name' | 'tagline' | 'address'>;

/** The head of one event's page: title, description, canonical URL, OpenGraph, Twitter card and Event JSON-LD. */
export function eventPageHead(event: EventPreview, publicUrl: string, site: PreviewSite): PageHead {
  const title = `${event.name} | ${site.name}`;
  const text = event.description1 ? htmlToText(event.description1) : '';
  // docs/product/content-and-pages.md: a description that reads "null" counts as absent.
  const description = truncate(
    text && text.toLowerCase() !== 'null' ? text : site.tagline,
    DESCRIPTION_CHARS,
  );
  const url = `${publicUrl}${paths.eventDetail(event.category, event.list, event.id)}`;
  const image = absolute(publicUrl, event.image);
  return {
    title,
    description,
    canonical: url,
    openGraph: { type: 'website', site_name: site.name, title, description, image, url },
    twitter: { card: 'summary_large_image' },
    // The event's own file first (calendar apps offer the first), then its category's feed. No dates, no file.
    alternates: [
      ...(event.sdate
        ? [
            {
              type: 'text/calendar',
              href: `${publicUrl}${paths.eventCalendar(event.category, event.id)}`,
              title: `${event.name} (iCalendar)`,
            },
          ]
        : []),
      categoryFeedLink(event.category, publicUrl),
    ],
    jsonLd: {
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
      location: { '@type': 'Place', name: site.name, address: site.address },
      organizer: { '@type': 'Organization', name: site.name, url: `${publicUrl}/` },
    },
  };
}

const CAMPAIGN_PATH = /^\/campaigns\/([^/]{1,60})\/?$/;

/** The slug of a campaign page's URL, in any language (query string ignored), or null for any other URL. */
export function campaignSlugFromUrl(url: string): string | null {
  const { path } = splitLocalePath(url.split('?')[0] ?? '');
  const slug = CAMPAIGN_PATH.exec(path)?.[1];
  return slug && CAMPAIGN_SLUG_PATTERN.test(slug) ? slug : null;
}

/**
 * The head of a campaign's page (docs/product/giving.md "Campaigns, the donor wall and dedications"): its title and
 * summary, the English page as canonical (its words are the trusts', English until translated), OpenGraph with the
 * cover picture, and a schema.org DonateAction JSON-LD naming the organisation that receives the gifts.
 */
export function campaignPageHead(campaign: CampaignPreview, publicUrl: string, site: PreviewSite): PageHead {
  const title = `${campaign.title} | ${site.name}`;
  const description = truncate(campaign.summary || site.tagline, DESCRIPTION_CHARS);
  const url = `${publicUrl}${paths.campaign(campaign.slug)}`;
  const image = campaign.image ? absolute(publicUrl, campaign.image) : undefined;
  return {
    title,
    description,
    canonical: url,
    openGraph: {
      type: 'website',
      site_name: site.name,
      title,
      description,
      url,
      ...(image ? { image } : {}),
    },
    twitter: { card: image ? 'summary_large_image' : 'summary' },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'DonateAction',
      name: campaign.title,
      description,
      url,
      ...(image ? { image: [image] } : {}),
      startTime: campaign.starts_on,
      ...(campaign.ends_on ? { endTime: campaign.ends_on } : {}),
      recipient: { '@type': 'NGO', name: site.name, url: `${publicUrl}/`, address: site.address },
    },
  };
}

/**
 * The web app's link previews: for a campaign's page (any language) its head; for an event detail URL of an existing event, its page head; for an event list,
 * the link to its category's calendar feed; otherwise null. Two small reads (the event, the settings), and only
 * for event detail URLs.
 */
export function createEventLinkPreview(db: Db, publicUrl: string) {
  return async (url: string): Promise<PageHead | null> => {
    const slug = campaignSlugFromUrl(url);
    if (slug) {
      const campaign = await findCampaignPreview(db, slug);
      if (!campaign) return null;
      const { settings } = await readSettings(db);
      return campaignPageHead(campaign, publicUrl, settings.site);
    }
    const listCategory = EVENT_LIST_PATH.exec(url.split('?')[0] ?? '')?.[1] as Category | undefined;
    if (listCategory) return { alternates: [categoryFeedLink(listCategory, publicUrl)] };
    const id = eventIdFromUrl(url);
    if (id === null) return null;
    const event = await findEventPreview(db, id);
    if (!event) return null;
    const { settings } = await readSettings(db);
    return eventPageHead(event, publicUrl, settings.site);
  };
}
