import {
  CATEGORIES,
  EVENT_LIST_STATUS,
  EVENT_STATUSES,
  type Category,
  type EventList,
  type EventStatus,
} from '@charity/shared';
import { parsePageParam, pickParam } from '#src/hooks/use-page-query.ts';

/**
 * What an event list page asks the API for (docs/product/events.md): page, status and filter come from the query
 * string, the list and the section give the defaults. The page reads it here, and so does the server renderer's
 * prefetch (app/ssr-prefetch.ts), so both ask for the same query.
 */
export function eventListParams(
  category: Category,
  list: EventList,
  search: { get: (name: string) => string | null },
): { page: number; filter: Category; status: EventStatus } {
  return {
    page: parsePageParam(search.get('page')),
    status: pickParam(search.get('status'), EVENT_STATUSES, EVENT_LIST_STATUS[list]),
    filter: pickParam(search.get('filter'), CATEGORIES, category),
  };
}
