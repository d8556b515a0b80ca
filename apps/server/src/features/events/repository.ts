import type { Selectable } from 'kysely';
import type { Db } from '#src/db/database.ts';
import type { EventsTable } from '#src/db/schema.ts';
import {
  todayInIndia,
  type Locale,
  type EventDetail,
  type EventQuery,
  type EventSummary,
  type Page,
} from '@charity/shared';
import { PAGE_SIZE } from '@charity/shared';
import { idsSize, LIST_IDS_TTL_MS, type ContentCache } from '#src/services/content-cache/content-cache.ts';
import { listedStatus, listedStatusSql, listedStatusWhere } from '#src/shared/event-status.ts';
import { paginateIds } from '#src/shared/pagination.ts';
import { imageAltLookup, withImageAlt } from '#src/services/media/alt-text.ts';
import { localise, localiseOne } from '#src/services/translations/localise.ts';

const summaryColumns = ['id', 'name', 'image', 'image_small', 'category', 'sdate', 'edate'] as const;

type SummaryRow = Pick<Selectable<EventsTable>, (typeof summaryColumns)[number] | 'status'>;

const toSummary = (row: SummaryRow): EventSummary => ({
  ...row,
  category: row.category as EventSummary['category'],
  status: row.status as EventSummary['status'],
});

export type EventListFilter = Omit<EventQuery, 'page'>;

/** Published events of one list: a category and the status they show under today, each optional. */
function eventList(db: Db, filter: EventListFilter, today: string) {
  let query = db.selectFrom('events').where('published', '=', 1);
  if (filter.filter) query = query.where('category', '=', filter.filter);
  if (filter.status !== undefined) query = query.where(listedStatusWhere(filter.status, today));
  return query;
}

/**
 * The ids of a list in the order it shows: upcoming lists run soonest first, every other list newest first, after
 * the curated order. One read of the `events_public_list` index (migration 0015), no row visited.
 */
export function eventIdsQuery(db: Db, filter: EventListFilter, today: string) {
  const direction = filter.status === 0 ? 'asc' : 'desc';
  return eventList(db, filter, today)
    .select('id')
    .orderBy('sort_order', 'desc')
    .orderBy('sdate', direction)
    .orderBy('id', direction);
}

export async function listEventIds(db: Db, filter: EventListFilter, today: string): Promise<number[]> {
  const rows = await eventIdsQuery(db, filter, today).execute();
  return rows.map((row) => row.id);
}

/**
 * One page of published events. `status` is the list an event shows in today: an upcoming event whose last day has
 * passed is past (shared/event-status.ts). The list's ids come from the content cache, so a deep page costs what
 * the first does; the page's rows are read by id and checked against the list again, so one unpublished or moved
 * since the ids were read (by another instance) is left out.
 */
export async function listEvents(
  db: Db,
  cache: ContentCache,
  query: EventQuery,
  today: string = todayInIndia(),
  locale: Locale = 'en',
): Promise<Page<EventSummary>> {
  const { page, ...filter } = query;
  const key = `events:${filter.filter ?? 'all'}:${filter.status ?? 'all'}:${today}`;
  const ids = await cache.get(key, LIST_IDS_TTL_MS, () => listEventIds(db, filter, today), idsSize);
  return paginateIds(ids, {
    page,
    perPage: PAGE_SIZE,
    fetch: async (pageIds) => {
      // By primary key alone, then checked here: with `published = 1` beside the ids, SQLite reads the whole
      // published range of events_public_list instead (1 ms at 20,000 events).
      const rows = await db
        .selectFrom('events')
        .where('id', 'in', pageIds)
        .select([...summaryColumns, 'status', 'published'])
        .execute();
      const summaries = rows.flatMap(({ published, ...row }) => {
        const status = listedStatus(row, today);
        const listed =
          published === 1 &&
          (!filter.filter || row.category === filter.filter) &&
          (filter.status === undefined || status === filter.status);
        return listed ? [toSummary({ ...row, status })] : [];
      });
      // Names in the page's language where translated (docs/product/languages.md "Translating content").
      return localise(db, 'events', locale, await withImageAlt(db, summaries));
    },
  });
}

/**
 * The published event with its own published gallery images and videos, or undefined. `unpublished` also finds
 * a draft, for its preview (docs/product/console.md "Preview"); its pictures are still only the published ones,
 * as the page will show them once the event is published.
 */
export async function findEvent(
  db: Db,
  id: number,
  today: string = todayInIndia(),
  options: { unpublished?: boolean; locale?: Locale } = {},
): Promise<EventDetail | undefined> {
  const row = await db
    .selectFrom('events')
    .select([...summaryColumns, 'description1', 'description2', 'description3'])
    .select(listedStatusSql(today).as('status'))
    .where('id', '=', id)
    .$if(!options.unpublished, (query) => query.where('published', '=', 1))
    .executeTakeFirst();
  if (!row) return undefined;
  const [images, videos] = await Promise.all([
    db
      .selectFrom('gallery_images')
      .select(['id', 'image', 'image_small', 'title'])
      .where('event_id', '=', id)
      .where('published', '=', 1)
      // Curated order, higher first (docs/product/console.md), then oldest first.
      .orderBy('sort_order', 'desc')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('gallery_videos')
      .select(['id', 'video', 'title'])
      .where('event_id', '=', id)
      .where('published', '=', 1)
      // Curated order, higher first (docs/product/console.md), then oldest first.
      .orderBy('sort_order', 'desc')
      .orderBy('id')
      .execute(),
  ]);
  // One lookup for the hero and every gallery picture of the event.
  const withAlt = await imageAltLookup(db, [row, ...images]);
  const event = await localiseOne(db, 'events', options.locale ?? 'en', {
    ...withAlt(toSummary(row)),
    description1: presentHtml(row.description1),
    description2: presentHtml(row.description2),
    description3: presentHtml(row.description3),
  });
  return { ...event, event_gallery_images: images.map(withAlt), event_gallery_videos: videos };
}

/**
 * docs/product/events.md: a description whose text is literally "null" counts as absent, as does an empty
 * one.
 */
function presentHtml(html: string | null): string | null {
  if (html === null) return null;
  const text = html.replace(/<[^>]*>/g, '').trim();
  return text === '' || text.toLowerCase() === 'null' ? null : html;
}
