import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestContext } from './support/test-app.ts';

/** A stand-in for apps/web/dist: an index.html and one hashed asset. */
function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'charity-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(dir, 'assets', 'index-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  return dir;
}

describe.each(testDatabases)('the application on %s', (database) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(database, { WEB_DIST: fakeWebBuild() }, (app) => {
      app.post('/api/test/echo', { schema: { body: z.object({ name: z.string().min(1) }) } }, (request) => ({
        data: request.body,
      }));
      app.get('/api/test/boom', () => {
        throw new Error('secret detail');
      });
    });
  });
  afterAll(() => ctx.close());

  it('reports health once migrations have run', async () => {
    const res = await ctx.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers the demo contact call', async () => {
    const res = await ctx.app.inject('/api/contact/demo');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });
  });

  it('answers unknown API paths with a JSON 404, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await ctx.app.inject({ method, url: '/api/no-such-endpoint' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json<{ message: string }>().message).toBe('Not found');
    }
  });

  it('falls back to index.html for client routes, revalidated on every visit', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/about', 200],
      ['/madhava-seva/upcoming-events/2', 200],
      ['/auth/verify-user/abc', 200],
      ['/gallery/images?page=2&filter=all', 200],
      // The app renders its own "Page not found"; the status tells crawlers the same.
      ['/no-such-page', 404],
      ['/madhava-seva/someday-events', 404],
    ] as const) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.body, url).toContain('<div id="root">');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable and compressed', async () => {
    const res = await ctx.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('console.log');
    // A missing file is a 404, not index.html: HTML served as a script would only confuse the browser.
    for (const url of ['/assets/index-missing.js', '/favicon-missing.png']) {
      expect((await ctx.app.inject(url)).statusCode, url).toBe(404);
    }
    expect((await ctx.app.inject('/robots.txt')).body).toContain('User-agent');
  });

  it('compresses API answers when asked', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('sends security headers and no x-powered-by', async () => {
    const res = await ctx.app.inject('/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('https://www.youtube.com');
    expect(csp).toContain('https://www.google.com');
    expect(csp).toContain('https://checkout.razorpay.com');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('answers malformed JSON with 400, a wrong field with 422 and an oversized body with 413, never 500', async () => {
    const post = (payload: string, type = 'application/json') =>
      ctx.app.inject({ method: 'POST', url: '/api/test/echo', headers: { 'content-type': type }, payload });
    const malformed = await post('{"name": ');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ message: string }>().message).toBeTruthy();
    const invalid = await post(JSON.stringify({ name: '' }));
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({ errors: { name: expect.any(String) as string } });
    const oversized = await post(JSON.stringify({ name: 'x'.repeat(300 * 1024) }));
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json<{ message: string }>().message).toBe('The request is too large.');
    const unsupported = await post('name=x', 'application/xml');
    expect(unsupported.statusCode).toBe(415);
    const fine = await post(JSON.stringify({ name: 'Lakshmi' }));
    expect(fine.json()).toEqual({ data: { name: 'Lakshmi' } });
    const form = await post('name=Lakshmi', 'application/x-www-form-urlencoded');
    expect(form.json()).toEqual({ data: { name: 'Lakshmi' } });
  });

  it('hides the details of an unexpected failure behind a 500 with a generic message', async () => {
    const res = await ctx.app.inject('/api/test/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong. Please try again.' });
    expect(res.body).not.toContain('secret detail');
  });

  it('serves the OpenAPI document generated from the route schemas, and Swagger UI', async () => {
    const res = await ctx.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    for (const route of [
      '/api/health',
      '/api/banner/random',
      '/api/counter/random',
      '/api/gallery-image/random',
      '/api/banner-video/display',
      '/api/gallery-image/paginate',
      '/api/gallery-video/paginate',
      '/api/event/paginate',
      '/api/event/display/{id}',
      '/api/crossword/paginate',
      '/api/literature/paginate',
      '/api/media/paginate',
      '/api/testimonial/filter',
      '/api/contact/demo',
    ]) {
      expect(doc.paths, route).toHaveProperty([route]);
    }
    const ui = await ctx.app.inject('/api/docs');
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger-ui');
  });
});
