import { Link } from 'react-router';
import { adminPaths } from '@charity/shared';

export const FORBIDDEN_TEXT = 'You do not have access to this page';

/** What a screen shows, inside the layout, when the API answers 403 or the role cannot use it. */
export function Forbidden() {
  return (
    <section aria-labelledby="forbidden-heading" className="rounded-2xl border border-line bg-white p-6">
      <h1 id="forbidden-heading" className="text-2xl font-semibold">
        {FORBIDDEN_TEXT}
      </h1>
      <p className="mt-2 text-muted">Your role does not include this screen. Ask an admin if you need it.</p>
      <Link to={adminPaths.dashboard} className="btn btn-outline btn-sm mt-6">
        Back to the dashboard
      </Link>
    </section>
  );
}
