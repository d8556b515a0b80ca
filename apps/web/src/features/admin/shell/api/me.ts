import { useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { staffMeResponseSchema } from '@charity/shared';
import { adminKeys } from '#src/features/admin/shell/api/keys.ts';

/** GET /api/admin/auth/me: who is signed in to the console (401 when nobody is: the layout sends them to sign in). */
export const getMe = () => api.get('/api/admin/auth/me', staffMeResponseSchema).then((body) => body.data);

export const useMe = () =>
  useQuery({
    queryKey: adminKeys.me,
    queryFn: getMe,
    // A 401 is the normal "signed out" answer: the layout redirects, nothing to toast.
    meta: { errorReporting: 'silent', overlay: false },
    retry: false,
    staleTime: 5 * 60_000,
  });
