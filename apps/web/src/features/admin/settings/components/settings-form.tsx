import { useState } from 'react';
import { z } from 'zod';
import { useFieldArray, useFormContext, useWatch, type ArrayPath, type Path } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import {
  FUND_DONATION_TYPE_LABELS,
  FUND_DONATION_TYPES,
  MAX_FUNDS,
  fundKeyFromName,
  receiptEligibility,
  siteDetailsSchema,
  siteSettingsSchema,
  emptySettingsTranslation,
  STAFF_MESSAGES,
  TRANSLATED_LOCALES,
  TRUST_IDS,
  todayInIndia,
  trustSettingsSchema,
  type Fund,
  type SiteSettings,
  type TrustId,
} from '@charity/shared';
import { Form } from '#src/components/forms/form.tsx';
import {
  CheckboxField,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '#src/components/forms/form-fields.tsx';
import { useApiForm } from '#src/components/forms/use-api-form.ts';
import { Loading } from '#src/features/admin/ui/loading.tsx';
import { useSettings } from '#src/features/admin/settings/api/get-settings.ts';
import { settingsKeys } from '#src/features/admin/settings/api/keys.ts';
import { updateSettings } from '#src/features/admin/settings/api/update-settings.ts';
import { QueryFailure } from '#src/features/admin/ui/query-failure.tsx';
import { ReceiptBrandingFields } from '#src/features/admin/settings/components/receipt-branding-fields.tsx';
import { TranslationFields } from '#src/features/admin/settings/components/translation-fields.tsx';

export const EXPIRED_80G_WARNING = 'Receipts will say there is no current 80G approval';

/**
 * Whether receipts dated `now` have lost the approval: receiptEligibility (what the receipt itself prints) gives no
 * registration although the trust has one whose validity has ended.
 */
export const has80GEnded = (validTo: string, now = new Date()) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(validTo)) return false;
  const today = todayInIndia(now);
  const eligibility = receiptEligibility(
    {
      registration_80g: { urn: '-', valid_from: '0000-01-01', valid_to: validTo },
      receipt_note: '',
      no_approval_note: '',
    },
    today,
  );
  return eligibility.registration === null;
};

const SOCIAL_NETWORKS = Object.keys(
  siteDetailsSchema.shape.social.shape,
) as (keyof SiteSettings['site']['social'])[];
type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** An empty social field means "no link": the API's null. The form shows null as an empty box. */
const emptyAsNull = (field: z.ZodType) => z.preprocess((value) => (value === '' ? null : value), field);

/**
 * The suggested amounts as one text box ('501, 1001, 2501'): read as whole rupees and checked by the settings'
 * own rule, its first message under the box.
 */
const amountsTextField = z.string().transform((text, ctx) => {
  const amounts = text
    .split(/[\s,]+/)
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN));
  const parsed = trustSettingsSchema.shape.suggested_amounts.safeParse(amounts);
  if (parsed.success) return parsed.data;
  ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Please check the amounts' });
  return z.NEVER;
});

/** The receipt branding's optional texts (receipt-branding-fields.tsx): an empty box is the API's null. */
const BRANDING_TEXTS = ['registration_12a', 'signatory_name', 'signatory_title'] as const;
type BrandingText = (typeof BRANDING_TEXTS)[number];
const trustFormSchema = trustSettingsSchema.extend({
  ...(Object.fromEntries(
    BRANDING_TEXTS.map((key) => [key, emptyAsNull(trustSettingsSchema.shape[key])]),
  ) as unknown as Record<BrandingText, z.ZodType<string | null, unknown>>),
  suggested_amounts: amountsTextField,
});

/**
 * The API's settings document, with the optional texts and the suggested amounts typed as text boxes (the UI-only
 * differences).
 */
