import { OFFLINE_MODE_LABELS, OFFLINE_MODES, type AdminDonation } from '@charity/shared';

/** Where a donation came from; dates are the console's (ui/format.ts), money @charity/shared's formatRupees. */

/** A moment as its date in India, dd MMM yyyy: the donor's receipt and payments page write it the same way. */
export { formatDay as formatDate } from '#src/features/admin/ui/format.ts';
/** A moment with its time, in India's time zone (so a browser elsewhere shows the trust's time). */
export { formatWhen as formatDateTime } from '#src/features/admin/ui/format.ts';

export const GATEWAY_LABELS: Record<AdminDonation['gateway'], string> = {
  razorpay: 'Online (Razorpay)',
  sandbox: 'Online (sandbox test)',
  ehundi: 'E-hundi (UPI)',
  offline: 'Offline',
};

/** "Online (Razorpay) · upi", "Offline · Cheque". */
export function sourceOf(donation: Pick<AdminDonation, 'gateway' | 'payment_method'>): string {
  const method = donation.payment_method;
  if (!method) return GATEWAY_LABELS[donation.gateway];
  const mode = OFFLINE_MODES.find((m) => m === method);
  return `${GATEWAY_LABELS[donation.gateway]} · ${mode && donation.gateway === 'offline' ? OFFLINE_MODE_LABELS[mode] : method}`;
}
