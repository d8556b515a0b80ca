import { OFFLINE_MODE_LABELS, OFFLINE_MODES, type AdminDonation } from '@charity/shared';

/** Where a donation came from, as the finance screens name it; dates are ui/format.ts's, money @charity/shared's formatRupees. */

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
