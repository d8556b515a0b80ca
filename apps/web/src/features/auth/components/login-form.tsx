import { FORM_FIELDS, loginRequestSchema, MESSAGES } from '@charity/shared';
import { Form } from '#src/components/forms/form.tsx';
import { SubmitButton } from '#src/components/forms/form-fields.tsx';
import { useApiForm } from '#src/components/forms/use-api-form.ts';
import { useSetSessionUser } from '#src/lib/session.ts';
import { login } from '#src/features/auth/api/login.ts';
import { EmailField } from '#src/features/auth/components/email-field.tsx';
import { PasswordField } from '#src/features/auth/components/password-field.tsx';
import { useUnverifiedRedirect } from '#src/features/auth/utils/use-unverified-redirect.ts';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/**
 * Login (docs/product/accounts.md): "Logged in successfully", and the donor is in the session, so the auth
 * page moves on to ?next= or the payments page. An unverified address goes to its verify page (AUTH_ERROR_0).
 */
export function LoginForm({ labelledBy }: { labelledBy: string }) {
  const setSessionUser = useSetSessionUser();
  const unverified = useUnverifiedRedirect();
  const t = useT();
  const api = useApiForm({
    schema: loginRequestSchema,
    defaultValues: { email: '', password: '' },
    serverFields: FORM_FIELDS.login,
    send: (values, honeypot) => login({ ...values, ...honeypot }),
    successToast: MESSAGES.loggedIn,
    onSuccess: (answer) => setSessionUser(answer.user),
    ...unverified,
  });
  return (
    <Form api={api} aria-labelledby={labelledBy} className="grid gap-5">
      <EmailField autoComplete="username" />
      <PasswordField name="password" label={t(m['account.password'])} autoComplete="current-password" />
      <SubmitButton className="w-full">{t(m['account.login'])}</SubmitButton>
    </Form>
  );
}
