import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  STATEMENT_MESSAGES,
  STATEMENT_PATHS,
  donorStatementListResponseSchema,
  errorBodySchema,
  statementMailResponseSchema,
  statementQuerySchema,
} from '@charity/shared';
import { currentUser, requireUser } from '#src/services/sessions/plugin.ts';
import { listStatements, mailStatement, statementPdf } from './statement-service.ts';
import { privateNoStore, sendPdf } from './pdf-reply.ts';

/** Per IP: each statement is a PDF rendered on demand. */
export const STATEMENT_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };
/** Per IP: each request queues a mail with a PDF; a donor needs a few a year. */
export const STATEMENT_MAIL_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' };

/** Donors' yearly statements (docs/product/giving.md): the list, the PDF and the mail. Signed-in donors only. */
export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['donations'];

  app.get(
    STATEMENT_PATHS.list,
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "The trusts and financial years the donor's receipted donations give a statement for",
        response: { 200: donorStatementListResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ data: await listStatements(app.db, currentUser(request)) }),
  );

  app.get(
    STATEMENT_PATHS.pdf,
    {
      onRequest: requireUser,
      config: { rateLimit: STATEMENT_RATE_LIMIT },
      // It lists the donor's gifts: no shared cache may keep it, nor the browser's.
      onSend: privateNoStore,
      schema: {
        tags,
        summary:
          "The donor's statement of one trust and financial year as a PDF (paid donations with a receipt, refunded ones left out)",
        querystring: statementQuerySchema,
        // No response schemas: the success is a PDF, sent as bytes; errors are 401, 404, 422 and 429 bodies.
      },
    },
    async (request, reply) => {
      return sendPdf(
        reply,
        await statementPdf({ db: app.db, images: app.storage }, currentUser(request), request.query),
        'attachment',
      );
    },
  );

  app.post(
    STATEMENT_PATHS.mail,
    {
      onRequest: requireUser,
      config: { rateLimit: STATEMENT_MAIL_RATE_LIMIT },
      schema: {
        tags,
        summary:
          "Mail the donor's statement of one trust and financial year to the account's verified address",
        body: statementQuerySchema,
        response: {
          200: statementMailResponseSchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      await mailStatement({ db: app.db, images: app.storage }, currentUser(request), request.body);
      return { message: STATEMENT_MESSAGES.mailed };
    },
  );
};
