import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactCreatedResponseSchema,
  contactRequestSchema,
  errorBodySchema,
  MESSAGES,
} from '@charity/shared';
import { FORM_CONTENT_TYPES, honeypotGuard } from '#src/plugins/form-bodies.ts';
import { submitContactMessage } from './service.ts';

/** Per IP: enough for a person who retypes after a mistake, too few for a script. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '1 minute' };

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact/create',
    {
      config: { rateLimit: CONTACT_RATE_LIMIT },
      // A bot gets the same 201 and text as a person; its id is 0, an id no stored message has.
      preValidation: honeypotGuard({
        statusCode: 201,
        body: { data: { id: 0 }, message: MESSAGES.contactCreated },
      }),
      schema: {
        tags: ['forms'],
        summary:
          'Send a contact message; the organisation is mailed a copy and the sender an acknowledgement',
        consumes: FORM_CONTENT_TYPES,
        body: contactRequestSchema,
        response: {
          201: contactCreatedResponseSchema,
          413: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { id } = await submitContactMessage(app.db, request.body, request.locale);
      return reply.code(201).send({ data: { id }, message: MESSAGES.contactCreated });
    },
  );
};
