import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { messageResponseSchema, paths } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';
import { ApiError, reportApiError } from '#src/lib/api-error.ts';
import { sessionQueryKey } from '#src/lib/session.ts';
import { setSessionHint } from '#src/lib/session-hint.ts';

/** POST /api/auth/logout: the server revokes the session and clears its cookie. */
export const logout = () => api.post('/api/auth/logout', messageResponseSchema);

/**
 * Logs out, forgets everything cached for the donor (their donations, their profile) and goes home. A 401 means
 * the session had already ended, which is as good as a logout; any other failure keeps the donor logged in and
 * says why, since their cookie is still valid.
 */
export function useLogout(): { logout: () => void; isPending: boolean } {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: logout,
    meta: { errorReporting: 'silent' },
  });
  const forget = async () => {
    setSessionHint(false);
    // Leave the page first: a page of the donor's own data (payments) still mounted when the cache is cleared
    // would fetch it again, now without a session.
    await navigate(paths.home);
    queryClient.clear();
    queryClient.setQueryData(sessionQueryKey, null);
  };
  return {
    logout: () =>
      mutation.mutate(undefined, {
        onSuccess: () => void forget(),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) void forget();
          else reportApiError(error);
        },
      }),
    isPending: mutation.isPending,
  };
}
