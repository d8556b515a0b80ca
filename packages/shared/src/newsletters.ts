import { z } from 'zod';
import { dataEnvelope, listMetaSchema, pageParam, sortParam, type SortValue } from './api.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales.ts';

/**
 * Newsletters in the console (docs/product/console.md "Newsletters", coordinator and admin): compose, preview, a
 * test mail to oneself, then a send to every confirmed subscriber of the chosen topics, paced by a per-minute rate,
 * which can be paused and resumed. Names are prefixed (newsletter…) because index.ts re-exports every module into
 * one namespace.
 */

/** The topics a newsletter can go to: those the home page's form offers. */
export const NEWSLETTER_TOPICS = ['event', 'newsletter', 'blog'] as const;
export const newsletterTopicSchema = z.enum(NEWSLETTER_TOPICS, {
  error: 'Please choose event, newsletter or blog',
});
export type NewsletterTopic = z.infer<typeof newsletterTopicSchema>;

export const NEWSLETTER_STATUSES = ['draft', 'sending', 'paused', 'sent'] as const;
export const newsletterStatusSchema = z.enum(NEWSLETTER_STATUSES);
export type NewsletterStatus = z.infer<typeof newsletterStatusSchema>;

export const NEWSLETTER_SUBJECT_MAX = 200;
export const NEWSLETTER_BODY_MAX = 100_000;
/** Mails per minute: 60 suits a small relay (one a second); the most a trust's own SMTP server should take. */
export const NEWSLETTER_RATE_DEFAULT = 60;
export const NEWSLETTER_RATE_MAX = 6_000;

/** The success texts of the newsletter routes (the console toasts them). */
export const NEWSLETTER_MESSAGES = {
  saved: 'Saved.',
  testSent: 'A test mail is on its way to you.',
  sending: 'Sending has started.',
  paused: 'Sending is paused.',
  resumed: 'Sending goes on.',
  notDraft: 'This newsletter is no longer a draft, so it cannot be changed or sent again.',
  notSending: 'This newsletter is not being sent, so there is nothing to pause.',
  notPaused: 'This newsletter is not paused.',
  noRecipients: 'Nobody has confirmed a subscription to these topics yet.',
} as const;

/** The languages a newsletter can have a version in besides English. */
export const NEWSLETTER_VERSION_LOCALES = LOCALES.filter(
  (locale): locale is Exclude<Locale, typeof DEFAULT_LOCALE> => locale !== DEFAULT_LOCALE,
);
export type NewsletterVersionLocale = (typeof NEWSLETTER_VERSION_LOCALES)[number];

/**
 * A version in another language (docs/product/languages.md "Newsletters"): both texts, or neither (no version:
 * its readers get the English). Subject and body follow the English rules.
 */
export const newsletterVersionSchema = z
  .object({
    subject: z
      .string({ error: 'Please write the subject as text' })
      .trim()
      .max(NEWSLETTER_SUBJECT_MAX, `Please keep the subject under ${NEWSLETTER_SUBJECT_MAX} characters`)
      .default(''),
    body_html: z
      .string({ error: 'Please write the newsletter as text' })
      .trim()
      .max(NEWSLETTER_BODY_MAX, 'The newsletter is too long')
      .default(''),
  })
  .superRefine((version, ctx) => {
    if (version.subject !== '' && version.body_html === '')
      ctx.addIssue({
        code: 'custom',
        path: ['body_html'],
        message: 'Please write this version too, or clear its subject',
      });
    if (version.subject === '' && version.body_html !== '')
      ctx.addIssue({ code: 'custom', path: ['subject'], message: 'Please give this version a subject too' });
  });
export type NewsletterVersion = z.output<typeof newsletterVersionSchema>;

const newsletterVersionsSchema = z
  .object(
    Object.fromEntries(
      NEWSLETTER_VERSION_LOCALES.map((locale) => [locale, newsletterVersionSchema]),
    ) as Record<NewsletterVersionLocale, typeof newsletterVersionSchema>,
  )
  .partial();

