import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  dataEnvelope,
  donationRequestSchema,
  errorBodySchema,
  type DonationRequest,
  type Locale,
} from '@charity/shared';
import { FORM_CONTENT_TYPES } from '#src/plugins/form-bodies.ts';

/*
 * What a one-off donation's routes and a monthly gift's share: the same form starts either (and makes something at
 * the gateway), and checkout's result is verified the same way, so the two keep one set of limits, bodies and
 * error statuses.
 */

/** Per IP. Each create makes a gateway order, so a script cannot make thousands; a donor never needs more. */
export const DONATION_CREATE_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };
/** Per IP: a real checkout verifies once; the limit bounds signature guessing (hopeless anyway at 2^256). */
export const VERIFY_PAYMENT_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

/**
 * A post of the donation form that makes something at the gateway before anything is stored: 201 with what opens
 * checkout; 413 and 422 for the form, 429 for the limit, 502 and 503 when the gateway refuses or is down.
 */
export function gatewayCreateRoute<Checkout extends z.ZodType>(summary: string, checkout: Checkout) {
  return {
    config: { rateLimit: DONATION_CREATE_RATE_LIMIT },
    schema: {
      tags: ['donations'],
      summary,
      consumes: FORM_CONTENT_TYPES,
      body: donationRequestSchema,
      response: {
        201: dataEnvelope(checkout),
        413: errorBodySchema,
        422: errorBodySchema,
        429: errorBodySchema,
        502: errorBodySchema,
        503: errorBodySchema,
      },
    },
  };
}

/**
 * Registers a gateway create route (gatewayCreateRoute): the donation form, and the visitor when logged in, go to
 * `create`; its answer is the 201's data.
 */
export function postGatewayCreate<Checkout extends z.ZodType>(
  app: FastifyInstance,
  url: string,
  route: { summary: string; checkout: Checkout },
  /** `locale`: the language the form was sent from, stored with the gift (its mails are in it). */
  create: (form: DonationRequest, userId: string | null, locale: Locale) => Promise<z.infer<Checkout>>,
): void {
  // The body is the schema's parsed form (validated before the handler runs); the generic names its type here.
  app.post<{ Body: DonationRequest }>(
    url,
    gatewayCreateRoute(route.summary, route.checkout),
    async (request, reply) => {
      const checkout = await create(request.body, request.user?.id ?? null, request.locale);
      return reply.code(201).send({ data: checkout });
    },
  );
}

/**
 * A post of what checkout's handler received, to be verified against OUR stored id: 400 for a signature that does
 * not match, 404 for an id that is not ours.
 */
export function gatewayVerifyRoute<Body extends z.ZodType, Answer extends z.ZodType>(
  summary: string,
  body: Body,
  answer: Answer,
) {
  return {
    config: { rateLimit: VERIFY_PAYMENT_RATE_LIMIT },
    schema: {
      tags: ['donations'],
      summary,
      consumes: FORM_CONTENT_TYPES,
      body,
      response: {
        200: answer,
        400: errorBodySchema,
        404: errorBodySchema,
        422: errorBodySchema,
        429: errorBodySchema,
      },
    },
  };
}
