import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { monthlyGiftSchema } from '@charity/shared';
import { myDonationsKey } from '#src/features/giving/api/get-my-donations.ts';
import { api } from '#src/lib/api-client.ts';

const monthlyGiftsSchema = z.object({ data: z.array(monthlyGiftSchema) });

/** Under the donor's donations' key: a payment made on the page (a month's charge) refreshes both. */
export const monthlyGiftsKey = [...myDonationsKey, 'monthly'] as const;

/** GET /api/user/monthly-gifts (docs/product/giving.md "Monthly giving"): the donor's started monthly gifts. */
export const monthlyGiftsQueryOptions = () =>
  queryOptions({
    queryKey: monthlyGiftsKey,
    queryFn: ({ signal }) => api.get('/api/user/monthly-gifts', monthlyGiftsSchema, { signal }),
    // A charge or a halt is reported by the gateway at any time: never show a stale status for long.
    staleTime: 0,
  });