const settingsFormSchema = siteSettingsSchema.extend({
  trusts: z.object({ 1: trustFormSchema, 2: trustFormSchema }),
  site: siteDetailsSchema.extend({
    social: z.object(
      Object.fromEntries(
        SOCIAL_NETWORKS.map((network) => [
          network,
          emptyAsNull(siteDetailsSchema.shape.social.shape[network]),
        ]),
      ) as unknown as Record<SocialNetwork, z.ZodType<string | null, unknown>>,
    ),
  }),
});
type SettingsFormValues = z.input<typeof settingsFormSchema>;
/** React Hook Form's paths read the trusts' numeric keys (1, 2) as array indices, so trust paths are cast. */
type FieldName = Path<SettingsFormValues>;

const toFormValues = (settings: SiteSettings): SettingsFormValues => ({
  ...settings,
  site: {
    ...settings.site,
    social: Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [network, settings.site.social[network] ?? '']),
    ) as Record<SocialNetwork, string>,
  },
  trusts: Object.fromEntries(
    TRUST_IDS.map((id) => [
      id,
      {
        ...settings.trusts[id],
        ...Object.fromEntries(BRANDING_TEXTS.map((key) => [key, settings.trusts[id][key] ?? ''])),
        suggested_amounts: settings.trusts[id].suggested_amounts.join(', '),
      },
    ]),
  ) as SettingsFormValues['trusts'],
  // Every language's boxes, empty where nothing is translated yet.
  translations: Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => [locale, settings.translations[locale] ?? emptySettingsTranslation()]),
  ),
});

const TRUST_FIELDS = [
  'name',
  'purpose',
  'address',
  'email',
  'phone',
  'pan',
  'upi_vpa',
  'receipt_note',
  'no_approval_note',
  'map_embed_url',
  'suggested_amounts',
  'funds',
  'accepts_foreign_contributions',
  ...BRANDING_TEXTS,
  'logo_image',
  'signature_image',
] as const;
const FUND_FIELDS = ['key', 'name', 'donation_type'] as const;

/** Every field the server may name in errors.<field>. */
const fieldPaths = (): Path<SettingsFormValues>[] => [
  ...(['name', 'tagline', 'email', 'phone', 'address'] as const).map(
    (key): Path<SettingsFormValues> => `site.${key}`,
  ),
  ...SOCIAL_NETWORKS.map((network): Path<SettingsFormValues> => `site.social.${network}`),
  ...TRUST_IDS.flatMap((id) => [
    ...TRUST_FIELDS.map((key) => `trusts.${id}.${key}` as FieldName),
    ...(['urn', 'valid_from', 'valid_to'] as const).map(
      (key) => `trusts.${id}.registration_80g.${key}` as FieldName,
    ),
    ...Array.from({ length: MAX_FUNDS }, (_, index) =>
      FUND_FIELDS.map((key) => `trusts.${id}.funds.${index}.${key}` as FieldName),
    ).flat(),
  ]),
];

const DONATION_TYPE_OPTIONS = FUND_DONATION_TYPES.map((type) => ({
  value: type,
  label: FUND_DONATION_TYPE_LABELS[type],
}));

/**
 * One fund's row. A new fund's key follows its name as a slug (fundKeyFromName) while the volunteer types the
 * name, until they type in the key themself (clearing it hands it back to the name). A saved fund's key never
 * follows: donations keep it, so renaming a fund must not change it.
 */
