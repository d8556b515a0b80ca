/**
 * The catalogue check (docs/product/languages.md, docs/decisions/0067), run by `npm test` through
 * scripts/catalogue.test.ts: every language listed in @charity/shared has a catalogue
 * (packages/shared/i18n/messages/{locale}.json, i18next JSON), and each holds every English key and no other, with
 * the same `{{placeholders}}`, the plural forms its language has (i18next's `_one`, `_other`… suffixes, per
 * Intl.PluralRules), no empty text, and no English left: a text identical to English, or with a Latin word in a
 * language written in another script, is an error unless its key is a name (packages/shared/i18n/names.json).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const I18N_DIR = fileURLToPath(new URL('../packages/shared/i18n/', import.meta.url));

/** A catalogue flattened to dotted keys: `{ nav: { home: 'Home' } }` → `{ 'nav.home': 'Home' }`. */
export type FlatCatalogue = Record<string, string>;

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

export function flatten(value: unknown, prefix = '', into: FlatCatalogue = {}, problems: string[] = []) {
  if (typeof value === 'string') {
    into[prefix] = value;
  } else if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) {
      if (key.startsWith('$')) continue;
      flatten(inner, prefix ? `${prefix}.${key}` : key, into, problems);
    }
  } else {
    problems.push(`${prefix}: not a text (${JSON.stringify(value)})`);
  }
  return into;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*-?\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1]).toSorted();

/** Keys grouped by their message: a plural's `_one`/`_other` keys under one base key. */
function messages(catalogue: FlatCatalogue): Map<string, Map<string, string>> {
  const grouped = new Map<string, Map<string, string>>();
  for (const [key, text] of Object.entries(catalogue)) {
    const form = PLURAL_SUFFIX.exec(key)?.[1] ?? '';
    const base = form ? key.slice(0, -form.length - 1) : key;
    const forms = grouped.get(base) ?? new Map<string, string>();
    forms.set(form, text);
    grouped.set(base, forms);
  }
  return grouped;
}

/** Whether a language is written in Latin letters (then English-looking words may be its own). */
const latinScript = (locale: string) => {
  const script = new Intl.Locale(locale).maximize().script;
  return script === 'Latn';
};

/**
 * Every problem of `catalogue` (in `locale`) against the English one; empty when it is right. `names`: keys whose
 * text is a name, the same in every language.
 */
export function catalogueProblems(
  locale: string,
  catalogue: FlatCatalogue,
  english: FlatCatalogue,
  names: ReadonlySet<string>,
): string[] {
  const problems: string[] = [];
  const own = messages(catalogue);
  const base = messages(english);
  const pluralForms = new Set<string>(new Intl.PluralRules(locale).resolvedOptions().pluralCategories);
  for (const [key, englishForms] of base) {
    const forms = own.get(key);
    if (!forms) {
      problems.push(`${locale}: ${key} is missing`);
      continue;
    }
    const plural = !englishForms.has('');
    const englishPlaceholders = placeholders(englishForms.get(plural ? 'other' : '') ?? '');
    if (plural) {
      const missing = [...pluralForms].filter((form) => !forms.has(form));
      const extra = [...forms.keys()].filter((form) => !pluralForms.has(form));
      if (missing.length > 0) problems.push(`${locale}: ${key} lacks the plural forms ${missing.join(', ')}`);
      if (extra.length > 0)
        problems.push(`${locale}: ${key} has plural forms ${locale} does not use: ${extra.join(', ')}`);
    } else if (forms.size !== 1 || !forms.has('')) {
      problems.push(`${locale}: ${key} is plural here but not in English`);
    }
    for (const [form, text] of forms) {
      const label = form ? `${key}_${form}` : key;
      if (text.trim() === '') problems.push(`${locale}: ${label} is empty`);
      const own = placeholders(text);
      // A plural's `one` may say "one" instead of {{count}}; every other placeholder must be there.
      const wanted =
        form === 'one' ? englishPlaceholders.filter((name) => name !== 'count') : englishPlaceholders;
      const compared = form === 'one' ? own.filter((name) => name !== 'count') : own;
      if (JSON.stringify(compared) !== JSON.stringify(wanted))
        problems.push(
          `${locale}: ${label} has the placeholders {${own.join(', ')}}, English {${englishPlaceholders.join(', ')}}`,
        );
      if (locale === 'en' || names.has(key)) continue;
      if (text === (englishForms.get(form) ?? englishForms.get('other'))) {
        problems.push(
          `${locale}: ${label} is the English text ("${text}"); translate it, or list a name in names.json`,
        );
      } else if (!latinScript(locale) && /[A-Za-z]{3,}/.test(text.replace(/\{\{[^}]*\}\}/g, ''))) {
        problems.push(`${locale}: ${label} has English words in it ("${text}")`);
      }
    }
  }
  for (const key of own.keys())
    if (!base.has(key)) problems.push(`${locale}: ${key} is not in the English catalogue`);
  return problems;
}

/** The catalogue files present, by language. */
export function readCatalogues(dir = I18N_DIR): Map<string, FlatCatalogue> {
  const catalogues = new Map<string, FlatCatalogue>();
  const folder = path.join(dir, 'messages');
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    const problems: string[] = [];
    const flat = flatten(JSON.parse(readFileSync(path.join(folder, file), 'utf8')), '', {}, problems);
    if (problems.length > 0) throw new Error(`${file}: ${problems.join('; ')}`);
    catalogues.set(file.replace(/\.json$/, ''), flat);
  }
  return catalogues;
}

export function readNames(dir = I18N_DIR): Set<string> {
  const { keys } = JSON.parse(readFileSync(path.join(dir, 'names.json'), 'utf8')) as { keys: string[] };
  return new Set(keys);
}
