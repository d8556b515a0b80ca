import { useEffect, useId, useState, type ReactNode } from 'react';
import {
  Controller,
  FormProvider,
  useForm,
  useFormContext,
  useFormState,
  type FieldValues,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useLeaveGuard } from '#src/features/admin/ui/use-leave-guard.ts';
import { toast } from 'sonner';
import {
  adminContentSpecs,
  adminPaths,
  type AdminContentItem,
  type ContentResource,
  type RenditionWidths,
  type UploadResult,
} from '@charity/shared';
import { CheckboxField, TextAreaField, TextField } from '#src/components/forms/form-fields.tsx';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { applyFieldErrors } from '#src/lib/api-error.ts';
import { UploadWidget } from '#src/features/admin/ui/upload-widget.tsx';
import { createContent } from '#src/features/admin/content/api/create-content.ts';
import { contentKeys } from '#src/features/admin/content/api/keys.ts';
import { updateContent } from '#src/features/admin/content/api/update-content.ts';
import { RESOURCE_UI, type FieldSpec } from '#src/features/admin/content/components/resources.ts';
import { RichTextEditor } from '#src/features/admin/content/components/rich-text-editor.tsx';

export const UNSAVED_CHANGES_TITLE = 'Leave without saving?';

const labelClass = 'text-sm font-semibold text-maroon';
const inputClass =
  'mt-1 block w-full rounded-xl border border-line bg-white px-4 py-3 text-ink aria-invalid:border-primary-strong';

/** The names a field writes, so the server's errors.<field> find their place. */
const namesOf = (field: FieldSpec): string[] =>
  field.kind === 'picture' ? ['image', 'image_small'] : [field.name];

/** A new record's starting values, from the kind of each field. */
export function emptyValues(resource: ContentResource): FieldValues {
  const values: FieldValues = {};
  for (const field of RESOURCE_UI[resource].fields) {
    switch (field.kind) {
      case 'picture':
        values.image = field.optional ? null : '';
        values.image_small = field.optional ? null : '';
        break;
      case 'number':
        values[field.name] = field.nullable ? null : 0;
        break;
      case 'select':
        values[field.name] = field.numeric ? Number(field.options[0]?.value) : field.options[0]?.value;
        break;
      case 'checkbox':
        values[field.name] = field.name !== 'is_pdf';
        break;
      case 'date':
      case 'richtext':
        values[field.name] = null;
        break;
      case 'file':
      case 'media':
        values[field.name] = '';
        break;
      case 'text':
      case 'textarea':
      case 'url':
      case 'video':
        values[field.name] = field.nullable ? null : '';
    }
  }
  return values;
}

/** The editable fields of a stored record. */
const formValues = (resource: ContentResource, item: AdminContentItem): FieldValues => {
  const keys = Object.keys(adminContentSpecs[resource].fields.shape);
  const record = item as Record<string, unknown>;
  return Object.fromEntries(keys.map((key) => [key, record[key]]));
};

function useError(name: string) {
  const { control, getFieldState } = useFormContext();
  const state = useFormState({ control, name });
  return getFieldState(name, state).error?.message;
}

