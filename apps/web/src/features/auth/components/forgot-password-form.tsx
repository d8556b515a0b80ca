import { FORM_FIELDS, forgotPasswordRequestSchema, MESSAGES, paths } from '@charity/shared';
import { Form } from '#src/components/forms/form.tsx';
import { SubmitButton } from '#src/components/forms/form-fields.tsx';
import { useApiForm } from '#src/components/forms/use-api-form.ts';
import { forgotPassword } from '#src/features/auth/api/forgot-password.ts';
import { EmailField } from '#src/features/auth/components/email-field.tsx';
import { useGoToOtpPage } from '#src/features/auth/utils/otp-state.ts';
import { useUnverifiedRedirect } from '#src/features/auth/utils/use-unverified-redirect.ts';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/**
 * Forgot password (docs/product/accounts.md): the info toast and /auth/reset-password/{user.id}. The server
 * answers the same for an unknown address (docs/product/accounts.md), so the page does too. An unverified
 * account goes to verify (AUTH_ERROR_0).
 */
export function ForgotPasswordForm({ labelledBy }: { labelledBy: string }) {
  const goToOtpPage = useGoToOtpPage();
  const unverified = useUnverifiedRedirect();
  const t = useT();
  const api = useApiForm({
    schema: forgotPasswordRequestSchema,
    defaultValues: { email: '' },
    serverFields: FORM_FIELDS.forgotPassword,
    send: (values, honeypot) => forgotPassword({ ...values, ...honeypot }),
    onSuccess: (answer) => goToOtpPage(paths.resetPassword(answer.user.id), MESSAGES.resetOtpSent),
    ...unverified,
  });
  return (
    <Form api={api} aria-labelledby={labelledBy} className="grid gap-5">
      <EmailField />
      <SubmitButton className="w-full">{t(m['account.sendCode'])}</SubmitButton>
    </Form>
  );
}
