import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { counterSchema, dataEnvelope } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';

const countersResponse = dataEnvelope(z.array(counterSchema));

const getCounters = (signal?: AbortSignal) => api.get('/api/counter/random', countersResponse, { signal });

export const countersQuery = () =>
  queryOptions({
    queryKey: ['home', 'counters'],
    queryFn: ({ signal }) => getCounters(signal),
    select: (r) => r.data,
  });

export const useCounters = () => useQuery(countersQuery());
