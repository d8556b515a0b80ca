import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DONOR_MESSAGES,
  DONOR_PATHS,
  donorDetailResponseSchema,
  donorListQuerySchema,
  donorListResponseSchema,
  donorMergeRequestSchema,
  donorMergeResponseSchema,
  idParamsSchema,
} from '@charity/shared';
import { createPeriodicJob } from '#src/services/scheduler/periodic-job.ts';
import { actorOf, requireRole } from '#src/services/staff-auth/guard.ts';
import { errorResponses } from '#src/shared/http-errors.ts';
import { fillDonors } from './donor-matching.ts';
import { donorDetail, donorsCsv, listDonors, mergeDonors, type DonorDeps } from './donor-service.ts';

const errors = errorResponses(401, 403, 404, 409, 422);

/** How often the fill job looks for paid gifts without a donor (after the first start it finds none). */
const FILL_JOB_MS = 60 * 60 * 1000;

/**
 * Donors as people (docs/product/giving.md "Donors"): the list, one donor, the merge and the CSV. Finance staff
 * and admins. The fill job gives the gifts paid before migration 0031 their donors once the server listens
 * (docs/decisions/0074); tests that only inject call fillDonors themselves.
 */
export const donorRoutes: FastifyPluginAsyncZod<{ now?: () => Date }> = async (app, opts) => {
  const deps: DonorDeps = { db: app.db, cipher: app.cipher, ...(opts.now ? { now: opts.now } : {}) };
  const finance = requireRole('finance');
  const tags = ['admin'];

  const log = app.log.child({ component: 'donors' });
  const job = createPeriodicJob({
    name: 'donors fill',
    work: () => fillDonors(app.db, app.cipher, { log }),
    delayMs: () => FILL_JOB_MS,
    log,
  });
  app.addHook('onListen', async () => job.start());
  app.addHook('onClose', async () => job.stop());

  app.get(
    DONOR_PATHS.list,
    {
      onRequest: finance,
      schema: {
        tags,
        summary:
          'Donors as people, the latest giver first: search by name, e-mail, phone, city or whole PAN; segment first-time, repeat, lapsed (nothing in 12 months) or monthly',
        querystring: donorListQuerySchema,
        response: { 200: donorListResponseSchema, ...errors },
      },
    },
    async (request) => listDonors(deps, request.query),
  );

  app.get(
    DONOR_PATHS.csv,
    {
      onRequest: finance,
      schema: {
        tags,
        summary:
          'The donor list (search and segment as the list) as CSV, streamed, safe to open in a spreadsheet, the PAN masked (audited)',
        querystring: donorListQuerySchema.omit({ page: true }),
        // No response schemas: the success is a stream of CSV; errors are 401, 403 and 422 bodies.
      },
    },
    async (request, reply) => {
      const { stream, disposition } = await donorsCsv(deps, request.query, actorOf(request));
      return reply
        .header('content-disposition', disposition)
        .header('cache-control', 'no-store')
        .type('text/csv; charset=utf-8')
        .send(stream);
    },
  );

  app.get(
    DONOR_PATHS.detail,
    {
      onRequest: finance,
      schema: {
        tags,
        summary:
          'One donor with every gift, monthly gift, receipt, statement and Form 10BE certificate (a merged record answers its survivor)',
        params: idParamsSchema,
        response: { 200: donorDetailResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await donorDetail(deps, request.params.id) }),
  );

  app.post(
    DONOR_PATHS.merge,
    {
      onRequest: finance,
      schema: {
        tags,
        summary:
          'Merge another donor record into this one (the same person): this one keeps every gift; receipts keep their numbers (audited). 422 for itself or an unknown record',
        params: idParamsSchema,
        body: donorMergeRequestSchema,
        response: { 200: donorMergeResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: DONOR_MESSAGES.merged,
      data: await mergeDonors(deps, request.params.id, request.body, actorOf(request)),
    }),
  );
};
