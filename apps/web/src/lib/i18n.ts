import { createContext, use } from 'react';
import { DEFAULT_LOCALE, splitLocalePath, type Locale } from '@charity/shared';

/*
 * The page's language (docs/decisions/0067). The URL decides it (`/kn/...` is Kannada), once per page: the server
 * renderer reads it from the request's URL and the browser from its address, and both hand it down through
 * this context. Messages (src/paraglide/, compiled from the catalogue) take it as an argument, so nothing global
 * holds a language and two pages rendered at once on the server never mix theirs.
 */
export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export const useLocale = (): Locale => use(LocaleContext);

/** The language of a pathname (the browser's address, or a request's on the server). */
export const localeOfPath = (pathname: string): Locale => splitLocalePath(pathname).locale;

/** A compiled message: Paraglide's functions take their inputs and the language. */
export type Message<Inputs extends object = Record<string, never>> = (
  inputs: Inputs,
  options: { locale: Locale },
) => string;

type Translate = {
  (message: Message): string;
  <Inputs extends object>(message: Message<Inputs>, inputs: Inputs): string;
};

/** `t(m['nav.home'])` or `t(m['footer.copyright'], { year, name })` in the page's language. */
export function useT(): Translate {
  const locale = useLocale();
  return ((message: Message<object>, inputs: object = {}) => message(inputs, { locale })) as Translate;
}
