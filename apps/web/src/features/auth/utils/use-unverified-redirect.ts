import { MESSAGES, paths } from '@charity/shared';
import { isUnverifiedEmailError, reportApiError } from '#src/lib/api-error.ts';
import type { CallMeta } from '#src/lib/query-client.ts';
import { useGoToOtpPage } from '#src/features/auth/utils/otp-state.ts';

/**
 * The error handling of the login, register and forgot-password forms (docs/product/accounts.md,
 * docs/product/README.md), to spread into their
 * `useApiForm` options: AUTH_ERROR_0 with an error_id means the address is not verified yet and the server has
 * mailed a fresh code, so the visitor gets the info toast and the verify page for that id (keeping ?next=). Any
 * other failure is reported as usual; `meta` silences the query client's own report so it is reported once.
 */
export function useUnverifiedRedirect(): { onError: (error: unknown) => void; meta: CallMeta } {
  const goToOtpPage = useGoToOtpPage();
  return {
    onError: (error) => {
      if (isUnverifiedEmailError(error))
        goToOtpPage(paths.verifyUser(error.error_id), MESSAGES.unverifiedEmail);
      else reportApiError(error);
    },
    meta: { errorReporting: 'silent' },
  };
}
