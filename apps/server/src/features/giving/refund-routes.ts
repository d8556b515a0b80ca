import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  REFUND_MESSAGES,
  errorBodySchema,
  idParamsSchema,
  refundRequestSchema,
  refundResponseSchema,
  resendReceiptResponseSchema,
} from '@charity/shared';
import { currentStaff, requireRole } from '#src/services/staff-auth/guard.ts';
import { refundDonation, resendReceipt, type RefundDeps } from './refund-service.ts';

const errors = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};

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
        response: { 200: resendReceiptResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await resendReceipt(deps, request.params.id, {
        staffId: currentStaff(request).id,
        ip: request.ip,
      }),
      message: REFUND_MESSAGES.resent,
    }),
  );
};
