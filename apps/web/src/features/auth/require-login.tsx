import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@charity/shared';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { useSession } from '#src/lib/session.ts';
import { withNext } from '#src/features/auth/utils/next-path.ts';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/**
 * Renders `children` only for a logged-in donor (docs/product/accounts.md: the payments page requires login).
 * Anyone else goes to the login page with ?next= set to this page, and comes back here after login or
 * verification.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const { pathname, search, hash } = useLocation();
  const t = useT();
  if (status === 'authenticated') return children;
  if (status === 'anonymous') {
    return <Navigate to={withNext(paths.login, `${pathname}${search}${hash}`)} replace />;
  }
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-24 text-muted">
      <Spinner />
      <span>{t(m['account.checking'])}</span>
    </div>
  );
}
