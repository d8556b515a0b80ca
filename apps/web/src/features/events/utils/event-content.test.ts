import { describe, expect, it } from 'vitest';
import {
  eventDescriptions,
  eventMetaDescription,
  formatEventDate,
  hasDescription,
  listShowsDate,
} from '#src/features/events/utils/event-content.ts';

describe('hasDescription', () => {
  it.each([
    null,
    undefined,
    '',
    '   ',
    'null',
    'NULL',
    '<p>null</p>',
    ' <p> null </p> ',
    '<p></p>',
    '<p>&nbsp;</p>',
  ])('treats %j as absent', (html) => {
    expect(hasDescription(html)).toBe(false);
  });

  it.each([
    '<p>Lamps for every home</p>',
    'plain words',
    '<p>null and void</p>',
    '<p><img src="/a.jpg" alt="A"></p>',
  ])('treats %j as content', (html) => {
    expect(hasDescription(html)).toBe(true);
  });
});

describe('eventDescriptions', () => {
  it('keeps only the blocks with content, in order', () => {
    expect(
      eventDescriptions({ description1: '<p>One</p>', description2: 'null', description3: '<p>Three</p>' }),
    ).toEqual(['<p>One</p>', '<p>Three</p>']);
  });
});

describe('formatEventDate', () => {
  it('formats an ISO date as dd MMM yyyy', () => {
    expect(formatEventDate('2024-11-03')).toBe('03 Nov 2024');
    expect(formatEventDate('2024-11-03', '2024-11-03')).toBe('03 Nov 2024');
  });

  it('formats an event of more than one day as its range', () => {
    expect(formatEventDate('2026-12-12', '2026-12-13')).toBe('12 – 13 Dec 2026');
    expect(formatEventDate('2026-12-31', '2027-01-01')).toBe('31 Dec 2026 – 01 Jan 2027');
  });

  it('gives null for a missing or broken date', () => {
    expect(formatEventDate(null)).toBeNull();
    expect(formatEventDate('someday')).toBeNull();
  });
});

describe('listShowsDate', () => {
  it('shows dates on past and upcoming lists only', () => {
    expect(listShowsDate('past-events')).toBe(true);
    expect(listShowsDate('upcoming-events')).toBe(true);
    expect(listShowsDate('recurring-events')).toBe(false);
  });
});

describe('eventMetaDescription', () => {
  const fallback = 'Serving people, serving God.';

  it('is the text of the first description, entities decoded and script dropped', () => {
    expect(
      eventMetaDescription(
        { description1: '<p>Lamps &amp; flowers<script>alert(1)</script> for <b>every</b>&nbsp;home.</p>' },
        fallback,
      ),
    ).toBe('Lamps & flowers for every home.');
  });

  it.each([null, '', 'null', '<p> null </p>', '<p></p>'])('falls back for %j', (description1) => {
    expect(eventMetaDescription({ description1 }, fallback)).toBe(fallback);
  });

  it('cuts long text at a word boundary within 160 characters, with an ellipsis', () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const description = eventMetaDescription({ description1: `<p>${words}</p>` }, fallback);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    expect(words.startsWith(description.slice(0, -1))).toBe(true);
    expect(words.charAt(description.length - 1)).toBe(' ');
  });
});
