import { queryOptions } from '@tanstack/react-query';
import { dataEnvelope, eventDetailSchema, type EventDetail } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';
import { ApiError } from '#src/lib/api-error.ts';

const eventEnvelopeSchema = dataEnvelope(eventDetailSchema);

/**
 * GET /api/event/display/{id} (docs/product/events.md); null when there is no such published event. A 404 is an
 * answer, not a failure: the page shows "Event not found" (no error toast), and the server renderer keeps it
 * like any other answer, so the browser hydrates the same page.
 */
async function getEvent(id: number, signal?: AbortSignal): Promise<EventDetail | null> {
  try {
    return (await api.get(`/api/event/display/${id}`, eventEnvelopeSchema, { signal })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const eventQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['event', id],
    queryFn: ({ signal }) => getEvent(id, signal),
  });
