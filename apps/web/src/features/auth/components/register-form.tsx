import { useNavigate } from 'react-router';
import { FORM_FIELDS, MESSAGES, paths, registerFormSchema } from '@charity/shared';
import { Form, SubmitButton, TermsTick, TextField, useApiForm } from '#src/features/forms/index.ts';
import { toast } from '#src/lib/toast.ts';
import { register } from '#src/features/auth/api/register.ts';
import { PasswordField } from '#src/features/auth/components/password-field.tsx';
import { withNext } from '#src/features/auth/utils/next-path.ts';
import { otpSentState } from '#src/features/auth/utils/otp-state.ts';
import { useUnverifiedRedirect } from '#src/features/auth/utils/use-unverified-redirect.ts';
import { useNextPath } from '#src/features/auth/utils/use-next-path.ts';

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
 * Registration (SPEC §4.1): the server mails a code; the info toast asks for it and the visitor goes to
 * /auth/verify-user/{user.id}, keeping ?next=. An address already registered but unverified goes there too
 * (AUTH_ERROR_0).
 */
export function RegisterForm({ labelledBy }: { labelledBy: string }) {
  const navigate = useNavigate();
  const next = useNextPath();
  const onError = useUnverifiedRedirect();
  const api = useApiForm({
    schema: registerFormSchema,
    defaultValues: EMPTY,
    serverFields: FORM_FIELDS.register,
    send: ({ confirm_password: _confirm, terms: _terms, ...request }, honeypot) =>
      register({ ...request, ...honeypot }),
    onSuccess: (answer) => {
      toast.info(MESSAGES.unverifiedEmail);
      void navigate(withNext(paths.verifyUser(answer.user.id), next), { state: otpSentState() });
    },
    onError,
    meta: { errorReporting: 'silent' },
  });
  return (
    <Form api={api} aria-labelledby={labelledBy} className="grid gap-5 sm:grid-cols-2">
      <TextField name="first_name" label="First name" autoComplete="given-name" />
      <TextField name="last_name" label="Last name" autoComplete="family-name" />
      <TextField
        name="email"
        label="E-mail"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        className="sm:col-span-2"
      />
      <TextField
        name="phone"
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required={false}
        hint="A 10-digit Indian mobile number."
        className="sm:col-span-2"
      />
      <div className="grid gap-5 sm:col-span-2">
        <PasswordField
          name="password"
          label="Password"
          autoComplete="new-password"
          hint="At least 8 characters."
        />
        <PasswordField name="confirm_password" label="Confirm password" autoComplete="new-password" />
        <TermsTick />
        <SubmitButton className="w-full">Register</SubmitButton>
      </div>
    </Form>
  );
}
