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
  /**
   * Whether the account is over its budget: for `peek`, the next hit would exceed it; for `hit`, this one did; for
   * `reserve`, this attempt was refused (and not counted).
   */
  limited: boolean;
  /** Seconds until the window ends, at least 1; what Retry-After says. */
  retryAfterSeconds: number;
};

export type AccountLimiter = {
  /** Reads a counter without counting. */
  peek(rule: AccountRule, key: string): Promise<LimitState>;
  /** Counts one event. */
  hit(rule: AccountRule, key: string): Promise<LimitState>;
  /**
   * Counts one attempt BEFORE the slow work it guards (a password hash, a code check), in one atomic step with the
   * check of the budget: `limited` when the budget was already spent, and then nothing is counted. N attempts in
   * parallel count N, so the (max+1)th is refused however many arrive at once; a check after the slow work would
   * let every one of them through. An attempt that turns out not to be a failure is given back with `release`.
   */
  reserve(rule: AccountRule, key: string): Promise<LimitState>;
  /** Gives back one attempt `reserve` counted (a right password is no failed login). Never below zero. */
  release(rule: AccountRule, key: string): Promise<void>;
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
// The check and the count in one script, which Redis runs alone: two instances cannot both see "4 of 5" and both
// count a fifth. A refused attempt is not counted; the third value says whether this one was.
const RESERVE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count >= tonumber(ARGV[2]) then return {count, redis.call('PTTL', KEYS[1]), 0} end
count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1]), 1}`;
// DECR keeps the key's expiry; a key that has expired meanwhile is left alone.
const RELEASE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return count`;

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
      async reserve(rule, key) {
        try {
          const reply = (await redis.eval(RESERVE_SCRIPT, 1, keyOf(rule, key), rule.windowMs, rule.max)) as [
            number,
            number,
            number,
          ];
          return {
            ...state(rule, Number(reply[0]), Number(reply[1]), false),
            limited: Number(reply[2]) === 0,
          };
        } catch (error) {
          return open(rule, error);
        }
      },
      async release(rule, key) {
        await redis.eval(RELEASE_SCRIPT, 1, keyOf(rule, key)).catch((error: unknown) => open(rule, error));
      },
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
  const liveOrNew = (rule: AccountRule, key: string) => {
    let entry = live(rule, key);
    if (!entry) {
      const id = keyOf(rule, key);
      // Re-inserted at the end, so the Map's order stays oldest window first.
      windows.delete(id);
      if (windows.size >= MEMORY_MAX_KEYS) windows.delete(windows.keys().next().value ?? '');
      entry = { count: 0, endsAt: now() + rule.windowMs };
      windows.set(id, entry);
    }
    return entry;
  };
  return {
    async peek(rule, key) {
      const entry = live(rule, key);
      return state(rule, entry?.count ?? 0, entry ? entry.endsAt - now() : 0, true);
    },
    async hit(rule, key) {
      const entry = liveOrNew(rule, key);
      entry.count += 1;
      return state(rule, entry.count, entry.endsAt - now(), false);
    },
    // No await between the check and the count: one process runs them as one step.
    async reserve(rule, key) {
      const entry = liveOrNew(rule, key);
      if (entry.count >= rule.max) return state(rule, entry.count, entry.endsAt - now(), true);
      entry.count += 1;
      return state(rule, entry.count, entry.endsAt - now(), false);
    },
    async release(rule, key) {
      const entry = live(rule, key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async reset(rule, key) {
      windows.delete(keyOf(rule, key));
    },
  };
}
