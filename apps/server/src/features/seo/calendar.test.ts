import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from '../../../test/support/test-app.ts';
import { fixtures, WEB_INDEX_HTML } from '../../../test/support/fixtures.ts';
import { nextDay } from './calendar.ts';

const PUBLIC_URL = 'https://charity.example';

function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'charity-web-'));
  writeFileSync(path.join(dir, 'index.html'), WEB_INDEX_HTML);
  return dir;
}

/** The VEVENTs of an iCalendar text, parsed back by ical.js (which throws on text that is not iCalendar). */
function parseEvents(text: string) {
  const calendar = ICAL.Component.fromString(text);
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component)),
  };
}

describe('nextDay', () => {
  it.each([
    ['2026-01-15', '2026-01-16'],
    ['2026-01-31', '2026-02-01'],
    ['2028-02-28', '2028-02-29'],
    ['2026-12-31', '2027-01-01'],
  ])('%s → %s', (date, expected) => expect(nextDay(date)).toBe(expected));
});

describe.each(testDatabases)('calendar feeds on %s', (database) => {
  const ctx = useTestApp(database, () => ({ env: { PUBLIC_URL, WEB_DIST: fakeWebBuild() } }));
  const ids = { camp: 0, oneDay: 0, hidden: 0, recurring: 0, manava: 0 };

  beforeAll(async () => {
    const { db } = ctx.app;
    ids.camp = await fixtures.event(db, {
      category: 'madhava-seva',
      status: 0,
      name: 'Army Seva Camp; 3 days, "all welcome"',
      sdate: '2099-12-20',
      edate: '2099-12-22',
      description1: '<p>Medical camp &amp; meals<script>alert(1)</script></p>',
    });
    ids.oneDay = await fixtures.event(db, { category: 'madhava-seva', sdate: '2025-03-01', edate: null });
    ids.hidden = await fixtures.event(db, { category: 'madhava-seva', name: 'Hidden draft', published: 0 });
    ids.recurring = await fixtures.event(db, {
      category: 'madhava-seva',
      status: 2,
      sdate: null,
      edate: null,
    });
    ids.manava = await fixtures.event(db, { category: 'manava-seva', name: 'Old age home visit' });
  });

  it("serves a category's published, dated events as an iCalendar feed that a parser reads back", async () => {
    const res = await ctx.app.inject('/madhava-seva/events.ics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    // RFC 5545 §3.1: lines end in CRLF.
    expect(res.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(res.body.replace(/\r\n/g, '')).not.toContain('\n');

    const { calendar, events } = parseEvents(res.body);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    // Newest first; the draft, the undated recurring programme and the other category are not in it.
    expect(events.map((event) => event.uid)).toEqual([
      `event-${ids.camp}@charity.example`,
      `event-${ids.oneDay}@charity.example`,
    ]);

    const [camp, oneDay] = events;
    expect(camp?.summary).toBe('Army Seva Camp; 3 days, "all welcome"');
    expect(camp?.startDate.isDate).toBe(true);
    expect(camp?.startDate.toString()).toBe('2099-12-20');
    // All-day DTEND is exclusive: the camp's last day is the 22nd.
    expect(camp?.endDate.toString()).toBe('2099-12-23');
    expect(camp?.description).toContain('Medical camp & meals');
    expect(camp?.description).not.toContain('<');
    expect(camp?.description).not.toContain('alert');
    const url = `${PUBLIC_URL}/madhava-seva/upcoming-events/${ids.camp}`;
    expect(camp?.component.getFirstPropertyValue('url')).toBe(url);
    expect(camp?.component.getFirstPropertyValue('dtstamp')).toBeTruthy();
    expect(camp?.location).toContain('Sai Mayee Trusts');
    // A one-day event without an end date ends the next day; it has passed, so its URL is under past events.
    expect(oneDay?.endDate.toString()).toBe('2025-03-02');
    expect(oneDay?.component.getFirstPropertyValue('url')).toBe(
      `${PUBLIC_URL}/madhava-seva/past-events/${ids.oneDay}`,
    );

    const manava = parseEvents((await ctx.app.inject('/manava-seva/events.ics')).body);
    expect(manava.events.map((event) => event.summary)).toEqual(['Old age home visit']);
  });

  it('serves one event as an iCalendar file, and 404 for a draft, an undated event, another category or a bad name', async () => {
    const res = await ctx.app.inject(`/madhava-seva/events/${ids.camp}.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="event-${ids.camp}.ics"`);
    expect(parseEvents(res.body).events.map((event) => event.summary)).toEqual([
      'Army Seva Camp; 3 days, "all welcome"',
    ]);

    for (const url of [
      `/madhava-seva/events/${ids.hidden}.ics`,
      `/madhava-seva/events/${ids.recurring}.ics`,
      `/madhava-seva/events/${ids.manava}.ics`,
      `/madhava-seva/events/${ids.camp}`,
      `/madhava-seva/events/0${ids.camp}.ics`,
      '/madhava-seva/events/99999999999.ics',
      '/madhava-seva/events/abc.ics',
    ]) {
      const missing = await ctx.app.inject(url);
      expect(missing.statusCode, url).toBe(404);
    }
  });

  it('drops an event from the feeds once it is unpublished', async () => {
    const feed = async () => parseEvents((await ctx.app.inject('/manava-seva/events.ics')).body).events;
    expect(await feed()).toHaveLength(1);
    await ctx.app.db.updateTable('events').set({ published: 0 }).where('id', '=', ids.manava).execute();
    expect(await feed()).toEqual([]);
    expect((await ctx.app.inject(`/manava-seva/events/${ids.manava}.ics`)).statusCode).toBe(404);
    await ctx.app.db.updateTable('events').set({ published: 1 }).where('id', '=', ids.manava).execute();
  });

  it('links the feeds from the head of the event list and event pages', async () => {
    const list = (await ctx.app.inject('/madhava-seva/upcoming-events')).body;
    expect(list).toContain(
      `<link rel="alternate" type="text/calendar" title="Madhava Seva events (Sai Mayee Trusts)" href="${PUBLIC_URL}/madhava-seva/events.ics" />`,
    );
    const page = (await ctx.app.inject(`/madhava-seva/upcoming-events/${ids.camp}`)).body;
    expect(page).toContain(
      `type="text/calendar" title="Army Seva Camp; 3 days, &quot;all welcome&quot; (iCalendar)" href="${PUBLIC_URL}/madhava-seva/events/${ids.camp}.ics" />`,
    );
    expect(page).toContain(`href="${PUBLIC_URL}/madhava-seva/events.ics"`);
    // An undated programme has no file of its own, only its category's feed.
    const recurring = (await ctx.app.inject(`/madhava-seva/recurring-events/${ids.recurring}`)).body;
    expect(recurring).not.toContain(`/events/${ids.recurring}.ics`);
    expect(recurring).toContain(`href="${PUBLIC_URL}/madhava-seva/events.ics"`);
    expect((await ctx.app.inject('/about')).body).not.toContain('text/calendar');
  });
});
