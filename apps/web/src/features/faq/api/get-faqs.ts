import { createContext, use } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { dataEnvelope, faqSchema, type Faq, type Locale } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';
import { contentLocaleQuery, localeKey } from '#src/lib/content-locale.ts';
import { useLocale } from '#src/lib/i18n.ts';

const faqResponse = dataEnvelope(z.array(faqSchema));

/** GET /api/faq: the published questions in the order editors set (docs/product/content-and-pages.md). */
export const faqsQuery = (locale: Locale = 'en') =>
  queryOptions({
    queryKey: ['faqs', ...localeKey(locale)],
    queryFn: ({ signal }) => api.get('/api/faq', faqResponse, { signal, query: contentLocaleQuery(locale) }),
    select: (response) => response.data,
  });

/**
 * The questions a FAQ question's preview shows (docs/product/console.md "Preview"): the published ones with the
 * previewed one among them; the preview page renders the FAQ page's own route inside it.
 */
export const FaqsPreviewContext = createContext<readonly Faq[] | undefined>(undefined);

/** The FAQ's questions: the previewed list inside a preview, else the published ones. */
export function useFaqs(): { data: readonly Faq[] | undefined; isError: boolean } {
  const preview = use(FaqsPreviewContext);
  const query = useQuery({ ...faqsQuery(useLocale()), enabled: !preview });
  return preview ? { data: preview, isError: false } : query;
}
