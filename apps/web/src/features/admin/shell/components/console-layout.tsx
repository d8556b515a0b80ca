import { LogOut, UserCog } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate, NavLink, useLocation, useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { adminPaths, paths } from '@charity/shared';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { ApiError } from '#src/lib/api-error.ts';
import { ROLE_LABELS } from '#src/features/admin/ui/role-labels.ts';
import { logout } from '#src/features/admin/shell/api/logout.ts';
import { useMe } from '#src/features/admin/shell/api/me.ts';
import { linksFor, mayOpen } from '#src/features/admin/shell/console-nav.ts';
import { Forbidden } from '#src/features/admin/ui/forbidden.tsx';
import { QueryFailure, signInPathFrom } from '#src/features/admin/ui/query-failure.tsx';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 font-semibold ${
    isActive ? 'bg-primary-soft text-primary-strong' : 'text-maroon hover:bg-sand'
  }`;

/**
 * The signed-in console: the sidebar (only the screens the role can use), who is signed in, sign out, and the
 * screen. Without a session it sends the visitor to sign in and back here afterwards.
 */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  const me = useMe();
  const location = useLocation();
  const navigate = useNavigate();
  const signOut = useMutation({
    mutationFn: logout,
    // Whatever the answer, the console leaves for the sign-in page, which drops everything fetched for the session
    // (SignInForm). Dropping it here, with this layout still mounted, would make its `useMe` ask the server again.
    onSettled: () => navigate(adminPaths.signIn, { replace: true }),
  });

  if (me.isPending) {
    return (
      <div role="status" className="flex min-h-dvh items-center justify-center gap-3">
        <Spinner />
        <span>Loading the console…</span>
      </div>
    );
  }
  if (me.isError) {
    if (me.error instanceof ApiError && me.error.status === 401) {
      return <Navigate to={signInPathFrom(location)} replace />;
    }
    return (
      <main className="container-page py-12">
        <QueryFailure error={me.error} onRetry={() => void me.refetch()} />
      </main>
    );
  }

  const staff = me.data;
  return (
    <div className="flex min-h-dvh flex-col bg-cream md:flex-row">
      <a
        href="#console-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold"
      >
        Skip to content
      </a>
      <aside className="shrink-0 border-b border-line bg-white">
        <div className="p-4">
          <p className="text-lg font-semibold text-maroon">Trust console</p>
          <p className="mt-1 text-sm text-muted">
            {staff.name} · {ROLE_LABELS[staff.role]}
          </p>
        </div>
        <nav aria-label="Console" className="px-3 pb-5">
          <ul className="grid gap-1">
            {linksFor(staff.role).map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={linkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-wrap gap-2 px-4 pb-5">
          <a href={paths.home} className="btn btn-outline btn-sm">
            View site
          </a>
          <NavLink to={adminPaths.account} className="btn btn-outline btn-sm">
            <UserCog aria-hidden="true" className="size-4" />
            My account
          </NavLink>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={signOut.isPending}
            onClick={() => signOut.mutate()}
          >
            <LogOut aria-hidden="true" className="size-4" />
            Sign out
          </button>
        </div>
      </aside>
      <main id="console-main" tabIndex={-1} className="flex-1 p-4 focus:outline-none sm:p-8">
        {mayOpen(staff.role, location.pathname) ? children : <Forbidden />}
      </main>
    </div>
  );
}
