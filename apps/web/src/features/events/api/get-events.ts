import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { eventSummarySchema, pageAnswer, type Category, type EventStatus } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';

type EventsParams = { page: number; filter: Category; status: EventStatus };

const eventsPageSchema = pageAnswer(eventSummarySchema);

/** GET /api/event/paginate?page&filter&status (docs/product/events.md). */
const getEvents = ({ page, filter, status }: EventsParams, signal?: AbortSignal) =>
  api.get('/api/event/paginate', eventsPageSchema, { query: { page, filter, status }, signal });

export const eventsQueryOptions = (params: EventsParams) =>
  queryOptions({
    queryKey: ['events', params],
    queryFn: ({ signal }) => getEvents(params, signal),
    placeholderData: keepPreviousData,
  });
