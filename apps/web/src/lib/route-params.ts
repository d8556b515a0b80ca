import { CATEGORIES, EVENT_LISTS, type Category, type EventList } from '@charity/shared';

const isCategory = (value: string | undefined): value is Category =>
  (CATEGORIES as readonly (string | undefined)[]).includes(value);
const isEventList = (value: string | undefined): value is EventList =>
  (EVENT_LISTS as readonly (string | undefined)[]).includes(value);

/**
 * The `/:category/:list` segments when both are ones docs/product/events.md knows, otherwise null (the route
 * is a 404).
 */
export function parseEventListParams(params: {
  category?: string;
  list?: string;
}): { category: Category; list: EventList } | null {
  const { category, list } = params;
  return isCategory(category) && isEventList(list) ? { category, list } : null;
}
