import { createHmac, hkdfSync, randomInt } from 'node:crypto';
import { safeEqual } from '#src/shared/crypto.ts';

/** What a one-time code proves: the e-mail address (registration) or the right to set a new password. */
export const OTP_PURPOSES = ['verify-email', 'reset-password'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

export const OTP_LENGTH = 6;
/** A code is valid for 10 minutes (docs/product/accounts.md, Codes). */
export const OTP_TTL_MS = 10 * 60 * 1000;
/** After this many wrong codes the challenge is dead until a new one is requested. */
export const OTP_MAX_ATTEMPTS = 5;
/** At most one code mail per account and purpose per minute, whichever flow asks for it. */
export const OTP_RESEND_COOLDOWN_MS = 60 * 1000;

/** Six digits from the CSPRNG, leading zeros kept. */
export const generateOtp = (): string => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

export type OtpHasher = {
  hash(userId: string, purpose: OtpPurpose, code: string): string;
  matches(stored: string, userId: string, purpose: OtpPurpose, code: string): boolean;
};

/**
 * A code has only a million values, so a bare SHA-256 of it is reversed by trying them all. An HMAC under a key
 * derived from APP_SECRET makes a leaked table useless without the secret; binding the user id and purpose makes a
 * hash worthless for any other account or flow. The HKDF label keeps this key apart from every other use of
 * APP_SECRET (see shared/crypto.ts).
 */
export function createOtpHasher(appSecret: string): OtpHasher {
  const key = Buffer.from(hkdfSync('sha256', appSecret, 'sai-mayee-trusts', 'otp-codes-v1', 32));
  const hash = (userId: string, purpose: OtpPurpose, code: string) =>
    createHmac('sha256', key).update(`${purpose}\n${userId}\n${code}`).digest('hex');
  return {
    hash,
    matches: (stored, userId, purpose, code) => safeEqual(stored, hash(userId, purpose, code)),
  };
}