function FundRow({
  id,
  index,
  isNew,
  onRemove,
}: {
  id: TrustId;
  index: number;
  isNew: boolean;
  onRemove: () => void;
}) {
  const { setValue, getFieldState } = useFormContext<SettingsFormValues>();
  const [keyFollowsName, setKeyFollowsName] = useState(isNew);
  const keyName = `trusts.${id}.funds.${index}.key` as FieldName;
  return (
    <div className="grid items-start gap-3 md:grid-cols-[1fr_1fr_1fr_auto]">
      <TextField
        name={`trusts.${id}.funds.${index}.name`}
        label={`Fund ${index + 1}: name`}
        onValueChange={(name) => {
          if (!keyFollowsName) return;
          // Re-checked at once only when the key already shows an error, as typing in it would.
          setValue(keyName, fundKeyFromName(name), {
            shouldDirty: true,
            shouldValidate: getFieldState(keyName).invalid,
          });
        }}
      />
      <TextField
        name={keyName}
        label={`Fund ${index + 1}: key`}
        spellCheck={false}
        hint="Lower-case, e.g. elder-care. Donations keep it: do not change it later."
        onValueChange={(key) => setKeyFollowsName(isNew && key === '')}
      />
      <SelectField
        name={`trusts.${id}.funds.${index}.donation_type`}
        label={`Fund ${index + 1}: Form 10BD type`}
        options={DONATION_TYPE_OPTIONS}
      />
      <button
        type="button"
        aria-label={`Remove fund ${index + 1}`}
        className="btn btn-outline btn-sm mt-7"
        onClick={onRemove}
      >
        Remove
      </button>
    </div>
  );
}

/**
 * A trust's funds (docs/product/giving.md): a row per fund with its name, its key (what the donation
 * stores; keep it once donations carry it) and its Form 10BD donation type; rows added and removed in place.
 */
function FundsEditor({ id }: { id: TrustId }) {
  const { control } = useFormContext<SettingsFormValues>();
  const { fields, append, remove } = useFieldArray({
    control,
    name: `trusts.${id}.funds` as ArrayPath<SettingsFormValues>,
  });
  return (
    <fieldset className="space-y-4 rounded-xl border border-line p-4">
      <legend className="px-1 font-semibold text-maroon">Funds</legend>
      <p className="text-sm text-muted">
        What donors may give to besides the general fund. The Form 10BD type is how the trust's statement
        reports gifts to the fund; the general fund's is Others.
      </p>
      {fields.map((field, index) => (
        <FundRow
          key={field.id}
          id={id}
          index={index}
          isNew={(field as Partial<Fund>).key === ''}
          onRemove={() => remove(index)}
        />
      ))}
      {fields.length < MAX_FUNDS ? (
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={() => {
            const fund: Fund = { key: '', name: '', donation_type: 'specific_grant' };
            append(fund);
          }}
        >
          Add a fund
        </button>
      ) : null}
    </fieldset>
  );
}

function Expiry80GWarning({ id }: { id: TrustId }) {
  const validTo = useWatch<SettingsFormValues>({
    name: `trusts.${id}.registration_80g.valid_to` as FieldName,
  });
  if (typeof validTo !== 'string' || !has80GEnded(validTo)) return null;
  return (
    <p role="alert" className="rounded-xl bg-primary-soft p-3 font-semibold text-primary-strong">
      This 80G approval ended on {validTo}. {EXPIRED_80G_WARNING}.
    </p>
  );
}

const socialLabel = (network: SocialNetwork) =>
  network === 'twitter' ? 'X (Twitter)' : network[0]?.toUpperCase() + network.slice(1);

