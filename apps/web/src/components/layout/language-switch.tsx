import { useLocation } from 'react-router';
import { LOCALE_DETAILS, LOCALES, localisedPath } from '@charity/shared';
import { useLocale, useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/**
 * The language switcher (docs/product/languages.md, docs/decisions/0067): a plain link to the same page in each
 * other language, query string kept, labelled in its own language (ಕನ್ನಡ / English). A plain <a>, not a router
 * link: the other language is another document (its `<html lang>`, its route table under /kn), so it loads like
 * one, and works before the scripts have arrived. Its hover text says where it goes in the page's language.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  const t = useT();
  // The router's location is the page path without the language prefix (the basename).
  const { pathname, search } = useLocation();
  return LOCALES.filter((other) => other !== locale).map((other) => (
    <a
      key={other}
      href={`${localisedPath(other, pathname)}${search}`}
      hrefLang={other}
      lang={other}
      title={t(m['header.switchLanguage'], { language: LOCALE_DETAILS[other].label })}
      className={className}
      data-testid="language-switch"
    >
      {LOCALE_DETAILS[other].label}
    </a>
  ));
}
