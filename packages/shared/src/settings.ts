import { z } from 'zod';
import { safeName } from './names.ts';
import { MAX_DONATION_RUPEES, TRUST_IDS, type TrustId } from './constants.ts';
import { PAN_PATTERN } from './identifiers.ts';
import { SITE, TRUSTS } from './site.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales.ts';

/**
 * Trust settings (docs/product/console.md): what site.ts holds as code, editable by admins through
 * `GET/PATCH /api/admin/settings`. site.ts stays the seed of a database that has none stored yet.
 */

const text = (max: number) =>
  z.string().trim().min(1, 'Please fill this in').max(max, `At most ${max} characters`);
const httpUrl = z
  .string()
  .trim()
  .max(500)
  .pipe(z.url({ protocol: /^https?$/, error: 'Please enter an http(s) address' }));
const isoDate = z.iso.date('Please enter a date as YYYY-MM-DD');

export const registration80GSchema = z
  .object({ urn: text(40), valid_from: isoDate, valid_to: isoDate })
  .refine((r) => r.valid_from <= r.valid_to, {
    path: ['valid_to'],
    message: 'The end of the validity must not be before its start',
  });
export type Registration80G = z.infer<typeof registration80GSchema>;

// ---- giving: funds, suggested amounts, foreign contributions (docs/product/giving.md) ---------------------------

/** Form 10BD's "donation type" of a gift (docs/product/external-facts.md): what a fund is, for the statement. */
export const FUND_DONATION_TYPES = ['corpus', 'specific_grant', 'others'] as const;
export type FundDonationType = (typeof FUND_DONATION_TYPES)[number];
/** The portal's wording of each type, as Form 10BD and the receipt print it. */
export const FUND_DONATION_TYPE_LABELS = {
  corpus: 'Corpus',
  specific_grant: 'Specific grant',
  others: 'Others',
} as const satisfies Record<FundDonationType, string>;
/** A gift to no fund in particular: the trust's general fund, reported as "Others". */
export const GENERAL_FUND = { name: 'General fund', donation_type: 'others' } as const;

/** A fund's key: what the donation form sends and the donation stores; lower-case words joined by hyphens. */
export const FUND_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_FUNDS = 20;
const MAX_FUND_KEY = 40;

/**
 * The key a fund's name suggests, matching FUND_KEY_PATTERN: "Children's home" → `childrens-home`, "Élder care"
 * → `elder-care`. Accents are dropped, apostrophes vanish, any other run of characters outside a–z and 0–9 becomes
 * one hyphen; '' when nothing is left (a name in another script), for the volunteer to type a key.
 */
export function fundKeyFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_FUND_KEY)
    .replace(/^-+|-+$/g, '');
}
export const MAX_SUGGESTED_AMOUNTS = 6;

export const fundSchema = z.object({
  key: z
    .string()
    .trim()
    .min(1, 'Please fill this in')
    .max(MAX_FUND_KEY, `At most ${MAX_FUND_KEY} characters`)
    .regex(FUND_KEY_PATTERN, 'Use lower-case letters, digits and hyphens, e.g. elder-care'),
  name: text(80),
  donation_type: z.enum(FUND_DONATION_TYPES, { error: 'Choose corpus, specific grant or others' }),
});
export type Fund = z.infer<typeof fundSchema>;

const givingSettingsShape = {
  /** Whole rupees shown as chips on the donation form, smallest first. */
  suggested_amounts: z
    .array(
      z
        .number({ error: 'Amounts are whole rupees' })
        .int('Amounts are whole rupees')
        .min(1, 'Each amount must be at least ₹1')
        .max(MAX_DONATION_RUPEES, 'Each amount must be at most ₹1,00,00,000'),
    )
    .min(1, 'Give at least one amount')
    .max(MAX_SUGGESTED_AMOUNTS, `At most ${MAX_SUGGESTED_AMOUNTS} amounts`)
    .refine((amounts) => amounts.every((amount, i) => i === 0 || amount > (amounts[i - 1] ?? 0)), {
      message: 'List the amounts from the smallest up, each once',
    }),
  /** The funds a donor may give to; none means every gift goes to the general fund. */
  funds: z
    .array(fundSchema)
    .max(MAX_FUNDS, `At most ${MAX_FUNDS} funds`)
    .superRefine((funds, ctx) => {
      const seen = new Set<string>();
      funds.forEach((fund, i) => {
        if (seen.has(fund.key)) {
          ctx.addIssue({ code: 'custom', path: [i, 'key'], message: 'Each fund needs a key of its own' });
        }
        seen.add(fund.key);
      });
    }),
  /**
   * Whether the trust is registered under the FCRA to take foreign contributions. When it is not, the donation
   * form asks the donor to confirm they are an Indian citizen (NRIs are).
   */
  accepts_foreign_contributions: z.boolean({ error: 'Choose yes or no' }),
};
type GivingSettings = { [K in keyof typeof givingSettingsShape]: z.infer<(typeof givingSettingsShape)[K]> };

