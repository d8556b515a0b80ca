import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { dataEnvelope, faqSchema } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';

const faqResponse = dataEnvelope(z.array(faqSchema));

/** GET /api/faq: the published questions in the order editors set (docs/product/content-and-pages.md). */
export const faqsQuery = () =>
  queryOptions({
    queryKey: ['faqs'],
    queryFn: ({ signal }) => api.get('/api/faq', faqResponse, { signal }),
    select: (response) => response.data,
  });

export const useFaqs = () => useQuery(faqsQuery());
