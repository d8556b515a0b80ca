import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from './support/test-app.ts';
import { fixtures } from './support/fixtures.ts';

describe.each(testDatabases)('HTTP caching on %s', (database) => {
  const ctx = useTestApp(database, { options: { microCacheMs: 60_000 } });
  beforeAll(async () => {
    for (let i = 0; i < 9; i++) await fixtures.event(ctx.app.db, { status: 1 });
  });

  const total = (body: string) => (JSON.parse(body) as { meta: { total: number } }).meta.total;

  it('reuses a public answer within the micro-cache window, per URL', async () => {
    const first = await ctx.app.inject('/api/event/paginate?status=1');
    expect(first.headers['x-cache']).toBeUndefined();
    expect(total(first.body)).toBe(9);

    await fixtures.event(ctx.app.db, { status: 1 });
    const second = await ctx.app.inject('/api/event/paginate?status=1');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(second.headers['content-type']).toMatch(/application\/json/);
    expect(second.headers.etag).toBe(first.headers.etag);

    const otherUrl = await ctx.app.inject('/api/event/paginate?status=1&page=1');
    expect(otherUrl.headers['x-cache']).toBeUndefined();
    expect(total(otherUrl.body)).toBe(10);
  });

  it('lets the server renderer peek at a kept answer: the very payload a GET would get, and nothing uncached', async () => {
    const url = '/api/event/paginate?status=1&page=2';
    expect(ctx.app.microCache.peek(url)).toBeUndefined();
    const answer = await ctx.app.inject(url);
    expect(ctx.app.microCache.peek(url)).toEqual({
      payload: answer.body,
      contentType: answer.headers['content-type'],
    });
    expect(ctx.app.microCache.peek('/api/health')).toBeUndefined();
    ctx.app.microCache.clear();
    expect(ctx.app.microCache.peek(url)).toBeUndefined();
  });

  it('never caches errors or private answers', async () => {
    await ctx.app.inject('/api/event/paginate?status=9');
    const invalid = await ctx.app.inject('/api/event/paginate?status=9');
    expect(invalid.statusCode).toBe(422);
    expect(invalid.headers['x-cache']).toBeUndefined();
    await ctx.app.inject('/api/health');
    const health = await ctx.app.inject('/api/health');
    expect(health.headers['x-cache']).toBeUndefined();
    expect(health.headers['cache-control']).toBe('no-store');
    await ctx.app.inject('/api/event/display/999999');
    const missing = await ctx.app.inject('/api/event/display/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-cache']).toBeUndefined();
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('gives compressed answers an ETag of the uncompressed body, and 304s', async () => {
    const url = '/api/event/paginate?filter=madhava-seva';
    const plain = await ctx.app.inject(url);
    const br = await ctx.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBeTruthy();
    expect(br.headers.etag).toBe(plain.headers.etag);
    const again = await ctx.app.inject({
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
