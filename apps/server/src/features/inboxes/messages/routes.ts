import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactMessageDetailResponseSchema,
  contactMessageListQuerySchema,
  contactMessageListResponseSchema,
  contactReplyRequestSchema,
  errorBodySchema,
  idParamsSchema,
  INBOX_MESSAGES,
  updateContactMessageRequestSchema,
} from '@charity/shared';
import { currentStaff, requireRole } from '#src/services/staff-auth/guard.ts';
import { createContactInbox } from './service.ts';

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };

const actorOf = (request: FastifyRequest) => ({ staffId: currentStaff(request).id, ip: request.ip });

/**
 * The contact inbox of the console (coordinator; admins pass every guard): `GET/PATCH
 * /api/admin/contact-messages[/{id}]` and `POST …/{id}/reply` (docs/product/console.md "Inboxes").
 */
export const messageInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const inbox = createContactInbox(app.db);
  const tags = ['admin'];
  const guard = requireRole('coordinator');

  app.get(
    '/api/admin/contact-messages',
    {
      onRequest: guard,
      schema: {
        tags,
        summary:
          'Contact messages, newest first; filter by status, search name, e-mail and text (coordinator)',
        querystring: contactMessageListQuerySchema,
        response: { 200: contactMessageListResponseSchema, ...errors },
      },
    },
    async (request) => inbox.list(request.query),
  );

  app.get(
    '/api/admin/contact-messages/:id',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'A contact message with its replies, oldest first (coordinator)',
        params: idParamsSchema,
        response: { 200: contactMessageDetailResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await inbox.get(request.params.id) }),
  );

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
};