/** What a settings document stored before the giving settings existed lacks, and reads as. */
export const GIVING_SETTINGS_DEFAULTS: GivingSettings = {
  suggested_amounts: [501, 1001, 2501, 5001],
  funds: [],
  accepts_foreign_contributions: false,
};

/** The funds site.ts's demo trusts start with. */
const SEED_FUNDS: Record<TrustId, Fund[]> = {
  1: [
    { key: 'annadanam', name: 'Annadanam', donation_type: 'specific_grant' },
    { key: 'elder-care', name: 'Elder care', donation_type: 'specific_grant' },
    { key: 'childrens-home', name: "Children's home", donation_type: 'specific_grant' },
  ],
  2: [
    // Money for the temple's lasting fabric, kept as capital: the classic corpus donation.
    { key: 'temple-restoration', name: 'Temple restoration', donation_type: 'corpus' },
    { key: 'annadanam', name: 'Annadanam', donation_type: 'specific_grant' },
  ],
};

/**
 * A stored document as the current schema reads it: each trust gets the giving fields it lacks (documents saved
 * before the giving settings existed), so an older database loads as it was, with no migration of the JSON.
 */
export function withGivingDefaults(document: unknown): unknown {
  if (typeof document !== 'object' || document === null) return document;
  const trusts = (document as { trusts?: unknown }).trusts;
  if (typeof trusts !== 'object' || trusts === null) return document;
  const filled = Object.fromEntries(
    Object.entries(trusts).map(([id, trust]) => [
      id,
      typeof trust === 'object' && trust !== null ? { ...GIVING_SETTINGS_DEFAULTS, ...trust } : trust,
    ]),
  );
  return { ...document, trusts: filled };
}

/** A trust's fund by key; null for no key (the general fund) and for a key the trust does not have (any more). */
export function findFund(trust: Pick<TrustSettingsDocument, 'funds'>, key: string | null): Fund | null {
  return key === null ? null : (trust.funds.find((fund) => fund.key === key) ?? null);
}

/**
 * What a gift to `key` is called and how Form 10BD reports it. No key is the general fund ("Others"); a key no
 * longer in the settings (the fund was removed) keeps its key as its name and is reported as "Others".
 */
export function fundOf(
  trust: Pick<TrustSettingsDocument, 'funds'>,
  key: string | null,
): { name: string; donation_type: FundDonationType } {
  if (key === null) return GENERAL_FUND;
  return findFund(trust, key) ?? { name: key, donation_type: 'others' };
}
// ---- end of the giving block -------------------------------------------------------------------------------------

// ---- Receipt branding (docs/product/giving.md "Receipt branding and dates") -----------------------------------
// What a receipt and a yearly statement print besides the trust's details: its 12A/12AB registration, its
// authorised signatory, and the logo and signature images an admin uploaded (POST /api/admin/settings/images).

/** A stored branding image: `branding/<content hash>.png|jpg`, as the settings image upload answers it. */
export const BRANDING_IMAGE_KEY = /^branding\/[a-f0-9]{20}\.(?:png|jpg)$/;
const brandingImage = z.string().regex(BRANDING_IMAGE_KEY, 'Please upload the image again').nullable();
const optionalText = (max: number) =>
  z.string().trim().min(1, 'Please fill this in').max(max, `At most ${max} characters`).nullable();

