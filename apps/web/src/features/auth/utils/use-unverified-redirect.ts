import { useNavigate } from 'react-router';
import { MESSAGES, paths } from '@charity/shared';
import { isUnverifiedEmailError, reportApiError } from '#src/lib/api-error.ts';
import { toast } from '#src/lib/toast.ts';
import { withNext } from '#src/features/auth/utils/next-path.ts';
import { otpSentState } from '#src/features/auth/utils/otp-state.ts';
import { useNextPath } from '#src/features/auth/utils/use-next-path.ts';

/**
 * The onError of the login, register and forgot-password forms (SPEC §4.3-4.4, §8): AUTH_ERROR_0 with an
 * error_id means the address is not verified yet and the server has mailed a fresh code, so the visitor gets the
 * info toast and the verify page for that id (keeping ?next=). Any other failure is reported as usual (the forms
 * pass `meta: { errorReporting: 'silent' }` so it is reported once, here).
 */
export function useUnverifiedRedirect(): (error: unknown) => void {
  const navigate = useNavigate();
  const next = useNextPath();
  return (error) => {
    if (!isUnverifiedEmailError(error)) {
      reportApiError(error);
      return;
    }
    toast.info(MESSAGES.unverifiedEmail);
    void navigate(withNext(paths.verifyUser(error.error_id), next), { state: otpSentState() });
  };
}
