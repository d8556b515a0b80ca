import { withImageAlt } from '#src/services/media/alt-text.ts';
import type { GalleryImage, GalleryImageQuery, GalleryVideo, GalleryVideoQuery, Page } from '@charity/shared';
import { PAGE_SIZE } from '@charity/shared';
import type { QueryCreator } from 'kysely';
import type { Db } from '#src/db/database.ts';
import type { Database } from '#src/db/schema.ts';
import { idsSize, LIST_IDS_TTL_MS, type ContentCache } from '#src/services/content-cache/content-cache.ts';
import { fullTextMatch, searchWords } from '#src/shared/full-text.ts';
import { paginateIds } from '#src/shared/pagination.ts';

type Category = GalleryImage['category'];
type Filter = GalleryImageQuery['filter'];

const imageColumns = ['id', 'image', 'image_small', 'title', 'category'] as const;
const videoColumns = ['id', 'video', 'title', 'category'] as const;

type Table = 'gallery_images' | 'gallery_videos';

/** Published rows of one gallery, in one category or all. */
function images(db: QueryCreator<Database>, filter: Filter) {
  const query = db.selectFrom('gallery_images').where('published', '=', 1);
  return filter === 'all' ? query : query.where('category', '=', filter);
}

function videos(db: Db, filter: Filter) {
  const query = db.selectFrom('gallery_videos').where('published', '=', 1);
  return filter === 'all' ? query : query.where('category', '=', filter);
}

/**
 * The ids of a gallery in the order it shows (curated order, higher first, then newest), read from the
 * `…_public_list` or `…_public_all` index (migration 0015) without visiting a row.
 */
export function galleryIdsQuery(db: Db, table: Table, filter: Filter) {
  const base = table === 'gallery_images' ? images(db, filter) : videos(db, filter);
  // Both tables have the same list columns; one builder type keeps a single query here.
  return (base as ReturnType<typeof images>).select('id').orderBy('sort_order', 'desc').orderBy('id', 'desc');
}

export async function listGalleryIds(db: Db, table: Table, filter: Filter): Promise<number[]> {
  const rows = await galleryIdsQuery(db, table, filter).execute();
  return rows.map((row) => row.id);
}

/**
 * Whether a row read by id still belongs to the list: one unpublished or moved since the ids were read (by another
 * instance) is left out. Checked here, not in SQL: with `published = 1` beside the ids, SQLite reads the whole
 * published range of the list index instead of the nine rows (1 ms at 20,000 pictures).
 */
const listed = (published: number, category: string, filter: Filter) =>
  published === 1 && (filter === 'all' || category === filter);

const toImage = (row: {
  id: number;
  image: string;
  image_small: string;
  title: string;
  category: string;
}) => ({
  ...row,
  category: row.category as Category,
});

const cachedIds = (db: Db, cache: ContentCache, table: Table, filter: Filter) =>
  cache.get(`${table}:${filter}`, LIST_IDS_TTL_MS, () => listGalleryIds(db, table, filter), idsSize);

/**
 * The ids of the published pictures whose titles have every word as the start of one of their words, in the
 * gallery's order. The matches are found first, through the text index, in a materialised CTE, and only then
 * ordered: asked for rows in curated order, PostgreSQL otherwise walks the `…_public_all` index and tests every
 * row's title, 100 ms at 20,000 pictures for a word no title has (docs/decisions/0029-cost-flat-as-content-grows.md).
 */
export function gallerySearchIdsQuery(db: Db, filter: Filter, words: readonly string[]) {
  return db
    .with(
      (cte) => cte('matches').materialized(),
      (qb) =>
        images(qb, filter)
          .where(fullTextMatch(db, 'gallery_images', words))
          .select(['id', 'sort_order']),
    )
    .selectFrom('matches')
    .select('id')
    .orderBy('sort_order', 'desc')
    .orderBy('id', 'desc');
}

/**
 * One page of published gallery images, newest first. `search` finds the titles that have every word typed as the
 * start of one of their words, whatever the case (shared/full-text.ts), through the database's full-text index.
 * A list's ids, and a search's, come from the content cache: reading them costs in proportion to the rows (or the
 * matches), and a page then costs the same whichever it is.
 */
export async function listGalleryImages(
  db: Db,
  cache: ContentCache,
  query: GalleryImageQuery,
): Promise<Page<GalleryImage>> {
  const words = query.search ? searchWords(query.search) : undefined;
  const ids = !words
    ? await cachedIds(db, cache, 'gallery_images', query.filter)
    : words.length === 0
      ? []
      : await cache.get(
          // The words as typed: the database folds case, and two spellings are at worst two entries.
          `gallery_images:search:${query.filter}:${words.join(' ')}`,
          LIST_IDS_TTL_MS,
          async () => (await gallerySearchIdsQuery(db, query.filter, words).execute()).map((row) => row.id),
          idsSize,
        );
  return paginateIds(ids, {
    page: query.page,
    perPage: PAGE_SIZE,
    fetch: async (pageIds) => {
      const rows = await db
        .selectFrom('gallery_images')
        .where('id', 'in', pageIds)
        .select([...imageColumns, 'published'])
        .execute();
      return withImageAlt(
        db,
        rows.flatMap(({ published, ...row }) =>
          listed(published, row.category, query.filter) ? [toImage(row)] : [],
        ),
      );
    },
  });
}

/** One page of published gallery videos, newest first. */
export async function listGalleryVideos(
  db: Db,
  cache: ContentCache,
  query: GalleryVideoQuery,
): Promise<Page<GalleryVideo>> {
  const ids = await cachedIds(db, cache, 'gallery_videos', query.filter);
  return paginateIds(ids, {
    page: query.page,
    perPage: PAGE_SIZE,
    fetch: async (pageIds) => {
      const rows = await db
        .selectFrom('gallery_videos')
        .where('id', 'in', pageIds)
        .select([...videoColumns, 'published'])
        .execute();
      return rows.flatMap(({ published, ...row }) =>
        listed(published, row.category, query.filter) ? [{ ...row, category: row.category as Category }] : [],
      );
    },
  });
}
