import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { hashToken } from '#src/shared/crypto.ts';

/**
 * Per-account counters (failed logins per e-mail, wrong codes per account…), next to the per-IP limits that
 * @fastify/rate-limit applies per route: an attacker with many addresses is still held to one account's budget.
 * A fixed window per key: in Redis when REDIS_URL is set, so every instance counts together, else in memory.
 * Unlike the library's createRateLimit, a counter here is keyed by any string (not by the request) and can be
 * cleared: a password reset wipes the failed logins that led to it.
 */

export type AccountRule = { name: string; max: number; windowMs: number };

export type LimitState = {
  count: number;
  /** Whether the account is over its budget: for `peek`, the next hit would exceed it; for `hit`, this one did. */
  limited: boolean;
  /** Seconds until the window ends, at least 1; what Retry-After says. */
  retryAfterSeconds: number;
};

export type AccountLimiter = {
  /** Reads a counter without counting. */
  peek(rule: AccountRule, key: string): Promise<LimitState>;
  /** Counts one event. */
  hit(rule: AccountRule, key: string): Promise<LimitState>;
  reset(rule: AccountRule, key: string): Promise<void>;
};

// INCR and the expiry in one step: a process dying between the two must not leave a counter that never expires.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;
const PEEK_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
return {count, redis.call('PTTL', KEYS[1])}`;

/** In memory, the oldest window is dropped beyond this many keys, so a spray of addresses cannot grow the map. */
const MEMORY_MAX_KEYS = 10_000;

export type AccountLimiterOptions = {
  redis: Redis | null;
  log: FastifyBaseLogger;
  /** Redis key prefix; tests give each run its own. */
  prefix?: string;
  now?: () => number;
};

export function createAccountLimiter({
  redis,
  log,
  prefix = 'charity:auth:',
  now = Date.now,
}: AccountLimiterOptions): AccountLimiter {
  // The keys are e-mail addresses and account ids; Redis only ever sees a digest of them.
  const keyOf = (rule: AccountRule, key: string) => `${prefix}${rule.name}:${hashToken(key).slice(0, 32)}`;
  const state = (rule: AccountRule, count: number, ttlMs: number, peek: boolean): LimitState => ({
    count,
    limited: peek ? count >= rule.max : count > rule.max,
    retryAfterSeconds: Math.max(1, Math.ceil((ttlMs > 0 ? ttlMs : rule.windowMs) / 1000)),
  });
  // Like the per-route limits (skipOnError), a Redis outage opens the limits rather than locking everyone out.
  const open = (rule: AccountRule, error: unknown): LimitState => {
    log.warn({ err: error, rule: rule.name }, 'account limiter unavailable; allowing the request');
    return { count: 0, limited: false, retryAfterSeconds: 1 };
  };

  if (redis) {
    const run = async (script: string, rule: AccountRule, key: string, peek: boolean) => {
      try {
        const reply = (await redis.eval(script, 1, keyOf(rule, key), rule.windowMs)) as [number, number];
        return state(rule, Number(reply[0]), Number(reply[1]), peek);
      } catch (error) {
        return open(rule, error);
      }
    };
    return {
      peek: (rule, key) => run(PEEK_SCRIPT, rule, key, true),
      hit: (rule, key) => run(HIT_SCRIPT, rule, key, false),
      async reset(rule, key) {
        await redis.del(keyOf(rule, key)).catch((error: unknown) => open(rule, error));
      },
    };
  }

  const windows = new Map<string, { count: number; endsAt: number }>();
  const live = (rule: AccountRule, key: string) => {
    const entry = windows.get(keyOf(rule, key));
    return entry && entry.endsAt > now() ? entry : undefined;
  };
  return {
    async peek(rule, key) {
      const entry = live(rule, key);
      return state(rule, entry?.count ?? 0, entry ? entry.endsAt - now() : 0, true);
    },
    async hit(rule, key) {
      let entry = live(rule, key);
      if (!entry) {
        const id = keyOf(rule, key);
        // Re-inserted at the end, so the Map's order stays oldest window first.
        windows.delete(id);
        if (windows.size >= MEMORY_MAX_KEYS) windows.delete(windows.keys().next().value ?? '');
        entry = { count: 0, endsAt: now() + rule.windowMs };
        windows.set(id, entry);
      }
      entry.count += 1;
      return state(rule, entry.count, entry.endsAt - now(), false);
    },
    async reset(rule, key) {
      windows.delete(keyOf(rule, key));
    },
  };
}
