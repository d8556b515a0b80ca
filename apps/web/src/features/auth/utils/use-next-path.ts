import { useSearchParams } from 'react-router';
import { DEFAULT_AFTER_LOGIN, NEXT_PARAM, safeNextPath } from '#src/features/auth/utils/next-path.ts';

/** The safe ?next= of the current page, or null (see next-path.ts). */
export function useNextPath(): string | null {
  const [params] = useSearchParams();
  return safeNextPath(params.get(NEXT_PARAM));
}

/** Where to go once logged in: ?next= when it is safe, else the payments page. */
export function useAfterLoginPath(): string {
  return useNextPath() ?? DEFAULT_AFTER_LOGIN;
}
