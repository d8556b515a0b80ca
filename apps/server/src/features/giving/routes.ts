import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { financeAdminRoutes } from './admin-routes.ts';
import { renderReceiptAttachment } from './mark-paid.ts';
import { RECEIPT_ATTACHMENT } from './receipts/receipt-mail.ts';
import { refundAdminRoutes } from './refund-routes.ts';
import { donationRoutes } from './donation-routes.ts';
import { ehundiRoutes } from './ehundi-routes.ts';
import { financeExportRoutes } from './exports/export-routes.ts';
import { sandboxRoutes } from './sandbox-routes.ts';
import { sandboxSubscriptionRoutes } from './sandbox-subscription-routes.ts';
import { statementRoutes } from './statement-routes.ts';
import { subscriptionRoutes } from './subscription-routes.ts';
import { razorpayWebhookRoutes } from './webhook-routes.ts';

/**
 * The giving feature (docs/product/giving.md): donations and their receipts, e-hundi offerings, the Razorpay
 * webhooks and, only without Razorpay keys, the sandbox checkout. One feature because they share the donation
 * rows; each part stays its own encapsulated plugin (the webhooks replace the body parsers for their route only).
 */
export const givingRoutes: FastifyPluginAsyncZod = async (app) => {
  // Receipt mails name their donation; the mail worker draws the PDF when it sends them (ADR 24).
  app.mail.registerRenderer(RECEIPT_ATTACHMENT, (ref) =>
    renderReceiptAttachment({ db: app.db, cipher: app.cipher, images: app.storage }, ref),
  );
  await app.register(donationRoutes);
  await app.register(razorpayWebhookRoutes);
  await app.register(statementRoutes);
  await app.register(ehundiRoutes);
  await app.register(sandboxRoutes);
  // Monthly giving (docs/decisions/0034): its routes, and the sandbox's imitation of Razorpay Subscriptions.
  await app.register(subscriptionRoutes);
  await app.register(sandboxSubscriptionRoutes);
  // The console's finance area: the same donation rows, seen and completed by staff.
  await app.register(financeAdminRoutes);
  await app.register(refundAdminRoutes);
  await app.register(financeExportRoutes);
};
