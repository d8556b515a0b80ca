import ical, { ICalCalendarMethod } from 'ical-generator';
import { CATEGORY_LABELS, SITE, paths, type Category } from '@charity/shared';
import { truncate } from '#src/shared/text.ts';
import type { CalendarEvent } from './repository.ts';
import { htmlToText } from './text.ts';

/**
 * The iCalendar feeds (docs/product/events.md: calendar feeds). ical-generator writes the RFC 5545 text (folding,
 * escaping, CRLF); this module only says what goes in.
 */

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** A description long enough to say what the event is; the page has the rest. */
const DESCRIPTION_CHARS = 1000;

/** The day after a yyyy-mm-dd date: an all-day DTEND is exclusive (RFC 5545 §3.6.1). */
export function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** The host part of PUBLIC_URL, which makes event UIDs globally unique as RFC 5545 §3.8.4.7 asks. */
const hostOf = (publicUrl: string) => new URL(publicUrl).host;

/** The `<link rel="alternate">` of a category's feed, for the event list and event pages of that category. */
export function categoryFeedLink(category: Category, publicUrl: string) {
  return {
    type: 'text/calendar',
    href: `${publicUrl}${paths.eventsCalendar(category)}`,
    title: `${CATEGORY_LABELS[category]} events (${SITE.name})`,
  };
}

/**
 * A calendar of dated events as iCalendar text. `name` is the calendar's title in a calendar app. Dates are
 * whole days (the trusts record days, not times), so every event is an all-day event in no time zone.
 */
export function calendarText(events: CalendarEvent[], name: string, publicUrl: string): string {
  const calendar = ical({
    name,
    prodId: { company: SITE.name, product: 'Events', language: 'EN' },
    // PUBLISH: a feed to subscribe to, not an invitation to answer (RFC 5546 §3.2.1).
    method: ICalCalendarMethod.PUBLISH,
    url: publicUrl,
    ttl: 60 * 60 * 6,
  });
  const host = hostOf(publicUrl);
  for (const event of events) {
    const text = event.description1 ? htmlToText(event.description1) : '';
    const url = `${publicUrl}${paths.eventDetail(event.category, event.list, event.id)}`;
    calendar.createEvent({
      id: `event-${event.id}@${host}`,
      // DTSTAMP of a published feed is the object's last revision; rows keep only their creation time.
      stamp: new Date(event.created_at),
      start: event.sdate,
      end: nextDay(event.edate && event.edate >= event.sdate ? event.edate : event.sdate),
      allDay: true,
      summary: event.name,
      description:
        text && text.toLowerCase() !== 'null' ? `${truncate(text, DESCRIPTION_CHARS)}\n\n${url}` : url,
      location: `${SITE.name}, ${SITE.address}`,
      url,
    });
  }
  return calendar.toString();
}
