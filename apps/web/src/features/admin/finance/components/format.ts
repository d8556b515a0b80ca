import { formatDateInIndia, OFFLINE_MODE_LABELS, OFFLINE_MODES, type AdminDonation } from '@charity/shared';

/** How the finance screens write dates and where a donation came from; money is @charity/shared's formatRupees. */

const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});
const format = (formatter: (date: Date) => string, value: string | null) => {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatter(date);
};
/** A moment as its date in India, dd MMM yyyy: the donor's receipt and payments page write it the same way. */
export const formatDate = (value: string | null) => format(formatDateInIndia, value);
/** A moment with its time, in India's time zone (explicit, so a browser elsewhere shows the trust's time). */
export const formatDateTime = (value: string | null) => format((date) => dateTimeFormat.format(date), value);

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
