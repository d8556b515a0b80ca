import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAnswerStore, httpCachePlugin, PUBLIC_CONTENT_CACHE, type AnswerStore } from './http-cache.ts';
import { requestLocalePlugin } from './request-locale.ts';

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

describe('the micro-cache and the reader’s language', () => {
  const app = Fastify();
  beforeAll(async () => {
    await app.register(requestLocalePlugin);
    await app.register(httpCachePlugin, { microCacheMs: 60_000 });
    let served = 0;
    app.get('/api/greeting', { config: { cacheControl: PUBLIC_CONTENT_CACHE } }, async (request) => ({
      greeting: request.locale === 'kn' ? 'ನಮಸ್ಕಾರ' : 'Hello',
      served: ++served,
    }));
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

  it('keeps an answer per language: a Kannada answer is never served to the next English reader', async () => {
    const kannada = await get('/api/greeting', { 'accept-language': 'kn-IN,kn;q=0.9' });
    expect(kannada.json()).toEqual({ greeting: 'ನಮಸ್ಕಾರ', served: 1 });
    expect(kannada.headers.vary).toMatch(/accept-language/i);
    const english = await get('/api/greeting');
    expect(english.json()).toEqual({ greeting: 'Hello', served: 2 });
    // Each language's answer is then a hit of its own.
    expect((await get('/api/greeting', { 'accept-language': 'kn' })).json()).toEqual(kannada.json());
    expect((await get('/api/greeting', { 'accept-language': 'en' })).json()).toEqual(english.json());
  });

  it('lets the server renderer peek at an answer by a URL that names its language', async () => {
    const answer = await get('/api/greeting?locale=kn', { 'accept-language': 'en' });
    expect(answer.headers.vary ?? '').not.toMatch(/accept-language/i);
    expect(JSON.parse(app.microCache.peek('/api/greeting?locale=kn')?.payload ?? '{}')).toEqual(
      answer.json(),
    );
    expect(JSON.parse(app.microCache.peek('/api/greeting')?.payload ?? '{}')).toMatchObject({
      greeting: 'Hello',
    });
  });
});
