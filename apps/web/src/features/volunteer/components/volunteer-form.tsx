import { FORM_FIELDS, MESSAGES, volunteerFormSchema, type VolunteerFormInput } from '@charity/shared';
import { TextAreaField, TextField } from '#src/components/forms/form-fields.tsx';
import { PublicForm } from '#src/components/forms/public-form.tsx';
import { useApiForm } from '#src/components/forms/use-api-form.ts';
import { createVolunteer } from '#src/features/volunteer/api/create-volunteer.ts';

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
 * and the tick (docs/product/forms-and-subscriptions.md).
 */
export function VolunteerForm({ headingId }: { headingId: string }) {
  const api = useApiForm({
    schema: volunteerFormSchema,
    defaultValues: EMPTY,
    serverFields: FORM_FIELDS.volunteer,
    send: ({ terms: _terms, ...request }, honeypot) => createVolunteer({ ...request, ...honeypot }),
    successToast: MESSAGES.volunteerCreated,
  });

  return (
    <PublicForm api={api} labelledBy={headingId} submitLabel="Apply to volunteer">
      <TextField name="first_name" label="First name" autoComplete="given-name" />
      <TextField name="last_name" label="Last name" autoComplete="family-name" />
      <TextField name="email" label="E-mail" type="email" autoComplete="email" spellCheck={false} />
      <TextField name="phone" label="Phone" type="tel" autoComplete="tel" />
      <TextField
        name="aadhar"
        label="Aadhaar number"
        inputMode="numeric"
        // Never offered for autofill or remembered by the browser: it is an identity number.
        autoComplete="off"
        maxLength={14}
        hint="We ask for it because our volunteers work with children and the elderly, and we verify everyone who does. It is stored encrypted and we only ever show its last 4 digits."
        className="sm:col-span-2"
      />
      <TextAreaField name="address" label="Address" rows={3} maxLength={500} className="sm:col-span-2" />
      <TextAreaField
        name="interest"
        label="Which seva interests you?"
        hint="For example teaching at the children's home, caring for the elderly, temple festivals, or your professional skills."
        rows={4}
        maxLength={1000}
        className="sm:col-span-2"
      />
    </PublicForm>
  );
}
