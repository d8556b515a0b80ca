import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  dataEnvelope,
  donationRequestSchema,
  ehundiEntrySchema,
  errorBodySchema,
} from '@charity/shared';
import { FORM_CONTENT_TYPES } from '#src/plugins/form-bodies.ts';
import { createEhundiEntry } from './ehundi-service.ts';

/** Per IP: an offering is made once; a few more allow for corrections. */
export const EHUNDI_RATE_LIMIT = { max: 10, timeWindow: '10 minutes' };

/**
 * `POST /api/e-hundi/create` (docs/product/giving.md): the donation form's fields; answers the entry and its
 * UPI QR code.
 */
export const ehundiRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, cipher: app.cipher };

  app.post(
    '/api/e-hundi/create',
    {
      config: { rateLimit: EHUNDI_RATE_LIMIT },
      schema: {
        tags: ['forms'],
        summary: 'Save an e-hundi entry (PAN encrypted); answers a upi://pay link for it and its SVG QR code',
        consumes: FORM_CONTENT_TYPES,
        body: donationRequestSchema,
        response: {
          201: dataEnvelope(ehundiEntrySchema),
          413: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const entry = await createEhundiEntry(deps, request.body, request.locale);
      return reply.code(201).send({ data: entry, message: MESSAGES.eHundiCreated });
    },
  );
};
