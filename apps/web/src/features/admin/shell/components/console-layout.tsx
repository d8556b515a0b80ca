// Not Menu and X: the public header's icons live in the first-load chunk, which would then export them to the console.
import { AlignJustify, ChevronUp, LogOut, UserCog } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Navigate, NavLink, useLocation, useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { adminPaths, paths } from '@charity/shared';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { ApiError } from '#src/lib/api-error.ts';
import { ROLE_LABELS } from '#src/features/admin/ui/role-labels.ts';
import { logout } from '#src/features/admin/shell/api/logout.ts';
import { useMe } from '#src/features/admin/shell/api/me.ts';
import { currentLink, linksFor, mayOpen } from '#src/features/admin/shell/console-nav.ts';
import { Forbidden } from '#src/features/admin/ui/forbidden.tsx';
import { QueryFailure, signInPathFrom } from '#src/features/admin/ui/query-failure.tsx';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 font-semibold ${
    isActive ? 'bg-primary-soft text-primary-strong' : 'text-maroon hover:bg-sand'
  }`;

const MENU_ID = 'console-menu';

/**
 * The signed-in console: the sidebar (only the screens the role can use), who is signed in, sign out, and the
 * screen. Without a session it sends the visitor to sign in and back here afterwards. Below 768 px the sidebar folds
 * into a top bar with the screen's name and a "Menu" button (docs/product/console.md, "On a phone").
 */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  const me = useMe();
  const location = useLocation();
  const navigate = useNavigate();
  // The menu is open for the page it was opened on: any navigation (a link, Back) closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === location.key;
  const menuButton = useRef<HTMLButtonElement>(null);
  const main = useRef<HTMLElement>(null);
  // A link chosen in the open menu disappears with it; focus then goes to the new screen, not to the page's top.
  const focusMainOnArrival = useRef(false);
  useEffect(() => {
    if (!focusMainOnArrival.current) return;
    focusMainOnArrival.current = false;
    main.current?.focus();
  }, [location.key]);
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
        <QueryFailure query={me} />
      </main>
    );
  }

  const staff = me.data;
  const links = linksFor(staff.role);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    setOpenOn(null);
    menuButton.current?.focus();
  };
  return (
    <div data-console className="flex min-h-dvh flex-col bg-cream md:flex-row">
      <a
        href="#console-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold"
      >
        Skip to content
      </a>
      <aside className="shrink-0 border-b border-line bg-white md:border-b-0" onKeyDown={closeOnEscape}>
        <div className="flex items-center justify-between gap-3 px-4 py-3 md:p-4 md:pb-0">
          <div className="min-w-0">
            <p className="text-lg font-semibold text-maroon">Trust console</p>
            <p className="truncate text-sm text-muted md:hidden">
              {currentLink(links, location.pathname)?.label}
            </p>
          </div>
          <button
            ref={menuButton}
            type="button"
            className="btn btn-outline btn-sm md:hidden"
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            onClick={() => setOpenOn(menuOpen ? null : location.key)}
          >
            {menuOpen ? (
              <ChevronUp aria-hidden="true" className="size-4" />
            ) : (
              <AlignJustify aria-hidden="true" className="size-4" />
            )}
            Menu
          </button>
        </div>
        {/* Folded below md unless open; from md on always shown, as the sidebar. */}
        <div
          id={MENU_ID}
          data-state={menuOpen ? 'open' : 'closed'}
          className="data-[state=closed]:max-md:hidden"
        >
          <p className="px-4 pt-1 pb-4 text-sm text-muted">
            {staff.name} · {ROLE_LABELS[staff.role]}
          </p>
          <nav aria-label="Console" className="px-3 pb-5">
            <ul className="grid gap-1">
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end={link.end}
                    className={linkClass}
                    onClick={() => {
                      if (!menuOpen) return;
                      focusMainOnArrival.current = true;
                      setOpenOn(null);
                    }}
                  >
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
        </div>
      </aside>
      <main
        ref={main}
        id="console-main"
        tabIndex={-1}
        className="min-w-0 flex-1 p-4 focus:outline-none sm:p-8"
      >
        {mayOpen(staff.role, location.pathname) ? children : <Forbidden />}
      </main>
    </div>
  );
}
