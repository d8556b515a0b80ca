import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLocalePlugin } from './request-locale.ts';

/** `request.locale` as every route reads it (docs/product/languages.md "The server's language"). */
describe('request locale', () => {
  const app = Fastify();
  beforeAll(async () => {
    await app.register(requestLocalePlugin);
    app.get('/probe', async (request) => ({ locale: request.locale }));
    app.post('/probe', { schema: { body: { type: 'object', required: ['x'] } } }, async (request) => ({
      locale: request.locale,
    }));
    app.setErrorHandler((error, request, reply) => reply.status(422).send({ locale: request.locale }));
    await app.ready();
  });
  afterAll(() => app.close());

  const localeOf = async (
    url: string,
    headers: Record<string, string> = {},
    method: 'GET' | 'POST' = 'GET',
  ) =>
    (await app.inject({ method, url, headers, ...(method === 'POST' ? { payload: {} } : {}) })).json<{
      locale: string;
    }>().locale;

  it('is English without a choice, ?locale= when given, else the browser’s language', async () => {
    expect(await localeOf('/probe')).toBe('en');
    expect(await localeOf('/probe?locale=kn')).toBe('kn');
    expect(await localeOf('/probe', { 'accept-language': 'kn-IN,kn;q=0.9,en;q=0.8' })).toBe('kn');
    expect(await localeOf('/probe?locale=en', { 'accept-language': 'kn' })).toBe('en');
    expect(await localeOf('/probe?locale=xx', { 'accept-language': 'ta, en;q=0.5' })).toBe('en');
  });

  it('is known before the body is validated, so a refused body can be answered in it', async () => {
    expect(await localeOf('/probe?locale=kn', {}, 'POST')).toBe('kn');
  });
});
