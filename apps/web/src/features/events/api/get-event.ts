import { queryOptions } from '@tanstack/react-query';
import { dataEnvelope, eventDetailSchema, type EventDetail, type Locale } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';
import { ApiError } from '#src/lib/api-error.ts';
import { contentLocaleQuery, localeKey } from '#src/lib/content-locale.ts';

const eventEnvelopeSchema = dataEnvelope(eventDetailSchema);

/**
 * GET /api/event/display/{id} (docs/product/events.md); null when there is no such published event. A 404 is an
 * answer, not a failure: the page shows "Event not found" (no error toast), and the server renderer keeps it
 * like any other answer, so the browser hydrates the same page.
 */
async function getEvent(id: number, locale: Locale, signal?: AbortSignal): Promise<EventDetail | null> {
  try {
    const query = contentLocaleQuery(locale);
    return (await api.get(`/api/event/display/${id}`, eventEnvelopeSchema, { signal, query })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** In the page's language where the event is translated (docs/product/languages.md "Translating content"). */
export const eventQueryOptions = (id: number, locale: Locale = 'en') =>
  queryOptions({
    queryKey: ['event', id, ...localeKey(locale)],
    queryFn: ({ signal }) => getEvent(id, locale, signal),
  });
