import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactMessageDetailResponseSchema,
  contactMessageListQuerySchema,
  contactMessageListResponseSchema,
  contactReplyPreviewResponseSchema,
  contactReplyRequestSchema,
  errorBodySchema,
  idParamsSchema,
  INBOX_MESSAGES,
  updateContactMessageRequestSchema,
} from '@charity/shared';
import { requireRole } from '#src/services/staff-auth/guard.ts';
import { actorOf } from '#src/services/staff-auth/guard.ts';
import { detailRoute, listRoute } from '../inbox-routes.ts';
import { createContactInbox } from './service.ts';

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };

/**
 * The contact inbox of the console (coordinator; admins pass every guard): `GET/PATCH
 * /api/admin/contact-messages[/{id}]`, `POST …/{id}/reply` and `POST …/{id}/reply/preview` (docs/product/console.md
 * "Inboxes").
 */
export const messageInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const inbox = createContactInbox(app.db);
  const tags = ['admin'];
  const guard = requireRole('coordinator');
  const url = '/api/admin/contact-messages';

  listRoute(app, url, {
    guard,
    errors,
    summary: 'Contact messages, newest first; filter by status, search name, e-mail and text (coordinator)',
    querystring: contactMessageListQuerySchema,
    response: contactMessageListResponseSchema,
    list: inbox.list,
  });

  detailRoute(app, url, {
    guard,
    errors,
    summary: 'A contact message with its replies, oldest first (coordinator)',
    response: contactMessageDetailResponseSchema,
    get: inbox.get,
  });

  app.patch(
    '/api/admin/contact-messages/:id',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Set the status of a contact message: new, replied or archived (coordinator)',
        params: idParamsSchema,
        body: updateContactMessageRequestSchema,
        response: { 200: contactMessageDetailResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await inbox.setStatus(request.params.id, request.body.status, actorOf(request)),
      message: INBOX_MESSAGES.contactUpdated,
    }),
  );

  app.post(
    '/api/admin/contact-messages/:id/reply',
    {
      onRequest: guard,
      schema: {
        tags,
        summary:
          'Reply to a contact message: mailed to the sender with the message quoted, Reply-To the trust; status becomes replied (coordinator)',
        params: idParamsSchema,
        body: contactReplyRequestSchema,
        response: { 201: contactMessageDetailResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await inbox.reply(request.params.id, request.body.message, actorOf(request)),
        message: INBOX_MESSAGES.contactReplied,
      }),
  );

  app.post(
    '/api/admin/contact-messages/:id/reply/preview',
    {
      onRequest: guard,
      schema: {
        tags,
        summary:
          'The reply mail as the sender would get it (subject, HTML, text); nothing is stored or sent (coordinator)',
        params: idParamsSchema,
        body: contactReplyRequestSchema,
        response: { 200: contactReplyPreviewResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await inbox.previewReply(request.params.id, request.body.message) }),
  );
};
