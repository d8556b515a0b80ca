import { queryOptions } from '@tanstack/react-query';
import { dataEnvelope, eventDetailSchema } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';

const eventEnvelopeSchema = dataEnvelope(eventDetailSchema);

/**
 * GET /api/preview/events/{id}?token= (docs/product/console.md "Preview"): the saved event, published or not; the
 * signed token is the permission. Never retried: a refused link stays refused.
 */
export const eventPreviewQueryOptions = (id: number, token: string) =>
  queryOptions({
    queryKey: ['event-preview', id, token],
    queryFn: async ({ signal }) =>
      (
        await api.get(`/api/preview/events/${id}?token=${encodeURIComponent(token)}`, eventEnvelopeSchema, {
          signal,
        })
      ).data,
    retry: false,
    // The page says itself that the link no longer works.
    meta: { errorReporting: 'silent' },
  });
