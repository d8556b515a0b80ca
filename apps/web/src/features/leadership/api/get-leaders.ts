import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { dataEnvelope, leaderSchema } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';

const leadersResponse = dataEnvelope(z.array(leaderSchema));

/** GET /api/leader/list: every published leader, in the site's order (docs/product/content-and-pages.md). */
const getLeaders = (signal?: AbortSignal) => api.get('/api/leader/list', leadersResponse, { signal });

const leadersQuery = queryOptions({
  queryKey: ['leaders'],
  queryFn: ({ signal }) => getLeaders(signal),
  select: (r) => r.data,
});

export const useLeaders = () => useQuery(leadersQuery);
