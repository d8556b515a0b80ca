import { useLocation, useParams, useRouteError } from 'react-router';
import { adminPaths } from '@charity/shared';
import { ConsoleFrame } from '#src/features/admin/shell/components/console-frame.tsx';
import { ConsoleLayout } from '#src/features/admin/shell/components/console-layout.tsx';
import { consolePageFor } from '#src/features/admin/shell/console-routes.tsx';

/*
 * The trust console (docs/product/console.md): ONE lazy route of the app's router, `/admin/:screen?/*`, never server-rendered.
 * Its screens share this chunk instead of being route objects of their own, so that adding the console does not
 * reshape the public site's chunks: the public first load gains one route object (`npm run size`).
 *
 * Why `:screen?/*` and not `/admin/*`: the router ranks `/admin/*` below the public `/:category/:list/:id` for
 * three-segment paths such as `/admin/invitation/{token}`; a named segment ranks above it. The page is then
 * picked from the two params in the console's routes table (features/admin/shell/console-routes.tsx).
 */

export function Component() {
  const { screen, '*': rest = '' } = useParams();
  const { search } = useLocation();
  const { page, inLayout } = consolePageFor(screen, rest, search);
  return <ConsoleFrame>{inLayout ? <ConsoleLayout>{page}</ConsoleLayout> : page}</ConsoleFrame>;
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
