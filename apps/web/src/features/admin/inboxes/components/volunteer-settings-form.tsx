import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  VOLUNTEER_MAIL_STATUSES,
  VOLUNTEER_STATUS_LABELS,
  volunteerSettingsSchema,
  type VolunteerSettings,
} from '@charity/shared';
import { Form } from '#src/components/forms/form.tsx';
import { SubmitButton, TextAreaField, TextField } from '#src/components/forms/form-fields.tsx';
import { useApiForm } from '#src/components/forms/use-api-form.ts';
import { Loading } from '#src/features/admin/ui/loading.tsx';
import { QueryFailure } from '#src/features/admin/ui/query-failure.tsx';
import {
  saveVolunteerSettings,
  useVolunteerSettings,
  volunteerSettingsKey,
} from '#src/features/admin/inboxes/api/volunteer-settings.ts';

function SettingsForm({ settings }: { settings: VolunteerSettings }) {
  const queryClient = useQueryClient();
  const api = useApiForm({
    schema: volunteerSettingsSchema,
    defaultValues: settings,
    serverFields: ['mails', 'retention_days'],
    send: (values) => saveVolunteerSettings(values),
    successToast: 'Saved.',
    onSuccess: (body) => queryClient.setQueryData(volunteerSettingsKey, body.data),
  });
  return (
    <Form api={api} aria-labelledby="volunteer-settings-heading" className="space-y-4">
      <p className="text-sm text-muted">
        {'{first_name}'} and {'{site_name}'} are filled in; a blank line starts a new paragraph.
      </p>
      {VOLUNTEER_MAIL_STATUSES.map((status) => (
        <fieldset key={status} className="space-y-3 rounded-xl border border-line p-4">
          <legend className="px-1 font-semibold">
            Mail when {VOLUNTEER_STATUS_LABELS[status].toLowerCase()}
          </legend>
          <TextField name={`mails.${status}.subject`} label="Subject" maxLength={200} />
          <TextAreaField name={`mails.${status}.body`} label="Text" rows={5} maxLength={5000} />
        </fieldset>
      ))}
      <TextField
        name="retention_days"
        label="Keep declined applications for (days)"
        inputMode="numeric"
        hint="Then names, contact details, Aadhaar and notes are removed for good. 730 days is two years."
      />
      <SubmitButton>Save mails and retention</SubmitButton>
    </Form>
  );
}

/** The applicant mails per status and the retention period (coordinator), folded away below the list. */
export function VolunteerSettingsPanel() {
  // Read only once opened: most visits to the screen are about applications, not templates.
  const [open, setOpen] = useState(false);
  const query = useVolunteerSettings(open);
  return (
    <details
      className="rounded-2xl border border-line bg-white p-5"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer">
        <h2 id="volunteer-settings-heading" className="inline text-xl font-semibold">
          Mails and retention
        </h2>
      </summary>
      <div className="mt-4">
        {query.isError ? (
          <QueryFailure query={query} />
        ) : query.data ? (
          <SettingsForm settings={query.data} />
        ) : (
          <Loading>Loading…</Loading>
        )}
      </div>
    </details>
  );
}
