import { describe, expect, it } from 'vitest';
import {
  eventDescriptions,
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
