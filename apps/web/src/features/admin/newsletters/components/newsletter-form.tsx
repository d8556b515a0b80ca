import { useNavigate } from 'react-router';
import { useFormContext } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import {
  adminPaths,
  LOCALE_DETAILS,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_VERSION_LOCALES,
  NEWSLETTER_RATE_DEFAULT,
  NEWSLETTER_TOPICS,
  newsletterRequestSchema,
  type Newsletter,
} from '@charity/shared';
import { CheckboxGroupField, TextField } from '#src/components/forms/form-fields.tsx';
import { MailForm, useMailForm } from '#src/features/admin/ui/mail-form.tsx';
import { RichTextField } from '#src/features/admin/content/components/rich-text-editor.tsx';
import { TOPIC_LABELS } from '#src/features/admin/inboxes/components/labels.ts';
import { useMe } from '#src/features/admin/shell/api/me.ts';
import { newsletterKeys } from '#src/features/admin/newsletters/api/keys.ts';
import {
  createNewsletter,
  previewNewsletter,
  updateNewsletter,
} from '#src/features/admin/newsletters/api/save-newsletter.ts';

const FIELDS = [
  'subject',
  'body_html',
  'topics',
  'rate_per_minute',
  ...NEWSLETTER_VERSION_LOCALES.flatMap(
    (locale) => [`translations.${locale}.subject`, `translations.${locale}.body_html`] as const,
  ),
] as const;

/** The form's values: a new draft's, or a saved one's. The editor gives null once emptied; the schema refuses both. */
const valuesOf = (newsletter: Newsletter | undefined) => ({
  subject: newsletter?.subject ?? '',
  body_html: newsletter?.body_html ?? '',
  topics: newsletter?.topics ?? ['newsletter'],
  rate_per_minute: String(newsletter?.rate_per_minute ?? NEWSLETTER_RATE_DEFAULT),
  translations: Object.fromEntries(
    NEWSLETTER_VERSION_LOCALES.map((locale) => [
      locale,
      {
        subject: newsletter?.translations[locale]?.subject ?? '',
        body_html: newsletter?.translations[locale]?.body_html ?? '',
      },
    ]),
  ),
});

/**
 * A version in another language (docs/product/languages.md "Newsletters"), folded away until wanted: subscribers
 * who signed up on that language's pages get it; left empty, they get the English.
 */
function LanguageVersion({ locale }: { locale: (typeof NEWSLETTER_VERSION_LOCALES)[number] }) {
  const { formState, getValues } = useFormContext();
  const language = LOCALE_DETAILS[locale];
  const written = Boolean(getValues(`translations.${locale}.subject`));
  const failed = Boolean((formState.errors.translations as Record<string, unknown> | undefined)?.[locale]);
  return (
    <details className="rounded-xl border border-line p-4" open={written || failed ? true : undefined}>
      <summary className="cursor-pointer font-semibold">
        {language.name} version (<span lang={locale}>{language.label}</span>), optional
      </summary>
      <div className="mt-3 space-y-4">
        <p className="text-sm text-muted">
          Subscribers who signed up on the {language.name} pages get this version; without it they get the
          English. Write both the subject and the newsletter, or neither.
        </p>
        <TextField
          name={`translations.${locale}.subject`}
          label={`Subject in ${language.name}`}
          maxLength={200}
          required={false}
          lang={locale}
        />
        <RichTextField name={`translations.${locale}.body_html`} label={`Newsletter in ${language.name}`} />
      </div>
    </details>
  );
}

/**
 * Mails per minute, for an admin only: most senders never change it, so it waits under Advanced (opened when it
 * has an error). A coordinator's form still sends the rate the draft has (the default for a new one), untouched
 * (docs/product/console.md "Newsletters").
 */
function SendingRate() {
  const { formState } = useFormContext();
  return (
    <details
      className="rounded-xl border border-line p-4"
      open={formState.errors.rate_per_minute ? true : undefined}
    >
      <summary className="cursor-pointer font-semibold">Advanced</summary>
      <div className="mt-3 space-y-3">
        <p className="text-sm text-muted">
          Leave this as it is unless the trust's mail provider limits how many mails it takes a minute, or
          mails from a send are refused as too many at once: then lower it.
        </p>
        <TextField
          name="rate_per_minute"
          label="Mails per minute"
          inputMode="numeric"
          hint="How fast the send goes: keep it within what the trust's mail server accepts (60 is one a second)."
        />
      </div>
    </details>
  );
}

/**
 * Compose a newsletter (a new draft, or a change to one) with the console's form kit: subject, rich text (TipTap,
 * as in the content editor), topics and, for an admin, mails per minute, validated by the shared schema; Preview
 * shows the mail as it will be sent, below the form, and takes the focus there (ui/mail-form.tsx).
 */
export function NewsletterForm({ newsletter }: { newsletter?: Newsletter }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isAdmin = useMe().data?.role === 'admin';
  const mail = useMailForm({
    schema: newsletterRequestSchema,
    defaultValues: valuesOf(newsletter),
    serverFields: FIELDS,
    send: (values) => (newsletter ? updateNewsletter(newsletter.id, values) : createNewsletter(values)),
    preview: previewNewsletter,
    successToast: NEWSLETTER_MESSAGES.saved,
    onSuccess: ({ data: saved }) => {
      queryClient.setQueryData(newsletterKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: newsletterKeys.lists });
      // The reset put back the values the form opened with; the draft as saved is what it holds now.
      mail.api.form.reset(valuesOf(saved));
      if (!newsletter) void navigate(adminPaths.newsletter(saved.id));
    },
  });

  return (
    <MailForm
      mail={mail}
      submitLabel={newsletter ? 'Save changes' : 'Save draft'}
      previewId="newsletter-preview"
      frameTitle="Preview of the newsletter mail"
      describe={(preview) => (
        <p>
          Subject: <strong>{preview.subject}</strong>. It would go to{' '}
          <strong>
            {preview.recipients} confirmed subscriber{preview.recipients === 1 ? '' : 's'}
          </strong>{' '}
          today.
        </p>
      )}
      versions={(preview) =>
        Object.entries(preview.versions).map(([locale, version]) => {
          const name = LOCALE_DETAILS[locale as keyof typeof LOCALE_DETAILS].name;
          return {
            key: locale,
            heading: `The ${name} version`,
            subject: version.subject,
            html: version.html,
            frameTitle: `Preview of the ${name} version`,
          };
        })
      }
      aria-labelledby="compose-heading"
      className="space-y-5 rounded-2xl border border-line bg-white p-5"
    >
      <h2 id="compose-heading" className="text-xl font-semibold">
        {newsletter ? 'Edit the draft' : 'Compose'}
      </h2>
      <TextField name="subject" label="Subject" maxLength={200} />
      {/* The kit's fields (docs/decisions/0046): errors under the field, tied with aria-invalid and aria-describedby. */}
      <RichTextField name="body_html" label="Newsletter" />
      <CheckboxGroupField
        name="topics"
        legend="Send to subscribers of"
        required={false}
        options={NEWSLETTER_TOPICS.map((topic) => ({ value: topic, label: TOPIC_LABELS[topic] }))}
      />
      {NEWSLETTER_VERSION_LOCALES.map((locale) => (
        <LanguageVersion key={locale} locale={locale} />
      ))}
      {isAdmin ? <SendingRate /> : null}
    </MailForm>
  );
}
