import { contactFormSchema, FORM_FIELDS, type ContactFormInput } from '@charity/shared';
import { TextAreaField, TextField } from '#src/components/forms/form-fields.tsx';
import { PublicForm } from '#src/components/forms/public-form.tsx';
import { useApiForm } from '#src/components/forms/use-api-form.ts';
import { createContact } from '#src/features/contact/api/create-contact.ts';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

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
 * terms tick (never sent). Its words are the page's language (docs/product/languages.md); the English success
 * toast is MESSAGES.contactCreated.
 */
export function ContactForm({ headingId }: { headingId: string }) {
  const t = useT();
  const api = useApiForm({
    schema: contactFormSchema,
    defaultValues: EMPTY,
    serverFields: FORM_FIELDS.contact,
    send: ({ terms: _terms, ...request }, honeypot) => createContact({ ...request, ...honeypot }),
    successToast: t(m['contact.sent']),
  });

  return (
    <PublicForm api={api} labelledBy={headingId} submitLabel={t(m['contact.send'])}>
      <TextField name="first_name" label={t(m['forms.firstName'])} autoComplete="given-name" />
      <TextField name="last_name" label={t(m['forms.lastName'])} autoComplete="family-name" />
      <TextField name="phone" label={t(m['forms.phone'])} type="tel" autoComplete="tel" />
      <TextField
        name="email"
        label={t(m['forms.email'])}
        type="email"
        autoComplete="email"
        spellCheck={false}
      />
      <TextAreaField
        name="message"
        label={t(m['forms.message'])}
        rows={6}
        maxLength={2000}
        className="sm:col-span-2"
      />
    </PublicForm>
  );
}
