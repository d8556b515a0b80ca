import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  dataEnvelope,
  eventDetailSchema,
  faqSchema,
  sitePageSchema,
  type PreviewResource,
} from '@charity/shared';
import { api } from '#src/lib/api-client.ts';

/** What each preview page reads: the event, the page's words, or the FAQ's questions with the previewed one. */
const envelopes = {
  events: dataEnvelope(eventDetailSchema),
  pages: dataEnvelope(sitePageSchema),
  faqs: dataEnvelope(z.array(faqSchema)),
} as const satisfies Record<PreviewResource, z.ZodType>;
export type PreviewData<R extends PreviewResource> = z.infer<(typeof envelopes)[R]>['data'];

/**
 * GET /api/preview/{resource}/{id}?token= (docs/product/console.md "Preview"): the saved record as its page shows
 * it, published or not; the signed token is the permission. Never retried: a refused link stays refused.
 */
export const previewQueryOptions = <R extends PreviewResource>(resource: R, id: number, token: string) =>
  queryOptions({
    queryKey: ['preview', resource, id, token],
    queryFn: async ({ signal }): Promise<PreviewData<R>> =>
      (
        await api.get(
          `/api/preview/${resource}/${id}?token=${encodeURIComponent(token)}`,
          envelopes[resource] as z.ZodType<{ data: PreviewData<R> }>,
          { signal },
        )
      ).data,
    retry: false,
    // The page says itself that the link no longer works.
    meta: { errorReporting: 'silent' },
  });
