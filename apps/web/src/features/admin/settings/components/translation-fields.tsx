import { useWatch } from 'react-hook-form';
import {
  FUND_KEY_PATTERN,
  LOCALE_DETAILS,
  TRANSLATED_LOCALES,
  TRUST_IDS,
  type SiteSettings,
  type TrustId,
} from '@charity/shared';
import { TextAreaField, TextField } from '#src/components/forms/form-fields.tsx';

type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

/**
 * One text's translation beside its English (docs/product/languages.md "Trust settings in Kannada"): the English
 * as the form holds it now, read-only, on the left; the translation's box on the right (stacked on a phone).
 * Left empty, the public page shows the English.
 */
function TranslatedText({
  english,
  name,
  label,
  locale,
  multiline = false,
}: {
  english: string;
  name: string;
  label: string;
  locale: TranslatedLocale;
  multiline?: boolean;
}) {
  const language = LOCALE_DETAILS[locale].name;
  const props = {
    name,
    label: `${label} in ${language}`,
    required: false,
    lang: locale,
    hint: `Leave empty to show the English.`,
  };
  return (
    <div className="grid gap-2 md:grid-cols-2 md:gap-4">
      <div>
        <p className="text-sm font-semibold text-maroon">{label} in English</p>
        <p className="mt-1 whitespace-pre-line rounded-xl bg-cream px-4 py-3 text-ink">{english || '—'}</p>
      </div>
      {multiline ? <TextAreaField {...props} rows={3} /> : <TextField {...props} />}
    </div>
  );
}

/** A trust's translated texts: its name, purpose, address and the name of each of its funds. */
function TrustTranslation({ id, locale }: { id: TrustId; locale: TranslatedLocale }) {
  const trust = useWatch({ name: `trusts.${id}` }) as SiteSettings['trusts'][TrustId];
  const base = `translations.${locale}.trusts.${id}`;
  const funds = trust.funds.filter((fund) => FUND_KEY_PATTERN.test(fund.key));
  return (
    <fieldset className="space-y-4 rounded-xl border border-line p-4">
      <legend className="px-1 font-semibold text-maroon">
        {trust.name} in {LOCALE_DETAILS[locale].name}
      </legend>
      <TranslatedText english={trust.name} name={`${base}.name`} label="Legal name" locale={locale} />
      <TranslatedText english={trust.purpose} name={`${base}.purpose`} label="Purpose" locale={locale} />
      <TranslatedText
        english={trust.address}
        name={`${base}.address`}
        label="Registered address"
        locale={locale}
        multiline
      />
      {funds.map((fund) => (
        <TranslatedText
          key={fund.key}
          english={fund.name}
          name={`${base}.funds.${fund.key}`}
          label={`Fund “${fund.name}”`}
          locale={locale}
        />
      ))}
    </fieldset>
  );
}

/**
 * The settings' visitor-facing texts in each other language of the site: what the footer, the contact and find-us
 * pages and the donation form show on that language's pages. The receipt and everything that is not words (PAN,
 * UPI id, e-mail) stay as above.
 */
export function TranslationFields() {
  const site = useWatch({ name: 'site' }) as SiteSettings['site'];
  return TRANSLATED_LOCALES.map((locale) => {
    const language = LOCALE_DETAILS[locale];
    return (
      <fieldset key={locale} className="space-y-4 rounded-2xl border border-line bg-white p-5">
        <legend className="px-1 text-xl font-semibold">
          In {language.name} (<span lang={locale}>{language.label}</span>)
        </legend>
        <p className="max-w-2xl text-sm text-muted">
          What visitors reading the site in {language.name} see instead of the English: the names, purposes
          and addresses in the footer and on the contact and find-us pages, and the funds on the donation
          form. Receipts stay in English.
        </p>
        <TranslatedText
          english={site.name}
          name={`translations.${locale}.site.name`}
          label="Site name"
          locale={locale}
        />
        <TranslatedText
          english={site.tagline}
          name={`translations.${locale}.site.tagline`}
          label="Tagline"
          locale={locale}
        />
        <TranslatedText
          english={site.address}
          name={`translations.${locale}.site.address`}
          label="Postal address"
          locale={locale}
          multiline
        />
        {TRUST_IDS.map((id) => (
          <TrustTranslation key={id} id={id} locale={locale} />
        ))}
      </fieldset>
    );
  });
}
