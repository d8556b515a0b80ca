import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE, todayInIndia } from '@charity/shared';
import type { Db } from '#src/db/database.ts';
import { createTestApp, testDatabases, type TestContext } from '../../../test/support/test-app.ts';
import { WEB_INDEX_HTML } from '../../../test/support/fixtures.ts';
import { sitemapUrls } from '../../../test/support/sitemap.ts';
import { campaignSlugFromUrl } from './link-preview.ts';

/**
 * Campaign pages in the sitemap and their link previews (docs/product/giving.md "Campaigns, the donor wall and
 * dedications"): the public's campaigns are listed and previewed, drafts and those not started never.
 */

const PUBLIC_URL = 'https://charity.example';

function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'charity-web-'));
  writeFileSync(path.join(dir, 'index.html'), WEB_INDEX_HTML);
  return dir;
}

const DAY_MS = 86_400_000;
const dayFromToday = (days: number) => todayInIndia(new Date(Date.now() + days * DAY_MS));

async function insertCampaign(db: Db, slug: string, changes: Record<string, unknown> = {}) {
  const now = new Date().toISOString();
  await db
    .insertInto('campaigns')
    .values({
      trust: 1,
      fund: null,
      slug,
      title: `Appeal ${slug}`,
      summary: 'A new kitchen for the children’s home & its 120 children',
      story_html: '<p>Story</p>',
      image: '/uploads/kitchen-1200.webp',
      image_small: '/uploads/kitchen-720.webp',
      goal_paise: 500_000_00,
      starts_on: dayFromToday(-10),
      ends_on: null,
      published: 1,
      show_wall: 1,
      created_at: now,
      updated_at: now,
      ...changes,
    })
    .execute();
}

describe.each(testDatabases)('campaign pages in the sitemap and link previews on %s', (database) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp(database, { PUBLIC_URL, WEB_DIST: fakeWebBuild() });
    const { db } = ctx.app;
    await insertCampaign(db, 'kitchen-appeal');
    await insertCampaign(db, 'ended-appeal', { starts_on: dayFromToday(-40), ends_on: dayFromToday(-5) });
    await insertCampaign(db, 'draft-appeal', { published: 0 });
    await insertCampaign(db, 'future-appeal', { starts_on: dayFromToday(5) });
  });
  afterAll(() => ctx.close());

  it('lists the campaigns page and every campaign the public can open, ended ones too, never a draft or one to come', async () => {
    const locs = await sitemapUrls(ctx.app, PUBLIC_URL);
    expect(locs).toContain(`${PUBLIC_URL}/campaigns`);
    const campaigns = locs.filter((loc) => loc.startsWith(`${PUBLIC_URL}/campaigns/`));
    expect(campaigns).toEqual([
      `${PUBLIC_URL}/campaigns/ended-appeal`,
      `${PUBLIC_URL}/campaigns/kitchen-appeal`,
    ]);
  });

  it('adds a campaign published later once the console writes it (the write clears the cached sitemap)', async () => {
    await ctx.app.db
      .updateTable('campaigns')
      .set({ published: 1 })
      .where('slug', '=', 'draft-appeal')
      .execute();
    // What a console write does after saving (campaign-routes.ts).
    ctx.app.microCache.clear();
    expect(await sitemapUrls(ctx.app, PUBLIC_URL)).toContain(`${PUBLIC_URL}/campaigns/draft-appeal`);
    await ctx.app.db
      .updateTable('campaigns')
      .set({ published: 0 })
      .where('slug', '=', 'draft-appeal')
      .execute();
    ctx.app.microCache.clear();
  });

  it('previews a campaign page with its title, summary, cover picture and DonateAction JSON-LD', async () => {
    const res = await ctx.app.inject('/campaigns/kitchen-appeal');
    expect(res.statusCode).toBe(200);
    const doc = new JSDOM(res.body).window.document;
    const meta = (selector: string) => doc.querySelector(selector)?.getAttribute('content');
    expect(doc.title).toBe(`Appeal kitchen-appeal | ${SITE.name}`);
    expect(meta('meta[name="description"]')).toBe('A new kitchen for the children’s home & its 120 children');
    expect(meta('meta[property="og:image"]')).toBe(`${PUBLIC_URL}/uploads/kitchen-1200.webp`);
    expect(meta('meta[property="og:url"]')).toBe(`${PUBLIC_URL}/campaigns/kitchen-appeal`);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${PUBLIC_URL}/campaigns/kitchen-appeal`,
    );
    const jsonLd = JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(jsonLd).toMatchObject({
      '@type': 'DonateAction',
      name: 'Appeal kitchen-appeal',
      url: `${PUBLIC_URL}/campaigns/kitchen-appeal`,
      recipient: { '@type': 'NGO', name: SITE.name },
    });
  });

  it('previews the Kannada page too, with the English page as canonical', async () => {
    const res = await ctx.app.inject('/kn/campaigns/kitchen-appeal');
    const doc = new JSDOM(res.body).window.document;
    expect(doc.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      `Appeal kitchen-appeal | ${SITE.name}`,
    );
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${PUBLIC_URL}/campaigns/kitchen-appeal`,
    );
  });

  it('previews nothing for a draft, a campaign not started or an unknown slug', async () => {
    for (const slug of ['draft-appeal', 'future-appeal', 'no-such-appeal']) {
      const res = await ctx.app.inject(`/campaigns/${slug}`);
      expect(res.body, slug).not.toContain('application/ld+json');
      expect(res.body, slug).not.toContain('og:image');
    }
  });
});

describe('campaignSlugFromUrl', () => {
  it.each([
    ['/campaigns/temple-restoration-2026', 'temple-restoration-2026'],
    ['/campaigns/kitchen/?wall_page=2', 'kitchen'],
    ['/kn/campaigns/kitchen', 'kitchen'],
    ['/campaigns/Not_A_Slug', null],
    ['/campaigns', null],
    ['/campaigns/a/b', null],
    ['/madhava-seva/past-events/1', null],
  ])('%s -> %s', (url, slug) => {
    expect(campaignSlugFromUrl(url)).toBe(slug);
  });
});
