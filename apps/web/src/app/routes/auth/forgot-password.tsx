import { Link } from 'react-router';
import { paths } from '@charity/shared';
import { AuthPage, authLinkClass } from '#src/features/auth/components/auth-page.tsx';
import { ForgotPasswordForm } from '#src/features/auth/components/forgot-password-form.tsx';
import { withNext } from '#src/features/auth/utils/next-path.ts';
import { useNextPath } from '#src/features/auth/utils/use-next-path.ts';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/** /auth/forgot-password (docs/product/accounts.md), titled Forgot Password, with an e-mail form. */
export function Component() {
  const next = useNextPath();
  const t = useT();
  const page = {
    title: t(m['pages.forgotPassword.title']),
    description: t(m['pages.forgotPassword.description']),
  };
  return (
    <AuthPage
      title={page.title}
      description={page.description}
      heading={t(m['account.forgotHeading'])}
      headingId="forgot-heading"
      intro={t(m['account.forgotIntro'])}
      footer={
        <Link to={withNext(paths.login, next)} className={authLinkClass}>
          {t(m['account.backToLogin'])}
        </Link>
      }
    >
      <ForgotPasswordForm labelledBy="forgot-heading" />
    </AuthPage>
  );
}
