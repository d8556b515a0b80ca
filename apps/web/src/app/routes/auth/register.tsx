import { Link } from 'react-router';
import { paths } from '@charity/shared';
import { PAGES } from '#src/config/pages.ts';
import { AuthPage, authLinkClass } from '#src/features/auth/components/auth-page.tsx';
import { RegisterForm } from '#src/features/auth/components/register-form.tsx';
import { withNext } from '#src/features/auth/utils/next-path.ts';
import { useNextPath } from '#src/features/auth/utils/use-next-path.ts';

/** /auth/register (docs/product/accounts.md), titled Registration. */
export function Component() {
  const next = useNextPath();
  const page = PAGES[paths.register];
  return (
    <AuthPage
      title={page.title}
      description={page.description}
      heading="Create your donor account"
      headingId="register-heading"
      intro="We will e-mail you a code to verify your address."
      footer={
        <p>
          Already registered?{' '}
          <Link to={withNext(paths.login, next)} className={authLinkClass}>
            Login
          </Link>
        </p>
      }
    >
      <RegisterForm labelledBy="register-heading" />
    </AuthPage>
  );
}
