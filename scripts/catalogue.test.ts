import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from '@charity/shared';
import { catalogueProblems, flatten, I18N_DIR, readCatalogues, readNames } from './catalogue.ts';

describe('the message catalogues', () => {
  const catalogues = readCatalogues();
  const names = readNames();
  const english = catalogues.get(DEFAULT_LOCALE) ?? {};

  it('has one catalogue for each language @charity/shared lists, and no other', () => {
    expect([...catalogues.keys()].toSorted()).toEqual([...LOCALES].toSorted());
  });

  it("lists the same languages in the inlang project translators' tools open", () => {
    const settings = JSON.parse(
      readFileSync(path.join(I18N_DIR, 'project.inlang', 'settings.json'), 'utf8'),
    ) as {
      baseLocale: string;
      locales: string[];
    };
    expect(settings.baseLocale).toBe(DEFAULT_LOCALE);
    expect(settings.locales).toEqual(LOCALES);
  });

  it.each(LOCALES)(
    '%s: every English key, the same placeholders and plural forms, and no English left',
    (locale) => {
      expect(catalogueProblems(locale, catalogues.get(locale) ?? {}, english, names)).toEqual([]);
    },
  );

  it('names only keys that exist', () => {
    expect([...names].filter((key) => !(key in english))).toEqual([]);
  });
});

describe('the catalogue check', () => {
  const english = flatten({
    nav: { home: 'Home', donate: 'Donate' },
    greeting: 'Hello {{name}}',
    brand: 'SCY-2025',
    items_one: 'One item',
    items_other: '{{count}} items',
  });
  const kannada = {
    'nav.home': 'ಮುಖಪುಟ',
    'nav.donate': 'ದೇಣಿಗೆ ನೀಡಿ',
    greeting: 'ನಮಸ್ಕಾರ {{name}}',
    brand: 'SCY-2025',
    items_one: 'ಒಂದು ವಸ್ತು',
    items_other: '{{count}} ವಸ್ತುಗಳು',
  };
  const names = new Set(['brand']);
  const check = (catalogue: Record<string, string>) => catalogueProblems('kn', catalogue, english, names);

  it('passes a complete translation', () => {
    expect(check(kannada)).toEqual([]);
  });

  it('reports a missing key and a key English does not have', () => {
    const { 'nav.donate': _dropped, ...rest } = kannada;
    expect(check({ ...rest, 'nav.extra': 'ಹೆಚ್ಚು' })).toEqual([
      'kn: nav.donate is missing',
      'kn: nav.extra is not in the English catalogue',
    ]);
  });

  it('reports a placeholder that differs from English', () => {
    expect(check({ ...kannada, greeting: 'ನಮಸ್ಕಾರ {{nam}}' })).toEqual([
      'kn: greeting has the placeholders {nam}, English {name}',
    ]);
  });

  it('reports a missing plural form, and one the language does not use', () => {
    const { items_one: _one, ...withoutOne } = kannada;
    expect(check(withoutOne)).toEqual(['kn: items lacks the plural forms one']);
    expect(check({ ...kannada, items_few: '{{count}} ಕೆಲವು' })).toEqual([
      'kn: items has plural forms kn does not use: few',
    ]);
  });

  it('reports English left in the Kannada catalogue, but not a name', () => {
    expect(check({ ...kannada, 'nav.home': 'Home' })).toEqual([
      'kn: nav.home is the English text ("Home"); translate it, or list a name in names.json',
    ]);
    expect(check({ ...kannada, 'nav.donate': 'Donate ಮಾಡಿ' })).toEqual([
      'kn: nav.donate has English words in it ("Donate ಮಾಡಿ")',
    ]);
    expect(check({ ...kannada, 'nav.home': '' })).toContain('kn: nav.home is empty');
  });
});
