import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  REFUND_MESSAGES,
  errorBodySchema,
  idParamsSchema,
  refundRequestSchema,
  refundResponseSchema,
  resendReceiptResponseSchema,
} from '@charity/shared';
import { createAccountLimiter, type AccountRule } from '#src/services/rate-limit/account-limits.ts';
import { currentStaff, requireRole } from '#src/services/staff-auth/guard.ts';
import { DomainError } from '#src/shared/domain-error.ts';
import { findDonationById } from './finance-repository.ts';
import { refundDonation, resendReceipt, type RefundDeps } from './refund-service.ts';
import { errorResponses } from '#src/shared/http-errors.ts';

/**
 * How often the console may mail a receipt again (docs/product/privacy-and-limits.md): each resend is a mail to a
 * donor's inbox with their PAN in the PDF, so a stuck button, a script or a careless session cannot flood anyone.
 * Per donation (keyed by its random reference, so counters never outlive their database) and per staff member.
 */
export const RESEND_RECEIPT_LIMITS = {
  donation: { name: 'resend-receipt-donation', max: 3, windowMs: 60 * 60_000 },
  staff: { name: 'resend-receipt-staff', max: 30, windowMs: 60 * 60_000 },
} as const satisfies Record<string, AccountRule>;

const errors = errorResponses(401, 403, 404, 409, 422);

/**
 * Refunding a donation and resending its receipt (docs/product/giving.md "Refunds"). Finance staff and admins
 * only; every change is audited in its own transaction.
 */
export const refundAdminRoutes: FastifyPluginAsyncZod<{ now?: () => Date }> = async (app, opts) => {
  if (!app.hasDecorator('payments')) throw new Error('Register paymentsPlugin before refundAdminRoutes');
  const deps: RefundDeps = {
    db: app.db,
    cipher: app.cipher,
    gateway: app.payments.gateway,
    log: app.log.child({ module: 'refunds' }),
    ...(opts.now ? { now: opts.now } : {}),
  };
  const finance = requireRole('finance');
  const tags = ['admin'];
  // Shared through Redis when REDIS_URL is set, so several instances count together.
  const limiter = createAccountLimiter({ redis: app.redis, log: app.log, prefix: 'charity:finance:' });

  app.post(
    '/api/admin/donations/:id/refund',
    {
      onRequest: finance,
      schema: {
        tags,
        summary:
          'Refund a paid donation (through Razorpay when it was paid there) and cancel its receipt; 409 when unpaid or refunded already',
        params: idParamsSchema,
        body: refundRequestSchema,
        response: { 200: refundResponseSchema, ...errors, 502: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request) => ({
      data: await refundDonation(deps, request.params.id, request.body, {
        staffId: currentStaff(request).id,
        ip: request.ip,
      }),
      message: REFUND_MESSAGES.refunded,
    }),
  );

  app.post(
    '/api/admin/donations/:id/resend-receipt',
    {
      onRequest: finance,
      schema: {
        tags,
        summary:
          "Mail a paid donation's receipt to the donor again (same number, rendered now); 409 when unpaid, refunded or without an e-mail",
        params: idParamsSchema,
        response: { 200: resendReceiptResponseSchema, ...errors, 429: errorBodySchema },
      },
    },
    async (request) => {
      const staffId = currentStaff(request).id;
      // Every attempt counts, refused ones too; an unknown donation is the service's 404.
      const donation = await findDonationById(app.db, request.params.id);
      if (donation) {
        const counted = await Promise.all([
          limiter.hit(RESEND_RECEIPT_LIMITS.donation, donation.reference),
          limiter.hit(RESEND_RECEIPT_LIMITS.staff, staffId),
        ]);
        const over = counted.filter((state) => state.limited);
        if (over.length > 0) {
          const wait = Math.max(...over.map((state) => state.retryAfterSeconds));
          throw new DomainError('rate-limited', REFUND_MESSAGES.resendLimited(Math.ceil(wait / 60)), {
            retryAfterSeconds: wait,
          });
        }
      }
      return {
        data: await resendReceipt(deps, request.params.id, { staffId, ip: request.ip }),
        message: REFUND_MESSAGES.resent,
      };
    },
  );
};
