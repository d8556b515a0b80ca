import type { AccountRule } from '#src/services/rate-limit/account-limits.ts';
import { OTP_MAX_ATTEMPTS, OTP_RESEND_COOLDOWN_MS, OTP_TTL_MS } from './otp.ts';

/**
 * Every auth limit in one place (the README's API section lists them). Per IP: route config for
 * @fastify/rate-limit. Per account: AccountLimiter rules. Both answer 429 with Retry-After.
 */

const MINUTE = 60_000;

export const IP_LIMITS = {
  login: { max: 10, timeWindow: MINUTE },
  register: { max: 5, timeWindow: 10 * MINUTE },
  forgotPassword: { max: 5, timeWindow: 10 * MINUTE },
  /** verify-user and reset-password, each counted apart. */
  code: { max: 10, timeWindow: 10 * MINUTE },
  resendCode: { max: 10, timeWindow: 10 * MINUTE },
} as const;

export const ACCOUNT_LIMITS = {
  /** Wrong passwords per e-mail (known or not, so the limit reveals nothing); cleared by a password reset. */
  loginFailures: { name: 'login-failures', max: 5, windowMs: 15 * MINUTE },
  /** Forgot-password requests per e-mail, known or not. */
  forgotPassword: { name: 'forgot-password', max: 3, windowMs: 10 * MINUTE },
  /**
   * Wrong codes per account across all its challenges: a challenge dies after 5, and this stops an attacker from
   * asking for code after code to keep guessing (15 guesses an hour leave a million codes out of reach).
   */
  wrongCodes: { name: 'wrong-codes', max: 15, windowMs: 60 * MINUTE },
  /**
   * For ids with no code to send (unknown, or nothing requested): the same once-a-minute answer as a real resend,
   * so resend-otp cannot tell a real account from the id an unknown e-mail got from forgot-password.
   */
  resendWithoutCode: { name: 'resend-without-code', max: 1, windowMs: OTP_RESEND_COOLDOWN_MS },
  /** Likewise, wrong "codes" for such an id count down like a real challenge's tries. */
  triesWithoutCode: { name: 'tries-without-code', max: OTP_MAX_ATTEMPTS, windowMs: OTP_TTL_MS },
} as const satisfies Record<string, AccountRule>;
