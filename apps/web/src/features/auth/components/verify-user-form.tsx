import { FORM_FIELDS, MESSAGES, verifyUserRequestSchema } from '@charity/shared';
import { Form } from '#src/components/forms/form.tsx';
import { SubmitButton } from '#src/components/forms/form-fields.tsx';
import { useApiForm } from '#src/components/forms/use-api-form.ts';
import { useSetSessionUser } from '#src/lib/session.ts';
import { verifyUser } from '#src/features/auth/api/verify-user.ts';
import { OtpField } from '#src/features/auth/components/otp-field.tsx';
import { ResendOtpButton } from '#src/features/auth/components/resend-otp-button.tsx';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

type VerifyUserFormProps = { userId: string; labelledBy: string; otpSentAt?: number };

/**
 * E-mail verification (docs/product/accounts.md): the code from the mail; on success "Email verified
 * successfully." and the donor is logged in (the server set the session cookie), so the auth page moves on to
 * ?next= or payments.
 */
export function VerifyUserForm({ userId, labelledBy, otpSentAt }: VerifyUserFormProps) {
  const setSessionUser = useSetSessionUser();
  const t = useT();
  const api = useApiForm({
    schema: verifyUserRequestSchema,
    defaultValues: { otp: '' },
    serverFields: FORM_FIELDS.verifyUser,
    send: (values) => verifyUser(userId, values),
    successToast: MESSAGES.emailVerified,
    onSuccess: (answer) => setSessionUser(answer.user),
  });
  return (
    <div className="grid gap-4">
      <Form api={api} aria-labelledby={labelledBy} className="grid gap-5">
        <OtpField />
        <SubmitButton className="w-full">{t(m['account.verify'])}</SubmitButton>
      </Form>
      <ResendOtpButton userId={userId} sentAt={otpSentAt} />
    </div>
  );
}