/** What the compose form sends, for a new draft or a change to one, and for a preview. */
export const newsletterRequestSchema = z.object({
  subject: z
    .string({ error: 'Please write a subject' })
    .trim()
    .min(1, 'Please write a subject')
    .max(NEWSLETTER_SUBJECT_MAX, `Please keep the subject under ${NEWSLETTER_SUBJECT_MAX} characters`),
  /** HTML from the console's editor; the server sanitises it with the site's rules before keeping it. */
  body_html: z
    .string({ error: 'Please write the newsletter' })
    .trim()
    .min(1, 'Please write the newsletter')
    .max(NEWSLETTER_BODY_MAX, 'The newsletter is too long'),
  topics: z
    .array(newsletterTopicSchema, { error: 'Please choose at least one topic' })
    .min(1, 'Please choose at least one topic')
    .transform((topics) => NEWSLETTER_TOPICS.filter((topic) => topics.includes(topic))),
  rate_per_minute: z.coerce
    .number({ error: 'Please give a number of mails per minute' })
    .int('Please give a whole number of mails per minute')
    .min(1, 'At least 1 mail per minute')
    .max(NEWSLETTER_RATE_MAX, `At most ${NEWSLETTER_RATE_MAX} mails per minute`)
    .default(NEWSLETTER_RATE_DEFAULT),
  /** The versions in other languages; a language left out, or with both texts empty, has none. */
  translations: newsletterVersionsSchema.default({}),
});
export type NewsletterRequest = z.input<typeof newsletterRequestSchema>;
export type NewsletterInput = z.output<typeof newsletterRequestSchema>;

/**
 * Where a send stands. waiting: not yet handed to the outbox (the rate holds them back); queued: in the outbox,
 * not yet accepted by the mail server; sent and failed: the outbox's outcome; skipped: unsubscribed after the
 * send started. A finished send has waiting and queued at 0.
 */
export const newsletterCountsSchema = z.object({
  recipients: z.number().int(),
  waiting: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
});
export type NewsletterCounts = z.infer<typeof newsletterCountsSchema>;

export const newsletterSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  body_html: z.string(),
  /** Only the languages it has a version in. */
  translations: z.record(z.string(), z.object({ subject: z.string(), body_html: z.string() })),
  topics: z.array(newsletterTopicSchema),
  rate_per_minute: z.number().int(),
  status: newsletterStatusSchema,
  created_by: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  counts: newsletterCountsSchema,
});
export type Newsletter = z.infer<typeof newsletterSchema>;

/** What the newsletters list sorts by: when it was written (newest first unless asked) or its subject. */
export const NEWSLETTER_SORTS = ['date', 'subject'] as const;
export type NewsletterSort = SortValue<(typeof NEWSLETTER_SORTS)[number]>;

export const newsletterListQuerySchema = z.object({
  page: pageParam,
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  status: newsletterStatusSchema.optional(),
  sort: sortParam(NEWSLETTER_SORTS, '-date'),
});
export type NewsletterListQuery = z.output<typeof newsletterListQuerySchema>;

export const newsletterListResponseSchema = z.object({
  data: z.array(newsletterSchema),
  meta: listMetaSchema,
});
export type NewsletterListResponse = z.infer<typeof newsletterListResponseSchema>;

export const newsletterResponseSchema = dataEnvelope(newsletterSchema);
export type NewsletterResponse = z.infer<typeof newsletterResponseSchema>;

/** The mail as one subscriber would get it (with a sample unsubscribe link), for the browser preview. */
const previewedMailSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export const newsletterPreviewSchema = previewedMailSchema.extend({
  /** The same mail in each language the newsletter has a version in, as its readers will get it. */
  versions: z.record(z.string(), previewedMailSchema).default({}),
  /** How many confirmed subscribers the chosen topics reach today. */
  recipients: z.number().int(),
});
export type NewsletterPreview = z.infer<typeof newsletterPreviewSchema>;
export const newsletterPreviewResponseSchema = dataEnvelope(newsletterPreviewSchema);

export const newsletterMessageResponseSchema = z.object({ message: z.string() });
