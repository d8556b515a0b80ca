/**
 * The site's languages (docs/product/languages.md, docs/decisions/0067): `label` in the language itself (the
 * switcher), `name` in English (the console). Each language is one line here and one
 * message catalogue (packages/shared/i18n/messages/{locale}.json): the web build compiles the catalogues of the
 * languages listed here, the catalogue check (scripts/catalogue.test.ts) holds every listed language to English,
 * and every public page is served under `/{locale}` for each language but the default.
 */
export const LOCALE_DETAILS = {
  en: { label: 'English', name: 'English', ogLocale: 'en_IN' },
  kn: { label: 'ಕನ್ನಡ', name: 'Kannada', ogLocale: 'kn_IN' },
} as const satisfies Record<string, { label: string; name: string; ogLocale: string }>;

export type Locale = keyof typeof LOCALE_DETAILS;

export const LOCALES = Object.keys(LOCALE_DETAILS) as Locale[];

/** English: unprefixed URLs (no URL changes), the x-default alternate, and the catalogue every other is held to. */
export const DEFAULT_LOCALE = 'en' satisfies Locale;

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && Object.hasOwn(LOCALE_DETAILS, value);

/**
 * The language a pathname is in and the page's path without the prefix: `/kn/about` → kn and `/about`, `/kn` →
 * kn and `/`, `/about` → en and `/about`. Only a whole first segment is a prefix (`/knowledge` is English).
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2,3})(?=\/|$)(.*)$/.exec(pathname);
  const prefix = match?.[1];
  if (match && prefix !== DEFAULT_LOCALE && isLocale(prefix))
    return { locale: prefix, path: match[2] || '/' };
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** The router's basename for a language: '' for English, `/kn` for Kannada. */
export const localeBasename = (locale: Locale): string => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

/** A page's path in a language: `localisedPath('kn', '/about')` → `/kn/about`, the home page `/kn`. */
export const localisedPath = (locale: Locale, path: string): string =>
  locale === DEFAULT_LOCALE ? path : `${localeBasename(locale)}${path === '/' ? '' : path}`;

/**
 * Whether a page (a path without the language prefix) exists in every language. The console and its previews are
 * English only (docs/product/languages.md): `/kn/admin…` and `/kn/preview…` are not pages.
 */
export const isLocalisablePath = (path: string): boolean => !/^\/(admin|preview)(\/|$)/.test(path);

/**
 * The language a public API request asks for (docs/product/languages.md "The server's language"): `?locale=` when
 * it names a language of the site, else the first language of `Accept-Language` the site has, by its q-weights
 * (`kn-IN` counts as kn; `q=0` refuses one), else English. The web app sends `?locale=` from the page's URL, so
 * a browser's own preference only decides for calls made without it (a mail link, an API client).
 */
export function negotiateLocale(queryLocale: unknown, acceptLanguage: string | undefined): Locale {
  if (isLocale(queryLocale)) return queryLocale;
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranges = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(param)?.[1]).find(Boolean);
      return { tag: range.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.q > 0 && range.tag !== '')
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranges) {
    const language = tag.split('-')[0];
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}

/**
 * A page's versions for hreflang (docs/product/languages.md "For search engines"): the page in every language,
 * then English again as `x-default`, as paths for the caller to make absolute. The page head and the sitemap both
 * list them, so a crawler reads the same set from either.
 */
export const languageAlternates = (path: string): { hreflang: string; path: string }[] => [
  ...LOCALES.map((hreflang) => ({ hreflang, path: localisedPath(hreflang, path) })),
  { hreflang: 'x-default', path: localisedPath(DEFAULT_LOCALE, path) },
];
