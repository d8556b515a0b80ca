import { brandingImagePath, type TrustId } from '@charity/shared';
import { TextField } from '#src/components/forms/form-fields.tsx';
import { UploadField } from '#src/components/forms/upload-field.tsx';
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
 * One receipt image, as the form kit's picture field: what is saved now (shown through the admin-only image route:
 * the form holds the stored key, never a public address), an upload that puts the new image's key into the form,
 * and a button that removes it. Nothing changes on receipts until the form is saved.
 */
function BrandingImageField({ id, field, trustName }: { id: TrustId; field: ImageField; trustName: string }) {
  const name = `trusts.${id}.${field}`;
  const copy = IMAGE_COPY[field];
  const what = copy.label.toLowerCase();
  return (
    <UploadField
      legend={
        <>
          {copy.label}
          <span className="sr-only"> of {trustName}</span>
        </>
      }
      uploader={(onUploaded) => (
        <UploadWidget
          label={`${copy.upload} for ${trustName}`}
          accept="receipt-image"
          endpoint={SETTINGS_IMAGES_ENDPOINT}
          onUploaded={onUploaded}
          showPicture={false}
        />
      )}
      fill={(result) => (result.kind === 'image' && result.key ? { [name]: result.key } : null)}
      preview={{ name, alt: `The ${what} receipts of ${trustName} print`, src: brandingImagePath }}
      empty={copy.none}
      remove={{ label: `Remove the ${what} of ${trustName}`, values: { [name]: null } }}
    />
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
