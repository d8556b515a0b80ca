import {
  CATEGORIES,
  EVENT_LIST_STATUS,
  EVENT_LISTS,
  todayInIndia,
  type Category,
  type EventList,
} from '@charity/shared';
import type { Db } from '#src/db/database.ts';
import { listedStatusSql } from '#src/shared/event-status.ts';

/**
 * The few event columns that sitemap and link previews need. They read the events table themselves rather than
 * through the events feature (features never import each other), and each is one query.
 */

export type EventLink = { id: number; category: Category; list: EventList };

export type EventPreview = EventLink & {
  name: string;
  image: string;
  sdate: string | null;
  edate: string | null;
  description1: string | null;
};

/** The list an event belongs to by its status: the list its canonical URL lives under. */
const LIST_BY_STATUS = new Map(EVENT_LISTS.map((list) => [EVENT_LIST_STATUS[list], list] as const));
const isCategory = (value: string): value is Category => (CATEGORIES as readonly string[]).includes(value);

function toLink(row: { id: number; category: string; status: number }): EventLink | null {
  const list = LIST_BY_STATUS.get(row.status as 0 | 1 | 2);
  // A row an admin left half-edited must not produce a URL the web app cannot route.
  if (!list || !isCategory(row.category)) return null;
  return { id: row.id, category: row.category, list };
}

/** How many events are published: the sitemap index names one part per SITEMAP_PART_URLS of them. */
export async function countPublishedEvents(db: Db): Promise<number> {
  const row = await db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('published', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * Published events' detail routes in id order, `limit` from `offset` (one sitemap part), each under the list it
 * shows in today (shared/event-status.ts).
 */
export async function listEventLinks(
  db: Db,
  range: { offset: number; limit: number },
  today: string = todayInIndia(),
): Promise<EventLink[]> {
  const rows = await db
    .selectFrom('events')
    .select(['id', 'category'])
    .select(listedStatusSql(today).as('status'))
    .where('published', '=', 1)
    .orderBy('id')
    .limit(range.limit)
    .offset(range.offset)
    .execute();
  return rows.flatMap((row) => toLink(row) ?? []);
}

/** What a link preview of one event shows, or undefined when there is no such published event. */
export async function findEventPreview(
  db: Db,
  id: number,
  today: string = todayInIndia(),
): Promise<EventPreview | undefined> {
  const row = await db
    .selectFrom('events')
    .select(['id', 'category', 'name', 'image', 'sdate', 'edate', 'description1'])
    .select(listedStatusSql(today).as('status'))
    .where('id', '=', id)
    .where('published', '=', 1)
    .executeTakeFirst();
  const link = row && toLink(row);
  if (!row || !link) return undefined;
  return {
    ...link,
    name: row.name,
    image: row.image,
    sdate: row.sdate,
    edate: row.edate,
    description1: row.description1,
  };
}

export type CalendarEvent = EventPreview & { sdate: string; created_at: string };

/** The newest events a feed carries; a calendar app rereads the whole feed every few hours. */
const FEED_LIMIT = 500;

/**
 * Published events with a start date, for the iCalendar feeds: one category's (newest first), or one event.
 * Recurring programmes without dates are left out: an iCalendar event needs a start (RFC 5545 §3.6.1).
 */
export async function listCalendarEvents(
  db: Db,
  filter: { category: Category; id?: number },
  today: string = todayInIndia(),
): Promise<CalendarEvent[]> {
  let query = db
    .selectFrom('events')
    .select(['id', 'category', 'name', 'image', 'sdate', 'edate', 'description1', 'created_at'])
    .select(listedStatusSql(today).as('status'))
    .where('published', '=', 1)
    .where('category', '=', filter.category)
    .where('sdate', 'is not', null);
  if (filter.id !== undefined) query = query.where('id', '=', filter.id);
  const rows = await query.orderBy('sdate', 'desc').orderBy('id', 'desc').limit(FEED_LIMIT).execute();
  return rows.flatMap((row) => {
    const link = toLink(row);
    if (!link || row.sdate === null) return [];
    return [
      {
        ...link,
        name: row.name,
        image: row.image,
        sdate: row.sdate,
        edate: row.edate,
        description1: row.description1,
        created_at: row.created_at,
      },
    ];
  });
}

/** What a campaign's sitemap entry and link preview read (docs/product/giving.md "Campaigns, the donor wall and dedications"). */
export type CampaignPreview = {
  slug: string;
  title: string;
  summary: string;
  image: string | null;
  starts_on: string;
  ends_on: string | null;
};

/** The campaigns the public can open today: published and started (an ended one still shows its result). */
export async function listCampaignSlugs(db: Db, today: string = todayInIndia()): Promise<string[]> {
  const rows = await db
    .selectFrom('campaigns')
    .select('slug')
    .where('published', '=', 1)
    .where('starts_on', '<=', today)
    .orderBy('starts_on')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.slug);
}

/** One campaign's link preview, or undefined when the public cannot open it today. */
export function findCampaignPreview(
  db: Db,
  slug: string,
  today: string = todayInIndia(),
): Promise<CampaignPreview | undefined> {
  return db
    .selectFrom('campaigns')
    .select(['slug', 'title', 'summary', 'image', 'starts_on', 'ends_on'])
    .where('slug', '=', slug)
    .where('published', '=', 1)
    .where('starts_on', '<=', today)
    .executeTakeFirst();
}
