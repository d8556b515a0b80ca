import { queryOptions } from '@tanstack/react-query';
import { dataEnvelope, eventDetailSchema } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';

const eventEnvelopeSchema = dataEnvelope(eventDetailSchema);

/** GET /api/event/display/{id} (docs/product/events.md). */
const getEvent = async (id: number, signal?: AbortSignal) =>
  (await api.get(`/api/event/display/${id}`, eventEnvelopeSchema, { signal })).data;

export const eventQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['event', id],
    queryFn: ({ signal }) => getEvent(id, signal),
  });
