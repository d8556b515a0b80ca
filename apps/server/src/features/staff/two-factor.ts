import { createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { RECOVERY_CODE_COUNT } from '@charity/shared';

/**
 * TOTP (RFC 6238 with the authenticator apps' settings: SHA-1, 6 digits, 30 s) and single-use recovery codes.
 */

const PERIOD_SECONDS = 30;
/** One step either side: a phone clock a little off still works, and a code lives at most about 90 s. */
const TOLERANCE_SECONDS = PERIOD_SECONDS;
const ISSUER = 'Sai Mayee Trusts';

export const newTotpSecret = (): string => generateSecret({ length: 20 });

export function otpauthUrl(email: string, secret: string): string {
  return generateURI({
    issuer: ISSUER,
    label: email,
    secret,
    algorithm: 'sha1',
    digits: 6,
    period: PERIOD_SECONDS,
  });
}

/**
 * The time step of `code` when it is valid at `now` and LATER than `afterStep` (the last step this account used):
 * a code already used, or one older than it, is refused, so a code seen over a shoulder cannot be replayed within
 * its window. Null for a wrong, stale or replayed code.
 */
export async function verifyTotp(
  secret: string,
  code: string,
  now: Date,
  afterStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  // The functional API types HOTP and TOTP results together; only TOTP's carries the time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

// No 0/1/i/l/o: codes are copied from paper.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * Ten recovery codes, 'xxxx-xxxx-xxxx-xxxx' (16 characters of a 31-letter alphabet, about 79 bits): random enough
 * that a fast hash is all the storage needs, like session tokens.
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(16);
    const chars = Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
    return chars.match(/.{4}/g)!.join('-');
  });
}

/** What a typed recovery code is compared as: lowercase, without spaces or dashes. */
export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

export const isRecoveryCodeShape = (code: string) => /^[a-z0-9]{16}$/.test(normalizeRecoveryCode(code));

export const hashRecoveryCode = (code: string) =>
  createHash('sha256')
    .update(`staff-recovery:${normalizeRecoveryCode(code)}`)
    .digest('hex');
