import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FINANCE_MESSAGES,
  adminDonationDetailResponseSchema,
  adminDonationListResponseSchema,
  adminDonationsQuerySchema,
  adminEhundiListResponseSchema,
  adminEhundiQuerySchema,
  idParamsSchema,
  offlineGiftRequestSchema,
  offlineGiftResponseSchema,
  offlineImportErrorBodySchema,
  offlineImportRequestSchema,
  offlineImportResponseSchema,
  reconcileEhundiRequestSchema,
  reconcileEhundiResponseSchema,
} from '@charity/shared';
import { actorOf, requireRole } from '#src/services/staff-auth/guard.ts';
import { donationDetail, listAdminDonations, staffReceiptPdf } from './donations-service.ts';
import { listAdminEhundiEntries, reconcileEhundiEntry } from './ehundi-entries-service.ts';
import type { FinanceDeps } from './finance.ts';
import { importOfflineGifts, recordOfflineGift } from './offline-service.ts';
import { errorResponses } from '#src/shared/http-errors.ts';
import { privateNoStore, sendPdf } from '../receipts/pdf-reply.ts';

const errors = errorResponses(401, 403, 404, 409, 422);

/**
 * The console's finance API (docs/product/giving.md, docs/product/console.md): donations, their receipts,
 * e-hundi reconciliation and offline gifts. Finance staff and admins only.
 */
export const financeAdminRoutes: FastifyPluginAsyncZod<{ now?: () => Date }> = async (app, opts) => {
  const deps: FinanceDeps = { db: app.db, cipher: app.cipher, ...(opts.now ? { now: opts.now } : {}) };
  const finance = requireRole('finance');
  const tags = ['admin'];

  app.get(
    '/api/admin/donations',
    {
      onRequest: finance,
      schema: {
        tags,
        summary:
          'Donations, newest first, by trust, status (0 unpaid, 1 paid), financial year, dates, gateway and search; meta.totals covers the whole filter',
        querystring: adminDonationsQuerySchema,
        response: { 200: adminDonationListResponseSchema, ...errors },
      },
    },
    async (request) => listAdminDonations(app.db, request.query),
  );

  app.post(
    '/api/admin/donations/offline',
    {
      onRequest: finance,
      schema: {
        tags,
        summary:
          'Record a gift received offline (cash, cheque, bank transfer, UPI, in kind): paid, receipted and mailed',
        body: offlineGiftRequestSchema,
        response: { 201: offlineGiftResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const donation = await recordOfflineGift(deps, request.body, actorOf(request));
      return reply.code(201).send({ data: donation, message: FINANCE_MESSAGES.offlineRecorded });
    },
  );

  app.post(
    '/api/admin/donations/offline/import',
    {
      onRequest: finance,
      schema: {
        tags,
        summary:
          'Record a CSV file of offline gifts, all or nothing: every row checked like a single gift; 422 lists each problem by row and field, or the rows repeating each other or recorded gifts (duplicates: true) unless confirm_duplicates',
        body: offlineImportRequestSchema,
        response: { 201: offlineImportResponseSchema, ...errors, 422: offlineImportErrorBodySchema },
      },
    },
    async (request, reply) => {
      const outcome = await importOfflineGifts(deps, request.body, actorOf(request));
      if (!outcome.ok) {
        const { message, errors: fields, rows, duplicates } = outcome;
        return reply.code(422).send({ message, errors: fields, rows, ...(duplicates ? { duplicates } : {}) });
      }
      return reply.code(201).send({ data: outcome.result, message: FINANCE_MESSAGES.importRecorded });
    },
  );

  app.get(
    '/api/admin/donations/:id',
    {
      onRequest: finance,
      schema: {
        tags,
        summary: 'A donation with its orders, gateway events, receipt and the mails sent about it',
        params: idParamsSchema,
        response: { 200: adminDonationDetailResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await donationDetail(app.db, request.params.id) }),
  );

  app.get(
    '/api/admin/donations/:id/receipt',
    {
      onRequest: finance,
      // A receipt carries the donor's PAN: no cache may keep it.
      onSend: privateNoStore,
      schema: {
        tags,
        summary: "A paid donation's receipt PDF, for staff (409 while unpaid)",
        params: idParamsSchema,
        // No response schemas: the success is a PDF, sent as bytes; errors are 401, 403, 404 and 409 bodies.
      },
    },
    async (request, reply) => {
      return sendPdf(
        reply,
        await staffReceiptPdf({ ...deps, images: app.storage }, request.params.id),
        'inline',
      );
    },
  );

  app.get(
    '/api/admin/ehundi-entries',
    {
      onRequest: finance,
      schema: {
        tags,
        summary: 'E-hundi entries, newest first: pending ones with the reference their UPI payment carries',
        querystring: adminEhundiQuerySchema,
        response: { 200: adminEhundiListResponseSchema, ...errors },
      },
    },
    async (request) => listAdminEhundiEntries(app.db, request.query),
  );

  app.post(
    '/api/admin/ehundi-entries/:id/reconcile',
    {
      onRequest: finance,
      schema: {
        tags,
        summary:
          'Reconcile an entry with its bank credit (UTR, date, amount): a paid donation with a mailed receipt; 409 when done already or the UTR is used',
        params: idParamsSchema,
        body: reconcileEhundiRequestSchema,
        response: { 200: reconcileEhundiResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await reconcileEhundiEntry(deps, request.params.id, request.body, actorOf(request)),
      message: FINANCE_MESSAGES.reconciled,
    }),
  );
};