/** A person's name printed on every receipt: free of the characters no name contains (names.ts). */
const optionalName = (max: number) =>
  safeName(z.string().trim().min(1, 'Please fill this in').max(max, `At most ${max} characters`)).nullable();

const receiptBrandingShape = {
  /** The trust's registration under section 12A/12AB (the 16-character URN since 2021, or an older number). */
  registration_12a: optionalText(60),
  /** Printed under the signature: who signs for the trust. Null: "Authorised Signatory" alone. */
  signatory_name: optionalName(120),
  /** Their office, e.g. "Managing Trustee"; printed after the name. */
  signatory_title: optionalName(120),
  /** Storage keys of the uploaded logo and signature; null: the receipt's plain letterhead, a line to sign on. */
  logo_image: brandingImage,
  signature_image: brandingImage,
};
type ReceiptBranding = {
  [K in keyof typeof receiptBrandingShape]: z.infer<(typeof receiptBrandingShape)[K]>;
};

/** What a stored document written before these fields existed reads as: nothing printed beyond today's look. */
export const RECEIPT_BRANDING_DEFAULTS: ReceiptBranding = {
  registration_12a: null,
  signatory_name: null,
  signatory_title: null,
  logo_image: null,
  signature_image: null,
};

/** Demo values for a new database (site.ts's trusts are demo data too). */
const RECEIPT_BRANDING_SEED: Record<TrustId, ReceiptBranding> = {
  1: {
    ...RECEIPT_BRANDING_DEFAULTS,
    registration_12a: 'AAATS1234KE20214',
    signatory_name: 'K. Sai Prasad',
    signatory_title: 'Managing Trustee',
  },
  2: {
    ...RECEIPT_BRANDING_DEFAULTS,
    registration_12a: 'AAATS5678ME20215',
    signatory_name: 'M. Lakshmi Devi',
    signatory_title: 'Secretary',
  },
};

/** Where the console shows an uploaded branding image: an admin-only route, never a public address (ADR 0032). */
export const brandingImagePath = (key: string) =>
  `/api/admin/settings/images/${key.replace(/^branding\//, '')}`;

/** A stored trust document with the branding fields it lacks filled in; anything else is left to the schema. */
function withBrandingDefaults(trust: unknown): unknown {
  if (typeof trust !== 'object' || trust === null) return trust;
  return { ...RECEIPT_BRANDING_DEFAULTS, ...trust };
}

// ---- end of receipt branding ---------------------------------------------------------------------------------

export const trustSettingsSchema = z.object({
  name: text(120),
  purpose: text(200),
  address: text(300),
  email: z.email('Please enter a valid e-mail address'),
  phone: text(30),
  pan: z.string().trim().toUpperCase().regex(PAN_PATTERN, 'Please enter a valid PAN'),
  /** The UPI id the e-hundi QR pays into: `name@bank`. */
  upi_vpa: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9.\-_]{2,256}@[A-Za-z]{2,64}$/, 'Please enter a UPI id like name@bank'),
  /** Section 80G registration and its validity; null for a trust that has none (the temple trust). */
  registration_80g: registration80GSchema.nullable(),
  /** The eligibility sentence a receipt prints while the 80G registration is valid (or the trust's own wording). */
  receipt_note: text(500),
  /**
   * What a receipt prints when the trust has no CURRENT 80G approval (none, or its validity has ended): a receipt
   * must never claim a deduction the law no longer allows.
   */
  no_approval_note: text(500),
  map_embed_url: httpUrl,
  // Giving: see the block above.
  ...givingSettingsShape,
  ...receiptBrandingShape,
});
export type TrustSettingsDocument = z.infer<typeof trustSettingsSchema>;

export const siteDetailsSchema = z.object({
  name: text(120),
  tagline: text(200),
  email: z.email('Please enter a valid e-mail address'),
  phone: text(30),
  address: text(300),
  social: z.object({
    facebook: httpUrl.nullable(),
    instagram: httpUrl.nullable(),
    linkedin: httpUrl.nullable(),
    youtube: httpUrl.nullable(),
    twitter: httpUrl.nullable(),
  }),
});
export type SiteDetails = z.infer<typeof siteDetailsSchema>;