/** Label, control and notes for the controls form-fields.tsx has no variant of. */
function Labelled({
  name,
  label,
  hint,
  children,
}: {
  name: string;
  label: string;
  hint?: string | undefined;
  children: (control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const error = useError(name);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-primary-strong">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const orNull = (value: unknown) => (value === '' || value === undefined ? null : value);
const toNumber = (value: unknown) => (value === '' || value === null ? Number.NaN : Number(value));

/** Picks the stored rendition closest to each of the site's two sizes. */
export function picturePair(result: UploadResult, widths: RenditionWidths) {
  if (result.kind !== 'image') return null;
  const sorted = [...result.renditions].sort((a, b) => a.width - b.width);
  const pick = (target: number) => sorted.find((r) => r.width >= target) ?? sorted.at(-1);
  return { image: pick(widths.large)?.url ?? result.url, image_small: pick(widths.small)?.url ?? result.url };
}

/** An address that may be left empty: the field holds null then, as the API stores it. */
function OptionalAddress({ name, label }: { name: string; label: string }) {
  const { register } = useFormContext();
  return (
    <Labelled name={name} label={label}>
      {(aria) => (
        <input
          type="text"
          inputMode="url"
          spellCheck={false}
          className={inputClass}
          {...aria}
          {...register(name, { setValueAs: orNull })}
        />
      )}
    </Labelled>
  );
}

function PictureField({
  widths,
  optional = false,
  empty,
}: {
  widths: RenditionWidths;
  optional?: boolean;
  empty?: string | undefined;
}) {
  const { setValue, watch } = useFormContext();
  const small = watch('image_small') as string | null;
  return (
    <fieldset className="space-y-3 rounded-2xl border border-line p-4">
      <legend className="px-1 font-semibold text-maroon">Picture</legend>
      <UploadWidget
        label="Upload a picture"
        accept="image"
        onUploaded={(result) => {
          const pair = picturePair(result, widths);
          if (!pair) return;
          setValue('image', pair.image, { shouldDirty: true, shouldValidate: true });
          setValue('image_small', pair.image_small, { shouldDirty: true, shouldValidate: true });
        }}
      />
      {small ? (
        <img src={small} alt="The current picture" className="h-32 w-auto rounded-lg" />
      ) : empty ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : null}
      {optional ? (
        <>
          <OptionalAddress name="image" label="Large picture address (optional)" />
          <OptionalAddress name="image_small" label="Small picture address (optional)" />
        </>
      ) : (
        <>
          <TextField name="image" label="Large picture address" />
          <TextField name="image_small" label="Small picture address" />
        </>
      )}
    </fieldset>
  );
}

function FileField({ name, label }: { name: string; label: string }) {
  const { setValue } = useFormContext();
  return (
    <fieldset className="space-y-3 rounded-2xl border border-line p-4">
      <legend className="px-1 font-semibold text-maroon">{label}</legend>
      <UploadWidget
        label="Upload a PDF"
        accept="pdf"
        onUploaded={(result) => {
          setValue(name, result.url, { shouldDirty: true, shouldValidate: true });
          if (result.kind === 'pdf') setValue('is_pdf', true, { shouldDirty: true });
        }}
      />
      <TextField
        name={name}
        label="Address"
        hint="The uploaded PDF, or the page where the book can be bought."
      />
    </fieldset>
  );
}

/** Media's address: an upload fills it with the picture's large rendition and makes the item an image. */
function MediaField({
  name,
  label,
  hint,
  width,
}: {
  name: string;
  label: string;
  hint?: string | undefined;
  width: number;
}) {
  const { setValue, watch } = useFormContext();
  const type = watch('type') as number | undefined;
  const address = watch(name) as string | undefined;
  return (
    <fieldset className="space-y-3 rounded-2xl border border-line p-4">
      <legend className="px-1 font-semibold text-maroon">Image or video</legend>
      <UploadWidget
        label="Upload an image"
        accept="image"
        onUploaded={(result) => {
          const pair = picturePair(result, { large: width, small: width });
          if (!pair) return;
          setValue('type', 1, { shouldDirty: true, shouldValidate: true });
          setValue(name, pair.image, { shouldDirty: true, shouldValidate: true });
        }}
      />
      {Number(type) === 1 && address ? (
        <img src={address} alt="The current image" className="h-32 w-auto rounded-lg" />
      ) : null}
      <TextField name={name} label={label} hint={hint} inputMode="url" spellCheck={false} required />
    </fieldset>
  );
}

function Field({ field }: { field: FieldSpec }) {
  const { register, control } = useFormContext();
  switch (field.kind) {
    case 'picture':
      return <PictureField widths={field.widths} optional={field.optional ?? false} empty={field.empty} />;
    case 'file':
      return <FileField name={field.name} label={field.label} />;
    case 'media':
      return <MediaField name={field.name} label={field.label} hint={field.hint} width={field.width} />;
    case 'checkbox':
      return <CheckboxField name={field.name} label={field.label} hint={field.hint} />;
    case 'textarea':
      return <TextAreaField name={field.name} label={field.label} hint={field.hint} />;
    case 'text':
    case 'video':
    case 'url':
      if (!field.nullable) {
        return (
          <TextField
            name={field.name}
            label={field.label}
            hint={field.hint}
            required={field.name !== 'role'}
            {...(field.kind === 'text' ? {} : { inputMode: 'url' as const, spellCheck: false })}
          />
        );
      }
      return (
        <Labelled name={field.name} label={field.label} hint={field.hint}>
          {(aria) => (
            <input
              type="text"
              inputMode="url"
              className={inputClass}
              {...aria}
              {...register(field.name, { setValueAs: orNull })}
            />
          )}
        </Labelled>
      );
    case 'number':
      return (
        <Labelled name={field.name} label={field.label} hint={field.hint}>
          {(aria) => (
            <input
              type="number"
              step={1}
              className={inputClass}
              {...aria}
              {...register(field.name, {
                setValueAs: (value: unknown) =>
                  field.nullable && (value === '' || value === null) ? null : toNumber(value),
              })}
            />
          )}
        </Labelled>
      );
    case 'date':
      return (
        <Labelled name={field.name} label={field.label}>
          {(aria) => (
            <input
              type="date"
              className={inputClass}
              {...aria}
              {...register(field.name, { setValueAs: orNull })}
            />
          )}
        </Labelled>
      );
    case 'select':
      return (
        <Labelled name={field.name} label={field.label}>
          {(aria) => (
            <select
              className={inputClass}
              {...aria}
              {...register(
                field.name,
                field.numeric ? { setValueAs: (value: unknown) => Number(value) } : {},
              )}
            >
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Labelled>
      );
    case 'richtext':
      return (
        <Labelled name={field.name} label={field.label}>
          {(aria) => (
            <Controller
              name={field.name}
              control={control}
              render={({ field: controlled, fieldState }) => (
                <RichTextEditor
                  id={aria.id}
                  label={field.label}
                  value={(controlled.value as string | null) ?? null}
                  onChange={controlled.onChange}
                  onBlur={controlled.onBlur}
                  invalid={fieldState.invalid}
                  {...(aria['aria-describedby'] ? { describedBy: aria['aria-describedby'] } : {})}
                />
              )}
            />
          )}
        </Labelled>
      );
  }
}

/**
 * A content record's form (create when `item` is absent), driven by the shared schema of its resource: the browser
 * shows the same messages the server would, and the server's errors.<field> land under their fields. Leaving with
 * unsaved changes asks first (in the console and when closing the tab).
 */
export function ContentForm({ resource, item }: { resource: ContentResource; item?: AdminContentItem }) {
  const ui = RESOURCE_UI[resource];
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<FieldValues>({
    // The resolver's generics cannot follow a schema chosen at run time; the schema is the resource's own.
    resolver: zodResolver(adminContentSpecs[resource].create as never) as never,
    defaultValues: item ? formValues(resource, item) : emptyValues(resource),
  });
  // Set once the server has the record; the navigation away then happens in an effect, after the guard is off.
  const [saved, setSaved] = useState(false);
  const { isDirty } = form.formState;

  const save = useMutation({
    mutationFn: (values: FieldValues) =>
      item ? updateContent(resource, item.id, values) : createContent(resource, values),
  });

  const guard = useLeaveGuard(isDirty && !saved);

  useEffect(() => {
    if (saved) void navigate(adminPaths.contentList(resource));
  }, [saved, navigate, resource]);

  const [formError, setFormError] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync(values);
    } catch (error) {
      const names = ui.fields.flatMap(namesOf);
      if (!applyFieldErrors(error, form.setError, names)) {
        setFormError(error instanceof Error ? error.message : 'The record was not saved.');
      }
      return;
    }
    await queryClient.invalidateQueries({ queryKey: contentKeys.resource(resource) });
    toast.success(item ? `The ${ui.singular} is saved.` : `The ${ui.singular} is created.`);
    setSaved(true);
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="space-y-5 rounded-2xl border border-line bg-white p-5"
      >
        {ui.fields.map((field) => (
          <Field key={namesOf(field).join()} field={field} />
        ))}
        {formError ? (
          <p role="alert" className="font-semibold text-primary-strong">
            {formError}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {item ? 'Save changes' : `Create ${ui.singular}`}
          </button>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => guard.go(adminPaths.contentList(resource))}
          >
            Cancel
          </button>
        </div>
      </form>
      <Dialog
        open={guard.pending !== null}
        onOpenChange={(open) => {
          if (!open) guard.stay();
        }}
        title={UNSAVED_CHANGES_TITLE}
        style={{ maxWidth: 480 }}
      >
        <div className="space-y-4 p-5">
          <p>Your changes to this {ui.singular} are not saved yet.</p>
          <div className="flex justify-end gap-2">
            <button type="button" className="btn btn-outline btn-sm" onClick={guard.stay}>
              Stay and keep editing
            </button>
            <button type="button" className="btn btn-primary btn-sm" onClick={guard.leave}>
              Leave without saving
            </button>
          </div>
        </div>
      </Dialog>
    </FormProvider>
  );
}
