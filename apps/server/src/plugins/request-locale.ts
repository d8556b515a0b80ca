import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { localiseAnswer } from '@charity/shared/catalogue';
import { DEFAULT_LOCALE, negotiateLocale, type Locale } from '@charity/shared/locales';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The language the caller reads (docs/product/languages.md "The server's language"): `?locale=`, else
     * Accept-Language, else English. Features answer their messages in it and store it with what a visitor sends.
     */
    locale: Locale;
  }
}

/** The console and its API stay English (docs/product/languages.md): only the public API answers in a language. */
const answersInLanguage = (request: FastifyRequest) => !request.url.startsWith('/api/admin');

type Answer = { message?: unknown; errors?: unknown };

/**
 * An answer's `message` and field `errors` in the request's language (ADR 0075). Services and schemas keep
 * writing the English of the catalogue's `answers` and `validation` sections; this one place turns it into the
 * visitor's language, so no route or service carries a language of its own. Field keys and codes never change.
 */
function localiseBody(body: Answer, locale: Locale): Answer {
  const localised: Answer = { ...body };
  if (typeof body.message === 'string') localised.message = localiseAnswer(body.message, locale);
  if (body.errors && typeof body.errors === 'object' && !Array.isArray(body.errors)) {
    localised.errors = Object.fromEntries(
      Object.entries(body.errors).map(([field, text]) => [
        field,
        typeof text === 'string' ? localiseAnswer(text, locale) : text,
      ]),
    );
  }
  return localised;
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
    app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
      if (request.locale === DEFAULT_LOCALE || !answersInLanguage(request)) return payload;
      if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
      const answer = payload as Answer;
      if (typeof answer.message !== 'string' && answer.errors === undefined) return payload;
      return localiseBody(answer, request.locale);
    });
  },
  { name: 'request-locale' },
);
