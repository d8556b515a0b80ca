import type { Selectable } from 'kysely';
import type { Db } from '#src/db/database.ts';
import type { EventsTable } from '#src/db/schema.ts';
import type { EventDetail, EventQuery, EventSummary, Page } from '@charity/shared';
import { PAGE_SIZE } from '@charity/shared';
import { listedStatusSql, todayInIndia } from '#src/shared/event-status.ts';
import { paginate } from '#src/shared/pagination.ts';

const summaryColumns = ['id', 'name', 'image', 'image_small', 'category', 'sdate', 'edate'] as const;

type SummaryRow = Pick<Selectable<EventsTable>, (typeof summaryColumns)[number] | 'status'>;

const toSummary = (row: SummaryRow): EventSummary => ({
  ...row,
  category: row.category as EventSummary['category'],
  status: row.status as EventSummary['status'],
});

/**
 * One page of published events; upcoming lists run soonest first, every other list newest first. `status` is the
 * list an event shows in today: an upcoming event whose last day has passed is past (shared/event-status.ts).
 */
export async function listEvents(
  db: Db,
  query: EventQuery,
  today: string = todayInIndia(),
): Promise<Page<EventSummary>> {
  const status = listedStatusSql(today);
  let base = db.selectFrom('events').where('published', '=', 1);
  if (query.filter) base = base.where('category', '=', query.filter);
  if (query.status !== undefined) base = base.where(status, '=', query.status);
  const ascending = query.status === 0;
  return paginate(base, {
    page: query.page,
    perPage: PAGE_SIZE,
    select: (q) =>
      q
        .select(summaryColumns)
        .select(status.as('status'))
        .orderBy('sort_order', 'desc')
        .orderBy('sdate', ascending ? 'asc' : 'desc')
        .orderBy('id', ascending ? 'asc' : 'desc'),
    map: toSummary,
  });
}

/** The published event with its own published gallery images and videos, or undefined. */
export async function findEvent(
  db: Db,
  id: number,
  today: string = todayInIndia(),
): Promise<EventDetail | undefined> {
  const row = await db
    .selectFrom('events')
    .select([...summaryColumns, 'description1', 'description2', 'description3'])
    .select(listedStatusSql(today).as('status'))
    .where('id', '=', id)
    .where('published', '=', 1)
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
  return {
    ...toSummary(row),
    description1: presentHtml(row.description1),
    description2: presentHtml(row.description2),
    description3: presentHtml(row.description3),
    event_gallery_images: images,
    event_gallery_videos: videos,
  };
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
