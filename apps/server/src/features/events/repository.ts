import type { Selectable } from 'kysely';
import type { Db } from '#src/db/database.ts';
import type { EventsTable } from '#src/db/schema.ts';
import type { EventDetail, EventQuery, EventSummary, Page } from '@charity/shared';
import { PAGE_SIZE } from '@charity/shared';
import { paginate } from '#src/shared/pagination.ts';

const summaryColumns = [
  'id',
  'name',
  'image',
  'image_small',
  'category',
  'status',
  'sdate',
  'edate',
] as const;

type SummaryRow = Pick<Selectable<EventsTable>, (typeof summaryColumns)[number]>;

const toSummary = (row: SummaryRow): EventSummary => ({
  ...row,
  category: row.category as EventSummary['category'],
  status: row.status as EventSummary['status'],
});

/** One page of events; upcoming lists run soonest first, every other list newest first. */
export async function listEvents(db: Db, query: EventQuery): Promise<Page<EventSummary>> {
  let base = db.selectFrom('events');
  if (query.filter) base = base.where('category', '=', query.filter);
  if (query.status !== undefined) base = base.where('status', '=', query.status);
  const ascending = query.status === 0;
  return paginate(base, {
    page: query.page,
    perPage: PAGE_SIZE,
    select: (q) =>
      q
        .select(summaryColumns)
        .orderBy('sort_order', 'desc')
        .orderBy('sdate', ascending ? 'asc' : 'desc')
        .orderBy('id', ascending ? 'asc' : 'desc'),
    map: toSummary,
  });
}

/** The event with its own gallery images and videos, or undefined. */
export async function findEvent(db: Db, id: number): Promise<EventDetail | undefined> {
  const row = await db
    .selectFrom('events')
    .select([...summaryColumns, 'description1', 'description2', 'description3'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const [images, videos] = await Promise.all([
    db
      .selectFrom('gallery_images')
      .select(['id', 'image', 'image_small', 'title'])
      .where('event_id', '=', id)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('gallery_videos')
      .select(['id', 'video', 'title'])
      .where('event_id', '=', id)
      .orderBy('sort_order')
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
