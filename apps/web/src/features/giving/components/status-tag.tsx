import { DONATION_STATUS, donationStatusName } from '@charity/shared';

/**
 * docs/product/giving.md's status tag: red "Pending" for 0, green "Paid" for 1, grey "Refunded" once a paid
 * donation was refunded (docs/product/giving.md, The donor's payments page). The word carries the meaning; the
 * colour only repeats it (WCAG 1.4.1). The words are packages/shared's donationStatusName, the same the server
 * answers as `status_name`.
 */
export function StatusTag({ status, refunded = false }: { status: number; refunded?: boolean }) {
  const paid = status === DONATION_STATUS.paid;
  const colours = refunded
    ? 'bg-stone-200 text-stone-800'
    : paid
      ? 'bg-green-100 text-green-800'
      : 'bg-red-100 text-red-800';
  return (
    <span className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ${colours}`}>
      {donationStatusName(status, refunded)}
    </span>
  );
}
