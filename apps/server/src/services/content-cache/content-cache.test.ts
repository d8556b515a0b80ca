import { describe, expect, it } from 'vitest';
import { createContentCache, idsSize } from './content-cache.ts';

/** A load that counts its calls and answers when told. */
function deferredLoads() {
  const pending: Array<{ resolve: (value: string) => void; reject: (error: Error) => void }> = [];
  let calls = 0;
  return {
    load: () => {
      calls++;
      return new Promise<string>((resolve, reject) => pending.push({ resolve, reject }));
    },
    get calls() {
      return calls;
    },
    next: () => {
      const first = pending.shift();
      if (!first) throw new Error('no load pending');
      return first;
    },
  };
}

describe('content cache', () => {
  it('keeps a value for its time, then loads again', async () => {
    let now = 1000;
    const cache = createContentCache({ enabled: true, now: () => now });
    let loads = 0;
    const load = () => Promise.resolve(`v${++loads}`);
    expect(await cache.get('k', 100, load)).toBe('v1');
    now += 99;
    expect(await cache.get('k', 100, load)).toBe('v1');
    expect(await cache.get('other', 100, load)).toBe('v2');
    now += 1;
    expect(await cache.get('k', 100, load)).toBe('v3');
  });

  it('shares one load among the callers that ask while it runs', async () => {
    const cache = createContentCache({ enabled: true });
    const loads = deferredLoads();
    const first = cache.get('k', 1000, loads.load);
    const second = cache.get('k', 1000, loads.load);
    expect(loads.calls).toBe(1);
    loads.next().resolve('value');
    expect(await Promise.all([first, second])).toEqual(['value', 'value']);
  });

  it('forgets a failed load, so the next caller tries again', async () => {
    const cache = createContentCache({ enabled: true });
    const loads = deferredLoads();
    const failed = cache.get('k', 1000, loads.load);
    loads.next().reject(new Error('database away'));
    await expect(failed).rejects.toThrow('database away');
    const retried = cache.get('k', 1000, loads.load);
    expect(loads.calls).toBe(2);
    loads.next().resolve('value');
    expect(await retried).toBe('value');
  });

  it('forgets everything on clear(), even a load still running, which its own callers still get', async () => {
    const cache = createContentCache({ enabled: true });
    const loads = deferredLoads();
    const before = cache.get('k', 1000, loads.load);
    cache.clear();
    const after = cache.get('k', 1000, loads.load);
    expect(loads.calls).toBe(2);
    loads.next().resolve('old');
    loads.next().resolve('new');
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(await cache.get('k', 1000, loads.load)).toBe('new');
  });

  it('loads on every call when disabled', async () => {
    const cache = createContentCache({ enabled: false });
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    await cache.get('k', 60_000, load);
    await cache.get('k', 60_000, load);
    expect(loads).toBe(2);
  });

  it('stays within its bounds of entries and bytes, dropping the oldest first', async () => {
    const cache = createContentCache({ enabled: true, maxEntries: 3, maxBytes: 100 });
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, 60_000, load);
    // The fourth key found the cache full and dropped the oldest, 'a'.
    expect(await cache.get('b', 60_000, load)).toBe(2);
    expect(await cache.get('a', 60_000, load)).toBe(5);

    const sized = createContentCache({ enabled: true, maxBytes: 100 });
    const ids = (n: number) => () => Promise.resolve(Array.from({ length: n }, (_, i) => i));
    await sized.get('small', 60_000, ids(5), idsSize);
    await sized.get('big', 60_000, ids(10), idsSize);
    // 40 + 80 bytes is over 100: the oldest, 'small', went.
    let reloaded = false;
    await sized.get('small', 60_000, () => ((reloaded = true), ids(5)()), idsSize);
    expect(reloaded).toBe(true);
  });
});
