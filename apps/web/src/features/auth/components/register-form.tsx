import { useSearchParams } from 'react-router';
import { FORM_FIELDS, MESSAGES, paths, registerFormSchema } from '@charity/shared';
import { Form } from '#src/components/forms/form.tsx';
import { SubmitButton, TermsTick, TextField } from '#src/components/forms/form-fields.tsx';
import { useApiForm } from '#src/components/forms/use-api-form.ts';
import { register } from '#src/features/auth/api/register.ts';
import { EmailField } from '#src/features/auth/components/email-field.tsx';
import { NewPasswordFields } from '#src/features/auth/components/password-field.tsx';
import { useGoToOtpPage } from '#src/features/auth/utils/otp-state.ts';
import { useUnverifiedRedirect } from '#src/features/auth/utils/use-unverified-redirect.ts';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

const EMPTY = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  password: '',
  confirm_password: '',
  terms: false,
};

/**
 * Registration (docs/product/accounts.md): the server mails a code; the info toast asks for it and the
 * visitor goes to /auth/verify-user/{user.id}, keeping ?next=. An address already registered but unverified
 * goes there too (AUTH_ERROR_0). `?email=` fills in the e-mail (the thank-you page's invitation).
 */
export function RegisterForm({ labelledBy }: { labelledBy: string }) {
  const goToOtpPage = useGoToOtpPage();
  const unverified = useUnverifiedRedirect();
  const [params] = useSearchParams();
  const t = useT();
  const api = useApiForm({
    schema: registerFormSchema,
    defaultValues: { ...EMPTY, email: params.get('email')?.trim().slice(0, 254) ?? '' },
    serverFields: FORM_FIELDS.register,
    send: ({ confirm_password: _confirm, terms: _terms, ...request }, honeypot) =>
      register({ ...request, ...honeypot }),
    onSuccess: (answer) => goToOtpPage(paths.verifyUser(answer.user.id), MESSAGES.unverifiedEmail),
    ...unverified,
  });
  return (
    <Form api={api} aria-labelledby={labelledBy} className="grid gap-5 sm:grid-cols-2">
      <TextField name="first_name" label={t(m['forms.firstName'])} autoComplete="given-name" />
      <TextField name="last_name" label={t(m['forms.lastName'])} autoComplete="family-name" />
      <EmailField className="sm:col-span-2" />
      <TextField
        name="phone"
        label={t(m['account.phoneOptional'])}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required={false}
        hint={t(m['giving.phoneHint'])}
        className="sm:col-span-2"
      />
      <div className="grid gap-5 sm:col-span-2">
        <NewPasswordFields label={t(m['account.password'])} />
        <TermsTick />
        <SubmitButton className="w-full">{t(m['account.register'])}</SubmitButton>
      </div>
    </Form>
  );
}
