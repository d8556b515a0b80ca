import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, messageResponseSchema, MESSAGES, volunteerRequestSchema } from '@charity/shared';
import { FORM_CONTENT_TYPES, honeypotGuard } from '#src/plugins/form-bodies.ts';
import { submitVolunteerApplication } from './service.ts';

/** Per IP: an application is filled in once; a few tries allow for corrections. */
export const VOLUNTEER_RATE_LIMIT = { max: 3, timeWindow: '10 minutes' };

export const volunteerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cipher } = app;
  const success = { message: MESSAGES.volunteerCreated };

  app.post(
    '/api/volunteer/create',
    {
      config: { rateLimit: VOLUNTEER_RATE_LIMIT },
      preValidation: honeypotGuard({ statusCode: 201, body: success }),
      schema: {
        tags: ['forms'],
        summary: 'Apply to volunteer (the form sends multipart); the Aadhaar number is stored encrypted',
        consumes: FORM_CONTENT_TYPES,
        body: volunteerRequestSchema,
        response: {
          201: messageResponseSchema,
          413: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await submitVolunteerApplication(app.db, cipher, request.body, request.locale);
      return reply.code(201).send(success);
    },
  );
};
