import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  isLocalisablePath,
  isLocale,
  LOCALES,
  localisedPath,
  negotiateLocale,
  splitLocalePath,
} from './locales.ts';
import { isKnownPath, isRecordPage, isTokenPage } from './routes.ts';

describe('locales', () => {
  it('lists English first as the default, then Kannada', () => {
    expect(DEFAULT_LOCALE).toBe('en');
    expect(LOCALES).toEqual(['en', 'kn']);
    expect(isLocale('kn')).toBe(true);
    expect(isLocale('hi')).toBe(false);
    expect(isLocale('toString')).toBe(false);
  });

  it('splits a path into its language and the page path', () => {
    expect(splitLocalePath('/kn')).toEqual({ locale: 'kn', path: '/' });
    expect(splitLocalePath('/kn/')).toEqual({ locale: 'kn', path: '/' });
    expect(splitLocalePath('/kn/madhava-seva/upcoming-events/12')).toEqual({
      locale: 'kn',
      path: '/madhava-seva/upcoming-events/12',
    });
    expect(splitLocalePath('/about')).toEqual({ locale: 'en', path: '/about' });
    // Only a whole segment is a prefix; English itself is never a prefix.
    expect(splitLocalePath('/knowledge')).toEqual({ locale: 'en', path: '/knowledge' });
    expect(splitLocalePath('/en/about')).toEqual({ locale: 'en', path: '/en/about' });
  });

  it('builds a page path in a language', () => {
    expect(localisedPath('kn', '/')).toBe('/kn');
    expect(localisedPath('kn', '/about')).toBe('/kn/about');
    expect(localisedPath('en', '/about')).toBe('/about');
  });

  it('keeps the console and previews English only', () => {
    expect(isLocalisablePath('/admin')).toBe(false);
    expect(isLocalisablePath('/admin/events')).toBe(false);
    expect(isLocalisablePath('/preview/events/1')).toBe(false);
    expect(isLocalisablePath('/administration')).toBe(true);
  });

  it('knows every public page under /kn and no console page there', () => {
    for (const known of [
      '/kn',
      '/kn/about',
      '/kn/madhava-seva/upcoming-events',
      '/kn/auth/login',
      '/kn/donation',
    ])
      expect(isKnownPath(known), known).toBe(true);
    for (const unknown of [
      '/kn/admin',
      '/kn/admin/events',
      '/kn/preview/events/1',
      '/kn/nowhere',
      '/en/about',
    ])
      expect(isKnownPath(unknown), unknown).toBe(false);
    expect(isKnownPath('/admin/events')).toBe(true);
    expect(isTokenPage('/kn/donation/thank-you')).toBe(true);
  });

  it("knows a record's page (an event) from a list", () => {
    expect(isRecordPage('/madhava-seva/upcoming-events/12')).toBe(true);
    expect(isRecordPage('/madhava-seva/upcoming-events')).toBe(false);
    expect(isRecordPage('/about')).toBe(false);
  });

  describe('negotiateLocale', () => {
    it('takes ?locale= when it names a language of the site, whatever the browser prefers', () => {
      expect(negotiateLocale('kn', 'en-IN,en;q=0.9')).toBe('kn');
      expect(negotiateLocale('en', 'kn')).toBe('en');
    });

    it('ignores an unknown or malformed ?locale= and reads Accept-Language instead', () => {
      expect(negotiateLocale('hi', 'kn-IN,kn;q=0.9,en;q=0.8')).toBe('kn');
      expect(negotiateLocale(['kn'], undefined)).toBe('en');
      expect(negotiateLocale('toString', undefined)).toBe('en');
    });

    it('picks the most wanted language the site has, by q-weight and then by order', () => {
      expect(negotiateLocale(undefined, 'hi;q=0.9, kn;q=0.8, en;q=0.5')).toBe('kn');
      expect(negotiateLocale(undefined, 'en;q=0.4, kn-IN;q=0.7')).toBe('kn');
      expect(negotiateLocale(undefined, 'kn, en')).toBe('kn');
      expect(negotiateLocale(undefined, 'EN-gb, kn')).toBe('en');
    });

    it('treats q=0 as a refusal and falls back to English for anything else', () => {
      expect(negotiateLocale(undefined, 'kn;q=0, ta')).toBe('en');
      expect(negotiateLocale(undefined, '*')).toBe('en');
      expect(negotiateLocale(undefined, '')).toBe('en');
      expect(negotiateLocale(undefined, ';;,,q=x')).toBe('en');
      expect(negotiateLocale(undefined, undefined)).toBe('en');
    });
  });
});
