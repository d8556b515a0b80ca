import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { brandingImagePath, type TrustId } from '@charity/shared';
import { TextField } from '#src/components/forms/form-fields.tsx';
import { UploadWidget } from '#src/features/admin/ui/upload-widget.tsx';

/** The settings' upload route for the receipt's images (admins only, PNG or JPEG up to 5 MB). */
const SETTINGS_IMAGES_ENDPOINT = '/api/admin/settings/images';

type ImageField = 'logo_image' | 'signature_image';

const IMAGE_COPY: Record<ImageField, { label: string; upload: string; none: string }> = {
  logo_image: {
    label: 'Logo',
    upload: 'Upload a logo',
    none: 'No logo: receipts start with the trust’s name.',
  },
  signature_image: {
    label: 'Signature',
    upload: 'Upload a signature',
    none: 'No signature: receipts print a line to sign on.',
  },
};

/**
 * One receipt image: what is saved now (shown through the admin-only image route), an upload that puts the new
 * image's key into the form, and a button that removes it. Nothing changes on receipts until the form is saved.
 */
function BrandingImageField({ id, field, trustName }: { id: TrustId; field: ImageField; trustName: string }) {
  const name = `trusts.${id}.${field}`;
  const { setValue, control, getFieldState } = useFormContext();
  const key: unknown = useWatch({ name });
  const state = useFormState({ control, name });
  const error = getFieldState(name, state).error?.message;
  const copy = IMAGE_COPY[field];
  const errorId = `${name.replaceAll('.', '-')}-error`;
  return (
    <div
      role="group"
      aria-label={`${copy.label} of ${trustName}`}
      aria-describedby={error ? errorId : undefined}
      className="space-y-2"
    >
      <p className="text-sm font-semibold text-maroon">{copy.label}</p>
      {typeof key === 'string' && key ? (
        <div className="flex flex-wrap items-center gap-4">
          <img
            src={brandingImagePath(key)}
            alt={`The ${copy.label.toLowerCase()} receipts of ${trustName} print`}
            className="max-h-20 max-w-60 rounded border border-line bg-white object-contain p-1"
          />
          <button
            type="button"
            className="btn btn-outline btn-sm"
            aria-label={`Remove the ${copy.label.toLowerCase()} of ${trustName}`}
            onClick={() => setValue(name, null, { shouldDirty: true, shouldValidate: true })}
          >
            Remove
          </button>
        </div>
      ) : (
        <p className="text-sm text-muted">{copy.none}</p>
      )}
      <UploadWidget
        label={`${copy.upload} for ${trustName}`}
        accept="receipt-image"
        endpoint={SETTINGS_IMAGES_ENDPOINT}
        onUploaded={(result) => {
          if (result.kind === 'image' && result.key) {
            setValue(name, result.key, { shouldDirty: true, shouldValidate: true });
          }
        }}
      />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-primary-strong">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * What a trust's receipts and yearly statements print besides its details (docs/product/giving.md "Receipt
 * branding and dates"): the 12A/12AB registration, the authorised signatory, the logo and the signature. Every
 * one may be left empty; the receipt then leaves it out.
 */
export function ReceiptBrandingFields({ id, trustName }: { id: TrustId; trustName: string }) {
  return (
    <div className="space-y-4 rounded-xl border border-line p-4">
      <h3 className="text-lg font-semibold">Receipt branding</h3>
      <TextField
        name={`trusts.${id}.registration_12a`}
        label="12A/12AB registration number"
        required={false}
        autoCapitalize="characters"
        hint="Printed under the PAN on receipts and statements. Leave empty to print none."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name={`trusts.${id}.signatory_name`}
          label="Authorised signatory"
          required={false}
          hint="The name printed under the signature."
        />
        <TextField
          name={`trusts.${id}.signatory_title`}
          label="Signatory’s title"
          required={false}
          hint="E.g. Managing Trustee."
        />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <BrandingImageField id={id} field="logo_image" trustName={trustName} />
        <BrandingImageField id={id} field="signature_image" trustName={trustName} />
      </div>
    </div>
  );
}
