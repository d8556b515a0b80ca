import type { GalleryImage, GalleryImageQuery, GalleryVideo, GalleryVideoQuery, Page } from '@charity/shared';
import { PAGE_SIZE } from '@charity/shared';
import { sql } from 'kysely';
import type { Db } from '#src/db/database.ts';
import { paginate } from '#src/shared/pagination.ts';

type Category = GalleryImage['category'];

/** One page of published gallery images, newest first; `search` matches the title, case-insensitively, as plain text. */
export function listGalleryImages(db: Db, query: GalleryImageQuery): Promise<Page<GalleryImage>> {
  let base = db.selectFrom('gallery_images').where('published', '=', 1);
  if (query.filter !== 'all') base = base.where('category', '=', query.filter);
  if (query.search) {
    const pattern = `%${escapeLike(query.search.toLowerCase())}%`;
    // An explicit ESCAPE: PostgreSQL defaults to backslash, SQLite has no escape character unless told.
    base = base.where(sql<boolean>`lower(title) like ${pattern} escape '\\'`);
  }
  return paginate(base, {
    page: query.page,
    perPage: PAGE_SIZE,
    select: (q) =>
      q
        .select(['id', 'image', 'image_small', 'title', 'category'])
        .orderBy('sort_order', 'desc')
        .orderBy('id', 'desc'),
    map: (row) => ({ ...row, category: row.category as Category }),
  });
}

/** One page of published gallery videos, newest first. */
export function listGalleryVideos(db: Db, query: GalleryVideoQuery): Promise<Page<GalleryVideo>> {
  let base = db.selectFrom('gallery_videos').where('published', '=', 1);
  if (query.filter !== 'all') base = base.where('category', '=', query.filter);
  return paginate(base, {
    page: query.page,
    perPage: PAGE_SIZE,
    select: (q) =>
      q.select(['id', 'video', 'title', 'category']).orderBy('sort_order', 'desc').orderBy('id', 'desc'),
    map: (row) => ({ ...row, category: row.category as Category }),
  });
}

/** A visitor's `%` or `_` means itself, not a wildcard. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
