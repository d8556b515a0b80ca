import { FORM_FIELDS, loginRequestSchema, MESSAGES } from '@charity/shared';
import { Form, SubmitButton, TextField, useApiForm } from '#src/features/forms/index.ts';
import { login } from '#src/features/auth/api/login.ts';
import { useSetSessionUser } from '#src/features/auth/api/session.ts';
import { PasswordField } from '#src/features/auth/components/password-field.tsx';
import { useUnverifiedRedirect } from '#src/features/auth/utils/use-unverified-redirect.ts';

/**
 * Login (SPEC §2, §4.3): "Logged in successfully", and the donor is in the session, so the auth page moves on to
 * ?next= or the payments page. An unverified address goes to its verify page (AUTH_ERROR_0).
 */
export function LoginForm({ labelledBy }: { labelledBy: string }) {
  const setSessionUser = useSetSessionUser();
  const onError = useUnverifiedRedirect();
  const api = useApiForm({
    schema: loginRequestSchema,
    defaultValues: { email: '', password: '' },
    serverFields: FORM_FIELDS.login,
    send: (values, honeypot) => login({ ...values, ...honeypot }),
    successToast: MESSAGES.loggedIn,
    onSuccess: (answer) => setSessionUser(answer.user),
    onError,
    meta: { errorReporting: 'silent' },
  });
  return (
    <Form api={api} aria-labelledby={labelledBy} className="grid gap-5">
      <TextField
        name="email"
        label="E-mail"
        type="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <PasswordField name="password" label="Password" autoComplete="current-password" />
      <SubmitButton className="w-full">Login</SubmitButton>
    </Form>
  );
}
