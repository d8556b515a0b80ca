import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { crosswordSchema, pageAnswer } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';

const crosswordsPageSchema = pageAnswer(crosswordSchema);

/** GET /api/crossword/paginate?page (docs/product/content-and-pages.md). */
const getCrosswords = (page: number, signal?: AbortSignal) =>
  api.get('/api/crossword/paginate', crosswordsPageSchema, { query: { page }, signal });

export const crosswordsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['crosswords', page],
    queryFn: ({ signal }) => getCrosswords(page, signal),
    // Keep the current page on screen while the next one loads, so the grid does not flash empty.
    placeholderData: keepPreviousData,
  });
