import { Link } from 'react-router';
import { adminPaths } from '@charity/shared';
import { ConsoleTitle } from '#src/features/admin/shell/components/console-frame.tsx';

/** A console path that is no screen (see console-routes.tsx). */
export function NotFoundPage() {
  return (
    <section aria-labelledby="not-found-heading">
      <ConsoleTitle>Not found</ConsoleTitle>
      <h1 id="not-found-heading" className="text-2xl font-semibold">
        There is no such console page
      </h1>
      <Link to={adminPaths.dashboard} className="btn btn-outline btn-sm mt-6">
        Back to the dashboard
      </Link>
    </section>
  );
}
