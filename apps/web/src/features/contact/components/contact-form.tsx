import { contactFormSchema, FORM_FIELDS, MESSAGES, type ContactFormInput } from '@charity/shared';
import { createContact } from '#src/features/contact/api/create-contact.ts';
import {
  Form,
  SubmitButton,
  TermsTick,
  TextAreaField,
  TextField,
  useApiForm,
} from '#src/features/forms/index.ts';

const EMPTY: ContactFormInput = {
  first_name: '',
  last_name: '',
  phone: '',
  email: '',
  message: '',
  terms: false,
};

/** SPEC §2 Contact Us: first name, last name, phone, e-mail, message and the terms tick (never sent). */
export function ContactForm({ headingId }: { headingId: string }) {
  const api = useApiForm({
    schema: contactFormSchema,
    defaultValues: EMPTY,
    serverFields: FORM_FIELDS.contact,
    send: ({ terms: _terms, ...request }, honeypot) => createContact({ ...request, ...honeypot }),
    successToast: MESSAGES.contactCreated,
  });

  return (
    <Form api={api} aria-labelledby={headingId} className="grid gap-5 sm:grid-cols-2">
      <TextField name="first_name" label="First name" autoComplete="given-name" />
      <TextField name="last_name" label="Last name" autoComplete="family-name" />
      <TextField name="phone" label="Phone" type="tel" autoComplete="tel" />
      <TextField name="email" label="E-mail" type="email" autoComplete="email" spellCheck={false} />
      <TextAreaField name="message" label="Message" rows={6} maxLength={2000} className="sm:col-span-2" />
      <TermsTick className="sm:col-span-2" />
      <div className="sm:col-span-2">
        <SubmitButton className="w-full sm:w-auto">Send message</SubmitButton>
      </div>
    </Form>
  );
}
