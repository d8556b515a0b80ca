import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { meResponseSchema, type PublicUser } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';
import { ApiError } from '#src/lib/api-error.ts';
import { setSessionHint, useSessionHint } from '#src/lib/session-hint.ts';

/*
 * Who is logged in. The session is an HttpOnly cookie the server sets (docs/product/accounts.md), so script
 * never sees a token; the donor comes from GET /api/auth/me and lives in the query cache under
 * `sessionQueryKey`. /me is only asked when the session hint says there may be a session (session-hint.ts
 * explains why).
 */

export const sessionQueryKey = ['auth', 'me'] as const;

/** GET /api/auth/me: the logged-in donor, or null when the server says there is no session (401). */
async function getSessionUser(signal?: AbortSignal): Promise<PublicUser | null> {
  try {
    return (await api.get('/api/auth/me', meResponseSchema, { signal })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      setSessionHint(false);
      return null;
    }
    throw error;
  }
}

const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSessionUser(signal),
    // A background check: no full-screen overlay, and no toast if it fails (the visitor is then treated as
    // logged out; any page that needs the session asks again).
    // Never on the server: it renders without the visitor's cookie, so its answer would be "nobody" for everyone.
    meta: { errorReporting: 'silent', overlay: false, ssr: false },
    staleTime: 5 * 60_000,
  });

type SessionStatus = 'loading' | 'authenticated' | 'anonymous';
type Session = { user: PublicUser | null; status: SessionStatus };

/** The current donor and whether the check is still running. */
export function useSession(): Session {
  const hinted = useSessionHint();
  const query = useQuery({ ...sessionQueryOptions(), enabled: hinted });
  if (query.data) return { user: query.data, status: 'authenticated' };
  if (query.data === null || !hinted || query.isError) return { user: null, status: 'anonymous' };
  return { user: null, status: 'loading' };
}

/** Records the donor a login or verification answered with, so every component sees them at once. */
export function useSetSessionUser(): (user: PublicUser) => void {
  const queryClient = useQueryClient();
  return (user) => {
    setSessionHint(true);
    queryClient.setQueryData(sessionQueryKey, user);
  };
}
