import type { ReactNode } from 'react';
import { DONATION_STATUS } from '@charity/shared';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/** What a status means for the reader: done, needs someone, over, or none of those. */
export type StatusTone = 'done' | 'attention' | 'ended' | 'other';

const TONE_COLOURS: Record<StatusTone, string> = {
  done: 'bg-green-100 text-green-800',
  attention: 'bg-red-100 text-red-800',
  ended: 'bg-stone-200 text-stone-800',
  other: 'bg-sand text-maroon',
};

/**
 * The one status tag of the site and the console (a donation's on the donor's payments page and in the console's
 * donations, a monthly gift's): the word carries the meaning, the colour only repeats it (WCAG 1.4.1).
 */
export function StatusTag({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ${TONE_COLOURS[tone]}`}
    >
      {children}
    </span>
  );
}

/**
 * A donation's tag (docs/product/giving.md, The donor's payments page): red "Pending", green "Paid", grey "Refunded"
 * once refunded (a refunded donation keeps status 1, so `refunded` decides). The words are packages/shared's
 * donationStatusName, the same the server answers as `status_name`.
 */
export function DonationStatusTag({ status, refunded }: { status: number; refunded: boolean }) {
  const tone: StatusTone = refunded ? 'ended' : status === DONATION_STATUS.paid ? 'done' : 'attention';
  const t = useT();
  // donationStatusName's three words (Refunded, Paid, Pending), in the page's language.
  const name = refunded
    ? m['myDonations.refunded']
    : status === DONATION_STATUS.paid
      ? m['myDonations.paid']
      : m['myDonations.unpaid'];
  return <StatusTag tone={tone}>{t(name)}</StatusTag>;
}
