import type { AdminDonation } from '@charity/shared';

/**
 * The status in words, with a tag when refunded (the list shows the same). The words are the API's `status_name`,
 * which the server takes from packages/shared's donationStatusName, as the donor's StatusTag does. The console
 * keeps its own markup rather than importing the giving feature's tag: a component both the console and the
 * payments page import becomes one more chunk in the home page's preload list, which is at its 120 kB budget
 * (docs/decisions/0038-home-page-bytes-and-host-speed.md).
 */
export function StatusName({ donation }: { donation: Pick<AdminDonation, 'status_name' | 'refunded_at'> }) {
  if (donation.refunded_at === null) return <>{donation.status_name}</>;
  return (
    <span className="inline-flex items-center rounded-full bg-stone-200 px-3 py-0.5 text-sm font-semibold text-stone-800">
      {donation.status_name}
    </span>
  );
}
