import {
  EVENT_LIST_STATUS,
  EVENT_STATUS,
  formatCalendarDateRange,
  type EventDetail,
  type EventList,
  type Locale,
} from '@charity/shared';

/** Past and upcoming events show their start date; recurring ones do not (docs/product/events.md). */
export const listShowsDate = (list: EventList): boolean => EVENT_LIST_STATUS[list] !== EVENT_STATUS.recurring;

/**
 * The event's date as docs/product/events.md's dd MMM yyyy, or its range when it ends on a later day
 * ('12 – 13 Dec 2026'; on a Kannada page '12 – 13 ಡಿಸೆಂಬರ್ 2026'); null when there is no start date or it is not a date. The range is formatCalendarDateRange
 * from @charity/shared, so the pages and anything else that prints an event's dates agree.
 */
export function formatEventDate(
  sdate: string | null | undefined,
  edate?: string | null,
  locale?: Locale,
): string | null {
  if (!sdate) return null;
  try {
    // Stored dates are yyyy-mm-dd; a timestamp is read as its calendar date.
    return formatCalendarDateRange(sdate.slice(0, 10), edate?.slice(0, 10), locale);
  } catch {
    // A bad row should lose its date, not the whole page.
    return null;
  }
}

/** Markup that puts something on screen even without text. */
const EMBEDDED_CONTENT = /<(img|iframe|video|audio|svg|picture)\b/i;

const visibleText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Whether a description block has something to show. Empty markup (`<p></p>`) and the literal text "null",
 * which older records carry where the field was never filled in, count as absent (docs/product/events.md).
 */
export function hasDescription(html: string | null | undefined): html is string {
  if (!html) return false;
  if (EMBEDDED_CONTENT.test(html)) return true;
  const text = visibleText(html);
  return text !== '' && text.toLowerCase() !== 'null';
}

const DESCRIPTION_FIELDS = ['description1', 'description2', 'description3'] as const;

/** The up-to-three description blocks of an event that have content, in order. */
export const eventDescriptions = (
  event: Pick<EventDetail, 'description1' | 'description2' | 'description3'>,
) => [event.description1, event.description2, event.description3].filter(hasDescription);

/** The same blocks with the field each comes from (a page in another language marks the ones still in English). */
export const eventDescriptionFields = (
  event: Pick<EventDetail, 'description1' | 'description2' | 'description3'>,
) =>
  DESCRIPTION_FIELDS.flatMap((field) => {
    const html = event[field];
    return hasDescription(html) ? [{ field, html }] : [];
  });

/** Search engines show about this many characters of a description; the server's link previews use the same. */
const META_DESCRIPTION_CHARS = 160;

/** What a visitor reads of stored HTML: script and style bodies dropped, entities decoded, spaces collapsed. */
function htmlToText(html: string): string {
  // Without a DOM (the server rendering a page, where the description only feeds an effect) tags are stripped.
  if (typeof DOMParser === 'undefined') return visibleText(html);
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const element of doc.querySelectorAll('script, style')) element.remove();
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Cuts at a word boundary with an ellipsis, as the server's link previews do (apps/server lib/text.ts). */
function truncate(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * An event page's meta description: the text of its first description, or `fallback` when that is empty or
 * "null" (docs/product/events.md). The same words the server writes into the page for link previews, so the
 * tab and a shared link agree.
 */
export function eventMetaDescription(event: Pick<EventDetail, 'description1'>, fallback: string): string {
  const text = event.description1 ? htmlToText(event.description1) : '';
  return truncate(text && text.toLowerCase() !== 'null' ? text : fallback, META_DESCRIPTION_CHARS);
}
