import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
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
  };
  /** Said instead of a preview when there is no picture (e.g. what the site shows then). */
  empty?: ReactNode;
  /** The address fields (TextField …). */
  children: ReactNode;
};

/** A picture, media or file field: upload, preview, then the addresses the upload fills. */
export function UploadField({ legend, uploader, picker, fill, preview, empty, children }: UploadFieldProps) {
  const { setValue, control } = useFormContext();
  const values = useWatch({ control }) as Record<string, unknown>;
  const current = preview ? values[preview.name] : undefined;
  const shown =
    preview && typeof current === 'string' && current !== '' && (preview.show?.(current, values) ?? true)
      ? current
      : null;
  // An upload and a file picked from the library fill the same fields.
  const apply = (result: UploadResult) => {
    const changes = fill(result);
    if (!changes) return;
    for (const [name, value] of Object.entries(changes)) {
      setValue(name, value, { shouldDirty: true, shouldValidate: true });
    }
  };
  return (
    <fieldset className="space-y-3 rounded-2xl border border-line p-4">
      <legend className="px-1 font-semibold text-maroon">{legend}</legend>
      {uploader(apply)}
      {picker ? <div>{picker(apply)}</div> : null}
      {shown && preview ? (
        <img src={shown} alt={preview.alt} className="h-32 w-auto rounded-lg" />
      ) : empty ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : null}
      {children}
    </fieldset>
  );
}
