import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  TRANSLATABLE_FIELDS,
  TRANSLATED_RICH_TEXT,
  translationInputSchema,
  type AdminContentItem,
  type ContentTranslation,
  type TranslatableResource,
  type TranslationLocale,
} from '@charity/shared';
import { Form } from '#src/components/forms/form.tsx';
import { CheckboxField, SubmitButton, TextAreaField, TextField } from '#src/components/forms/form-fields.tsx';
import { useApiForm, type FormSchema } from '#src/components/forms/use-api-form.ts';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { toast } from '#src/lib/toast.ts';
import { sanitizeHtml } from '#src/lib/sanitize-html.ts';
import { Loading } from '#src/features/admin/ui/loading.tsx';
import { QueryFailure } from '#src/features/admin/ui/query-failure.tsx';
import { formatWhen } from '#src/features/admin/ui/format.ts';
import { RESOURCE_UI } from '#src/features/admin/content/components/resources.ts';
import { RichTextField } from '#src/features/admin/content/components/rich-text-editor.tsx';
import {
  deleteTranslation,
  saveTranslation,
  translationKeys,
  useTranslation,
} from '#src/features/admin/translations/api/translations.ts';
import { TranslationStatusTag } from '#src/features/admin/translations/components/translation-status-tag.tsx';

/** The language the panel edits: the one content is translated into so far. */
const LOCALE: TranslationLocale = 'kn';
/** Plain-text fields long enough for several lines. */
const LONG_TEXT = new Set(['meta_description', 'testimonial', 'quote']);

type Values = Record<string, string | boolean | null>;

const labelOf = (resource: TranslatableResource, field: string): string => {
  const spec = RESOURCE_UI[resource].fields.find(
    (candidate) => 'name' in candidate && candidate.name === field,
  );
  return spec && 'label' in spec ? spec.label : field;
};

const englishOf = (item: AdminContentItem, field: string): string | null => {
  const value = (item as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
};

function valuesOf(resource: TranslatableResource, translation: ContentTranslation | null): Values {
  const values: Values = { published: translation?.published ?? true };
  for (const field of TRANSLATABLE_FIELDS[resource]) {
    const value = translation?.[field];
    // Text inputs hold '' for "not translated"; the rich-text editor holds null.
    values[field] = typeof value === 'string' ? value : TRANSLATED_RICH_TEXT.has(field) ? null : '';
  }
  return values;
}

/** The English of a field as visitors read it now, read-only beside its Kannada. */
function EnglishText({ value, rich }: { value: string | null; rich: boolean }) {
  const clean = useMemo(() => (rich && value ? sanitizeHtml(value) : ''), [rich, value]);
  if (value === null) return <p className="mt-1 text-muted italic">(empty in English)</p>;
  return rich ? (
    <div
      lang="en"
      className="prose-page mt-1 max-h-96 overflow-auto rounded-xl border border-line bg-sand/40 p-3 text-ink"
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  ) : (
    <p lang="en" className="mt-1 rounded-xl border border-line bg-sand/40 p-3 whitespace-pre-wrap text-ink">
      {value}
    </p>
  );
}

/** The English a translation was made from, where it differs from today's: what the translator has to catch up on. */
function ChangedSince({ before, rich }: { before: string | null; rich: boolean }) {
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer font-semibold text-red-800">
        The English changed since the Kannada was saved: show the English it was made from
      </summary>
      <EnglishText value={before} rich={rich} />
    </details>
  );
}

