import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminPaths,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_RATE_DEFAULT,
  NEWSLETTER_TOPICS,
  newsletterRequestSchema,
  type Newsletter,
  type NewsletterInput,
  type NewsletterPreview,
} from '@charity/shared';
import { CheckboxGroupField, CustomField, TextField } from '#src/components/forms/form-fields.tsx';
import { applyFieldErrors } from '#src/lib/api-error.ts';
import { toast } from '#src/lib/toast.ts';
import { MailPreview } from '#src/features/admin/ui/mail-preview.tsx';
import { RichTextEditor } from '#src/features/admin/content/components/rich-text-editor.tsx';
import { TOPIC_LABELS } from '#src/features/admin/inboxes/components/labels.ts';
import { newsletterKeys } from '#src/features/admin/newsletters/api/keys.ts';
import {
  createNewsletter,
  previewNewsletter,
  updateNewsletter,
} from '#src/features/admin/newsletters/api/save-newsletter.ts';

type FormValues = { subject: string; body_html: string | null; topics: string[]; rate_per_minute: string };

const FIELDS = ['subject', 'body_html', 'topics', 'rate_per_minute'] as const;

const valuesOf = (newsletter: Newsletter | undefined): FormValues => ({
  subject: newsletter?.subject ?? '',
  body_html: newsletter?.body_html ?? null,
  topics: newsletter?.topics ?? ['newsletter'],
  rate_per_minute: String(newsletter?.rate_per_minute ?? NEWSLETTER_RATE_DEFAULT),
});

/**
 * Compose a newsletter (a new draft, or a change to one): subject, rich text (TipTap, as in the content editor),
 * topics and mails per minute, validated by the shared schema; Preview shows the mail as it will be sent, below the
 * form, and takes the focus there (ui/mail-preview.tsx).
 */
export function NewsletterForm({ newsletter }: { newsletter?: Newsletter }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<FieldValues>({
    resolver: zodResolver(newsletterRequestSchema as never) as never,
    defaultValues: valuesOf(newsletter),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [preview, setPreview] = useState<NewsletterPreview | null>(null);
  // Counts the previews the server answered: each one moves focus to the pane and is announced.
  const [previews, setPreviews] = useState(0);

  const save = useMutation({
    mutationFn: (values: NewsletterInput) =>
      newsletter ? updateNewsletter(newsletter.id, values) : createNewsletter(values),
  });
  const previewing = useMutation({ mutationFn: previewNewsletter });

  const report = (error: unknown) => {
    if (!applyFieldErrors(error, form.setError, FIELDS)) {
      setFormError(error instanceof Error ? error.message : 'The newsletter was not saved.');
    }
  };

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    let saved: Newsletter;
    try {
      saved = (await save.mutateAsync(values as NewsletterInput)).data;
    } catch (error) {
      report(error);
      return;
    }
    queryClient.setQueryData(newsletterKeys.detail(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: newsletterKeys.lists });
    toast.success(NEWSLETTER_MESSAGES.saved);
    form.reset(valuesOf(saved));
    if (!newsletter) void navigate(adminPaths.newsletter(saved.id));
  });

  const showPreview = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      setPreview(await previewing.mutateAsync(values as NewsletterInput));
      setPreviews((n) => n + 1);
    } catch (error) {
      report(error);
    }
  });

  return (
    <div className="space-y-6">
      <FormProvider {...form}>
        <form
          noValidate
          aria-labelledby="compose-heading"
          onSubmit={(event) => void submit(event)}
          className="space-y-5 rounded-2xl border border-line bg-white p-5"
        >
          <h2 id="compose-heading" className="text-xl font-semibold">
            {newsletter ? 'Edit the draft' : 'Compose'}
          </h2>
          <TextField name="subject" label="Subject" maxLength={200} />
          {/* The kit's fields (docs/decisions/0046): errors under the field, tied with aria-invalid and aria-describedby. */}
          <CustomField name="body_html" label="Newsletter" required={false}>
            {({ id, aria, field, fieldState }) => (
              <RichTextEditor
                id={id}
                label="Newsletter"
                value={(field.value as string | null) ?? null}
                onChange={field.onChange}
                onBlur={field.onBlur}
                invalid={fieldState.invalid}
                {...(aria['aria-describedby'] ? { describedBy: aria['aria-describedby'] } : {})}
              />
            )}
          </CustomField>
          <CheckboxGroupField
            name="topics"
            legend="Send to subscribers of"
            required={false}
            options={NEWSLETTER_TOPICS.map((topic) => ({ value: topic, label: TOPIC_LABELS[topic] }))}
          />
          <TextField
            name="rate_per_minute"
            label="Mails per minute"
            inputMode="numeric"
            hint="How fast the send goes: keep it within what the trust's mail server accepts (60 is one a second)."
          />
          {formError ? (
            <p role="alert" className="font-semibold text-primary-strong">
              {formError}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn btn-primary" disabled={save.isPending}>
              {newsletter ? 'Save changes' : 'Save draft'}
            </button>
            <button
              type="button"
              className="btn btn-outline"
              disabled={previewing.isPending}
              onClick={() => void showPreview()}
            >
              Preview
            </button>
          </div>
        </form>
      </FormProvider>
      <MailPreview
        id="newsletter-preview"
        html={preview?.html ?? null}
        frameTitle="Preview of the newsletter mail"
        version={previews}
        onClose={() => setPreview(null)}
      >
        {preview ? (
          <p>
            Subject: <strong>{preview.subject}</strong>. It would go to{' '}
            <strong>
              {preview.recipients} confirmed subscriber{preview.recipients === 1 ? '' : 's'}
            </strong>{' '}
            today.
          </p>
        ) : null}
      </MailPreview>
    </div>
  );
}
