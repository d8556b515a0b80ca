import { FORM_FIELDS, volunteerFormSchema, type VolunteerFormInput } from '@charity/shared';
import { TextAreaField, TextField } from '#src/components/forms/form-fields.tsx';
import { PublicForm } from '#src/components/forms/public-form.tsx';
import { useApiForm } from '#src/components/forms/use-api-form.ts';
import { createVolunteer } from '#src/features/volunteer/api/create-volunteer.ts';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

const EMPTY: VolunteerFormInput = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  aadhar: '',
  address: '',
  interest: '',
  terms: false,
};

/**
 * docs/product/forms-and-subscriptions.md "Volunteer": name, e-mail, phone, Aadhaar, address, the seva
 * they are drawn to, and the terms tick (never sent). Sent as a multipart form; success clears every field
 * and the tick (docs/product/forms-and-subscriptions.md). Its words are the page's language
 * (docs/product/languages.md); the English success toast is MESSAGES.volunteerCreated.
 */
export function VolunteerForm({ headingId }: { headingId: string }) {
  const t = useT();
  const api = useApiForm({
    schema: volunteerFormSchema,
    defaultValues: EMPTY,
    serverFields: FORM_FIELDS.volunteer,
    send: ({ terms: _terms, ...request }, honeypot) => createVolunteer({ ...request, ...honeypot }),
    successToast: t(m['volunteer.saved']),
  });

  return (
    <PublicForm api={api} labelledBy={headingId} submitLabel={t(m['volunteer.apply'])}>
      <TextField name="first_name" label={t(m['forms.firstName'])} autoComplete="given-name" />
      <TextField name="last_name" label={t(m['forms.lastName'])} autoComplete="family-name" />
      <TextField
        name="email"
        label={t(m['forms.email'])}
        type="email"
        autoComplete="email"
        spellCheck={false}
      />
      <TextField name="phone" label={t(m['forms.phone'])} type="tel" autoComplete="tel" />
      <TextField
        name="aadhar"
        label={t(m['volunteer.aadhaar'])}
        inputMode="numeric"
        // Never offered for autofill or remembered by the browser: it is an identity number.
        autoComplete="off"
        maxLength={14}
        hint={t(m['volunteer.aadhaarHint'])}
        className="sm:col-span-2"
      />
      <TextAreaField
        name="address"
        label={t(m['forms.address'])}
        rows={3}
        maxLength={500}
        className="sm:col-span-2"
      />
      <TextAreaField
        name="interest"
        label={t(m['volunteer.interest'])}
        hint={t(m['volunteer.interestHint'])}
        rows={4}
        maxLength={1000}
        className="sm:col-span-2"
      />
    </PublicForm>
  );
}
