import { queryOptions, useQuery } from '@tanstack/react-query';
import { bannerVideoSchema, dataEnvelope } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';

const bannerVideoResponse = dataEnvelope(bannerVideoSchema);

const getBannerVideo = (signal?: AbortSignal) =>
  api.get('/api/banner-video/display', bannerVideoResponse, { signal });

export const bannerVideoQuery = () =>
  queryOptions({
    queryKey: ['home', 'banner-video'],
    queryFn: ({ signal }) => getBannerVideo(signal),
    select: (r) => r.data,
    // docs/product/README.md: this call's failures (a 404 simply means no video yet) go to the console only.
    meta: { errorReporting: 'console' },
    retry: false,
  });

export const useBannerVideo = () => useQuery(bannerVideoQuery());
