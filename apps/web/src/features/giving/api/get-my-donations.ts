import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { donationRowSchema, pageAnswer } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';

const donationsPageSchema = pageAnswer(donationRowSchema);

/** Every cached page of the donor's donations, to refetch after a payment. */
export const myDonationsKey = ['donations', 'mine'] as const;

/**
 * GET /api/user/payment-data?page (docs/product/giving.md): the logged-in donor's donations, 10 per page,
 * newest first.
 */
const getMyDonations = (page: number, signal?: AbortSignal) =>
  api.get('/api/user/payment-data', donationsPageSchema, { query: { page }, signal });

export const myDonationsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...myDonationsKey, page],
    queryFn: ({ signal }) => getMyDonations(page, signal),
    // Keep the current page on screen while the next one loads, so the table does not flash empty.
    placeholderData: keepPreviousData,
    // A payment can be completed in another tab or by the webhook: never show a stale status for long.
    staleTime: 0,
  });
