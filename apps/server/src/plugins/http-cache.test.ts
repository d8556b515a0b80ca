import { afterEach, describe, expect, it } from 'vitest';
import { createAnswerStore, type AnswerStore } from './http-cache.ts';

const answer = (payload: string) => ({ payload, contentType: 'application/json; charset=utf-8' });

describe('the micro-cache store', () => {
  let store: AnswerStore | undefined;
  afterEach(() => store?.close());

  it('keeps no more answers than maxEntries: the least recently used goes first', () => {
    store = createAnswerStore({ ttlMs: 60_000, maxEntries: 3, maxChars: 1_000 });
    for (const url of ['/a', '/b', '/c']) store.set(url, answer(url));
    store.get('/a');
    store.set('/d', answer('/d'));
    expect(store.size().answers).toBe(3);
    expect(store.get('/b')).toBeUndefined();
    expect(store.get('/a')).toEqual(answer('/a'));
  });

  it('keeps no more payload than maxChars, however few the answers', () => {
    store = createAnswerStore({ ttlMs: 60_000, maxEntries: 100, maxChars: 25 });
    store.set('/one', answer('x'.repeat(10)));
    store.set('/two', answer('y'.repeat(10)));
    expect(store.size()).toEqual({ answers: 2, chars: 20 });
    store.set('/three', answer('z'.repeat(10)));
    expect(store.size()).toEqual({ answers: 2, chars: 20 });
    expect(store.get('/one')).toBeUndefined();
    // An answer bigger than the whole budget is not kept at all.
    store.set('/huge', answer('h'.repeat(26)));
    expect(store.get('/huge')).toBeUndefined();
  });
});
