import { DONATION_STATUS, DONATION_STATUS_NAMES } from '@charity/shared';

/**
 * docs/product/giving.md's status tag: red "Pending" for 0, green "Paid" for 1. The word carries the meaning;
 * the colour only repeats it (WCAG 1.4.1).
 */
export function StatusTag({ status }: { status: number }) {
  const paid = status === DONATION_STATUS.paid;
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ${
        paid ? 'bg-green-100 text-green-800' : 'bg-red-100 text-red-800'
      }`}
    >
      {DONATION_STATUS_NAMES[paid ? DONATION_STATUS.paid : DONATION_STATUS.unpaid]}
    </span>
  );
}
