import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MONTHLY_MESSAGES,
  errorBodySchema,
  idParamsSchema,
  monthlyGiftResponseSchema,
  monthlyGiftSchema,
  subscriptionCheckoutSchema,
  verifySubscriptionRequestSchema,
} from '@charity/shared';
import { currentUser, requireUser } from '#src/services/sessions/plugin.ts';
import { DomainError } from '#src/shared/domain-error.ts';
import { givingDeps } from '../gateway-checkout.ts';
import { gatewayVerifyRoute, postGatewayCreate } from '../checkout/gateway-route-options.ts';
import { findOwnedSubscription, listOwnedSubscriptions } from './monthly-repository.ts';
import { cancelMonthlyGift, createMonthlyGift, toMonthlyGift, verifyMonthlyGift } from './monthly-service.ts';

/** Per IP: each cancel talks to the gateway; a donor cancels a gift once. */
export const MONTHLY_GIFT_CANCEL_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };

/**
 * Monthly giving (docs/product/giving.md "Monthly giving"): start a monthly gift (plan and subscription
 * at the gateway), verify checkout's authorisation, the donor's monthly gifts on the payments page, and cancel.
 * The subscription.* webhooks are handled with the others (webhooks.ts).
 */
export const monthlyGiftRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.hasDecorator('payments')) throw new Error('Register paymentsPlugin before monthlyGiftRoutes');
  const deps = givingDeps(app, 'monthly-giving');

  // Each start makes a gateway subscription (and maybe a plan): the same bound as a one-off donation's. The body
  // is the donation's own: whatever the donation form asks, a monthly gift records the same.
  postGatewayCreate(
    app,
    '/api/donation/subscription/create',
    {
      summary:
        'Start a monthly gift: the plan for the amount (made or reused) and a subscription at the gateway; answers what opens checkout',
      checkout: subscriptionCheckoutSchema,
    },
    (form, userId, locale) => createMonthlyGift(deps, form, userId, locale),
  );

  app.post(
    '/api/donation/subscription/verify',
    gatewayVerifyRoute(
      "Verify checkout's authorisation of a monthly gift (signature over payment id and OUR subscription id)",
      verifySubscriptionRequestSchema,
      monthlyGiftResponseSchema,
    ),
    async (request) => {
      const gift = await verifyMonthlyGift(deps, {
        subscriptionId: request.body.razorpay_subscription_id,
        paymentId: request.body.razorpay_payment_id,
        signature: request.body.razorpay_signature,
      });
      return { message: MONTHLY_MESSAGES.started, data: gift };
    },
  );

  app.get(
    '/api/user/monthly-gifts',
    {
      onRequest: requireUser,
      schema: {
        tags: ['donations'],
        summary: "The donor's monthly gifts, newest first (those never started are left out)",
        response: { 200: z.object({ data: z.array(monthlyGiftSchema) }), 401: errorBodySchema },
      },
    },
    async (request) => ({
      data: (await listOwnedSubscriptions(app.db, currentUser(request))).map(toMonthlyGift),
    }),
  );

  app.post(
    '/api/donation/subscription/:id/cancel',
    {
      onRequest: requireUser,
      config: { rateLimit: MONTHLY_GIFT_CANCEL_RATE_LIMIT },
      schema: {
        tags: ['donations'],
        summary: "Cancel one of the donor's monthly gifts at the gateway; cancelling again answers the same",
        params: idParamsSchema,
        response: {
          200: monthlyGiftResponseSchema,
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
      const subscription = await findOwnedSubscription(app.db, request.params.id, currentUser(request));
      if (!subscription) throw new DomainError('not-found', MONTHLY_MESSAGES.notFound);
      return { message: MONTHLY_MESSAGES.cancelled, data: await cancelMonthlyGift(deps, subscription) };
    },
  );
};
