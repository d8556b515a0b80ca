import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  messageResponseSchema,
  MESSAGES,
  paths,
  subscriptionRequestSchema,
  subscriptionTokenRequestSchema,
} from '@charity/shared';
import { invalidFields } from '#src/shared/domain-error.ts';
import { HttpError, notFound } from '#src/shared/http-errors.ts';
import { FORM_CONTENT_TYPES, honeypotGuard } from '#src/plugins/form-bodies.ts';
import { UNSUBSCRIBE_API_PATH } from '#src/services/mail/newsletter-mail.ts';
import { confirmSubscription, subscribe, unsubscribeWithToken } from './service.ts';

/** Per IP: a household may subscribe a few addresses; a script may not subscribe thousands of strangers. */
export const SUBSCRIBE_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' };
export const CONFIRM_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };
/**
 * Higher than the others: one-click unsubscribes come from the mail provider's servers (RFC 8058), so after a
 * newsletter many readers' clicks share a few IP addresses, and each one must get through. The tokens are
 * HMAC-signed, so the limit only guards against load, not guessing.
 */
export const UNSUBSCRIBE_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

const INVALID_UNSUBSCRIBE_LINK =
  'This unsubscribe link is not valid. Please use the link from our latest e-mail.';

/** The link's token travels in the query (mail clients) or the body (our web page). */
const unsubscribeQuerySchema = z.object({ token: z.string().max(200).optional() });
/**
 * RFC 8058 §3.2: mail clients POST `List-Unsubscribe=One-Click` as a form (urlencoded or multipart) to the URL of
 * the header; the web page posts JSON `{ token }`. Either is accepted, and so is an empty body.
 */
const unsubscribeBodySchema = z
  .object({
    token: z.string().max(200).optional(),
    'List-Unsubscribe': z.string().optional(),
  })
  // Fastify hands a POST without a body to validation as null.
  .nullish();

export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const success = { message: MESSAGES.subscribed };

  app.post(
    '/api/subscription/create',
    {
      config: { rateLimit: SUBSCRIBE_RATE_LIMIT },
      preValidation: honeypotGuard({ statusCode: 200, body: success }),
      schema: {
        tags: ['forms'],
        summary:
          'Subscribe to updates (double opt-in: a confirmation link is mailed; subscribing again updates the topics)',
        consumes: FORM_CONTENT_TYPES,
        body: subscriptionRequestSchema,
        response: {
          200: messageResponseSchema,
          413: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      await subscribe(app.db, app.config, request.body, request.locale);
      return success;
    },
  );

  // A POST, not a GET: mail scanners that prefetch every link in a mail must not confirm for the reader.
  app.post(
    '/api/subscription/confirm',
    {
      config: { rateLimit: CONFIRM_RATE_LIMIT },
      schema: {
        tags: ['forms'],
        summary: 'Confirm a subscription with the token from the confirmation mail',
        consumes: FORM_CONTENT_TYPES,
        body: subscriptionTokenRequestSchema,
        response: {
          200: messageResponseSchema,
          404: errorBodySchema,
          410: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      const result = await confirmSubscription(app.db, request.body.token);
      if (result === 'unknown') {
        throw notFound(
          'This confirmation link is not valid or has already been used. If you are not yet subscribed, please subscribe again.',
        );
      }
      if (result === 'expired') {
        throw new HttpError(410, {
          message: 'This confirmation link has expired. Please subscribe again to get a new one.',
        });
      }
      return { message: MESSAGES.subscriptionConfirmed };
    },
  );

  app.post(
    UNSUBSCRIBE_API_PATH,
    {
      config: { rateLimit: UNSUBSCRIBE_RATE_LIMIT },
      schema: {
        tags: ['forms'],
        summary:
          'Unsubscribe without logging in: RFC 8058 one-click (token in the query) or the web page (JSON)',
        consumes: FORM_CONTENT_TYPES,
        querystring: unsubscribeQuerySchema,
        body: unsubscribeBodySchema,
        response: {
          200: messageResponseSchema,
          404: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      const token = request.body?.token ?? request.query.token;
      if (!token) throw invalidFields({ token: 'This unsubscribe link is incomplete' });
      if (!(await unsubscribeWithToken(app.db, app.config, token))) throw notFound(INVALID_UNSUBSCRIBE_LINK);
      // Answered the same the second time: the address is unsubscribed either way.
      return { message: MESSAGES.unsubscribed };
    },
  );

  // A person who opens the List-Unsubscribe URL in a browser lands on the page that asks before unsubscribing;
  // a GET changes nothing, so link scanners cannot unsubscribe anyone.
  app.get(
    UNSUBSCRIBE_API_PATH,
    {
      config: { rateLimit: UNSUBSCRIBE_RATE_LIMIT },
      schema: { tags: ['forms'], querystring: unsubscribeQuerySchema, response: { 422: errorBodySchema } },
    },
    async (request, reply) => {
      const query = request.query.token ? `?token=${encodeURIComponent(request.query.token)}` : '';
      return reply.redirect(`${paths.subscriptionUnsubscribe}${query}`, 303);
    },
  );
};
