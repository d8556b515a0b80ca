import { sql } from 'kysely';
import { withImageAlt } from '#src/services/media/alt-text.ts';
import type { Banner, BannerVideo, Counter, GalleryImage, Popup } from '@charity/shared';
import type { Db } from '#src/db/database.ts';

/** How many gallery images the home page's "Latest From Gallery" strip shows. */
export const HOME_GALLERY_COUNT = 8;
/** Upper bound of banners in the home slider; the seed has fewer. */
const MAX_BANNERS = 10;
/** The counters strip shows four figures. */
const MAX_COUNTERS = 4;

// random() is spelled the same in SQLite and PostgreSQL.
const random = sql`random()`;

/**
 * A random choice of banners (all of them while there are no more than the slider holds), shown in their curated
 * order (sort_order, higher first, as the console's drag-and-drop sets it), then oldest first.
 */
export async function randomBanners(db: Db): Promise<Banner[]> {
  const picked = db
    .selectFrom('banners')
    .selectAll()
    .where('published', '=', 1)
    .orderBy(random)
    .limit(MAX_BANNERS)
    .as('picked');
  const banners = await db
    .selectFrom(picked)
    .select(['id', 'image', 'image_small', 'quote'])
    .orderBy('sort_order', 'desc')
    .orderBy('id')
    .execute();
  return withImageAlt(db, banners);
}

/** A random choice of counters, shown in their curated order (sort_order, higher first), then oldest first. */
export async function randomCounters(db: Db): Promise<Counter[]> {
  const picked = db
    .selectFrom('counters')
    .selectAll()
    .where('published', '=', 1)
    .orderBy(random)
    .limit(MAX_COUNTERS)
    .as('picked');
  return db
    .selectFrom(picked)
    .select(['id', 'title', 'counter'])
    .orderBy('sort_order', 'desc')
    .orderBy('id')
    .execute();
}

/**
 * A random choice of published gallery images for the home strip, each picture at most once: uploads are named
 * by their content, so the same photograph filed twice (in an event's gallery and in the general one) is two rows
 * with one image, and the strip would show it twice. One row per image (the oldest) is drawn from.
 */
export async function randomGalleryImages(db: Db): Promise<GalleryImage[]> {
  const rows = await db
    .selectFrom('gallery_images')
    .select(['id', 'image', 'image_small', 'title', 'category'])
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('gallery_images')
        .select((inner) => inner.fn.min('id').as('id'))
        .where('published', '=', 1)
        .groupBy('image'),
    )
    .orderBy(random)
    .limit(HOME_GALLERY_COUNT)
    .execute();
  return withImageAlt(
    db,
    rows.map((row) => ({ ...row, category: row.category as GalleryImage['category'] })),
  );
}

/** The newest published banner video. */
export function latestBannerVideo(db: Db): Promise<BannerVideo | undefined> {
  return db
    .selectFrom('banner_videos')
    .select(['image', 'image_small', 'video', 'title'])
    .where('published', '=', 1)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The newest active, published popup, or null when the trusts have none running. */
export async function activePopup(db: Db): Promise<Popup | null> {
  const row = await db
    .selectFrom('popups')
    .select(['image', 'image_small', 'title', 'link'])
    .where('active', '=', 1)
    .where('published', '=', 1)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  const [withAlt] = await withImageAlt(db, [row]);
  return withAlt ?? null;
}
