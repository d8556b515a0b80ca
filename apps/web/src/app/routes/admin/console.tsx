import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes, useRouteError } from 'react-router';
import { ADMIN_PATH, adminPaths } from '@charity/shared';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { ConsoleFrame } from '#src/features/admin/components/console-frame.tsx';
import { ConsoleLayout } from '#src/features/admin/components/console-layout.tsx';

/*
 * The trust console (DESIGN §9.4), one lazy route of the app's router (`/admin/*`, never server-rendered). Its
 * screens are descendant routes here rather than entries in router.tsx, so the public first load carries one
 * route object for the whole console; each screen is a chunk of its own. The invitation page is the exception:
 * `/admin/invitation/:token` has three segments, and the public `/:category/:list/:id` outranks `/admin/*` there,
 * so it has its own entry in router.tsx (invitation.tsx).
 */

const screen = (load: () => Promise<{ Component: ComponentType }>) =>
  lazy(() => load().then((module) => ({ default: module.Component })));

const SignIn = screen(() => import('#src/app/routes/admin/sign-in.tsx'));
const Dashboard = screen(() => import('#src/app/routes/admin/dashboard.tsx'));
const Staff = screen(() => import('#src/app/routes/admin/staff.tsx'));
const Settings = screen(() => import('#src/app/routes/admin/settings.tsx'));
const Audit = screen(() => import('#src/app/routes/admin/audit.tsx'));
const Uploads = screen(() => import('#src/app/routes/admin/uploads.tsx'));
const NotFound = screen(() => import('#src/app/routes/admin/not-found.tsx'));

/** A console path relative to `/admin`, as descendant routes want it. */
const within = (path: string) => path.slice(ADMIN_PATH.length + 1);

function Loading({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div role="status" className="flex items-center gap-3 p-8">
          <Spinner className="size-6" /> Loading…
        </div>
      }
    >
      {children}
    </Suspense>
  );
}

export function Component() {
  return (
    <ConsoleFrame>
      <Loading>
        <Routes>
          <Route path={within(adminPaths.signIn)} element={<SignIn />} />
          <Route element={<ConsoleLayout />}>
            <Route
              index
              element={
                <Loading>
                  <Dashboard />
                </Loading>
              }
            />
            {(
              [
                [adminPaths.staff, Staff],
                [adminPaths.settings, Settings],
                [adminPaths.audit, Audit],
                [adminPaths.uploads, Uploads],
              ] as const
            ).map(([path, Screen]) => (
              <Route
                key={path}
                path={within(path)}
                element={
                  <Loading>
                    <Screen />
                  </Loading>
                }
              />
            ))}
            <Route
              path="*"
              element={
                <Loading>
                  <NotFound />
                </Loading>
              }
            />
          </Route>
        </Routes>
      </Loading>
    </ConsoleFrame>
  );
}

/** A console page that failed to load or render (e.g. a chunk lost to a new deployment). */
export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <ConsoleFrame>
      <main className="container-page py-12">
        <h1 className="text-2xl font-semibold">The console could not be shown</h1>
        <p className="mt-2">{error instanceof Error ? error.message : 'Please reload the page.'}</p>
        <a href={adminPaths.dashboard} className="btn btn-outline btn-sm mt-6">
          Reload the console
        </a>
      </main>
    </ConsoleFrame>
  );
}
