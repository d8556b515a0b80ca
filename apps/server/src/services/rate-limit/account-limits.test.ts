import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { testRedisUrl } from '../../../test/support/test-app.ts';
import { createAccountLimiter, type AccountLimiter } from './account-limits.ts';

const rule = { name: 'test-rule', max: 3, windowMs: 60_000 };
const log = Fastify({ logger: false }).log;

// This run's own key prefix, so parallel runs never count together; the keys are deleted afterwards.
const prefix = `charity:test:${randomBytes(6).toString('hex')}:`;
const redis = new Redis(testRedisUrl ?? 'redis://unset.invalid:6379', {
  lazyConnect: true,
  maxRetriesPerRequest: 1,
});
afterAll(async () => {
  if (!testRedisUrl) return redis.disconnect();
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

let clock = 1_000_000;
const stores: [string, () => AccountLimiter][] = [
  ['memory', () => createAccountLimiter({ redis: null, log, now: () => clock })],
  // Without TEST_REDIS_URL only the memory store runs (and CI fails at the guard in test-app.ts instead).
  ...(testRedisUrl
    ? [['redis', () => createAccountLimiter({ redis, log, prefix })] as [string, () => AccountLimiter]]
    : []),
];

describe.each(stores)('account limiter in %s', (_store, make) => {
  it('counts hits per key in a fixed window; peek does not count', async () => {
    const limiter = make();
    const key = `alice-${randomBytes(4).toString('hex')}@example.org`;
    expect(await limiter.peek(rule, key)).toMatchObject({ count: 0, limited: false });
    const hits = [];
    for (let i = 0; i < 4; i++) hits.push(await limiter.hit(rule, key));
    expect(hits.map((h) => [h.count, h.limited])).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [4, true],
    ]);
    expect(hits[3]?.retryAfterSeconds).toBeGreaterThan(55);
    expect(hits[3]?.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await limiter.peek(rule, key)).toMatchObject({ count: 4, limited: true });
    // Another key and another rule are separate.
    expect(await limiter.peek(rule, `${key}.other`)).toMatchObject({ count: 0 });
    expect(await limiter.peek({ ...rule, name: 'other-rule' }, key)).toMatchObject({ count: 0 });

    await limiter.reset(rule, key);
    expect(await limiter.peek(rule, key)).toMatchObject({ count: 0, limited: false });
  });

  it('reserves atomically: of many attempts at once, exactly max are counted and the rest refused', async () => {
    const limiter = make();
    const key = randomBytes(4).toString('hex');
    const attempts = await Promise.all(Array.from({ length: 10 }, () => limiter.reserve(rule, key)));
    expect(attempts.filter((a) => !a.limited)).toHaveLength(rule.max);
    expect(attempts.filter((a) => a.limited)).toHaveLength(10 - rule.max);
    // A refused attempt is not counted, and says how long to wait.
    expect(await limiter.peek(rule, key)).toMatchObject({ count: rule.max, limited: true });
    expect(attempts.find((a) => a.limited)?.retryAfterSeconds).toBeGreaterThan(55);
  });

  it('gives a reserved attempt back on release, never below zero', async () => {
    const limiter = make();
    const key = randomBytes(4).toString('hex');
    for (let i = 0; i < rule.max; i++) expect((await limiter.reserve(rule, key)).limited).toBe(false);
    expect((await limiter.reserve(rule, key)).limited).toBe(true);
    await limiter.release(rule, key);
    expect(await limiter.peek(rule, key)).toMatchObject({ count: rule.max - 1, limited: false });
    expect((await limiter.reserve(rule, key)).limited).toBe(false);
    const fresh = `${key}.fresh`;
    await limiter.release(rule, fresh);
    expect(await limiter.peek(rule, fresh)).toMatchObject({ count: 0 });
  });

  it('is limited on peek once the count reaches max', async () => {
    const limiter = make();
    const key = randomBytes(4).toString('hex');
    for (let i = 0; i < 3; i++) await limiter.hit(rule, key);
    expect(await limiter.peek(rule, key)).toMatchObject({ count: 3, limited: true });
  });
});

describe('account limiter windows', () => {
  it('start again after the window (memory clock)', async () => {
    const limiter = createAccountLimiter({ redis: null, log, now: () => clock });
    for (let i = 0; i < 4; i++) await limiter.hit(rule, 'bob');
    clock += rule.windowMs;
    expect(await limiter.hit(rule, 'bob')).toMatchObject({ count: 1, limited: false });
  });

  it.skipIf(!testRedisUrl)('expire in Redis and keep only a digest of the key', async () => {
    const limiter = createAccountLimiter({ redis, log, prefix });
    await limiter.hit({ ...rule, windowMs: 5000 }, 'carol@example.org');
    const keys = await redis.keys(`${prefix}*`);
    const mine = keys.filter((k) => k.startsWith(`${prefix}test-rule:`));
    expect(mine.length).toBeGreaterThan(0);
    expect(keys.join(' ')).not.toContain('carol');
    const ttls = await Promise.all(mine.map((k) => redis.pttl(k)));
    expect(ttls.every((t) => t > 0 && t <= 60_000)).toBe(true);
  });

  it('opens (allows) when Redis is unreachable, and says so in the log', async () => {
    const warnings: unknown[] = [];
    const dead = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    const spyLog = Object.assign(Object.create(log) as typeof log, {
      warn: (...args: unknown[]) => warnings.push(args),
    });
    const limiter = createAccountLimiter({ redis: dead, log: spyLog, prefix });
    for (let i = 0; i < 5; i++) expect((await limiter.hit(rule, 'dave')).limited).toBe(false);
    for (let i = 0; i < 5; i++) expect((await limiter.reserve(rule, 'dave')).limited).toBe(false);
    await limiter.release(rule, 'dave');
    expect((await limiter.peek(rule, 'dave')).limited).toBe(false);
    expect(warnings.length).toBeGreaterThan(0);
    dead.disconnect();
  });
});
