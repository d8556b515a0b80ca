import { useLocation } from 'react-router';

/*
 * The pages that lead to an OTP page (register, login of an unverified account, forgot password) have just made
 * the server mail a code, and the server allows one a minute (issue 4). They pass the moment in the router state,
 * so the OTP page starts the "Resend OTP" countdown where the server's minute really started instead of offering
 * a resend that would only be refused.
 */

export type OtpLocationState = { otpSentAt: number };

/** Router state for a navigation that follows a freshly mailed code. Call it in the event handler. */
export const otpSentState = (): OtpLocationState => ({ otpSentAt: Date.now() });

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
