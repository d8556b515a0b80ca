import { useId, type ReactNode } from 'react';
import { get, useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { UploadResult } from '@charity/shared';

/*
 * The form kit's field for pictures and files (docs/decisions/0046): an upload that fills form fields from what the server
 * stored, a preview of the current picture, and the fields that hold the addresses (the kit's TextFields, so their
 * errors show under them with aria-invalid and aria-describedby as on every form). The upload control itself is
 * the caller's (`uploader`): the kit imports no feature, and the console's UploadWidget is the one that knows the
 * upload API (docs/product/console.md "Forms": pictures are uploaded in the form or given as an address). Likewise
 * `picker`, the console's media library dialog, reuses a stored file.
 */

export type UploadFieldProps = {
  /** The group's name, e.g. "Picture". */
  legend: ReactNode;
  /** Draws the upload control; it calls `onUploaded` with the stored file. */
  uploader: (onUploaded: (result: UploadResult) => void) => ReactNode;
  /**
   * Draws a control that picks a file already stored (the console's "Choose from the library"); it calls
   * `onPicked` with the file as an upload would have answered it, so `fill` sets the same fields.
   */
  picker?: (onPicked: (result: UploadResult) => void) => ReactNode;
  /** The form values an upload sets (e.g. both picture sizes); null when the file is not one this field takes. */
  fill: (result: UploadResult) => Record<string, unknown> | null;
  /** The field holding the picture to preview, and the preview's text alternative. */
  preview?: {
    name: string;
    alt: string;
    show?: (value: unknown, values: Record<string, unknown>) => boolean;
    /**
     * Where the picture is read from, when the field holds something else than its address (the receipt's images
     * hold a storage key, served only through an admin route).
     */
    src?: (value: string) => string;
  };
  /** Said instead of a preview when there is no picture (e.g. what the site shows then). */
  empty?: ReactNode;
  /** A button beside the preview that takes the picture away: its accessible name and the values it sets. */
  remove?: { label: string; values: Record<string, unknown> };
  /**
   * The address fields (TextField …), which show their own errors. Without them (the field holds a key nobody
   * types), the preview field's error is shown under the group and tied to it.
   */
  children?: ReactNode;
};

/** A picture, media or file field: upload, preview, then the addresses the upload fills. */
export function UploadField({
  legend,
  uploader,
  picker,
  fill,
  preview,
  empty,
  remove,
  children,
}: UploadFieldProps) {
  const { setValue, control, getFieldState } = useFormContext();
  const values = useWatch({ control }) as Record<string, unknown>;
  // By path: a field may sit in a nested object (`trusts.1.logo_image`).
  const current: unknown = preview ? get(values, preview.name) : undefined;
  const shown =
    preview && typeof current === 'string' && current !== '' && (preview.show?.(current, values) ?? true)
      ? current
      : null;
  // With no address field to show it, the preview field's error is the group's.
  const errorName = children ? undefined : preview?.name;
  const formState = useFormState({ control, ...(errorName ? { name: errorName } : { disabled: true }) });
  const error = errorName ? getFieldState(errorName, formState).error?.message : undefined;
  const errorId = `${useId()}-error`;
  const set = (changes: Record<string, unknown>) => {
    for (const [name, value] of Object.entries(changes)) {
      setValue(name, value, { shouldDirty: true, shouldValidate: true });
    }
  };
  // An upload and a file picked from the library fill the same fields.
  const apply = (result: UploadResult) => {
    const changes = fill(result);
    if (changes) set(changes);
  };
  return (
    <fieldset
      className="space-y-3 rounded-2xl border border-line p-4"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="px-1 font-semibold text-maroon">{legend}</legend>
      {uploader(apply)}
      {picker ? <div>{picker(apply)}</div> : null}
      {shown && preview ? (
        <div className="flex flex-wrap items-center gap-4">
          <img
            src={preview.src?.(shown) ?? shown}
            alt={preview.alt}
            className="h-32 w-auto max-w-full rounded-lg object-contain object-left"
          />
          {remove ? (
            <button
              type="button"
              className="btn btn-outline btn-sm"
              aria-label={remove.label}
              onClick={() => set(remove.values)}
            >
              Remove
            </button>
          ) : null}
        </div>
      ) : empty ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : null}
      {children}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-primary-strong">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
