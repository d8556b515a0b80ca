import type { FastifyBaseLogger } from 'fastify';
import { sql, type Transaction } from 'kysely';
import { BANNER_WIDTHS, IMAGE_WIDTHS, TRUSTS, type ContentResource } from '@charity/shared';
import type { Config } from '#src/config.ts';
import type { Db } from '#src/db/database.ts';
import { isPostgres, type Executor } from '#src/db/executor.ts';
import type { Database } from '#src/db/schema.ts';
import { clearSiteState, readSiteState, writeSiteState } from '#src/db/site-state.ts';
import { bookCoverSvg, crosswordSvg, sceneSvg } from './artwork.ts';
import {
  DEMO_BANNER_VIDEO,
  DEMO_BANNERS,
  DEMO_COUNTERS,
  DEMO_CROSSWORD_THEMES,
  DEMO_EVENTS,
  DEMO_GALLERY_IMAGES,
  DEMO_GALLERY_VIDEOS,
  DEMO_LEADERS,
  DEMO_LITERATURE,
  DEMO_MEDIA,
  DEMO_POPUP,
  DEMO_TESTIMONIALS,
  youtubeEmbed,
  type Art,
} from './demo-content.ts';
import { RESOURCE_TABLES } from '#src/features/content/console/resources.ts';
import { createContentService } from '#src/features/content/console/service.ts';
import { createStorage } from '#src/services/storage/plugin.ts';
import type { Storage } from '#src/services/storage/storage.ts';
import { DEMO_CAMPAIGNS, insertDemoCampaigns } from './demo-campaigns.ts';
import { writePdf } from './documents.ts';
import { createLimiter, writePicture, type Picture, type WriteStats } from './images.ts';
import { insertDemoTranslations } from './demo-translations.ts';

/**
 * Demo content for a fresh development install (`npm install && npm start` gives a site with content; see
 * docs/product/content-and-pages.md). Pictures and PDFs are generated into the uploads folder first, outside any
 * transaction; the rows then go in with one transaction, so a reader never sees half a seed and two processes
 * starting together cannot both seed. This module (with sharp and the artwork generator) is loaded only when
 * SEED_DEMO is on: main.ts imports it dynamically.
 */

/**
 * The tables the seed owns. Children first, so deleting in this order never trips a foreign key. The fixed pages'
 * words and the FAQ (`pages`, `faqs`) are not among them: migration 0025 stores the shipped texts
 * (packages/shared/src/default-pages.ts) on every database, so the demo and existing installs show the same pages.
 */
export const CONTENT_TABLES = [
  'gallery_images',
  'gallery_videos',
  'events',
  'banners',
  'counters',
  'banner_videos',
  'popups',
  'crosswords',
  'literature',
  'media',
  'testimonials',
  'leaders',
] as const satisfies readonly (keyof Database)[];

export type ContentTable = (typeof CONTENT_TABLES)[number];

export type SeedSummary = {
  rows: Record<ContentTable, number>;
  files: WriteStats;
  /** Milliseconds spent generating pictures and documents, and in the database. */
  timings: { assetsMs: number; databaseMs: number };
};

/**
 * Seeds demo content into a database that has never had it (site_state.demo_seeded_at unset) and has no events;
 * otherwise does nothing. Records demo_seeded_at in the same transaction, so deleting every event later never
 * brings the demo back. Safe to run from two processes.
 */
export async function seedDemoOnce(
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
  storage?: Storage,
): Promise<void> {
  // The cheap check first: on every normal start the database was seeded (or has content) and nothing happens.
  if (!(await needsDemo(db))) return;
  const started = performance.now();
  const assets = await withStorage(config, storage, prepareAssets);
  const assetsMs = Math.round(performance.now() - started);

  const rows = await db.transaction().execute(async (trx) => {
    await lockContent(trx);
    // Another process may have seeded while we drew pictures; the lock makes this second look final.
    if (!(await needsDemo(trx))) return null;
    await resetIds(trx, ['events']);
    const now = new Date();
    const inserted = await insertContent(trx, assets, now);
    await insertDemoTranslations(trx, now);
    await insertDemoCampaigns(trx, assets.campaigns, now);
    await writeSiteState(trx, 'demo_seeded_at', now.toISOString());
    await forgetMediaAdoption(trx);
    return inserted;
  });
  if (!rows) {
    log.info('demo content was seeded by another process');
    return;
  }
  const summary: SeedSummary = {
    rows,
    files: assets.stats,
    timings: { assetsMs, databaseMs: Math.round(performance.now() - started) - assetsMs },
  };
  log.info(summary, 'seeded demo content into a database that never had it');
}

/**
 * Replaces every content table's rows with the demo content (for `npm run seed`). Users, donations, sessions,
 * inboxes and the mail outbox are never touched.
 */
