import { z } from 'zod';
import {
  DEFAULT_LOCALE,
  NEWSLETTER_VERSION_LOCALES,
  type Locale,
  type NewsletterInput,
  type NewsletterVersionLocale,
} from '@charity/shared';
import { invalidFields } from '#src/shared/domain-error.ts';
import { newsletterBody } from './body.ts';

/**
 * A newsletter's versions in other languages (docs/product/languages.md "Newsletters"): kept as JSON beside the
 * English (migration 0035), each with its sanitised HTML and the plain text made from it, as the English is.
 */
export type StoredVersion = { subject: string; body_html: string; body_text: string };
export type StoredVersions = Partial<Record<NewsletterVersionLocale, StoredVersion>>;

const storedVersion = z.object({ subject: z.string(), body_html: z.string(), body_text: z.string() });
const storedVersions = z.record(z.string(), storedVersion);

/** The stored JSON read back; a language the site no longer has is dropped. */
export function parseVersions(json: string): StoredVersions {
  const all = storedVersions.parse(JSON.parse(json));
  return Object.fromEntries(
    NEWSLETTER_VERSION_LOCALES.flatMap((locale) => (all[locale] ? [[locale, all[locale]]] : [])),
  );
}

/** Whether sanitised rich text says anything: words, or at least a picture. */
export const hasContent = (body: { html: string; text: string }) =>
  body.text !== '' || /<img\b/i.test(body.html);

/**
 * The versions the form sent, sanitised like the English; a language with both texts empty has none. A body
 * that sanitising leaves empty is refused on its own field, as the English body is.
 */
export async function cleanVersions(input: NewsletterInput): Promise<StoredVersions> {
  const versions: StoredVersions = {};
  for (const locale of NEWSLETTER_VERSION_LOCALES) {
    const version = input.translations[locale];
    if (!version || (version.subject === '' && version.body_html === '')) continue;
    const clean = await newsletterBody(version.body_html);
    if (!hasContent(clean)) {
      throw invalidFields({
        [`translations.${locale}.body_html`]: 'Please write this version too, or clear its subject',
      });
    }
    versions[locale] = { subject: version.subject, body_html: clean.html, body_text: clean.text };
  }
  return versions;
}

/**
 * What a reader of `locale` gets: the version in their language when the newsletter has one, else the English;
 * with the language the mail's own words (the footer, the frame) are then written in.
 */
export function versionFor(
  newsletter: StoredVersion & { translations: string },
  locale: Locale | undefined,
): StoredVersion & { locale: Locale } {
  const version =
    locale && locale !== DEFAULT_LOCALE ? parseVersions(newsletter.translations)[locale] : undefined;
  if (version && locale) return { ...version, locale };
  return {
    subject: newsletter.subject,
    body_html: newsletter.body_html,
    body_text: newsletter.body_text,
    locale: DEFAULT_LOCALE,
  };
}
