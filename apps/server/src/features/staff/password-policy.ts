import { STAFF_MESSAGES, STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN } from '@charity/shared';
// The 10,000 most common passwords of the zxcvbn-ts "language-common" list (MIT; from leaked-password
// frequency data), most common first. Bundled as JSON so the built server carries it.
import commonPasswords from './common-passwords.json' with { type: 'json' };

const COMMON = new Set(commonPasswords.map((p) => p.toLowerCase()));

/**
 * Staff passwords (docs/product/console.md, NIST SP 800-63B §5.1.1.2): 12+ characters and not a known common password. Beyond
 * an exact match, a common word with digits or symbols stuck on its end ('password123456!') is refused too, since
 * that is the first thing a guessing attack tries. Returns the message to show, or null when acceptable.
 */
export function passwordProblem(password: string): string | null {
  if (password.length < STAFF_PASSWORD_MIN) return STAFF_MESSAGES.passwordTooShort;
  if (password.length > STAFF_PASSWORD_MAX) return STAFF_MESSAGES.passwordTooLong;
  const lower = password.toLowerCase();
  const stem = lower.replace(/[\d\W_]+$/u, '');
  if (COMMON.has(lower) || (stem.length > 0 && COMMON.has(stem)) || /^(.)\1*$/u.test(password)) {
    return STAFF_MESSAGES.passwordCommon;
  }
  return null;
}
