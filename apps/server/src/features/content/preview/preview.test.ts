import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PREVIEW_LINK_SECONDS, PREVIEW_MESSAGES } from '@charity/shared';
import { createTestApp, testDatabases, type TestContext } from '../../../../test/support/test-app.ts';
import { WEB_INDEX_HTML } from '../../../../test/support/fixtures.ts';
import { firstAdmin, member, type Enrolled } from '../../../../test/support/staff-test-kit.ts';
import { contentCall, SAMPLES } from '../../../../test/support/content-test-kit.ts';

/**
 * Previews (docs/product/console.md "Preview"): who may mint a link, what it opens and for how long. The page's
 * own HTML (the banner, the event page's components) is the web renderer's, tested in
 * apps/web/src/entry-server.test.tsx; here the server's part: the token check, the headers, the data.
 */

type Link = { url: string; expires_at: string };

function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'charity-web-'));
  writeFileSync(path.join(dir, 'index.html'), WEB_INDEX_HTML);
  return dir;
}

describe.each(testDatabases)('content previews on %s', (database) => {
  let ctx: TestContext;
  let editor: Enrolled;
  let finance: Enrolled;
  let draftId: number;

  beforeAll(async () => {
    ctx = await createTestApp(database, { WEB_DIST: fakeWebBuild() }, undefined, { microCacheMs: 60_000 });
    const admin = await firstAdmin(ctx.app);
    editor = await member(ctx.app, admin, 'editor');
    finance = await member(ctx.app, admin, 'finance');
    const created = await contentCall(ctx.app, 'POST', '/api/admin/events', {
      token: editor.token,
      body: { ...SAMPLES.events.create, name: 'Unpublished Eye Camp', published: false },
    });
    expect(created.statusCode, created.body).toBe(201);
    draftId = created.json<{ data: { id: number } }>().data.id;
  });
  afterAll(() => ctx.close());
  afterEach(() => vi.useRealTimers());

  const mint = (id: number, token?: string) =>
    contentCall(ctx.app, 'POST', `/api/admin/events/${id}/preview`, token ? { token } : {});
  const linkOf = async (id: number) => {
    const response = await mint(id, editor.token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Link }>().data;
  };
  /** A preview page's read: the same path and token under /api. */
  const apiUrl = (pageUrl: string) => `/api${pageUrl}`;
  /** Each of `urls` refused: its read 403 (or 422 for a malformed token), its page 403 and noindex. */
  async function expectRefused(urls: readonly string[]): Promise<void> {
    for (const url of urls) {
      const api = await ctx.app.inject(apiUrl(url));
      expect([403, 422], `${url}: ${api.body}`).toContain(api.statusCode);
      const page = await ctx.app.inject(url);
      expect(page.statusCode, url).toBe(403);
      expect(page.headers['x-robots-tag'], url).toBe('noindex');
    }
  }
  /** What a preview link's page reads, once its read and its page are checked: 200, noindex, never kept. */
  async function previewOpens<T>(pageUrl: string): Promise<T> {
    const read = await ctx.app.inject(apiUrl(pageUrl));
    expect(read.statusCode, read.body).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.headers['x-robots-tag']).toBe('noindex');
    const page = await ctx.app.inject(pageUrl);
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow" />');
    return read.json<{ data: T }>().data;
  }

  it('mints a link for editors only: 401 without a session, 403 for another role, 404 for no record', async () => {
    expect((await mint(draftId)).statusCode).toBe(401);
    expect((await mint(draftId, finance.token)).statusCode).toBe(403);
    expect((await mint(987_654, editor.token)).statusCode).toBe(404);
    expect((await mint(0, editor.token)).statusCode).toBe(422);
    const before = Date.now();
    const link = await linkOf(draftId);
    expect(link.url).toMatch(new RegExp(`^/preview/events/${draftId}\\?token=\\d+\\.[\\w-]{43}$`));
    const lifetime = Date.parse(link.expires_at) - before;
    expect(lifetime).toBeGreaterThan((PREVIEW_LINK_SECONDS - 5) * 1000);
    expect(lifetime).toBeLessThanOrEqual((PREVIEW_LINK_SECONDS + 1) * 1000);
  });

  it('opens the unpublished record, noindex and never kept, while the public page still has no such event', async () => {
    const link = await linkOf(draftId);
    expect(await previewOpens<{ id: number; name: string }>(link.url)).toMatchObject({
      id: draftId,
      name: 'Unpublished Eye Camp',
    });

    expect((await ctx.app.inject(`/api/event/display/${draftId}`)).statusCode).toBe(404);
    const publicPage = await ctx.app.inject(`/manava-seva/upcoming-events/${draftId}`);
    expect(publicPage.body).not.toContain('Unpublished Eye Camp');
  });

  it('refuses a tampered, padded, borrowed or missing token with 403, never a 500', async () => {
    const link = await linkOf(draftId);
    const token = new URL(link.url, 'http://x').searchParams.get('token') ?? '';
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const other = await contentCall(ctx.app, 'POST', '/api/admin/events', {
      token: editor.token,
      body: SAMPLES.events.create,
    });
    const otherId = other.json<{ data: { id: number } }>().data.id;
    const bad = [
      `/preview/events/${draftId}?token=${encodeURIComponent(flipped)}`,
      `/preview/events/${draftId}?token=${encodeURIComponent(`${token}.junk`)}`,
      `/preview/events/${draftId}?token=${encodeURIComponent(`${token} `)}`,
      `/preview/events/${draftId}?token=${'x'.repeat(500)}`,
      `/preview/events/${draftId}?token=%E0%A4%A`,
      `/preview/events/${draftId}`,
      // A token is for one record only.
      `/preview/events/${otherId}?token=${encodeURIComponent(token)}`,
    ];
    await expectRefused(bad);
    const refused = await ctx.app.inject(apiUrl(bad[0] ?? ''));
    expect(refused.json<{ message: string }>().message).toBe(PREVIEW_MESSAGES.invalidLink);
  });

  it('stops working once the link has expired', async () => {
    const link = await linkOf(draftId);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (PREVIEW_LINK_SECONDS - 30) * 1000 });
    expect((await ctx.app.inject(apiUrl(link.url))).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 60 * 1000);
    expect((await ctx.app.inject(apiUrl(link.url))).statusCode).toBe(403);
    expect((await ctx.app.inject(link.url)).statusCode).toBe(403);
  });

  // Pages and FAQ questions: the About page as seeded, and a question not yet published.
  const pageId = async (slug: string) =>
    (await ctx.app.db.selectFrom('pages').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
  const draftQuestion = async () => {
    const created = await contentCall(ctx.app, 'POST', '/api/admin/faqs', {
      token: editor.token,
      body: { ...SAMPLES.faqs.create, question: 'Is this question still a draft?', published: false },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<{ data: { id: number } }>().data.id;
  };
  const linkFor = async (resource: 'pages' | 'faqs', id: number) => {
    const response = await contentCall(ctx.app, 'POST', `/api/admin/${resource}/${id}/preview`, {
      token: editor.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Link }>().data;
  };
  const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('token') ?? '';

  it("opens a page's saved words by a staff-minted link, noindex and never kept", async () => {
    const aboutId = await pageId('about');
    const saved = await contentCall(ctx.app, 'PATCH', `/api/admin/pages/${aboutId}`, {
      token: editor.token,
      body: { title: 'About Us, as just saved' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const link = await linkFor('pages', aboutId);
    expect(link.url).toMatch(new RegExp(`^/preview/pages/${aboutId}\\?token=`));
    expect(await previewOpens<{ slug: string; title: string }>(link.url)).toMatchObject({
      slug: 'about',
      title: 'About Us, as just saved',
    });
  });

  it('opens the FAQ with an unpublished question among the published ones, which the public FAQ leaves out', async () => {
    const draftFaqId = await draftQuestion();
    const link = await linkFor('faqs', draftFaqId);
    const faqs = await previewOpens<Array<{ id: number; question: string }>>(link.url);
    expect(faqs.map((faq) => faq.id)).toContain(draftFaqId);
    const published = (await ctx.app.inject('/api/faq')).json<{ data: Array<{ id: number }> }>().data;
    expect(published.map((faq) => faq.id)).not.toContain(draftFaqId);
    // Every published question is there too, in the site's order.
    expect(faqs.filter((faq) => faq.id !== draftFaqId).map((faq) => faq.id)).toEqual(
      published.map((faq) => faq.id),
    );
  });

  it('refuses an altered token, another record or type, with 403; a deleted or unknown record 404; never a 500', async () => {
    const aboutId = await pageId('about');
    const draftFaqId = await draftQuestion();
    const pageLink = await linkFor('pages', aboutId);
    const faqLink = await linkFor('faqs', draftFaqId);
    const token = tokenOf(pageLink.url);
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const bad = [
      `/preview/pages/${aboutId}?token=${encodeURIComponent(flipped)}`,
      `/preview/pages/${aboutId}?token=${encodeURIComponent(`${token}x`)}`,
      `/preview/pages/${aboutId}`,
      // A token opens one record of one type only.
      `/preview/pages/${aboutId + 1}?token=${encodeURIComponent(token)}`,
      `/preview/faqs/${aboutId}?token=${encodeURIComponent(token)}`,
      `/preview/events/${aboutId}?token=${encodeURIComponent(token)}`,
      `/preview/pages/${draftFaqId}?token=${encodeURIComponent(tokenOf(faqLink.url))}`,
    ];
    await expectRefused(bad);
    // A type without previews: no such page or API.
    const banner = `/preview/banners/1?token=${encodeURIComponent(token)}`;
    expect((await ctx.app.inject(banner)).statusCode).toBe(404);
    expect((await ctx.app.inject(apiUrl(banner))).statusCode).toBe(404);

    const minted = await contentCall(ctx.app, 'POST', '/api/admin/pages/987654/preview', {
      token: editor.token,
    });
    expect(minted.statusCode).toBe(404);
    const deleted = await contentCall(ctx.app, 'DELETE', `/api/admin/faqs/${draftFaqId}`, {
      token: editor.token,
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const gone = await ctx.app.inject(apiUrl(faqLink.url));
    expect(gone.statusCode, gone.body).toBe(404);
  });

  it('stops working once the link has expired', async () => {
    const aboutId = await pageId('about');
    const link = await linkFor('pages', aboutId);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (PREVIEW_LINK_SECONDS + 30) * 1000 });
    expect((await ctx.app.inject(apiUrl(link.url))).statusCode).toBe(403);
    expect((await ctx.app.inject(link.url)).statusCode).toBe(403);
  });
});
