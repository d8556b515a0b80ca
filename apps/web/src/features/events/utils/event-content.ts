import { format, isValid, parseISO } from 'date-fns';
import {
  DATE_FORMAT,
  EVENT_LIST_STATUS,
  EVENT_STATUS,
  type EventDetail,
  type EventList,
} from '@charity/shared';

/** Past and upcoming events show their start date; recurring ones do not (SPEC §2). */
export const listShowsDate = (list: EventList): boolean => EVENT_LIST_STATUS[list] !== EVENT_STATUS.recurring;

/** The start date as SPEC §9's dd MMM yyyy, or null when there is none or it is not a date. */
export function formatEventDate(sdate: string | null | undefined): string | null {
  if (!sdate) return null;
  const date = parseISO(sdate);
  // format() throws on an invalid date; a bad row should lose its date, not the whole page.
  return isValid(date) ? format(date, DATE_FORMAT) : null;
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
 * which older records carry where the field was never filled in, count as absent (SPEC §2).
 */
export function hasDescription(html: string | null | undefined): html is string {
  if (!html) return false;
  if (EMBEDDED_CONTENT.test(html)) return true;
  const text = visibleText(html);
  return text !== '' && text.toLowerCase() !== 'null';
}

/** The up-to-three description blocks of an event that have content, in order. */
export const eventDescriptions = (
  event: Pick<EventDetail, 'description1' | 'description2' | 'description3'>,
) => [event.description1, event.description2, event.description3].filter(hasDescription);
