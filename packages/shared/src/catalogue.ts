import en from '../i18n/messages/en.json' with { type: 'json' };
import kn from '../i18n/messages/kn.json' with { type: 'json' };
import { DEFAULT_LOCALE, type Locale } from './locales.ts';

/**
 * The message catalogue read as data, for the server (docs/product/languages.md "The server's language"; ADR 0075):
 * its answers' `message` and field errors, and its mails, in the visitor's language. The web app never imports
 * this module (it would carry every language's whole catalogue): it calls the messages Paraglide compiles from
 * the same files. Not exported from the package's index for that reason.
 *
 * A new language adds its catalogue to this list too; the type below fails until it does.
 */
const CATALOGUES = { en, kn } satisfies Record<Locale, object>;

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type PluralBase<K> = K extends `${infer Base}_${'one' | 'other'}` ? Base : never;
type EnglishKey = Leaves<typeof en>;
/** A message's dotted key (`mail.otp.heading`); a plural message by its base key (`answers.wrongCode`). */
export type MessageKey = Exclude<EnglishKey, `${string}_${'one' | 'other'}`> | PluralBase<EnglishKey>;

export type MessageValues = Record<string, string | number>;

function flatten(value: unknown, prefix: string, into: Map<string, string>): Map<string, string> {
  if (typeof value === 'string') into.set(prefix, value);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value))
      if (!key.startsWith('$')) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  return into;
}

const flat = new Map<Locale, Map<string, string>>(
  Object.entries(CATALOGUES).map(([locale, tree]) => [locale as Locale, flatten(tree, '', new Map())]),
);
const english = flat.get(DEFAULT_LOCALE) ?? new Map<string, string>();

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

const interpolate = (text: string, values: MessageValues) =>
  text.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** The text of a catalogue key in a language, else English (a catalogue check keeps that from happening). */
function lookup(locale: Locale, key: string): string | undefined {
  return flat.get(locale)?.get(key) ?? english.get(key);
}

/**
 * A message in a language with its `{{placeholders}}` filled: `translate('kn', 'mail.otp.heading')`. A plural
 * message (`key_one`, `key_other` in the catalogue) picks its form by `values.count` with the language's plural
 * rules. Values are inserted as they are: HTML escaping is the mail renderer's.
 */
export function translate(locale: Locale, key: MessageKey, values: MessageValues = {}): string {
  let text = lookup(locale, key);
  if (text === undefined && typeof values.count === 'number') {
    const form = new Intl.PluralRules(locale).select(values.count);
    text = lookup(locale, `${key}_${form}`) ?? lookup(locale, `${key}_other`);
  }
  if (text === undefined) throw new Error(`No message ${key} in the catalogue`);
  return interpolate(text, values);
}

/** `translate` with the language fixed, the shape mail builders take: `t('mail.otp.heading')`. */
export type Translator = (key: MessageKey, values?: MessageValues) => string;
export const translatorFor =
  (locale: Locale): Translator =>
  (key, values) =>
    translate(locale, key, values);

/**
 * The sections whose English is what the shared schemas and the server say (ADR 0075): a field message
 * (`validation`) or an answer's message (`answers`). Their English text is the key the server finds a message
 * by, so a schema keeps writing plain English and one catalogue line gives it its other languages.
 */
const ANSWER_SECTIONS = ['validation.', 'answers.'];

type Template = { pattern: RegExp; names: string[]; key: string };
let exact: Map<string, string> | undefined;
let templates: Template[] | undefined;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function buildIndex() {
  exact = new Map();
  templates = [];
  for (const [key, text] of english) {
    if (!ANSWER_SECTIONS.some((section) => key.startsWith(section))) continue;
    const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
    if (names.length === 0) {
      if (!exact.has(text)) exact.set(text, key);
      continue;
    }
    const source = text
      .split(PLACEHOLDER)
      .map((part, index) => (index % 2 === 0 ? escapeRegExp(part) : '(.+?)'))
      .join('');
    templates.push({ pattern: new RegExp(`^${source}$`, 's'), names, key });
  }
}

/**
 * An English text the server answers with, in `locale`: found by its English in the answer sections, with the
 * values of its placeholders carried over ("Please wait 30 seconds…"). A text not in the catalogue stays as it is
 * (English), never blank.
 */
export function localiseAnswer(text: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return text;
  if (!exact || !templates) buildIndex();
  const key = exact?.get(text);
  if (key) return lookup(locale, key) ?? text;
  for (const { pattern, names, key: templateKey } of templates ?? []) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? '']));
    return interpolate(lookup(locale, templateKey) ?? text, values);
  }
  return text;
}

/** Every English text of the answer sections by key, for the test that no two keys share one differently. */
export const answerTexts = (): [key: string, text: string][] =>
  [...english].filter(([key]) => ANSWER_SECTIONS.some((section) => key.startsWith(section)));

/** The catalogue's text of a key in a language, for tests. */
export const catalogueText = (locale: Locale, key: string): string | undefined => flat.get(locale)?.get(key);