export async function reseed(
  db: Db,
  config: Config,
  today = new Date(),
  storage?: Storage,
): Promise<SeedSummary> {
  const started = performance.now();
  const assets = await withStorage(config, storage, prepareAssets);
  const assetsMs = Math.round(performance.now() - started);
  const rows = await db.transaction().execute(async (trx) => {
    await lockContent(trx);
    await clearContent(trx);
    const inserted = await insertContent(trx, assets, today);
    await insertDemoTranslations(trx, today);
    // Not content: campaigns with gifts stay; only the ones missing are added (demo-campaigns.ts).
    await insertDemoCampaigns(trx, assets.campaigns, today);
    await writeSiteState(trx, 'demo_seeded_at', new Date().toISOString());
    await forgetMediaAdoption(trx);
    return inserted;
  });
  return {
    rows,
    files: assets.stats,
    timings: { assetsMs, databaseMs: Math.round(performance.now() - started) - assetsMs },
  };
}

/**
 * The demo's pictures go into the records, not through an upload: the next listing of the media library registers
 * them, as it does files from before the library (docs/decisions/0059).
 */
const forgetMediaAdoption = (db: Executor) => clearSiteState(db, 'media_adopted_at');

// ---- database ----------------------------------------------------------------------------------------------------

/** Never seeded, and no events of the trust's own (a database filled by hand is not the demo's to touch). */
async function needsDemo(db: Executor): Promise<boolean> {
  if ((await readSiteState(db, 'demo_seeded_at')) !== undefined) return false;
  const row = await db.selectFrom('events').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/**
 * Serialises seeders. PostgreSQL: a table lock that conflicts with itself but not with readers. SQLite: a write
 * that matches no row still takes the database's write lock, so a second seeder waits (busy_timeout) at this line
 * instead of failing later when its read snapshot turns stale.
 */
async function lockContent(trx: Transaction<Database>): Promise<void> {
  if (isPostgres(trx)) await sql`lock table events in share row exclusive mode`.execute(trx);
  else await trx.deleteFrom('events').where('id', '<', 0).execute();
}

async function clearContent(trx: Transaction<Database>): Promise<void> {
  // The translations of the records about to go (the pages and FAQ stay, and keep theirs).
  await trx.deleteFrom('content_translations').where('resource', 'not in', ['pages', 'faqs']).execute();
  if (isPostgres(trx)) {
    await sql`truncate table ${sql.join(CONTENT_TABLES.map((t) => sql.table(t)))} restart identity`.execute(
      trx,
    );
    return;
  }
  for (const table of CONTENT_TABLES) await trx.deleteFrom(table).execute();
  await resetIds(trx, CONTENT_TABLES);
}

/**
 * Restarts the id sequence of tables that are empty, so the demo event ids are 1, 2, 3... The Army-2024 promo page
 * links to event 2 (see DEMO_EVENTS).
 */
async function resetIds(trx: Transaction<Database>, tables: readonly ContentTable[]): Promise<void> {
  if (isPostgres(trx)) {
    for (const table of tables) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), 1, false)`.execute(trx);
    }
    return;
  }
  await sql`delete from sqlite_sequence where name in (${sql.join([...tables])})`.execute(trx);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar date `days` after `from`, as yyyy-mm-dd in UTC (dates carry no time of day). */
function isoDate(from: Date, days: number): string {
  const base = Date.UTC(from.getFullYear(), from.getMonth(), from.getDate());
  return new Date(base + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Every row goes in through the content service's `createWithin`, the path an editor's save takes (the same
 * schemas, defaults and video-link normalising), so seeded and edited content cannot differ. The demo's rich text
 * is written clean, as the sanitiser would leave it (seed.test.ts checks every stored block), so it goes in as
 * written: the seeding process never loads jsdom (docs/decisions/0063).
 */
async function insertContent(
  trx: Transaction<Database>,
  assets: Assets,
  today: Date,
): Promise<Record<ContentTable, number>> {
  const rows = Object.fromEntries(CONTENT_TABLES.map((t) => [t, 0])) as Record<ContentTable, number>;
  const content = createContentService({ db: trx, sanitizer: async () => (html) => html });
  const add = async (resource: ContentResource, body: Record<string, unknown>) => {
    const item = await content.createWithin(trx, resource, body);
    rows[RESOURCE_TABLES[resource].table as ContentTable]++;
    return item;
  };

  // The event page shows its pictures and videos highest sort_order first: number them n…1 in listed order.
  const attach = async <T>(
    owner: { event_id: number; category: string },
    resource: 'gallery-images' | 'gallery-videos',
    items: readonly T[],
    media: (item: T, i: number) => Record<string, unknown>,
  ) => {
    for (const [i, item] of items.entries()) {
      await add(resource, { ...owner, sort_order: items.length - i, ...media(item, i) });
    }
  };

  // Events one by one, in the listed order, because their ids are known only after the insert and event 2 must be
  // the second one.
  for (const [index, event] of DEMO_EVENTS.entries()) {
    const picture = assets.events[index];
    if (!picture) throw new Error(`no picture for event ${event.slug}`);
    const sdate = event.startInDays === null ? null : isoDate(today, event.startInDays);
    const edate =
      event.startInDays === null ? null : isoDate(today, event.startInDays + (event.days ?? 1) - 1);
    const [description1, description2, description3] = event.descriptions;
    const { id } = await add('events', {
      name: event.name,
      category: event.category,
      status: event.status,
      sdate,
      // Recurring programmes show no date; their start date, when known, records when they began.
      edate: event.status === 2 ? null : edate,
      description1,
      description2: description2 ?? null,
      description3: description3 ?? null,
      ...picture,
    });
    const owner = { event_id: id, category: event.category };
    await attach(owner, 'gallery-images', event.images ?? [], (image, i) => ({
      title: image.title,
      ...(assets.eventImages[index]?.[i] ?? missing(`image ${i} of ${event.slug}`)),
    }));
    await attach(owner, 'gallery-videos', event.videos ?? [], (video) => ({
      title: video.title,
      video: youtubeEmbed(video.youtubeId),
    }));
  }

  for (const [i, image] of DEMO_GALLERY_IMAGES.entries()) {
    await add('gallery-images', {
      title: image.title,
      category: image.category,
      event_id: null,
      ...(assets.galleryImages[i] ?? missing(`gallery image ${i}`)),
    });
  }
  for (const video of DEMO_GALLERY_VIDEOS) {
    await add('gallery-videos', {
      title: video.title,
      category: video.category,
      event_id: null,
      video: youtubeEmbed(video.youtubeId),
    });
  }
  for (const [i, banner] of DEMO_BANNERS.entries()) {
    await add('banners', { quote: banner.quote, ...(assets.banners[i] ?? missing(`banner ${i}`)) });
  }
  for (const counter of DEMO_COUNTERS) await add('counters', counter);
  await add('banner-videos', {
    title: DEMO_BANNER_VIDEO.title,
    video: youtubeEmbed(DEMO_BANNER_VIDEO.youtubeId),
    ...assets.bannerVideo,
  });
  await add('popups', { title: DEMO_POPUP.title, link: DEMO_POPUP.link, active: true, ...assets.popup });
  for (const [i, theme] of DEMO_CROSSWORD_THEMES.entries()) {
    await add('crosswords', {
      title: `Sai Crossword No. ${i + 1}: ${theme}`,
      ...(assets.crosswords[i] ?? missing(`crossword ${i}`)),
    });
  }
  for (const [i, item] of DEMO_LITERATURE.entries()) {
    const asset = assets.literature[i] ?? missing(`literature ${i}`);
    await add('literature', {
      title: item.title,
      image: asset.image,
      image_small: asset.image_small,
      file: asset.file,
      is_pdf: item.kind === 'pdf',
    });
  }
  for (const [i, item] of DEMO_MEDIA.entries()) {
    await add('media', {
      title: item.title,
      type: item.type,
      media: item.type === 1 ? (assets.media[i] ?? missing(`media ${i}`)) : youtubeEmbed(item.youtubeId),
    });
  }
  for (const testimonial of DEMO_TESTIMONIALS) await add('testimonials', testimonial);
  // The first listed comes first on the page: sort_order n…1, as the console's drag-to-reorder would set it.
  for (const [i, leader] of DEMO_LEADERS.entries()) {
    await add('leaders', { ...leader, sort_order: DEMO_LEADERS.length - i });
  }
  return rows;
}

function missing(what: string): never {
  throw new Error(`demo asset missing: ${what}`);
}

// ---- files -------------------------------------------------------------------------------------------------------

type Assets = {
  events: Picture[];
  eventImages: Picture[][];
  galleryImages: Picture[];
  banners: Picture[];
  bannerVideo: Picture;
  popup: Picture;
  crosswords: Picture[];
  literature: (Picture & { file: string })[];
  /** Image URLs of media items of type 1, by index in DEMO_MEDIA (undefined for videos). */
  media: (string | undefined)[];
  campaigns: Picture[];
  stats: WriteStats;
};

/**
 * Card and gallery pictures are 3:2; banners are wide so a quote fits beside the subject. The widths come from
 * packages/shared, which the web's srcset descriptors also read.
 */
const SCENE = { width: IMAGE_WIDTHS.large, height: 800, small: IMAGE_WIDTHS.small } as const;
const BANNER = { width: BANNER_WIDTHS.large, height: 640, small: BANNER_WIDTHS.small } as const;
/** A campaign's cover: 4:3, as its page shows it beside the progress. */
const COVER = { width: IMAGE_WIDTHS.large, height: 900, small: IMAGE_WIDTHS.small } as const;

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 48)
    .replace(/-$/, '');

/**
 * Runs `work` with the given storage, or with one built from the configuration (the uploads folder, or the S3
 * bucket when S3_BUCKET is set) and closed afterwards: the seed runs before the app exists, or without it (CLI).
 */
async function withStorage<T>(
  config: Config,
  given: Storage | undefined,
  work: (storage: Storage) => Promise<T>,
): Promise<T> {
  if (given) return work(given);
  const storage = await createStorage(config.storage);
  try {
    return await work(storage);
  } finally {
    await storage.close();
  }
}

/**
 * Pictures and documents drawn at once. libvips already spreads one render over the machine's cores, and each
 * render in flight holds its SVG, bitmap and encoder: two at a time drew the demo in 8.5 s at 180 MB on two cores,
 * one at a time in 13 s at 165 MB. A first start's peak is this process beside npm and the waiting server, within
 * the 300 MB the whole start is to stay under (docs/decisions/0063), so the cap no longer grows with the cores.
 */
const RENDERS_AT_ONCE = 2;

/** Draws and writes every picture and PDF the content needs; files already present are reused. */
async function prepareAssets(storage: Storage): Promise<Assets> {
  const stats: WriteStats = { written: 0, reused: 0 };
  const limit = createLimiter(RENDERS_AT_ONCE);
  const scene = (
    folder: string,
    slug: string,
    art: Art,
    size: { width: number; height: number; small: number } = SCENE,
  ) =>
    limit(() =>
      writePicture(
        storage,
        {
          folder,
          slug,
          svg: sceneSvg({ ...art, seed: slug }, size.width, size.height),
          largeWidth: size.width,
          smallWidth: size.small,
        },
        stats,
      ),
    );

  const [
    events,
    eventImages,
    galleryImages,
    banners,
    bannerVideo,
    popup,
    crosswords,
    literature,
    media,
    campaigns,
  ] = await Promise.all([
    Promise.all(DEMO_EVENTS.map((event) => scene('events', event.slug, event.art))),
    Promise.all(
      DEMO_EVENTS.map((event) =>
        Promise.all((event.images ?? []).map((image) => scene('gallery', slugify(image.title), image.art))),
      ),
    ),
    Promise.all(DEMO_GALLERY_IMAGES.map((image) => scene('gallery', slugify(image.title), image.art))),
    Promise.all(DEMO_BANNERS.map((banner, i) => scene('banners', `banner-${i + 1}`, banner.art, BANNER))),
    scene('banners', 'video-banner', DEMO_BANNER_VIDEO.art, BANNER),
    scene('popups', 'sainik-seva-popup', DEMO_POPUP.art),
    Promise.all(
      DEMO_CROSSWORD_THEMES.map((theme, i) =>
        limit(() =>
          writePicture(
            storage,
            {
              folder: 'crosswords',
              slug: `crossword-${i + 1}`,
              svg: crosswordSvg(String(i + 1), `Sai Crossword No. ${i + 1}`, theme, IMAGE_WIDTHS.large),
              largeWidth: IMAGE_WIDTHS.large,
              smallWidth: IMAGE_WIDTHS.small,
            },
            stats,
          ),
        ),
      ),
    ),
    Promise.all(
      DEMO_LITERATURE.map(async (item) => {
        const byline = item.kind === 'pdf' ? TRUSTS[item.trust].name : item.byline;
        const [cover, file] = await Promise.all([
          limit(() =>
            writePicture(
              storage,
              {
                folder: 'literature',
                slug: item.slug,
                svg: bookCoverSvg(item.slug, item.title, byline, IMAGE_WIDTHS.large),
                largeWidth: IMAGE_WIDTHS.large,
                smallWidth: IMAGE_WIDTHS.small,
              },
              stats,
            ),
          ),
          // Under the same cap as the pictures: each document holds its fonts and pages until written.
          item.kind === 'pdf'
            ? limit(() =>
                writePdf(
                  storage,
                  item.slug,
                  item.pdf,
                  `${TRUSTS[item.trust].name}, ${TRUSTS[item.trust].address}`,
                  stats,
                ),
              )
            : Promise.resolve(item.url),
        ]);
        return { ...cover, file };
      }),
    ),
    Promise.all(
      DEMO_MEDIA.map(async (item) =>
        item.type === 1 ? (await scene('media', slugify(item.title), item.art)).image : undefined,
      ),
    ),
    Promise.all(DEMO_CAMPAIGNS.map((campaign) => scene('campaigns', campaign.slug, campaign.art, COVER))),
  ]);

  return {
    events,
    eventImages,
    galleryImages,
    banners,
    bannerVideo,
    popup,
    crosswords,
    literature,
    media,
    campaigns,
    stats,
  };
}
