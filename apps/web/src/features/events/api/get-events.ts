import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  eventSummarySchema,
  pageAnswer,
  type Category,
  type EventStatus,
  type Locale,
} from '@charity/shared';
import { api } from '#src/lib/api-client.ts';
import { contentLocaleQuery, localeKey } from '#src/lib/content-locale.ts';

type EventsParams = { page: number; filter: Category; status: EventStatus };

const eventsPageSchema = pageAnswer(eventSummarySchema);

/** GET /api/event/paginate?page&filter&status (docs/product/events.md). */
const getEvents = ({ page, filter, status }: EventsParams, locale: Locale, signal?: AbortSignal) =>
  api.get('/api/event/paginate', eventsPageSchema, {
    query: { page, filter, status, ...contentLocaleQuery(locale) },
    signal,
  });

/** Names in the page's language where translated (docs/product/languages.md "Translating content"). */
export const eventsQueryOptions = (params: EventsParams, locale: Locale = 'en') =>
  queryOptions({
    queryKey: ['events', params, ...localeKey(locale)],
    queryFn: ({ signal }) => getEvents(params, locale, signal),
    placeholderData: keepPreviousData,
  });
