import type { AdminDonation } from '@charity/shared';
import { StatusTag } from '#src/components/ui/status-tag.tsx';

/** The status in words, with a tag when refunded (the list shows the same): the site's one status tag, quiet. */
export function StatusName({ donation }: { donation: Pick<AdminDonation, 'status' | 'refunded_at'> }) {
  return <StatusTag status={donation.status} refunded={donation.refunded_at !== null} quiet />;
}
