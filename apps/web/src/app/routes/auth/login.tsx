import { Link } from 'react-router';
import { paths } from '@charity/shared';
import { PAGES } from '#src/config/pages.ts';
import { AuthPage, authLinkClass } from '#src/features/auth/components/auth-page.tsx';
import { LoginForm } from '#src/features/auth/components/login-form.tsx';
import { withNext } from '#src/features/auth/utils/next-path.ts';
import { useNextPath } from '#src/features/auth/utils/use-next-path.ts';

/**
 * /auth/login (docs/product/accounts.md): e-mail and password, with links to forgot password and
 * registration.
 */
export function Component() {
  const next = useNextPath();
  const page = PAGES[paths.login];
  return (
    <AuthPage
      title={page.title}
      description={page.description}
      heading="Login to your account"
      headingId="login-heading"
      intro="See your donations, complete a pending one, and download your receipts."
      footer={
        <div className="flex flex-wrap justify-between gap-3">
          <Link to={withNext(paths.forgotPassword, next)} className={authLinkClass}>
            Forgot password?
          </Link>
          <span>
            New here?{' '}
            <Link to={withNext(paths.register, next)} className={authLinkClass}>
              Register
            </Link>
          </span>
        </div>
      }
    >
      <LoginForm labelledBy="login-heading" />
    </AuthPage>
  );
}
