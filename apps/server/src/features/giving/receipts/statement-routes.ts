import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  STATEMENT_MESSAGES,
  STATEMENT_PATHS,
  donorStatementListResponseSchema,
  errorBodySchema,
  statementMailResponseSchema,
  statementOptOutSchema,
  statementQuerySchema,
} from '@charity/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FORM_CONTENT_TYPES } from '#src/plugins/form-bodies.ts';
import { createPeriodicJob } from '#src/services/scheduler/periodic-job.ts';
import { currentUser, requireUser } from '#src/services/sessions/plugin.ts';
import { invalidFields } from '#src/shared/domain-error.ts';
import { notFound } from '#src/shared/http-errors.ts';
import { escapeHtml } from '#src/shared/text.ts';
import { listStatements, mailStatement, statementPdf } from './statement-service.ts';
import { privateNoStore, sendPdf } from './pdf-reply.ts';
import { YEAR_END_ATTACHMENT } from './statement-mail.ts';
import {
  optOutWithToken,
  renderYearEndAttachment,
  runYearEndStatements,
  verifyOptOutToken,
} from './year-end-statements.ts';

/** Per IP: each statement is a PDF rendered on demand. */
export const STATEMENT_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };
/** Per IP: each request queues a mail with a PDF; a donor needs a few a year. */
export const STATEMENT_MAIL_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' };
/** Per IP: one-click opt-outs come from mail providers' servers (RFC 8058), as unsubscribes do. */
export const STATEMENT_OPT_OUT_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };
/**
 * How often each instance looks for year-end statements to queue (docs/product/giving.md "Year-end
 * statements"): hourly, so the first mails leave within the hour after midnight on 1 April in India. Every
 * instance may run it: each statement is claimed by a unique row (year-end-statements.ts).
 */
export const YEAR_END_JOB_MS = 60 * 60_000;

/** The small page the opt-out link opens and the form's answer: plain HTML, no script, no sign-in. */
function optOutPage(reply: FastifyReply, status: number, heading: string, body: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(heading)}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1 style="font-size:1.5rem">${escapeHtml(heading)}</h1>${body}</body></html>`,
    );
}

/** Whether the caller is a browser (the page's form) rather than an API client or a mail provider. */
const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

/** Donors' yearly statements (docs/product/giving.md): the list, the PDF and the mail. Signed-in donors only. */
export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['donations'];

  // Year-end statements (docs/decisions/0071-year-end-statements.md): the worker draws each PDF when it sends
  // the mail; the job starts when the app listens, like the content job, so tests that only inject run it
  // themselves, and stops on close after a run in progress.
  app.mail.registerRenderer(YEAR_END_ATTACHMENT, (ref) =>
    renderYearEndAttachment({ db: app.db, images: app.storage }, ref),
  );
  const log = app.log.child({ component: 'year-end-statements' });
  const job = createPeriodicJob({
    name: 'year-end statements',
    work: async () => {
      const run = await runYearEndStatements({ db: app.db, config: app.config });
      if (run.queued + run.opted_out > 0) log.info(run, 'year-end statements: queued statement mails');
      return run;
    },
    delayMs: () => YEAR_END_JOB_MS,
    log,
  });
  app.addHook('onListen', async () => job.start());
  app.addHook('onClose', async () => job.stop());

  // The link in the mail opens a page that asks before recording anything: a GET changes nothing, so a mail
  // scanner following every link opts nobody out.
  app.get(
    STATEMENT_PATHS.optOut,
    {
      config: { rateLimit: STATEMENT_OPT_OUT_RATE_LIMIT },
      schema: {
        tags,
        summary:
          'The page the opt-out link of a year-end statement mail opens (HTML; asks before opting out)',
        querystring: statementOptOutSchema,
      },
    },
    async (request, reply) => {
      const token = request.query.token ?? '';
      if (verifyOptOutToken(token, app.config) === null) {
        return optOutPage(
          reply,
          404,
          'Link not valid',
          `<p>${escapeHtml(STATEMENT_MESSAGES.optOutInvalid)}</p>`,
        );
      }
      const action = `${STATEMENT_PATHS.optOut}?token=${encodeURIComponent(token)}`;
      return optOutPage(
        reply,
        200,
        'Stop year-end statements?',
        `<p>Each April we mail you the statement of your donations for the year that closed. Your statements stay on your payments page to download either way.</p><form method="post" action="${escapeHtml(action)}"><button type="submit" style="font-size:1rem;padding:.5rem 1rem">Stop mailing me statements</button></form>`,
      );
    },
  );

  app.post(
    STATEMENT_PATHS.optOut,
    {
      config: { rateLimit: STATEMENT_OPT_OUT_RATE_LIMIT },
      schema: {
        tags,
        summary:
          "Opt out of year-end statement mails without signing in: RFC 8058 one-click (token in the query), the page's form, or JSON",
        consumes: FORM_CONTENT_TYPES,
        querystring: statementOptOutSchema,
        body: statementOptOutSchema.optional(),
        // No 200 schema: a browser posting the page's form gets HTML, other callers {message}.
        response: { 404: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const token = request.body?.token ?? request.query.token;
      if (!token) throw invalidFields({ token: 'This opt-out link is incomplete' });
      const done = await optOutWithToken(app.db, app.config, token);
      if (wantsHtml(request)) {
        return done
          ? optOutPage(
              reply,
              200,
              'You will get no more statements',
              `<p>${escapeHtml(STATEMENT_MESSAGES.optedOut)}</p>`,
            )
          : optOutPage(
              reply,
              404,
              'Link not valid',
              `<p>${escapeHtml(STATEMENT_MESSAGES.optOutInvalid)}</p>`,
            );
      }
      if (!done) throw notFound(STATEMENT_MESSAGES.optOutInvalid);
      // Answered the same the second time: the donor is opted out either way.
      return { message: STATEMENT_MESSAGES.optedOut };
    },
  );

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
      await mailStatement(
        { db: app.db, images: app.storage },
        currentUser(request),
        request.body,
        request.locale,
      );
      return { message: STATEMENT_MESSAGES.mailed };
    },
  );
};
