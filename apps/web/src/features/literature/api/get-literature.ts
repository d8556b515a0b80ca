import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { literatureSchema, pageAnswer } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';

const literaturePageSchema = pageAnswer(literatureSchema);

/** GET /api/literature/paginate?page (docs/product/content-and-pages.md). */
const getLiterature = (page: number, signal?: AbortSignal) =>
  api.get('/api/literature/paginate', literaturePageSchema, { query: { page }, signal });

export const literatureQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['literature', page],
    queryFn: ({ signal }) => getLiterature(page, signal),
    // Keep the current page on screen while the next one loads, so the grid does not flash empty.
    placeholderData: keepPreviousData,
  });
