import { Link } from 'react-router';
import { paths } from '@charity/shared';
import { AuthPage, authLinkClass } from '#src/features/auth/components/auth-page.tsx';
import { LoginForm } from '#src/features/auth/components/login-form.tsx';
import { withNext } from '#src/features/auth/utils/next-path.ts';
import { useNextPath } from '#src/features/auth/utils/use-next-path.ts';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/**
 * /auth/login (docs/product/accounts.md): e-mail and password, with links to forgot password and
 * registration.
 */
export function Component() {
  const next = useNextPath();
  const t = useT();
  const page = { title: t(m['pages.login.title']), description: t(m['pages.login.description']) };
  return (
    <AuthPage
      title={page.title}
      description={page.description}
      heading={t(m['account.loginHeading'])}
      headingId="login-heading"
      intro={t(m['account.loginIntro'])}
      footer={
        <div className="flex flex-wrap justify-between gap-3">
          <Link to={withNext(paths.forgotPassword, next)} className={authLinkClass}>
            {t(m['account.forgotLink'])}
          </Link>
          <span>
            {t(m['account.newHere'])}{' '}
            <Link to={withNext(paths.register, next)} className={authLinkClass}>
              {t(m['account.register'])}
            </Link>
          </span>
        </div>
      }
    >
      <LoginForm labelledBy="login-heading" />
    </AuthPage>
  );
}
