import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import {
  adminContentSpecs,
  BANNER_WIDTHS,
  campaignSchema,
  campaignSummarySchema,
  CONTENT_RESOURCES,
  IMAGE_WIDTHS,
  TRANSLATED_RICH_TEXT,
  type ContentResource,
  type Faq,
  type SitePage,
} from '@charity/shared';
import { SITE_DEFAULT_PAGES } from '@charity/shared/default-pages';
import { RESOURCE_TABLES } from '#src/features/content/console/resources.ts';
import { RICH_TEXT } from '#src/features/content/console/service.ts';
import { storedHtmlSanitizer } from '#src/shared/stored-html.ts';
import { testDatabases, useTestApp } from '../../test/support/test-app.ts';
import { CONTENT_TABLES, seedDemoOnce, type ContentTable } from './seed.ts';

const YOUTUBE_EMBED = /^https:\/\/www\.youtube\.com\/embed\/[\w-]{11}$/;

/** A logger that records what it is told, so the test can see that the second run stayed quiet. */
function recordingLogger(): FastifyBaseLogger & { messages: string[] } {
  const messages: string[] = [];
  const record = (...args: unknown[]) => {
    messages.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
  };
  const logger = {
    level: 'info',
    messages,
    info: record,
    warn: record,
    error: record,
    fatal: record,
    debug: record,
    trace: record,
    silent: record,
    child: () => logger,
  };
  return logger;
}

