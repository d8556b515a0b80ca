import { useNavigate } from 'react-router';
import { FORM_FIELDS, forgotPasswordRequestSchema, MESSAGES, paths } from '@charity/shared';
import { Form, SubmitButton, TextField, useApiForm } from '#src/features/forms/index.ts';
import { toast } from '#src/lib/toast.ts';
import { forgotPassword } from '#src/features/auth/api/forgot-password.ts';
import { withNext } from '#src/features/auth/utils/next-path.ts';
import { otpSentState } from '#src/features/auth/utils/otp-state.ts';
import { useUnverifiedRedirect } from '#src/features/auth/utils/use-unverified-redirect.ts';
import { useNextPath } from '#src/features/auth/utils/use-next-path.ts';

/**
 * Forgot password (SPEC §4.5): the info toast and /auth/reset-password/{user.id}. The server answers the same for
 * an unknown address (DESIGN §6.4), so the page does too. An unverified account goes to verify (AUTH_ERROR_0).
 */
export function ForgotPasswordForm({ labelledBy }: { labelledBy: string }) {
  const navigate = useNavigate();
  const next = useNextPath();
  const onError = useUnverifiedRedirect();
  const api = useApiForm({
    schema: forgotPasswordRequestSchema,
    defaultValues: { email: '' },
    serverFields: FORM_FIELDS.forgotPassword,
    send: (values, honeypot) => forgotPassword({ ...values, ...honeypot }),
    onSuccess: (answer) => {
      toast.info(MESSAGES.resetOtpSent);
      void navigate(withNext(paths.resetPassword(answer.user.id), next), { state: otpSentState() });
    },
    onError,
    meta: { errorReporting: 'silent' },
  });
  return (
    <Form api={api} aria-labelledby={labelledBy} className="grid gap-5">
      <TextField
        name="email"
        label="E-mail"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
      />
      <SubmitButton className="w-full">Send the code</SubmitButton>
    </Form>
  );
}
