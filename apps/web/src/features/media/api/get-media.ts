import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { mediaSchema, pageAnswer } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';

const mediaPageSchema = pageAnswer(mediaSchema);

/** GET /api/media/paginate?page (docs/product/content-and-pages.md). */
const getMedia = (page: number, signal?: AbortSignal) =>
  api.get('/api/media/paginate', mediaPageSchema, { query: { page }, signal });

export const mediaQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['media', page],
    queryFn: ({ signal }) => getMedia(page, signal),
    // Keep the current page on screen while the next one loads, so the grid does not flash empty.
    placeholderData: keepPreviousData,
  });
