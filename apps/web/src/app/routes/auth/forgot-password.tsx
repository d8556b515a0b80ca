import { Link } from 'react-router';
import { paths } from '@charity/shared';
import { PAGES } from '#src/config/pages.ts';
import { AuthPage, authLinkClass } from '#src/features/auth/components/auth-page.tsx';
import { ForgotPasswordForm } from '#src/features/auth/components/forgot-password-form.tsx';
import { withNext } from '#src/features/auth/utils/next-path.ts';
import { useNextPath } from '#src/features/auth/utils/use-next-path.ts';

/** /auth/forgot-password (docs/product/accounts.md), titled Forgot Password, with an e-mail form. */
export function Component() {
  const next = useNextPath();
  const page = PAGES[paths.forgotPassword];
  return (
    <AuthPage
      title={page.title}
      description={page.description}
      heading="Reset your password"
      headingId="forgot-heading"
      intro="Enter the e-mail you registered with; we will send you a code to choose a new password."
      footer={
        <Link to={withNext(paths.login, next)} className={authLinkClass}>
          Back to login
        </Link>
      }
    >
      <ForgotPasswordForm labelledBy="forgot-heading" />
    </AuthPage>
  );
}
