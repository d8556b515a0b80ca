import { describe, expect, it } from 'vitest';
import { createFieldCipher, createUrlSigner, hashToken, randomToken, safeEqual } from './crypto.ts';

const SECRET = 'a-test-secret-that-is-at-least-32-characters';

describe('field cipher', () => {
  const cipher = createFieldCipher(SECRET);

  it('round-trips and never repeats a ciphertext', () => {
    const a = cipher.encrypt('234123412346');
    const b = cipher.encrypt('234123412346');
    expect(a).not.toBe(b);
    expect(a).not.toContain('234123412346');
    expect(cipher.decrypt(a)).toBe('234123412346');
  });

  it('refuses a tampered value and a value sealed under another secret', () => {
    const sealed = cipher.encrypt('ABCPE1234F');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    parts[3] = body.toString('base64url');
    expect(() => cipher.decrypt(parts.join('.'))).toThrow();
    const other = createFieldCipher(`${SECRET}-other`);
    expect(() => other.decrypt(sealed)).toThrow();
    expect(() => cipher.decrypt('plain text')).toThrow('Not an encrypted field value');
  });
});

describe('url signer', () => {
  const signer = createUrlSigner(SECRET);
  const now = new Date('2026-11-21T10:00:00Z');

  it('accepts its own link until it expires', () => {
    const token = signer.sign('receipt', '42', 300, now);
    expect(signer.verify('receipt', '42', token, now)).toBe(true);
    expect(signer.verify('receipt', '42', token, new Date(now.getTime() + 299_000))).toBe(true);
    expect(signer.verify('receipt', '42', token, new Date(now.getTime() + 301_000))).toBe(false);
  });

  it('binds the purpose, the subject and the expiry', () => {
    const token = signer.sign('receipt', '42', 300, now);
    expect(signer.verify('receipt', '43', token, now)).toBe(false);
    expect(signer.verify('unsubscribe', '42', token, now)).toBe(false);
    const [expires, mac] = token.split('.');
    expect(signer.verify('receipt', '42', `${Number(expires) + 1000}.${mac}`, now)).toBe(false);
    expect(signer.verify('receipt', '42', 'garbage', now)).toBe(false);
    expect(createUrlSigner(`${SECRET}-other`).verify('receipt', '42', token, now)).toBe(false);
  });

  it('accepts a token only in the exact form it made: nothing appended, prefixed or respelled', () => {
    const token = signer.sign('receipt', '42', 300, now);
    const [expires, mac] = token.split('.') as [string, string];
    for (const altered of [
      `${token}.junk`,
      `${token}.`,
      `${token} `,
      ` ${token}`,
      `${token}=`,
      `0${token}`,
      `+${expires}.${mac}`,
      `${expires}.0.${mac}`,
      `${Number(expires).toExponential()}.${mac}`,
    ]) {
      expect(signer.verify('receipt', '42', altered, now), altered).toBe(false);
    }
    expect(signer.verify('receipt', '42', token, now)).toBe(true);
  });
});

describe('tokens', () => {
  it('are random, URL-safe, and stored as their hash', () => {
    const token = randomToken();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(randomToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
  });

  it('compares safely', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });
});
