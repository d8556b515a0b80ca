import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { MESSAGES, paths, userIdParamsSchema } from '@charity/shared';
import { toast } from '#src/lib/toast.ts';
import { withNext } from '#src/features/auth/utils/next-path.ts';
import { useNextPath } from '#src/features/auth/utils/use-next-path.ts';

/** The route's `:id` when it is a user id (a UUID, docs/product/accounts.md), else null. */
export function useUserIdParam(): string | null {
  const { id } = useParams();
  return userIdParamsSchema.safeParse({ id }).success ? (id ?? null) : null;
}

/**
 * What the verify and reset pages render without a usable id (docs/product/accounts.md): the "Invalid ID"
 * toast and a redirect to the login page. A malformed id is treated as missing: no account could have it.
 */
export function InvalidIdRedirect() {
  const navigate = useNavigate();
  const next = useNextPath();
  useEffect(() => {
    // A fixed toast id: React's development double-run of effects must not show the toast twice.
    toast.error(MESSAGES.invalidId, { id: 'invalid-user-id' });
    void navigate(withNext(paths.login, next), { replace: true });
  }, [navigate, next]);
  return null;
}
