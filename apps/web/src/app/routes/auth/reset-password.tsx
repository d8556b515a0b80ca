import { Link } from 'react-router';
import { paths } from '@charity/shared';
import { AuthPage, authLinkClass } from '#src/features/auth/components/auth-page.tsx';
import { ResetPasswordForm } from '#src/features/auth/components/reset-password-form.tsx';
import { withNext } from '#src/features/auth/utils/next-path.ts';
import { useOtpSentAt } from '#src/features/auth/utils/otp-state.ts';
import { useNextPath } from '#src/features/auth/utils/use-next-path.ts';
import { InvalidIdRedirect, useUserIdParam } from '#src/features/auth/utils/use-user-id-param.ts';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/**
 * /auth/reset-password/{id} (docs/product/accounts.md): the OTP, the new password twice and "Resend OTP";
 * without a usable id, "Invalid ID" and login.
 */
export function Component() {
  const userId = useUserIdParam();
  const otpSentAt = useOtpSentAt();
  const next = useNextPath();
  const t = useT();
  if (!userId) return <InvalidIdRedirect />;
  const page = {
    title: t(m['pages.resetPassword.title']),
    description: t(m['pages.resetPassword.description']),
  };
  return (
    <AuthPage
      title={page.title}
      description={page.description}
      heading={t(m['account.resetHeading'])}
      headingId="reset-heading"
      intro={t(m['account.resetIntro'])}
      footer={
        <Link to={withNext(paths.login, next)} className={authLinkClass}>
          {t(m['account.backToLogin'])}
        </Link>
      }
    >
      <ResetPasswordForm userId={userId} labelledBy="reset-heading" otpSentAt={otpSentAt} />
    </AuthPage>
  );
}
