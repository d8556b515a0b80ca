import { contactFormSchema, FORM_FIELDS, MESSAGES, type ContactFormInput } from '@charity/shared';
import { TextAreaField, TextField } from '#src/components/forms/form-fields.tsx';
import { PublicForm } from '#src/components/forms/public-form.tsx';
import { useApiForm } from '#src/components/forms/use-api-form.ts';
import { createContact } from '#src/features/contact/api/create-contact.ts';

const EMPTY: ContactFormInput = {
  first_name: '',
  last_name: '',
  phone: '',
  email: '',
  message: '',
  terms: false,
};

/**
 * docs/product/forms-and-subscriptions.md Contact Us: first name, last name, phone, e-mail, message and the
 * terms tick (never sent).
 */
export function ContactForm({ headingId }: { headingId: string }) {
  const api = useApiForm({
    schema: contactFormSchema,
    defaultValues: EMPTY,
    serverFields: FORM_FIELDS.contact,
    send: ({ terms: _terms, ...request }, honeypot) => createContact({ ...request, ...honeypot }),
    successToast: MESSAGES.contactCreated,
  });

  return (
    <PublicForm api={api} labelledBy={headingId} submitLabel="Send message">
      <TextField name="first_name" label="First name" autoComplete="given-name" />
      <TextField name="last_name" label="Last name" autoComplete="family-name" />
      <TextField name="phone" label="Phone" type="tel" autoComplete="tel" />
      <TextField name="email" label="E-mail" type="email" autoComplete="email" spellCheck={false} />
      <TextAreaField name="message" label="Message" rows={6} maxLength={2000} className="sm:col-span-2" />
    </PublicForm>
  );
}
