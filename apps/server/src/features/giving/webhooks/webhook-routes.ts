import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@charity/shared';
import { HttpError } from '#src/shared/http-errors.ts';
import { givingDeps } from '../gateway-checkout.ts';
import { WEBHOOK_OUTCOMES, handleRazorpayWebhook } from './webhooks.ts';

export const WEBHOOK_MESSAGES = {
  notConfigured: 'Payment webhooks are not configured on this server (RAZORPAY_WEBHOOK_SECRET is not set).',
  badSignature: 'The webhook signature is missing or does not match the body.',
} as const;

const webhookAnswerSchema = z.object({ data: z.object({ status: z.enum(WEBHOOK_OUTCOMES) }) });

/**
 * `POST /api/webhooks/razorpay` (ADR 7). Its own encapsulated plugin, because the signature covers the
 * RAW bytes (docs/product/external-facts.md: re-serialised JSON differs, Razorpay writes `\/`): here, and
 * only here, every body is read as a Buffer instead of being parsed. Not rate-limited: Razorpay's retries
 * must always get through, and a forged delivery costs one HMAC. Answers within milliseconds, well inside
 * Razorpay's 5 s.
 */
export const razorpayWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.hasDecorator('payments')) throw new Error('Register paymentsPlugin before razorpayWebhookRoutes');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const deps = givingDeps(app, 'webhooks');

  app.post(
    '/api/webhooks/razorpay',
    {
      schema: {
        tags: ['payments'],
        summary: 'Razorpay webhooks: signed over the raw body, deduplicated by x-razorpay-event-id',
        response: {
          200: webhookAnswerSchema,
          400: errorBodySchema,
          413: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request) => {
      if (!app.payments.webhooksEnabled)
        throw new HttpError(503, { message: WEBHOOK_MESSAGES.notConfigured });
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!app.payments.verifyWebhook(rawBody, request.headers['x-razorpay-signature'])) {
        request.log.warn('webhook refused: bad or missing signature');
        throw new HttpError(400, { message: WEBHOOK_MESSAGES.badSignature });
      }
      const header = request.headers['x-razorpay-event-id'];
      const eventId =
        typeof header === 'string' && header.trim() !== '' ? header.trim().slice(0, 200) : undefined;
      return { data: { status: await handleRazorpayWebhook(deps, { rawBody, eventId }) } };
    },
  );
};
