import type { DonationFilters } from '#src/features/admin/finance/api/list-donations.ts';
import type { EhundiFilters } from '#src/features/admin/finance/api/list-ehundi-entries.ts';
import type { DonorFilters } from '#src/features/admin/finance/api/list-donors.ts';

/** TanStack Query keys of the finance screens; every finance write invalidates `all`. */
export const financeKeys = {
  all: ['admin', 'finance'] as const,
  donations: (filters: DonationFilters) => ['admin', 'finance', 'donations', filters] as const,
  donation: (id: number) => ['admin', 'finance', 'donation', id] as const,
  donors: (filters: DonorFilters) => ['admin', 'finance', 'donors', filters] as const,
  donor: (id: number) => ['admin', 'finance', 'donor', id] as const,
  ehundi: (filters: EhundiFilters) => ['admin', 'finance', 'ehundi', filters] as const,
  checklist: (trust: string, fy: string) => ['admin', 'finance', 'form-10bd-checklist', trust, fy] as const,
};
