import type { AdminDonation } from '@charity/shared';

/** The status in words, with a tag when refunded (the list shows the same). */
export function StatusName({ donation }: { donation: Pick<AdminDonation, 'status_name' | 'refunded_at'> }) {
  if (donation.refunded_at === null) return <>{donation.status_name}</>;
  return (
    <span className="inline-flex items-center rounded-full bg-stone-200 px-3 py-0.5 text-sm font-semibold text-stone-800">
      {donation.status_name}
    </span>
  );
}
