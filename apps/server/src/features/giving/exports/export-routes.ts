import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { FINANCE_EXPORTS, financeExportQuerySchema, form10bdChecklistResponseSchema } from '@charity/shared';
import { actorOf, requireRole } from '#src/services/staff-auth/guard.ts';
import { errorResponses } from '#src/shared/http-errors.ts';
import {
  donationsCsvStream,
  form10bdChecklistOf,
  form10bdExport,
  type ExportDeps,
} from './export-service.ts';

const errors = errorResponses(401, 403, 422);

/**
 * The finance exports (docs/product/giving.md): finance staff and admins. The files carry donors' details,
 * so no cache may keep them.
 */
export const financeExportRoutes: FastifyPluginAsyncZod<{ now?: () => Date; pageSize?: number }> = async (
  app,
  opts,
) => {
  const deps = (request: FastifyRequest): ExportDeps => ({
    db: app.db,
    cipher: app.cipher,
    log: request.log,
    ...(opts.now ? { now: opts.now } : {}),
    ...(opts.pageSize ? { pageSize: opts.pageSize } : {}),
  });
  const finance = requireRole('finance');
  const tags = ['admin'];

  app.get(
    FINANCE_EXPORTS.donations,
    {
      onRequest: finance,
      schema: {
        tags,
        summary:
          "One trust's receipted donations in a financial year as CSV, streamed, safe to open in a spreadsheet, the PAN masked (audited)",
        querystring: financeExportQuerySchema,
        // No response schemas: the success is a stream of CSV; errors are 401, 403 and 422 bodies.
      },
    },
    async (request, reply) => {
      const { stream, disposition } = donationsCsvStream(deps(request), request.query, actorOf(request));
      return reply
        .header('content-disposition', disposition)
        .header('cache-control', 'no-store')
        .type('text/csv; charset=utf-8')
        .send(stream);
    },
  );

  app.get(
    FINANCE_EXPORTS.form10bd,
    {
      onRequest: finance,
      schema: {
        tags,
        summary:
          "Form 10BD Part B for one trust and financial year, in the portal's column order, aggregated per donor, type and mode (Rule 18AB(3)); audited",
        querystring: financeExportQuerySchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const { csv, disposition } = await form10bdExport(deps(request), request.query, actorOf(request));
      return reply
        .header('content-disposition', disposition)
        .header('cache-control', 'no-store')
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );

  app.get(
    FINANCE_EXPORTS.checklist,
    {
      onRequest: finance,
      schema: {
        tags,
        summary:
          'What would stop the Form 10BD filing (no PAN, no address, no 80G registration) or needs a look (cash above ₹2,000, kind), with the receipts concerned',
        querystring: financeExportQuerySchema,
        response: { 200: form10bdChecklistResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await form10bdChecklistOf(deps(request), request.query) };
    },
  );
};