// ---- The visitor-facing texts in other languages (docs/product/languages.md "Trust settings in Kannada") ----------
// The names, purposes, addresses and fund names the public pages show, per language; an empty text is "not
// translated", and the page shows the English. PAN, UPI id, receipt wording and the rest are not translated: the
// receipt is English (docs/product/languages.md), and the rest is not words.

/** The languages settings texts are translated into: every language of the site but English. */
type TranslatedLocale = Exclude<Locale, typeof DEFAULT_LOCALE>;
export const TRANSLATED_LOCALES = LOCALES.filter(
  (locale): locale is TranslatedLocale => locale !== DEFAULT_LOCALE,
);

const translatedText = (max: number) =>
  z.string({ error: 'Please write this as text' }).trim().max(max, `At most ${max} characters`).default('');

export const settingsTranslationSchema = z.object({
  site: z
    .object({ name: translatedText(120), tagline: translatedText(200), address: translatedText(300) })
    .default({ name: '', tagline: '', address: '' }),
  trusts: z
    .object(
      Object.fromEntries(
        TRUST_IDS.map((id) => [
          id,
          z
            .object({
              name: translatedText(120),
              purpose: translatedText(200),
              address: translatedText(300),
              /** A fund's name by its key; a key the trust no longer has is ignored. */
              funds: z
                .record(z.string().regex(FUND_KEY_PATTERN, 'Unknown fund'), translatedText(80))
                .default({}),
            })
            .default({ name: '', purpose: '', address: '', funds: {} }),
        ]),
      ) as Record<TrustId, z.ZodDefault<z.ZodObject<TranslatedTrustShape>>>,
    )
    .default({
      1: { name: '', purpose: '', address: '', funds: {} },
      2: { name: '', purpose: '', address: '', funds: {} },
    }),
});
type TranslatedTrustShape = {
  name: ReturnType<typeof translatedText>;
  purpose: ReturnType<typeof translatedText>;
  address: ReturnType<typeof translatedText>;
  funds: z.ZodDefault<z.ZodRecord<z.ZodString, ReturnType<typeof translatedText>>>;
};
export type SettingsTranslation = z.infer<typeof settingsTranslationSchema>;

/** An untranslated document: every text empty. */
export const emptySettingsTranslation = (): SettingsTranslation => settingsTranslationSchema.parse({});

const settingsTranslationsSchema = z
  .object(
    Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, settingsTranslationSchema])) as Record<
      TranslatedLocale,
      typeof settingsTranslationSchema
    >,
  )
  .partial()
  .default({});

// ---- end of the translations block --------------------------------------------------------------------------------

