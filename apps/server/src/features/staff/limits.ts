import type { AccountRule } from '#src/services/rate-limit/account-limits.ts';

/**
 * Every staff sign-in limit in one place. Per IP: route config for @fastify/rate-limit. Per account: AccountLimiter
 * rules, over which the services throw `retryLater` (a 429 with Retry-After).
 */

const MINUTE = 60_000;

/** Per-IP limits of the staff auth routes (route config for @fastify/rate-limit). */
export const STAFF_IP_LIMITS = {
  login: { max: 10, timeWindow: MINUTE },
  invitation: { max: 20, timeWindow: 10 * MINUTE },
  /** "My account" routes that check the current password (new password, new recovery codes). */
  account: { max: 10, timeWindow: MINUTE },
} as const;

/**
 * Per-account limits: failed sign-ins per e-mail (known or not, so the limit reveals nothing), whichever part was
 * wrong. Five in 15 minutes leave an attacker who has the password about 5 in 10^6 TOTP guesses per window, and
 * only because each attempt is counted before the password is checked (`reserve`): counted after the slow hash,
 * parallel attempts would all pass the check first.
 */
export const STAFF_ACCOUNT_LIMITS = {
  signInFailures: { name: 'staff-sign-in-failures', max: 5, windowMs: 15 * MINUTE },
  /** Wrong codes while confirming an invitation's authenticator, per invitation. */
  enrolCodes: { name: 'staff-enrol-codes', max: 10, windowMs: 15 * MINUTE },
  /**
   * Wrong current passwords under "My account", per member: a session left open on a shared computer must not
   * become a way to guess the password (and then change it, or mint recovery codes).
   */
  accountPassword: { name: 'staff-account-password', max: 5, windowMs: 15 * MINUTE },
} as const satisfies Record<string, AccountRule>;