describe.each(testDatabases)('demo content seed on %s', (database) => {
  const ctx = useTestApp(database);
  let counts: Record<ContentTable, number>;

  const countRows = async () => {
    const entries = await Promise.all(
      CONTENT_TABLES.map(async (table) => {
        const row = await ctx.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        return [table, Number(row.n)] as const;
      }),
    );
    return Object.fromEntries(entries) as Record<ContentTable, number>;
  };

  const uploadFile = (url: string) => {
    expect(url).toMatch(/^\/uploads\//);
    return path.join(ctx.config.uploadsDir, url.slice('/uploads/'.length));
  };

  beforeAll(async () => {
    await seedDemoOnce(ctx.app.db, ctx.config, recordingLogger());
    counts = await countRows();
  }, 60_000);

  it('fills every content table so each page looks real', () => {
    expect(counts.banners).toBeGreaterThanOrEqual(3);
    expect(counts.counters).toBe(4);
    expect(counts.leaders).toBe(15);
    expect(counts.gallery_images).toBeGreaterThanOrEqual(24);
    expect(counts.gallery_videos).toBeGreaterThanOrEqual(12);
    expect(counts.banner_videos).toBe(1);
    expect(counts.popups).toBe(1);
    expect(counts.crosswords).toBeGreaterThanOrEqual(10);
    expect(counts.literature).toBeGreaterThan(0);
    expect(counts.media).toBeGreaterThan(0);
  });

  it('makes event 2 the upcoming Madhava Seva event the Army-2024 page links to', async () => {
    const event = await ctx.app.db
      .selectFrom('events')
      .selectAll()
      .where('id', '=', 2)
      .executeTakeFirstOrThrow();
    expect(event.status).toBe(0);
    expect(event.category).toBe('madhava-seva');
    const today = new Date().toISOString().slice(0, 10);
    expect(event.sdate! >= today).toBe(true);
  });

  it('has every status in each category and more than one page of past events', async () => {
    const rows = await ctx.app.db
      .selectFrom('events')
      .select(['category', 'status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['category', 'status'])
      .execute();
    const count = (category: string, status: number) =>
      Number(rows.find((r) => r.category === category && r.status === status)?.n ?? 0);
    for (const category of ['madhava-seva', 'manava-seva']) {
      expect(count(category, 1), `${category} past`).toBeGreaterThan(9);
      expect(count(category, 0), `${category} upcoming`).toBeGreaterThanOrEqual(2);
      expect(count(category, 2), `${category} recurring`).toBeGreaterThanOrEqual(2);
    }
  });

  it('dates upcoming events in the future and past events in the past', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const events = await ctx.app.db
      .selectFrom('events')
      .select(['status', 'sdate', 'edate', 'description2'])
      .execute();
    for (const event of events.filter((e) => e.status !== 2)) {
      expect(event.sdate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(event.edate! >= event.sdate!).toBe(true);
    }
    // Offsets are a week or more, so the seed's local calendar and this UTC date cannot disagree here.
    expect(events.filter((e) => e.status === 0).every((e) => e.sdate! >= today)).toBe(true);
    expect(events.filter((e) => e.status === 1).every((e) => e.edate! < today)).toBe(true);
    expect(events.some((e) => e.description2 === 'null')).toBe(true);
  });

  it('seeds both kinds of literature, media and testimonials', async () => {
    const { db } = ctx.app;
    const literature = await db.selectFrom('literature').select(['file', 'is_pdf']).execute();
    expect(new Set(literature.map((l) => l.is_pdf))).toEqual(new Set([0, 1]));
    for (const item of literature.filter((l) => l.is_pdf === 1)) {
      expect(readFileSync(uploadFile(item.file)).subarray(0, 4).toString('latin1')).toBe('%PDF');
    }
    for (const item of literature.filter((l) => l.is_pdf === 0)) expect(item.file).toMatch(/^https:\/\//);

    const media = await db.selectFrom('media').select(['type', 'media']).execute();
    expect(media.some((m) => m.type === 1)).toBe(true);
    expect(media.some((m) => m.type !== 1)).toBe(true);
    for (const item of media) {
      if (item.type === 1) expect(existsSync(uploadFile(item.media))).toBe(true);
      else expect(item.media).toMatch(YOUTUBE_EMBED);
    }

    const testimonials = await db
      .selectFrom('testimonials')
      .select(['kind', 'testimonial', 'author', 'role'])
      .execute();
    const words = testimonials.filter((t) => t.kind === 1);
    const videos = testimonials.filter((t) => t.kind === 2);
    expect(words.length).toBeGreaterThanOrEqual(6);
    expect(videos.length).toBeGreaterThanOrEqual(4);
    expect(testimonials.every((t) => t.author && t.role)).toBe(true);
    expect(videos.every((t) => YOUTUBE_EMBED.test(t.testimonial))).toBe(true);
  });

  it('writes every picture to the uploads folder in both sizes, at the widths the web announces', async () => {
    const { db } = ctx.app;
    const pick = ['image', 'image_small'] as const;
    // Banners span the window and get wider renditions; every other picture is a card, thumbnail or popup.
    const groups = await Promise.all([
      Promise.all([
        db.selectFrom('banners').select(pick).execute(),
        db.selectFrom('banner_videos').select(pick).execute(),
      ]).then((rows) => ({ widths: BANNER_WIDTHS, pictures: rows.flat() })),
      Promise.all([
        db.selectFrom('gallery_images').select(pick).execute(),
        db.selectFrom('popups').select(pick).execute(),
        db.selectFrom('events').select(pick).execute(),
        db.selectFrom('crosswords').select(pick).execute(),
        db.selectFrom('literature').select(pick).execute(),
      ]).then((rows) => ({ widths: IMAGE_WIDTHS, pictures: rows.flat() })),
    ]);
    const pictures = groups.flatMap((group) => group.pictures);
    expect(pictures.length).toBeGreaterThan(80);
    for (const { widths, pictures: group } of groups) {
      expect(group.length).toBeGreaterThan(0);
      for (const { image, image_small } of group) {
        expect(image).toMatch(new RegExp(`-${widths.large}\\.webp$`));
        expect(image_small).toMatch(new RegExp(`-${widths.small}\\.webp$`));
        expect(existsSync(uploadFile(image)), image).toBe(true);
        expect(existsSync(uploadFile(image_small)), image_small).toBe(true);
      }
      // The name is only a label: the srcset descriptors promise the file's real pixel width.
      const [first] = group;
      expect((await sharp(uploadFile(first!.image)).metadata()).width).toBe(widths.large);
      expect((await sharp(uploadFile(first!.image_small)).metadata()).width).toBe(widths.small);
    }
    const webp = readFileSync(uploadFile(pictures[0]!.image));
    expect(webp.subarray(8, 12).toString('latin1')).toBe('WEBP');

    const served = await ctx.app.inject(pictures[0]!.image_small);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('attaches gallery images and embed videos to events, and keeps most images free-standing', async () => {
    const { db } = ctx.app;
    const images = await db.selectFrom('gallery_images').select(['event_id', 'category']).execute();
    const attached = images.filter((i) => i.event_id !== null).length;
    expect(attached).toBeGreaterThan(0);
    expect(attached).toBeLessThan(images.length / 2);
    expect(new Set(images.map((i) => i.category))).toEqual(new Set(['madhava-seva', 'manava-seva']));
    const videos = await db.selectFrom('gallery_videos').select(['event_id', 'video']).execute();
    expect(videos.some((v) => v.event_id !== null)).toBe(true);
    expect(videos.every((v) => YOUTUBE_EMBED.test(v.video))).toBe(true);
  });

  it('reads back through the API', async () => {
    const detail = await ctx.app.inject('/api/event/display/2');
    expect(detail.statusCode).toBe(200);
    const { data } = detail.json<{
      data: {
        name: string;
        status: number;
        event_gallery_images: unknown[];
        event_gallery_videos: unknown[];
      };
    }>();
    expect(data.name).toMatch(/Sainik Seva/);
    expect(data.status).toBe(0);
    expect(data.event_gallery_images.length).toBeGreaterThan(0);
    expect(data.event_gallery_videos.length).toBeGreaterThan(0);

    const secondPage = await ctx.app.inject('/api/event/paginate?filter=manava-seva&status=1&page=2');
    expect(secondPage.statusCode).toBe(200);
    const page = secondPage.json<{ data: { category: string; status: number }[]; meta: { total: number } }>();
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.meta.total).toBeGreaterThan(9);
    expect(page.data.every((e) => e.category === 'manava-seva' && e.status === 1)).toBe(true);
  });

  it('seeds two running campaigns and an ended one, with names and a dedication on their walls', async () => {
    const list = await ctx.app.inject('/api/campaign/list');
    expect(list.statusCode).toBe(200);
    const campaigns = campaignSummarySchema.array().parse(list.json<{ data: unknown }>().data);
    expect(campaigns.map((campaign) => [campaign.slug, campaign.days_left === 0])).toEqual([
      ['childrens-home-kitchen', false],
      ['temple-roof-restoration', false],
      ['annadanam-last-season', true],
    ]);
    for (const campaign of campaigns) expect(campaign.raised, campaign.slug).toBeGreaterThan(0);
    const temple = await ctx.app.inject('/api/campaign/temple-roof-restoration');
    const { wall } = campaignSchema.parse(temple.json<{ data: unknown }>().data);
    expect(wall?.data.length).toBeGreaterThan(3);
    expect(wall?.data[0]).toMatchObject({
      name: 'Sharada I.',
      dedication_kind: 'memory',
      dedication_name: 'Smt. Saraswati Iyengar',
    });
    expect(wall?.data.map((entry) => entry.name)).toContain('Anonymous');
    // Demo gifts take TEST receipts, never a serial of a trust's real series.
    const receipts = await ctx.app.db
      .selectFrom('donations')
      .select(['receipt_number', 'receipt_seq'])
      .execute();
    expect(receipts.length).toBeGreaterThan(0);
    expect(receipts.every((row) => row.receipt_number?.startsWith('TEST/') && row.receipt_seq === null)).toBe(
      true,
    );
  });

  it("seeds only records the console could have saved: each passes the API's create schema", async () => {
    // The API stores booleans as 0/1 (docs/decisions/0002); everything else is stored as the API names it.
    const flags = new Set(['published', 'is_pdf', 'active']);
    for (const resource of CONTENT_RESOURCES) {
      const spec = adminContentSpecs[resource];
      const rows = await ctx.app.db
        .selectFrom(resource.replace('-', '_') as ContentTable)
        .selectAll()
        .execute();
      expect(rows.length, resource).toBeGreaterThan(0);
      for (const row of rows as Record<string, unknown>[]) {
        const record = Object.fromEntries(
          Object.keys(spec.fields.shape).map((key) => [key, flags.has(key) ? row[key] === 1 : row[key]]),
        );
        const parsed = spec.create.safeParse(record);
        expect(parsed.error?.issues ?? [], `${resource} ${String(row.id)}`).toEqual([]);
      }
    }
  });

  it("stores rich text exactly as an editor's save would: the sanitiser leaves every block as it is", async () => {
    const sanitize = await storedHtmlSanitizer();
    let blocks = 0;
    for (const [resource, keys] of Object.entries(RICH_TEXT) as [ContentResource, readonly string[]][]) {
      const rows = (await ctx.app.db
        .selectFrom(RESOURCE_TABLES[resource].table)
        .selectAll()
        .execute()) as Record<string, unknown>[];
      for (const row of rows) {
        for (const key of keys) {
          const block = row[key];
          if (typeof block !== 'string') continue;
          blocks++;
          expect(sanitize(block).trim(), `${resource} ${String(row.id)} ${key}`).toBe(block);
        }
      }
    }
    expect(blocks).toBeGreaterThan(30);
  });

  it('gives every fixed page and FAQ question a current Kannada version, clean as a save would leave it', async () => {
    const about = (await ctx.app.inject('/api/pages/about?locale=kn')).json<{ data: SitePage }>().data;
    expect(about).toMatchObject({ title: 'ನಮ್ಮ ಬಗ್ಗೆ', locale: 'kn' });
    expect(about.untranslated).toBeUndefined();
    // The page's layout reads its headings: the same number as in English (vision, motto, story; lists; sections).
    for (const page of SITE_DEFAULT_PAGES) {
      const kn = (await ctx.app.inject(`/api/pages/${page.slug}?locale=kn`)).json<{ data: SitePage }>().data;
      expect(kn.locale, page.slug).toBe('kn');
      const headings = (html: string) => html.match(/<h2>/g)?.length ?? 0;
      expect(headings(kn.body), page.slug).toBe(headings(page.body));
    }
    const faqs = (await ctx.app.inject('/api/faq?locale=kn')).json<{ data: Faq[] }>().data;
    expect(faqs.every((faq) => faq.locale === 'kn' && !faq.untranslated)).toBe(true);

    const sanitize = await storedHtmlSanitizer();
    const rows = await ctx.app.db.selectFrom('content_translations').selectAll().execute();
    expect(rows.length).toBe(SITE_DEFAULT_PAGES.length + faqs.length);
    for (const row of rows) {
      expect(row.outdated, `${row.resource} ${row.record_id}`).toBe(0);
      for (const [field, value] of Object.entries(JSON.parse(row.fields) as Record<string, string | null>)) {
        if (value === null || !TRANSLATED_RICH_TEXT.has(field)) continue;
        expect(sanitize(value).trim(), `${row.resource} ${row.record_id} ${field}`).toBe(value);
      }
    }
  });

  it('does nothing when run again', async () => {
    const log = recordingLogger();
    await seedDemoOnce(ctx.app.db, ctx.config, log);
    expect(await countRows()).toEqual(counts);
    expect(log.messages).toEqual([]);
  });

  it('records when it seeded, and never seeds again once every event is deleted', async () => {
    const state = await ctx.app.db
      .selectFrom('site_state')
      .select('value')
      .where('key', '=', 'demo_seeded_at')
      .executeTakeFirstOrThrow();
    expect(Number.isNaN(Date.parse(state.value))).toBe(false);

    await ctx.app.db.deleteFrom('gallery_images').execute();
    await ctx.app.db.deleteFrom('gallery_videos').execute();
    await ctx.app.db.deleteFrom('events').execute();
    const log = recordingLogger();
    await seedDemoOnce(ctx.app.db, ctx.config, log);
    expect((await countRows()).events).toBe(0);
    expect(log.messages).toEqual([]);
  });
});

describe.each(testDatabases)('demo content on a database with content of its own, on %s', (database) => {
  const ctx = useTestApp(database);

  it('leaves a database that already has events alone, even if it was never seeded', async () => {
    await ctx.app.db
      .insertInto('events')
      .values({
        name: 'Our own event',
        image: '/uploads/a.jpg',
        image_small: '/uploads/a-small.jpg',
        category: 'madhava-seva',
        status: 1,
        sdate: null,
        edate: null,
      })
      .execute();
    await seedDemoOnce(ctx.app.db, ctx.config, recordingLogger());
    const events = await ctx.app.db.selectFrom('events').select('name').execute();
    expect(events).toEqual([{ name: 'Our own event' }]);
  });
});
