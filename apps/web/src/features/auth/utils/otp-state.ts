import { useLocation, useNavigate } from 'react-router';
import { toast } from '#src/lib/toast.ts';
import { withNext } from '#src/features/auth/utils/next-path.ts';
import { useNextPath } from '#src/features/auth/utils/use-next-path.ts';

/*
 * The pages that lead to an OTP page (register, login of an unverified account, forgot password) have just made
 * the server mail a code, and the server allows one a minute (docs/product/accounts.md). They pass the moment in the router state,
 * so the OTP page starts the "Resend OTP" countdown where the server's minute really started instead of offering
 * a resend that would only be refused.
 */

type OtpLocationState = { otpSentAt: number };

/**
 * Goes on to the OTP page `path` (verify or reset, for the user id the server answered with) once the server has
 * mailed a code: the info toast `message`, ?next= kept, and the moment the code was sent in the router state.
 */
export function useGoToOtpPage(): (path: string, message: string) => void {
  const navigate = useNavigate();
  const next = useNextPath();
  return (path, message) => {
    toast.info(message);
    const state: OtpLocationState = { otpSentAt: Date.now() };
    void navigate(withNext(path, next), { state });
  };
}

/** When the code that led here was mailed, if this navigation says so. */
export function useOtpSentAt(): number | undefined {
  const state: unknown = useLocation().state;
  // The state is whatever the previous page passed (or a stale entry from history): check before trusting it.
  if (
    typeof state === 'object' &&
    state !== null &&
    'otpSentAt' in state &&
    typeof state.otpSentAt === 'number'
  ) {
    return state.otpSentAt;
  }
  return undefined;
}
