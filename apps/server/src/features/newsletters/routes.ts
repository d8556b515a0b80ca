import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  idParamsSchema,
  NEWSLETTER_MESSAGES,
  newsletterListQuerySchema,
  newsletterListResponseSchema,
  newsletterMessageResponseSchema,
  newsletterPreviewResponseSchema,
  newsletterRequestSchema,
  newsletterResponseSchema,
} from '@charity/shared';
import { currentStaff, requireRole } from '#src/services/staff-auth/guard.ts';
import { createNewsletterDispatcher } from './dispatcher.ts';
import { createNewsletterDesk } from './service.ts';

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };
const withConflict = { ...errors, 409: errorBodySchema };

const actorOf = (request: FastifyRequest) => {
  const staff = currentStaff(request);
  return { staffId: staff.id, ip: request.ip, email: staff.email };
};

/**
 * Newsletters in the console (coordinator; admins pass every guard): drafts, preview, test mail, send, pause and
 * resume (docs/product/console.md "Newsletters"). The dispatcher that paces a send into the outbox runs in every
 * instance once it listens (ADR 0025); tests that only inject drive it themselves.
 */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const desk = createNewsletterDesk(app.db, app.config);
  const dispatcher = createNewsletterDispatcher({
    db: app.db,
    config: app.config,
    log: app.log.child({ component: 'newsletters' }),
  });
  app.addHook('onListen', async () => dispatcher.start());
  // Registered after the mail plugin, so this runs before the mail worker stops and the database closes.
  app.addHook('onClose', async () => dispatcher.stop());

  const tags = ['admin'];
  const guard = requireRole('coordinator');
  const base = '/api/admin/newsletters';

  app.get(
    base,
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Newsletters, newest first, each with its counts (coordinator)',
        querystring: newsletterListQuerySchema,
        response: { 200: newsletterListResponseSchema, ...errors },
      },
    },
    async (request) => desk.list(request.query),
  );

  app.post(
    base,
    {
      onRequest: guard,
      schema: {
        tags,
        summary:
          'A new draft: subject, rich text (sanitised), topics and mails per minute (coordinator; audited)',
        body: newsletterRequestSchema,
        response: { 201: newsletterResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await desk.create(request.body, actorOf(request)),
        message: NEWSLETTER_MESSAGES.saved,
      }),
  );

  app.post(
    `${base}/preview`,
    {
      onRequest: guard,
      schema: {
        tags,
        summary:
          'The mail as a subscriber would get it, and how many confirmed subscribers it reaches (coordinator)',
        body: newsletterRequestSchema,
        response: { 200: newsletterPreviewResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await desk.preview(request.body) }),
  );

  app.get(
    `${base}/:id`,
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'A newsletter with its counts: waiting, queued, sent, failed, skipped (coordinator)',
        params: idParamsSchema,
        response: { 200: newsletterResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await desk.get(request.params.id) }),
  );

  app.patch(
    `${base}/:id`,
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Change a draft; 409 once its send has started (coordinator; audited)',
        params: idParamsSchema,
        body: newsletterRequestSchema,
        response: { 200: newsletterResponseSchema, ...withConflict },
      },
    },
    async (request) => ({
      data: await desk.update(request.params.id, request.body, actorOf(request)),
      message: NEWSLETTER_MESSAGES.saved,
    }),
  );

  app.post(
    `${base}/:id/test`,
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Mail the saved newsletter to the signed-in member (coordinator; audited)',
        params: idParamsSchema,
        response: { 200: newsletterMessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await desk.sendTest(request.params.id, actorOf(request));
      return { message: NEWSLETTER_MESSAGES.testSent };
    },
  );

  const move = (
    path: string,
    summary: string,
    run: (id: number, request: FastifyRequest) => ReturnType<typeof desk.send>,
    message: string,
  ) =>
    app.post(
      `${base}/:id/${path}`,
      {
        onRequest: guard,
        schema: {
          tags,
          summary,
          params: idParamsSchema,
          response: { 200: newsletterResponseSchema, ...withConflict },
        },
      },
      async (request) => {
        const data = await run(request.params.id, request);
        dispatcher.nudge();
        return { data, message };
      },
    );

  move(
    'send',
    'Send a draft to every confirmed subscriber of its topics, at its rate; 409 unless a draft, 422 on topics when nobody would get it (coordinator; audited)',
    (id, request) => desk.send(id, actorOf(request)),
    NEWSLETTER_MESSAGES.sending,
  );
  move(
    'pause',
    'Pause a send: no more mails go to the outbox until it resumes; 409 unless sending (coordinator; audited)',
    (id, request) => desk.pause(id, actorOf(request)),
    NEWSLETTER_MESSAGES.paused,
  );
  move(
    'resume',
    'Resume a paused send where it stopped; 409 unless paused (coordinator; audited)',
    (id, request) => desk.resume(id, actorOf(request)),
    NEWSLETTER_MESSAGES.resumed,
  );
};