export const siteSettingsSchema = z.object({
  site: siteDetailsSchema,
  trusts: z.object({ 1: trustSettingsSchema, 2: trustSettingsSchema }),
  /** Absent in documents stored before translations existed: read as none. */
  translations: settingsTranslationsSchema,
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/**
 * A settings document as stored: fields added since it was written take their defaults on read (the receipt
 * branding; the giving fields, withGivingDefaults), so an older document still loads; the next save writes them
 * out.
 */
export const storedSiteSettingsSchema = z.preprocess((document) => {
  if (typeof document !== 'object' || document === null || !('trusts' in document)) return document;
  const { trusts } = document;
  if (typeof trusts !== 'object' || trusts === null) return document;
  return withGivingDefaults({
    ...document,
    trusts: Object.fromEntries(
      Object.entries(trusts).map(([id, trust]) => [id, withBrandingDefaults(trust)]),
    ),
  });
}, siteSettingsSchema);

/**
 * `PATCH /api/admin/settings`: any part may be left out; a given object is merged one level deep (a trust's fields,
 * the site's fields), so an admin can fix one PAN without resending everything. The merged result must still pass
 * siteSettingsSchema.
 */
export const siteSettingsPatchSchema = z
  .object({
    site: siteDetailsSchema.partial().optional(),
    trusts: z
      .object({ 1: trustSettingsSchema.partial().optional(), 2: trustSettingsSchema.partial().optional() })
      .optional(),
    /** A language given is replaced whole; languages left out keep what is stored. */
    translations: settingsTranslationsSchema.optional(),
  })
  .strict();
export type SiteSettingsPatch = z.infer<typeof siteSettingsPatchSchema>;

export const siteSettingsResponseSchema = z.object({
  data: siteSettingsSchema,
  meta: z.object({ updated_at: z.string().nullable() }),
  message: z.string().optional(),
});

const NO_APPROVAL_NOTE = (name: string) =>
  `${name} does not hold a current approval under section 80G of the Income-tax Act, 1961; this donation is not eligible for deduction under section 80G.`;

/** The first stored settings: what site.ts held when the console arrived. */
export function seedSettings(): SiteSettings {
  const trust = (id: TrustId): TrustSettingsDocument => {
    const t = TRUSTS[id];
    return {
      name: t.name,
      purpose: t.purpose,
      address: t.address,
      email: t.email,
      phone: t.phone,
      pan: t.pan,
      upi_vpa: t.upiVpa,
      registration_80g: t.registration80G
        ? {
            urn: t.registration80G.urn,
            valid_from: t.registration80G.validFrom,
            valid_to: t.registration80G.validTo,
          }
        : null,
      receipt_note: t.receiptNote,
      // The temple trust never had an approval: its own wording already says so.
      no_approval_note: t.registration80G ? NO_APPROVAL_NOTE(t.name) : t.receiptNote,
      map_embed_url: t.mapEmbedUrl,
      // Giving.
      suggested_amounts: [...GIVING_SETTINGS_DEFAULTS.suggested_amounts],
      funds: SEED_FUNDS[id].map((fund) => ({ ...fund })),
      accepts_foreign_contributions: false,
      ...RECEIPT_BRANDING_SEED[id],
    };
  };
  return {
    site: {
      name: SITE.name,
      tagline: SITE.tagline,
      email: SITE.email,
      phone: SITE.phone,
      address: SITE.address,
      social: { ...SITE.social },
    },
    trusts: { 1: trust(1), 2: trust(2) },
    translations: { kn: SEED_KANNADA },
  };
}

/** The demo trusts' texts in Kannada (the glossary of docs/product/languages.md: names to be confirmed by the trusts). */
const SEED_KANNADA: SettingsTranslation = {
  site: {
    name: 'ಸಾಯಿ ಮಾಯಿ ಟ್ರಸ್ಟ್‌ಗಳು',
    tagline: '2004ರಿಂದ ಬೆಂಗಳೂರಿನಲ್ಲಿ ಅನಾಥರ, ಹಿರಿಯರ ಮತ್ತು ದೇವಾಲಯದ ಸೇವೆಯಲ್ಲಿ',
    address: '12, 4ನೇ ಕ್ರಾಸ್, ಶ್ರೀ ಸಾಯಿ ನಗರ, ಜಯನಗರ 9ನೇ ಬ್ಲಾಕ್, ಬೆಂಗಳೂರು, ಕರ್ನಾಟಕ 560069, ಭಾರತ',
  },
  trusts: {
    1: {
      name: 'ಸಾಯಿ ಮಾಯಿ ಟ್ರಸ್ಟ್',
      purpose: 'ಅನಾಥ ಮಕ್ಕಳು ಮತ್ತು ಹಿರಿಯರ ಆರೈಕೆ',
      address: '12, 4ನೇ ಕ್ರಾಸ್, ಶ್ರೀ ಸಾಯಿ ನಗರ, ಜಯನಗರ 9ನೇ ಬ್ಲಾಕ್, ಬೆಂಗಳೂರು, ಕರ್ನಾಟಕ 560069, ಭಾರತ',
      funds: { annadanam: 'ಅನ್ನದಾನ', 'elder-care': 'ಹಿರಿಯರ ಆರೈಕೆ', 'childrens-home': 'ಮಕ್ಕಳ ಮನೆ' },
    },
    2: {
      name: 'ಸಾಯಿ ಮೇರು ಮತಿ ಟ್ರಸ್ಟ್',
      purpose: 'ದೇವಾಲಯ ಜೀರ್ಣೋದ್ಧಾರ ಮತ್ತು ಧಾರ್ಮಿಕ ಚಟುವಟಿಕೆಗಳು',
      address: '48, ಟೆಂಪಲ್ ಸ್ಟ್ರೀಟ್, ಮಲ್ಲೇಶ್ವರಂ, ಬೆಂಗಳೂರು, ಕರ್ನಾಟಕ 560003, ಭಾರತ',
      funds: { 'temple-restoration': 'ದೇವಾಲಯ ಜೀರ್ಣೋದ್ಧಾರ', annadanam: 'ಅನ್ನದಾನ' },
    },
  },
};

/** Merges a PATCH into the stored settings (one level deep); the caller validates the result. */
export function mergeSettings(current: SiteSettings, patch: SiteSettingsPatch): SiteSettings {
  const trusts = { ...current.trusts };
  for (const id of TRUST_IDS) {
    const part = patch.trusts?.[id];
    if (part) trusts[id] = { ...current.trusts[id], ...part };
  }
  return {
    site: { ...current.site, ...patch.site },
    trusts,
    translations: { ...current.translations, ...patch.translations },
  };
}

/**
 * What a receipt dated `date` (YYYY-MM-DD, India) may say about 80G: the registration and its note while the date
 * lies within the validity, otherwise no registration and the "no current approval" wording.
 */
export function receiptEligibility(
  trust: Pick<TrustSettingsDocument, 'registration_80g' | 'receipt_note' | 'no_approval_note'>,
  date: string,
): { registration: Registration80G | null; note: string } {
  const r = trust.registration_80g;
  if (r && r.valid_from <= date && date <= r.valid_to) return { registration: r, note: trust.receipt_note };
  return { registration: null, note: trust.no_approval_note };
}

/**
 * What the public site shows of the settings (`GET /api/site`): the footer, contact page, find-us page and legal
 * pages, and what the donation form offers (the suggested amounts, the funds by key and name, whether
 * foreign contributions are accepted). No PAN, UPI id, 80G registration or receipt wording: the public pages do
 * not print them.
 */
export const publicTrustSchema = trustSettingsSchema
  .pick({
    name: true,
    purpose: true,
    address: true,
    email: true,
    phone: true,
    map_embed_url: true,
    suggested_amounts: true,
    accepts_foreign_contributions: true,
  })
  .extend({ funds: z.array(fundSchema.pick({ key: true, name: true })) });
export type PublicTrust = z.infer<typeof publicTrustSchema>;

export const publicSiteSchema = siteDetailsSchema.extend({
  trusts: z.object({ 1: publicTrustSchema, 2: publicTrustSchema }),
  /**
   * True when the server runs its payment sandbox in production on purpose (PAYMENTS_SANDBOX=true, no gateway
   * keys): every giving page says "Test mode — no money is taken" (docs/decisions/0040-payments-test-mode.md).
   * From the server's configuration, not the settings; an answer cached before the field existed reads as false.
   */
  payments_test_mode: z.boolean().default(false),
});
export type PublicSite = z.infer<typeof publicSiteSchema>;

/**
 * The public subset of the stored settings in a language (its translated texts where written, else English), with
 * the server's payment mode (false unless told).
 */
export function publicSite(
  settings: SiteSettings,
  { paymentsTestMode = false, locale = DEFAULT_LOCALE }: { paymentsTestMode?: boolean; locale?: Locale } = {},
): PublicSite {
  const translation =
    locale === DEFAULT_LOCALE ? undefined : settings.translations[locale as TranslatedLocale];
  const or = (translated: string | undefined, english: string) => translated || english;
  const trust = (id: TrustId): PublicTrust => {
    const t = settings.trusts[id];
    const words = translation?.trusts[id];
    return {
      name: or(words?.name, t.name),
      purpose: or(words?.purpose, t.purpose),
      address: or(words?.address, t.address),
      email: t.email,
      phone: t.phone,
      map_embed_url: t.map_embed_url,
      suggested_amounts: [...t.suggested_amounts],
      funds: t.funds.map(({ key, name }) => ({ key, name: or(words?.funds[key], name) })),
      accepts_foreign_contributions: t.accepts_foreign_contributions,
    };
  };
  const { social, ...site } = settings.site;
  return {
    ...site,
    name: or(translation?.site.name, site.name),
    tagline: or(translation?.site.tagline, site.tagline),
    address: or(translation?.site.address, site.address),
    social: { ...social },
    trusts: { 1: trust(1), 2: trust(2) },
    payments_test_mode: paymentsTestMode,
  };
}
