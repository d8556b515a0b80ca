import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { bannerSchema, dataEnvelope } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';

const bannersResponse = dataEnvelope(z.array(bannerSchema));

const getBanners = (signal?: AbortSignal) => api.get('/api/banner/random', bannersResponse, { signal });

export const bannersQuery = () =>
  queryOptions({
    queryKey: ['home', 'banners'],
    queryFn: ({ signal }) => getBanners(signal),
    select: (r) => r.data,
  });

export const useBanners = () => useQuery(bannersQuery());
