import { describe, expect, it } from 'vitest';
import {
  eventQuerySchema,
  galleryImageQuerySchema,
  galleryVideoQuerySchema,
  testimonialQuerySchema,
} from './content.ts';
import { idParamsSchema, pageQuerySchema } from './api.ts';
import { EVENT_LIST_STATUS, paths } from './routes.ts';

describe('query schemas', () => {
  it('default the page to 1 and coerce query-string numbers', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1 });
    expect(pageQuerySchema.parse({ page: '3' })).toEqual({ page: 3 });
    for (const page of ['0', '-1', '1.5', 'two', '']) {
      expect(pageQuerySchema.safeParse({ page }).success, page).toBe(false);
    }
  });

  it('accept the three event statuses and both categories, and nothing else', () => {
    expect(eventQuerySchema.parse({ status: '0', filter: 'manava-seva' })).toEqual({
      page: 1,
      status: 0,
      filter: 'manava-seva',
    });
    expect(eventQuerySchema.parse({})).toEqual({ page: 1 });
    expect(eventQuerySchema.safeParse({ status: '3' }).success).toBe(false);
    expect(eventQuerySchema.safeParse({ filter: 'all' }).success).toBe(false);
  });

  it('default gallery filters to all, trim searches and cap their length', () => {
    expect(galleryImageQuerySchema.parse({})).toEqual({ page: 1, filter: 'all' });
    expect(galleryImageQuerySchema.parse({ search: '  lamps ' }).search).toBe('lamps');
    expect(galleryImageQuerySchema.safeParse({ search: 'x'.repeat(101) }).success).toBe(false);
    expect(galleryVideoQuerySchema.safeParse({ filter: 'Madhava Seva' }).success).toBe(false);
  });

  it('take testimonial kind 1 or 2 only', () => {
    expect(testimonialQuerySchema.parse({ filter: '2' })).toEqual({ filter: 2 });
    expect(testimonialQuerySchema.safeParse({ filter: '0' }).success).toBe(false);
    expect(testimonialQuerySchema.safeParse({}).success).toBe(false);
  });

  it('take positive 32-bit content ids only', () => {
    expect(idParamsSchema.parse({ id: '2' })).toEqual({ id: 2 });
    for (const id of ['0', '-2', 'x', '2147483648'])
      expect(idParamsSchema.safeParse({ id }).success, id).toBe(false);
  });
});

describe('route map', () => {
  it('builds the event paths the pages link to', () => {
    expect(paths.eventDetail('madhava-seva', 'upcoming-events', 2)).toBe('/madhava-seva/upcoming-events/2');
    expect(paths.eventList('manava-seva', 'recurring-events')).toBe('/manava-seva/recurring-events');
    expect(paths.verifyUser('a b')).toBe('/auth/verify-user/a%20b');
  });

  it('maps each event list to its default status (1 past, 2 recurring, 0 upcoming)', () => {
    expect(EVENT_LIST_STATUS).toEqual({ 'past-events': 1, 'recurring-events': 2, 'upcoming-events': 0 });
  });
});

describe('isKnownPath', () => {
  it('knows every page of docs/product and nothing else', async () => {
    const { isKnownPath } = await import('./routes.ts');
    for (const known of [
      '/',
      '/about',
      '/about/sai-meru-mathi-trust',
      '/gallery/images',
      '/terms-condition',
      '/madhava-seva/upcoming-events',
      '/manava-seva/past-events/12',
      '/auth/verify-user/3f2a',
      '/auth/reset-password/abc',
      '/payment/',
      '/preview/events/12',
      '/campaigns',
      '/campaigns/temple-roof-restoration',
      '/kn/campaigns/temple-roof-restoration',
    ]) {
      expect(isKnownPath(known), known).toBe(true);
    }
    for (const unknown of [
      '/no-such-page',
      '/about/other',
      '/other-seva/past-events',
      '/madhava-seva/events',
      '/auth/verify-user',
      '/manava-seva/past-events/1/x',
      '/preview/banners/1',
      '/preview/events/1/x',
      '/campaigns/a/b',
    ]) {
      expect(isKnownPath(unknown), unknown).toBe(false);
    }
  });
});
