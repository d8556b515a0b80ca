import { Navigate, useLocation } from 'react-router';
import { adminPaths } from '@charity/shared';
import { ApiError } from '#src/lib/api-error.ts';
import { Forbidden } from '#src/features/admin/ui/forbidden.tsx';

export const signInPathFrom = (location: { pathname: string; search: string }) =>
  `${adminPaths.signIn}?next=${encodeURIComponent(location.pathname + location.search)}`;

/**
 * How a screen shows a failed read: no session (401) goes to sign-in and comes back afterwards; a role that may
 * not (403) sees "no access" inside the layout; anything else says what went wrong and offers another try (the
 * query again).
 */
export function QueryFailure({ query }: { query: { error: unknown; refetch: () => unknown } }) {
  const { error } = query;
  const location = useLocation();
  if (error instanceof ApiError && error.status === 401) {
    return <Navigate to={signInPathFrom(location)} replace />;
  }
  if (error instanceof ApiError && error.status === 403) return <Forbidden />;
  return (
    <div role="alert" className="rounded-2xl border border-line bg-white p-6">
      <p className="font-semibold">{error instanceof Error ? error.message : 'Something went wrong.'}</p>
      <button type="button" className="btn btn-outline btn-sm mt-4" onClick={() => void query.refetch()}>
        Try again
      </button>
    </div>
  );
}
