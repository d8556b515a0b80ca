import { Link } from 'react-router';
import { paths } from '@charity/shared';
import { PARAM_PAGES } from '#src/config/pages.ts';
import { AuthPage, authLinkClass } from '#src/features/auth/components/auth-page.tsx';
import { VerifyUserForm } from '#src/features/auth/components/verify-user-form.tsx';
import { withNext } from '#src/features/auth/utils/next-path.ts';
import { useOtpSentAt } from '#src/features/auth/utils/otp-state.ts';
import { useNextPath } from '#src/features/auth/utils/use-next-path.ts';
import { InvalidIdRedirect, useUserIdParam } from '#src/features/auth/utils/use-user-id-param.ts';

/**
 * /auth/verify-user/{id} (docs/product/accounts.md): the OTP and "Resend OTP"; without a usable id, "Invalid
 * ID" and login.
 */
export function Component() {
  const userId = useUserIdParam();
  const otpSentAt = useOtpSentAt();
  const next = useNextPath();
  if (!userId) return <InvalidIdRedirect />;
  const page = PARAM_PAGES.verifyUser;
  return (
    <AuthPage
      title={page.title}
      description={page.description}
      heading="Verify your e-mail"
      headingId="verify-heading"
      intro="Enter the 6-digit code we sent to your e-mail address."
      footer={
        <Link to={withNext(paths.login, next)} className={authLinkClass}>
          Back to login
        </Link>
      }
    >
      <VerifyUserForm userId={userId} labelledBy="verify-heading" otpSentAt={otpSentAt} />
    </AuthPage>
  );
}
