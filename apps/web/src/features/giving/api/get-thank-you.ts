import { queryOptions } from '@tanstack/react-query';
import { dataEnvelope, donationThankYouSchema } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';

const thankYouAnswer = dataEnvelope(donationThankYouSchema);

/**
 * The answer's receipt link is signed for 5 minutes (docs/product/giving.md); asking again every 4 minutes while
 * the page is open keeps the Download link working, without a login.
 */
const RECEIPT_LINK_REFRESH_MS = 4 * 60_000;

/**
 * GET /api/donation/thank-you?token= (docs/product/giving.md "Thank-you page and retrying a payment"): the paid
 * gift the signed token names. The page shows its refusal (expired, not valid, unpaid) itself, so no toast.
 */
export const thankYouQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['donations', 'thank-you', token],
    queryFn: ({ signal }) => api.get('/api/donation/thank-you', thankYouAnswer, { query: { token }, signal }),
    select: (answer) => answer.data,
    staleTime: RECEIPT_LINK_REFRESH_MS,
    refetchInterval: RECEIPT_LINK_REFRESH_MS,
    // A refusal does not change on a retry.
    retry: false,
    // The page says it is loading; the refreshes every 4 minutes must not flash the full-screen overlay.
    meta: { errorReporting: 'silent', ssr: false, overlay: false },
  });
