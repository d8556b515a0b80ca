import { OFFLINE_MODE_LABELS, OFFLINE_MODES, type AdminDonation } from '@charity/shared';

/** How the finance screens write money, dates and where a donation came from. */

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
export const formatRupees = (amount: number) => rupees.format(amount);

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});
const format = (formatter: Intl.DateTimeFormat, value: string | null) => {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatter.format(date);
};
/** A moment as its date in India. */
export const formatDate = (value: string | null) => format(dateFormat, value);
export const formatDateTime = (value: string | null) => format(dateTimeFormat, value);

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
