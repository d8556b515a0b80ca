import { Link } from 'react-router';
import { paths } from '@charity/shared';
import { AuthPage, authLinkClass } from '#src/features/auth/components/auth-page.tsx';
import { RegisterForm } from '#src/features/auth/components/register-form.tsx';
import { withNext } from '#src/features/auth/utils/next-path.ts';
import { useNextPath } from '#src/features/auth/utils/use-next-path.ts';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/** /auth/register (docs/product/accounts.md), titled Registration. */
export function Component() {
  const next = useNextPath();
  const t = useT();
  const page = { title: t(m['pages.register.title']), description: t(m['pages.register.description']) };
  return (
    <AuthPage
      title={page.title}
      description={page.description}
      heading={t(m['account.registerHeading'])}
      headingId="register-heading"
      intro={t(m['account.registerIntro'])}
      footer={
        <p>
          {t(m['account.alreadyRegistered'])}{' '}
          <Link to={withNext(paths.login, next)} className={authLinkClass}>
            {t(m['account.login'])}
          </Link>
        </p>
      }
    >
      <RegisterForm labelledBy="register-heading" />
    </AuthPage>
  );
}
