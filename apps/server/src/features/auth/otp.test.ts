import { describe, expect, it } from 'vitest';
import { createOtpHasher, generateOtp } from './otp.ts';

describe('one-time codes', () => {
  it('are 6 digits, leading zeros kept, and spread over the whole range', () => {
    const codes = Array.from({ length: 2000 }, generateOtp);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    // 2000 draws from a million: nearly all distinct, and some below 100000 (a leading zero) is likely but not
    // certain, so the spread is checked on the first digit instead: all ten appear.
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(new Set(codes.map((c) => c[0])).size).toBe(10);
  });

  it('are stored as an HMAC bound to the secret, the account and the purpose', () => {
    const hasher = createOtpHasher('a-secret-that-is-at-least-32-characters');
    const other = createOtpHasher('another-secret-at-least-32-characters!!');
    const stored = hasher.hash('user-1', 'verify-email', '123456');
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toContain('123456');
    expect(hasher.matches(stored, 'user-1', 'verify-email', '123456')).toBe(true);
    expect(hasher.matches(stored, 'user-1', 'verify-email', '123457')).toBe(false);
    expect(hasher.matches(stored, 'user-2', 'verify-email', '123456')).toBe(false);
    expect(hasher.matches(stored, 'user-1', 'reset-password', '123456')).toBe(false);
    expect(other.matches(stored, 'user-1', 'verify-email', '123456')).toBe(false);
  });
});
