import type { GalleryImage, GalleryImageQuery, GalleryVideo, GalleryVideoQuery, Page } from '@charity/shared';
import { PAGE_SIZE } from '@charity/shared';
import type { QueryCreator } from 'kysely';
import type { Db } from '#src/db/database.ts';
import type { Database } from '#src/db/schema.ts';
import { LIST_IDS_TTL_MS, type ContentCache } from '#src/services/content-cache/content-cache.ts';
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
  cache.get(`${table}:${filter}`, LIST_IDS_TTL_MS, () => listGalleryIds(db, table, filter));

/**
 * One page of published gallery images, newest first. `search` finds the titles that have every word typed as the
 * start of one of their words, whatever the case (shared/full-text.ts), through the database's full-text index.
 */
export async function listGalleryImages(
  db: Db,
  cache: ContentCache,
  query: GalleryImageQuery,
): Promise<Page<GalleryImage>> {
  if (query.search) return searchGalleryImages(db, query, query.search);
  const ids = await cachedIds(db, cache, 'gallery_images', query.filter);
  return paginateIds(ids, {
    page: query.page,
    perPage: PAGE_SIZE,
    fetch: async (pageIds) => {
      const rows = await images(db, query.filter).where('id', 'in', pageIds).select(imageColumns).execute();
      return rows.map(toImage);
    },
  });
}

/**
 * Searches are not cached (there are as many lists as texts typed); the text index makes each cheap. The matches
 * are found first, through the index, in a materialised CTE, and only then ordered: asked for 9 rows in curated
 * order, PostgreSQL otherwise walks the `…_public_all` index and tests every row's text for a word no title has
 * (100 ms at 20,000 images, docs/decisions/0029-cost-flat-as-content-grows.md).
 */
async function searchGalleryImages(
  db: Db,
  query: GalleryImageQuery,
  search: string,
): Promise<Page<GalleryImage>> {
  const matches = db.with(
    (cte) => cte('matches').materialized(),
    (qb) =>
      images(qb, query.filter)
        .where(fullTextMatch(db, 'gallery_images', searchWords(search)))
        .select(['id', 'sort_order']),
  );
  const [rows, count] = await Promise.all([
    matches
      .selectFrom('matches')
      .innerJoin('gallery_images', 'gallery_images.id', 'matches.id')
      .select(imageColumns.map((column) => `gallery_images.${column}` as const))
      .orderBy('matches.sort_order', 'desc')
      .orderBy('matches.id', 'desc')
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE)
      .execute(),
    matches
      .selectFrom('matches')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    data: rows.map(toImage),
    meta: { total: Number(count.total), page: query.page, per_page: PAGE_SIZE },
  };
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
      const rows = await videos(db, query.filter).where('id', 'in', pageIds).select(videoColumns).execute();
      return rows.map((row) => ({ ...row, category: row.category as Category }));
    },
  });
}