function SettingsFormFields({ settings }: { settings: SiteSettings }) {
  const queryClient = useQueryClient();
  const api = useApiForm({
    schema: settingsFormSchema,
    defaultValues: toFormValues(settings),
    serverFields: fieldPaths(),
    // The whole document goes as the patch: the server merges it one level deep and validates the result.
    send: (values) => updateSettings(values),
    successToast: STAFF_MESSAGES.settingsSaved,
    onSuccess: (saved) => {
      // The hook resets to the values it started with; the form must show what is now saved instead.
      api.form.reset(toFormValues(saved));
      queryClient.setQueryData(settingsKeys.document, saved);
    },
  });
  return (
    <Form api={api} aria-labelledby="settings-heading" className="space-y-8">
      <h2 id="settings-heading" className="sr-only">
        Trust settings
      </h2>
      <fieldset className="space-y-4 rounded-2xl border border-line bg-white p-5">
        <legend className="px-1 text-xl font-semibold">Website</legend>
        <TextField name="site.name" label="Site name" />
        <TextField name="site.tagline" label="Tagline" />
        <TextField name="site.email" label="Contact e-mail" type="email" />
        <TextField name="site.phone" label="Contact phone" type="tel" />
        <TextAreaField name="site.address" label="Postal address" rows={3} />
      </fieldset>
      <fieldset className="space-y-4 rounded-2xl border border-line bg-white p-5">
        <legend className="px-1 text-xl font-semibold">Social links</legend>
        {SOCIAL_NETWORKS.map((network) => (
          <TextField
            key={network}
            name={`site.social.${network}`}
            label={socialLabel(network)}
            type="url"
            required={false}
            hint="Leave empty for no link."
          />
        ))}
      </fieldset>
      {TRUST_IDS.map((id) => {
        const trust = settings.trusts[id];
        return (
          <fieldset key={id} className="space-y-4 rounded-2xl border border-line bg-white p-5">
            <legend className="px-1 text-xl font-semibold">{trust.name}</legend>
            <TextField name={`trusts.${id}.name`} label="Legal name" />
            <TextField name={`trusts.${id}.purpose`} label="Purpose" />
            <TextAreaField name={`trusts.${id}.address`} label="Registered address" rows={3} />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField name={`trusts.${id}.email`} label="E-mail" type="email" />
              <TextField name={`trusts.${id}.phone`} label="Phone" type="tel" />
              <TextField name={`trusts.${id}.pan`} label="PAN" autoCapitalize="characters" />
              <TextField
                name={`trusts.${id}.upi_vpa`}
                label="UPI id (VPA)"
                hint="The e-hundi QR pays into it."
              />
            </div>
            {trust.registration_80g ? (
              <div className="space-y-4">
                <div className="grid gap-4 md:grid-cols-3">
                  <TextField name={`trusts.${id}.registration_80g.urn`} label="80G URN" />
                  <TextField
                    name={`trusts.${id}.registration_80g.valid_from`}
                    label="80G valid from"
                    type="date"
                  />
                  <TextField
                    name={`trusts.${id}.registration_80g.valid_to`}
                    label="80G valid to"
                    type="date"
                  />
                </div>
                <Expiry80GWarning id={id} />
              </div>
            ) : (
              <p className="text-sm text-muted">
                This trust has no 80G approval; its receipts carry the wording below.
              </p>
            )}
            <TextAreaField
              name={`trusts.${id}.receipt_note`}
              label="Receipt wording"
              rows={3}
              hint="Printed while the 80G approval is valid (or always, for a trust without one)."
            />
            <TextAreaField
              name={`trusts.${id}.no_approval_note`}
              label="Receipt wording without a current 80G approval"
              rows={3}
              hint="Printed once the approval has ended: a receipt must never claim a deduction that is no longer allowed."
            />
            <TextField name={`trusts.${id}.map_embed_url`} label="Map embed address" type="url" />
            {/* Giving (docs/product/giving.md). */}
            <TextField
              name={`trusts.${id}.suggested_amounts`}
              label="Suggested amounts (₹)"
              inputMode="numeric"
              hint="Whole rupees from the smallest up, separated by commas; the donation form shows up to 6 as chips."
            />
            <FundsEditor id={id} />
            <CheckboxField
              name={`trusts.${id}.accepts_foreign_contributions`}
              label="Registered under the FCRA to accept foreign contributions"
              hint="When not, the donation form asks each donor to confirm being an Indian citizen (NRIs are)."
            />
            <ReceiptBrandingFields id={id} trustName={trust.name} />
          </fieldset>
        );
      })}
      <TranslationFields />
      <SubmitButton>Save settings</SubmitButton>
    </Form>
  );
}

/** Trust settings (admin): what every page, mail and receipt says about the trusts. */
export function SettingsForm() {
  const query = useSettings();
  if (query.isPending) {
    return <Loading>Loading the settings…</Loading>;
  }
  if (query.isError) return <QueryFailure query={query} />;
  return <SettingsFormFields settings={query.data} />;
}
