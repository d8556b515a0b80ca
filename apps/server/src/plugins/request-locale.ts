import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { negotiateLocale, type Locale } from '@charity/shared/locales';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The language the caller reads (docs/product/languages.md "The server's language"): `?locale=`, else
     * Accept-Language, else English. Features answer their messages in it and store it with what a visitor sends.
     */
    locale: Locale;
  }
}

/** Sets `request.locale` on every request, before validation, so field messages can be answered in it too. */
export const requestLocalePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('locale', 'en');
    app.addHook('onRequest', async (request) => {
      request.locale = negotiateLocale(
        (request.query as Record<string, unknown> | undefined)?.locale,
        request.headers['accept-language'],
      );
    });
  },
  { name: 'request-locale' },
);
