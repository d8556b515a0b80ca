import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_RATE_LIMIT } from '#src/services/rate-limit/plugin.ts';
import { createTestApp, type TestContext } from './support/test-app.ts';

describe('requests no route answers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('sqlite');
  });
  afterAll(() => ctx.close());

  it('are limited per IP: 404s up to the limit, then a 429 like every other limit', async () => {
    const probe = (i: number, remoteAddress = '203.0.113.7') =>
      ctx.app.inject({ method: i % 2 ? 'POST' : 'GET', url: `/api/probe-${i}`, remoteAddress });
    for (let i = 0; i < NOT_FOUND_RATE_LIMIT.max; i++) {
      const res = await probe(i);
      expect(res.statusCode, `request ${i}`).toBe(404);
    }
    const limited = await probe(NOT_FOUND_RATE_LIMIT.max);
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ message: string }>().message).toMatch(/too many/i);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another visitor is not affected, and real routes are not counted against the probe's IP.
    expect((await probe(0, '203.0.113.8')).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/health', remoteAddress: '203.0.113.7' })).statusCode).toBe(200);
  });
});
