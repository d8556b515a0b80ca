import { DEFAULT_LOCALE, type Category, type EventList, type Locale } from '@charity/shared';
import { CATEGORY_MESSAGES, EVENT_LIST_MESSAGES } from '#src/config/navigation.ts';
import type { Message } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/*
 * A page's title and one-line description: the hero strip, the breadcrumb, the document title and the meta
 * description all read the same words. Each route takes its two from the catalogue (`pages.*`, in the page's
 * language) rather than from one table here, so a route's chunk carries only its own messages.
 */
export type PageMeta = { title: string; description: string };

const EVENT_LIST_DESCRIPTIONS: Record<EventList, Message<{ category: string }>> = {
  'upcoming-events': m['events.upcomingDescription'],
  'past-events': m['events.pastDescription'],
  'recurring-events': m['events.recurringDescription'],
};

/**
 * An event list's hero title (docs/product/content-and-pages.md: the list's name) and description, in the page's
 * language; the six lists share three titles, so `documentTitle` adds the section to tell the browser tabs and
 * search results apart.
 */
export function eventListPage(
  category: Category,
  list: EventList,
  locale: Locale = DEFAULT_LOCALE,
): PageMeta & { documentTitle: string } {
  const title = EVENT_LIST_MESSAGES[list]({}, { locale });
  const section = CATEGORY_MESSAGES[category]({}, { locale });
  return {
    title,
    documentTitle: `${title} · ${section}`,
    description: EVENT_LIST_DESCRIPTIONS[list]({ category: section }, { locale }),
  };
}
