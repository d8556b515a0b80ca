import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DONATION_MESSAGES,
  DONATION_STATUS,
  MESSAGES,
  certificateLinkSchema,
  dataEnvelope,
  donationCheckoutSchema,
  donationRowSchema,
  errorBodySchema,
  idParamsSchema,
  pageEnvelope,
  pageQuerySchema,
  donationThankYouSchema,
  thankYouQuerySchema,
  verifyPaymentRequestSchema,
  verifyPaymentResponseSchema,
} from '@charity/shared';
import { currentUser, requireUser } from '#src/services/sessions/plugin.ts';
import { DomainError } from '#src/shared/domain-error.ts';
import { gatewayVerifyRoute, postGatewayCreate } from './gateway-route-options.ts';
import { findOwnedDonation } from '../repository.ts';
import {
  createDonation,
  myDonations,
  payAgain,
  receiptLink,
  receiptPdf,
  thankYou,
  thankYouLink,
  verifyPayment,
} from './donation-service.ts';
import { givingDeps } from '../gateway-checkout.ts';
import { privateNoStore, sendPdf } from '../receipts/pdf-reply.ts';

// Still exported beside the routes they limit, where their tests and callers import them.
export { DONATION_CREATE_RATE_LIMIT, VERIFY_PAYMENT_RATE_LIMIT } from './gateway-route-options.ts';

/** Per IP: reopening the checkout also talks to the gateway. */
export const DONATION_PAY_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };
/** Per IP: the thank-you page asks once per load; the limit bounds token guessing (hopeless anyway). */
export const THANK_YOU_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };
/** Per IP: each receipt is a PDF rendered on demand. */
export const RECEIPT_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

const receiptQuerySchema = z.object({ token: z.string().max(200).optional() });

/**
 * Donations (docs/product/giving.md): create with its gateway order, pay again, verify the checkout,
 * the donor's payments page and the receipt certificate. Webhooks are in webhook-routes.ts (they need the raw body).
 */
export const donationRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.hasDecorator('payments')) throw new Error('Register paymentsPlugin before donationRoutes');
  const { signer } = app;
  const deps = givingDeps(app, 'donations');

  postGatewayCreate(
    app,
    '/api/donation/create',
    {
      summary:
        'Start a donation: creates the gateway order and the unpaid donation; answers what opens checkout',
      checkout: donationCheckoutSchema,
    },
    (form, userId, locale) => createDonation(deps, form, userId, locale),
  );

  app.post(
    '/api/donation/:id/pay',
    {
      onRequest: requireUser,
      config: { rateLimit: DONATION_PAY_RATE_LIMIT },
      schema: {
        tags: ['donations'],
        summary: "Reopen the checkout of one of the donor's unpaid donations (a fresh order when needed)",
        params: idParamsSchema,
        response: {
          200: dataEnvelope(donationCheckoutSchema),
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
          502: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request) => {
      const donation = await findOwnedDonation(app.db, request.params.id, currentUser(request));
      if (!donation) throw new DomainError('not-found', DONATION_MESSAGES.notFound);
      return { data: await payAgain(deps, donation) };
    },
  );

  // docs/product/giving.md writes the path with its trailing slash; the router is strict about slashes, so
  // both are registered.
  for (const url of ['/api/donation/verify-payment/', '/api/donation/verify-payment']) {
    app.post(
      url,
      gatewayVerifyRoute(
        "Verify checkout's result (signature over OUR order id) and mark the donation paid, once",
        verifyPaymentRequestSchema,
        verifyPaymentResponseSchema,
      ),
      async (request) => {
        const outcome = await verifyPayment(deps, {
          orderId: request.body.razorpay_order_id,
          paymentId: request.body.razorpay_payment_id,
          signature: request.body.razorpay_signature,
        });
        const link = thankYouLink(signer, app.config.publicUrl, outcome.donationId);
        return {
          message: MESSAGES.donationSuccessful,
          data: {
            id: outcome.donationId,
            status: DONATION_STATUS.paid,
            receipt_number: outcome.receiptNumber,
            thank_you_token: link.token,
            thank_you_url: link.url,
          },
        };
      },
    );
  }

  app.get(
    '/api/donation/thank-you',
    {
      config: { rateLimit: THANK_YOU_RATE_LIMIT },
      // No cacheControl config: answered `no-store` and never micro-cached (a fresh receipt link every time).
      schema: {
        tags: ['donations'],
        summary:
          "The thank-you page's data for the signed token verify-payment answered (no login: the token is the permission)",
        querystring: thankYouQuerySchema,
        response: {
          200: dataEnvelope(donationThankYouSchema),
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => ({
      data: await thankYou({ db: app.db }, signer, app.config.publicUrl, request.query.token),
    }),
  );

  app.get(
    '/api/user/payment-data',
    {
      onRequest: requireUser,
      schema: {
        tags: ['donations'],
        summary:
          "The donor's donations, 10 per page, newest first: given while logged in or with the verified e-mail",
        querystring: pageQuerySchema,
        response: { 200: pageEnvelope(donationRowSchema), 401: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      return myDonations(app.db, currentUser(request), request.query.page);
    },
  );

  app.get(
    '/api/donation/certificate/:id',
    {
      onRequest: requireUser,
      config: { rateLimit: RECEIPT_RATE_LIMIT },
      schema: {
        tags: ['donations'],
        summary: "A short-lived signed URL of a paid donation's receipt PDF (opened in a new tab)",
        params: idParamsSchema,
        response: {
          200: certificateLinkSchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      const donation = await findOwnedDonation(app.db, request.params.id, currentUser(request));
      if (!donation) throw new DomainError('not-found', DONATION_MESSAGES.notFound);
      return { data: receiptLink(signer, app.config.publicUrl, donation) };
    },
  );

  app.get(
    '/api/donation/certificate/:id/pdf',
    {
      config: { rateLimit: RECEIPT_RATE_LIMIT },
      // A receipt carries the donor's PAN: no cache may keep it.
      onSend: privateNoStore,
      schema: {
        tags: ['donations'],
        summary: 'The receipt PDF; no login, the signed token from the certificate call is the permission',
        params: idParamsSchema,
        querystring: receiptQuerySchema,
        // No response schemas: the success is a PDF, sent as bytes; errors are 403, 404, 422 and 429 bodies.
      },
    },
    async (request, reply) => {
      return sendPdf(
        reply,
        await receiptPdf(
          { ...deps, images: app.storage },
          signer,
          request.params.id,
          request.query.token ?? '',
        ),
        'inline',
      );
    },
  );
};
