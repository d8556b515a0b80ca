import { useWatch, type Path } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { Form } from '#src/components/forms/form.tsx';
import { SubmitButton, TextAreaField, TextField } from '#src/components/forms/form-fields.tsx';
import { useApiForm } from '#src/components/forms/use-api-form.ts';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { SOCIAL_NETWORKS, settingsSchema, type Settings } from '#src/features/admin/api/contract.ts';
import { useSettings } from '#src/features/admin/api/get-settings.ts';
import { adminKeys } from '#src/features/admin/api/keys.ts';
import { updateSettings } from '#src/features/admin/api/update-settings.ts';
import { QueryFailure } from '#src/features/admin/components/query-failure.tsx';

export const EXPIRED_80G_WARNING = 'Receipts will say there is no current 80G approval';

/** Today in India (receipts are dated in India's time), as YYYY-MM-DD. */
const todayInIndia = (now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);

/** Whether an approval valid to `validTo` (YYYY-MM-DD, inclusive) has ended on `now`. */
export const has80GEnded = (validTo: string, now = new Date()) =>
  /^\d{4}-\d{2}-\d{2}$/.test(validTo) && validTo < todayInIndia(now);

/** Every field the server may name in errors.<field>, for this settings document. */
const fieldPaths = (settings: Settings): Path<Settings>[] => [
  'contact.email',
  'contact.phone',
  'contact.address',
  ...SOCIAL_NETWORKS.map((network) => `social.${network}` as const),
  ...settings.trusts.flatMap((_trust, index) => [
    ...(['name', 'address', 'email', 'phone', 'pan', 'upi_vpa', 'receipt_note'] as const).map(
      (key): Path<Settings> => `trusts.${index}.${key}`,
    ),
    ...(['urn', 'valid_from', 'valid_to'] as const).map(
      (key): Path<Settings> => `trusts.${index}.registration_80g.${key}`,
    ),
  ]),
];

function Expiry80GWarning({ index }: { index: number }) {
  const validTo = useWatch<Settings>({ name: `trusts.${index}.registration_80g.valid_to` });
  if (typeof validTo !== 'string' || !has80GEnded(validTo)) return null;
  return (
    <p role="alert" className="rounded-xl bg-primary-soft p-3 font-semibold text-primary-strong">
      This 80G approval ended on {validTo}. {EXPIRED_80G_WARNING}.
    </p>
  );
}

function SettingsFormFields({ settings }: { settings: Settings }) {
  const queryClient = useQueryClient();
  const api = useApiForm({
    schema: settingsSchema,
    defaultValues: settings,
    serverFields: fieldPaths(settings),
    send: (values) => updateSettings(values),
    successToast: 'Settings saved.',
    onSuccess: (saved) => {
      // The hook resets to the values it started with; the form must show what is now saved instead.
      api.form.reset(saved);
      queryClient.setQueryData(adminKeys.settings, saved);
    },
  });
  return (
    <Form api={api} aria-labelledby="settings-heading" className="space-y-8">
      <h2 id="settings-heading" className="sr-only">
        Trust settings
      </h2>
      <fieldset className="space-y-4 rounded-2xl border border-line bg-white p-5">
        <legend className="px-1 text-xl font-semibold">Contact</legend>
        <TextField name="contact.email" label="Contact e-mail" type="email" />
        <TextField name="contact.phone" label="Contact phone" type="tel" />
        <TextAreaField name="contact.address" label="Postal address" rows={3} />
      </fieldset>
      <fieldset className="space-y-4 rounded-2xl border border-line bg-white p-5">
        <legend className="px-1 text-xl font-semibold">Social links</legend>
        {SOCIAL_NETWORKS.map((network) => (
          <TextField
            key={network}
            name={`social.${network}`}
            label={network === 'twitter' ? 'X (Twitter)' : network[0]?.toUpperCase() + network.slice(1)}
            type="url"
            required={false}
          />
        ))}
      </fieldset>
      {settings.trusts.map((trust, index) => (
        <fieldset key={trust.id} className="space-y-4 rounded-2xl border border-line bg-white p-5">
          <legend className="px-1 text-xl font-semibold">{trust.name}</legend>
          <TextField name={`trusts.${index}.name`} label="Legal name" />
          <TextAreaField name={`trusts.${index}.address`} label="Registered address" rows={3} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name={`trusts.${index}.email`} label="E-mail" type="email" />
            <TextField name={`trusts.${index}.phone`} label="Phone" type="tel" />
            <TextField name={`trusts.${index}.pan`} label="PAN" autoCapitalize="characters" />
            <TextField
              name={`trusts.${index}.upi_vpa`}
              label="UPI id (VPA)"
              hint="The e-hundi QR pays into it."
            />
          </div>
          {trust.registration_80g ? (
            <div className="space-y-4">
              <div className="grid gap-4 md:grid-cols-3">
                <TextField name={`trusts.${index}.registration_80g.urn`} label="80G URN" />
                <TextField
                  name={`trusts.${index}.registration_80g.valid_from`}
                  label="80G valid from"
                  type="date"
                />
                <TextField
                  name={`trusts.${index}.registration_80g.valid_to`}
                  label="80G valid to"
                  type="date"
                />
              </div>
              <Expiry80GWarning index={index} />
            </div>
          ) : (
            <p className="text-sm text-muted">
              This trust has no 80G approval; its receipts carry the wording below.
            </p>
          )}
          <TextAreaField name={`trusts.${index}.receipt_note`} label="Receipt wording" rows={3} />
        </fieldset>
      ))}
      <SubmitButton>Save settings</SubmitButton>
    </Form>
  );
}

/** Trust settings (admin): what every page, mail and receipt says about the trusts. */
export function SettingsForm() {
  const query = useSettings();
  if (query.isPending) {
    return (
      <div role="status" className="flex items-center gap-3">
        <Spinner className="size-6" /> Loading the settings…
      </div>
    );
  }
  if (query.isError) return <QueryFailure error={query.error} onRetry={() => void query.refetch()} />;
  return <SettingsFormFields settings={query.data} />;
}
