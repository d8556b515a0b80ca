import { useNavigate } from 'react-router';
import { FORM_FIELDS, MESSAGES, paths, resetPasswordFormSchema } from '@charity/shared';
import { Form } from '#src/components/forms/form.tsx';
import { SubmitButton } from '#src/components/forms/form-fields.tsx';
import { useApiForm } from '#src/components/forms/use-api-form.ts';
import { resetPassword } from '#src/features/auth/api/reset-password.ts';
import { OtpField } from '#src/features/auth/components/otp-field.tsx';
import { NewPasswordFields } from '#src/features/auth/components/password-field.tsx';
import { ResendOtpButton } from '#src/features/auth/components/resend-otp-button.tsx';
import { withNext } from '#src/features/auth/utils/next-path.ts';
import { useNextPath } from '#src/features/auth/utils/use-next-path.ts';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

type ResetPasswordFormProps = { userId: string; labelledBy: string; otpSentAt?: number };

/**
 * Reset password (docs/product/accounts.md): the code, a new password twice; on success "Password reset
 * successful." and the login page (every earlier session has been revoked by the server), keeping ?next=.
 */
export function ResetPasswordForm({ userId, labelledBy, otpSentAt }: ResetPasswordFormProps) {
  const navigate = useNavigate();
  const next = useNextPath();
  const t = useT();
  const api = useApiForm({
    schema: resetPasswordFormSchema,
    defaultValues: { otp: '', password: '', confirm_password: '' },
    serverFields: FORM_FIELDS.resetPassword,
    send: ({ confirm_password: _confirm, ...request }) => resetPassword(userId, request),
    successToast: MESSAGES.passwordReset,
    onSuccess: () => void navigate(withNext(paths.login, next)),
  });
  return (
    <div className="grid gap-4">
      <Form api={api} aria-labelledby={labelledBy} className="grid gap-5">
        <OtpField />
        <NewPasswordFields label={t(m['account.newPassword'])} />
        <SubmitButton className="w-full">{t(m['account.resetPassword'])}</SubmitButton>
      </Form>
      <ResendOtpButton userId={userId} sentAt={otpSentAt} />
    </div>
  );
}
