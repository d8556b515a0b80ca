import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { campaignRoutes } from './campaigns/campaign-routes.ts';
import { wallAdminRoutes } from './campaigns/wall-routes.ts';
import { donationRoutes } from './checkout/donation-routes.ts';
import { renderReceiptAttachment } from './checkout/mark-paid.ts';
import { financeAdminRoutes } from './console/finance-routes.ts';
import { donorRoutes } from './donors/donor-routes.ts';
import { refundAdminRoutes } from './console/refund-routes.ts';
import { ehundiRoutes } from './ehundi/ehundi-routes.ts';
import { financeExportRoutes } from './exports/export-routes.ts';
import { form10beRoutes } from './form-10be/form-10be-routes.ts';
import { monthlyGiftRoutes } from './monthly/monthly-routes.ts';
import { RECEIPT_ATTACHMENT } from './receipts/receipt-mail.ts';
import { statementRoutes } from './receipts/statement-routes.ts';
import { sandboxMonthlyGiftRoutes } from './sandbox/sandbox-monthly-routes.ts';
import { sandboxRoutes } from './sandbox/sandbox-routes.ts';
import { razorpayWebhookRoutes } from './webhooks/webhook-routes.ts';

/**
 * The giving feature (docs/product/giving.md): donations and their receipts, e-hundi offerings, the Razorpay
 * webhooks and, only without Razorpay keys, the sandbox checkout. One feature because they share the donation
 * rows; each part stays its own encapsulated plugin (the webhooks replace the body parsers for their route only).
 * Each part has its folder: checkout/ (one-off donations and the one path that marks them paid), monthly/
 * (monthly gifts, Razorpay Subscriptions), ehundi/, webhooks/, sandbox/, receipts/ (receipts and statements),
 * console/ (the finance area: donations, e-hundi entries, offline gifts, refunds), exports/, form-10be/ (the Form
 * 10BE certificates the portal generates from the exported statement), donors/ (gifts grouped by the person who
 * gave them) and campaigns/ (appeals with a goal, their
 * walls). What they all share stays here: the donation rows (repository.ts), the giving rules and the test kits.
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
  await app.register(monthlyGiftRoutes);
  await app.register(sandboxMonthlyGiftRoutes);
  // The console's finance area: the same donation rows, seen and completed by staff.
  await app.register(financeAdminRoutes);
  await app.register(refundAdminRoutes);
  await app.register(financeExportRoutes);
  await app.register(form10beRoutes);
  // Donors as people: every paid gift's donor, matched by PAN or verified e-mail (docs/decisions/0074).
  await app.register(donorRoutes);
  // Campaigns: appeals whose figures are sums of these donation rows (docs/decisions/0068).
  await app.register(campaignRoutes);
  await app.register(wallAdminRoutes);
};
