import { z } from 'zod';
import { adminDonationDetailResponseSchema } from './finance.ts';

/**
 * Refunds and resent receipts (docs/product/giving.md "Refunds", docs/decisions/0020-refunds-cancel-the-receipt.md).
 * A refunded donation keeps `status` 1 and its receipt number; `refunded_at` cancels the receipt.
 */

export const REFUND_MESSAGES = {
  refunded: 'Donation refunded. Its receipt is cancelled.',
  alreadyRefunded: 'This donation has already been refunded.',
  notPaid: 'Only a paid donation can be refunded.',
  razorpayWithoutKeys:
    "This donation was paid through Razorpay, but this server has no Razorpay keys. Refund it in Razorpay's dashboard: its refund webhook then marks it refunded here.",
  gatewayRefused: 'Razorpay refused the refund',
  gatewayUnavailable:
    'Razorpay could not be reached, so nothing was refunded. Please try again in a few minutes.',
  resent: 'The receipt is on its way to the donor again.',
  resendNotPaid: 'The receipt can be sent once the donation is paid.',
  resendRefunded: 'This donation was refunded: its receipt is cancelled and cannot be sent again.',
  noEmail: 'The donor gave no e-mail address, so the receipt cannot be mailed.',
  resendLimited: (minutes: number) =>
    `This receipt has been mailed again several times already; please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} before sending it again.`,
  receiptCancelled: 'This donation was refunded, so its receipt is cancelled.',
} as const;

/** `POST /api/admin/donations/{id}/refund` */
export const refundRequestSchema = z.object({
  reason: z
    .string({ error: 'Please give the reason for the refund' })
    .trim()
    .min(1, 'Please give the reason for the refund')
    .max(500, 'The reason must be at most 500 characters'),
});
export type RefundRequest = z.output<typeof refundRequestSchema>;
export type RefundInput = z.input<typeof refundRequestSchema>;
/**
 * The console's refund dialog: the reason, and a tick that confirms the refund (it cannot be undone). Only the
 * reason is sent.
 */
export const refundFormSchema = refundRequestSchema.extend({
  confirm: z.boolean().refine((ticked) => ticked, 'Please tick to confirm the refund'),
});
export type RefundFormInput = z.input<typeof refundFormSchema>;

/** The refunded donation, as `GET /api/admin/donations/{id}` answers it. */
export const refundResponseSchema = adminDonationDetailResponseSchema;

/** `POST /api/admin/donations/{id}/resend-receipt` → where the receipt mail was queued. */
export const resendReceiptResponseSchema = z.object({
  data: z.object({ receipt_number: z.string(), to: z.string() }),
  message: z.string(),
});
export type ResendReceiptResponse = z.infer<typeof resendReceiptResponseSchema>;
