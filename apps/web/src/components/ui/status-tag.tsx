import { DONATION_STATUS, donationStatusName } from '@charity/shared';

/**
 * docs/product/giving.md's status tag: red "Pending" for 0, green "Paid" for 1, grey "Refunded" once a paid
 * donation was refunded (DESIGN §9.3). The word carries the meaning; the colour only repeats it (WCAG 1.4.1).
 * The words are packages/shared's donationStatusName, the same the server answers as `status_name`.
 *
 * `quiet` is the console's donations list and detail: there a status is plain words, and only a refunded gift is
 * tagged, a little tighter to sit in a table row.
 */
export function StatusTag({
  status,
  refunded = false,
  quiet = false,
}: {
  status: number;
  refunded?: boolean;
  quiet?: boolean;
}) {
  const name = donationStatusName(status, refunded);
  if (quiet && !refunded) return <>{name}</>;
  const paid = status === DONATION_STATUS.paid;
  const colours = refunded
    ? 'bg-stone-200 text-stone-800'
    : paid
      ? 'bg-green-100 text-green-800'
      : 'bg-red-100 text-red-800';
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 ${quiet ? 'py-0.5' : 'py-1'} text-sm font-semibold ${colours}`}
    >
      {name}
    </span>
  );
}