function TranslationForm({
  resource,
  item,
  translation,
}: {
  resource: TranslatableResource;
  item: AdminContentItem;
  translation: ContentTranslation | null;
}) {
  const queryClient = useQueryClient();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const fields = TRANSLATABLE_FIELDS[resource] as readonly string[];
  const settle = async (saved: ContentTranslation | null) => {
    queryClient.setQueryData(translationKeys.one(resource, item.id, LOCALE), saved);
    await queryClient.invalidateQueries({ queryKey: translationKeys.resource(resource) });
  };
  // The resource's own schema, chosen at run time: its values are the translated fields (typed loosely, by name).
  const schema: FormSchema = translationInputSchema(resource);
  const api = useApiForm({
    schema,
    defaultValues: valuesOf(resource, translation),
    serverFields: [...fields, 'published'],
    send: (values) => saveTranslation(resource, item.id, LOCALE, values),
    successToast: 'The Kannada version is saved.',
    onSuccess: ({ data }) => void settle(data),
  });
  const remove = useMutation({
    mutationFn: () => deleteTranslation(resource, item.id, LOCALE),
    onSuccess: async () => {
      setConfirmDelete(false);
      await settle(null);
      toast.success('The Kannada version is deleted. Visitors read the English.');
    },
  });

  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <TranslationStatusTag status={translation ? translation.status : 'missing'} />
        <p className="text-sm text-muted">
          {translation
            ? `Saved ${formatWhen(translation.updated_at)}${translation.updated_by ? ` by ${translation.updated_by.name}` : ''}.`
            : 'Visitors to the Kannada pages read this in English until it is translated.'}
        </p>
      </div>
      {translation?.status === 'outdated' ? (
        <p className="rounded-xl bg-red-50 p-3 text-sm text-red-900">
          The English has changed since this translation was saved. The fields that changed say so; update
          them and save to mark the translation current again.
        </p>
      ) : null}
      <Form
        api={api}
        aria-label={`Kannada version of this ${RESOURCE_UI[resource].singular}`}
        className="space-y-6"
      >
        <p className="text-sm text-muted">
          English on the left as visitors read it now, Kannada on the right. Leave a field empty to show its
          English on the Kannada page.
        </p>
        {fields.map((field) => {
          const label = labelOf(resource, field);
          const rich = TRANSLATED_RICH_TEXT.has(field);
          const english = englishOf(item, field);
          const before = translation ? (translation.source[field] ?? null) : undefined;
          const changed = before !== undefined && (before ?? null) !== english;
          return (
            <div key={field} className="grid gap-4 border-t border-line pt-4 lg:grid-cols-2">
              <div>
                <p className="font-semibold text-maroon">{label} (English)</p>
                <EnglishText value={english} rich={rich} />
                {changed ? <ChangedSince before={before} rich={rich} /> : null}
              </div>
              <div lang="kn" className="kannada-text">
                {rich ? (
                  <RichTextField
                    name={field}
                    label={`${label} (Kannada)`}
                    hint="Leave empty to show the English."
                  />
                ) : LONG_TEXT.has(field) ? (
                  <TextAreaField name={field} label={`${label} (Kannada)`} required={false} rows={4} />
                ) : (
                  <TextField name={field} label={`${label} (Kannada)`} required={false} />
                )}
              </div>
            </div>
          );
        })}
        <CheckboxField
          name="published"
          label="Show the Kannada version to visitors"
          hint="Untick to keep working on it: the Kannada pages show the English meanwhile."
        />
        <div className="flex flex-wrap gap-3">
          <SubmitButton>Save Kannada version</SubmitButton>
          {translation ? (
            <button
              type="button"
              className="btn btn-outline"
              disabled={remove.isPending}
              onClick={() => setConfirmDelete(true)}
            >
              Delete Kannada version
            </button>
          ) : null}
        </div>
      </Form>
      <Dialog
        open={confirmDelete}
        onOpenChange={(open) => {
          if (!open) setConfirmDelete(false);
        }}
        title="Delete the Kannada version?"
        style={{ maxWidth: 480 }}
      >
        <div className="space-y-4 p-5">
          <p>Visitors to the Kannada pages will read this in English. The English is not changed.</p>
          <div className="flex justify-end gap-2">
            <button type="button" className="btn btn-outline btn-sm" onClick={() => setConfirmDelete(false)}>
              Keep it
            </button>
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={remove.isPending}
              onClick={() => remove.mutate()}
            >
              Delete Kannada version
            </button>
          </div>
        </div>
      </Dialog>
    </>
  );
}

/**
 * A record's Kannada version beside its English (docs/product/languages.md "Translating content"): each field a
 * visitor reads, the English read-only on the left (stacked above on a phone) and the Kannada field on the right,
 * rich text in the console's RichTextField; its status, and whether visitors see it.
 */
export function TranslationPanel({
  resource,
  item,
}: {
  resource: TranslatableResource;
  item: AdminContentItem;
}) {
  const query = useTranslation(resource, item.id, LOCALE);
  if (query.isError) return <QueryFailure query={query} />;
  if (query.isPending) return <Loading>Loading the Kannada version…</Loading>;
  // A save or delete gives the form a new starting point: it starts again from the translation as stored.
  return (
    <div className="space-y-4">
      <TranslationForm
        key={query.data?.updated_at ?? 'none'}
        resource={resource}
        item={item}
        translation={query.data}
      />
    </div>
  );
}
