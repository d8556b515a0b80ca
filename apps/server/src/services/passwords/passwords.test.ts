import { describe, expect, it } from 'vitest';
import { hashPassword, unusablePasswordHash, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('uses Argon2id with 19 MiB, 2 passes, 1 lane (OWASP) and a random salt', async () => {
    const first = await hashPassword('correct horse battery');
    const second = await hashPassword('correct horse battery');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword(first, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(first, 'correct horse batterY')).toBe(false);
  });

  it('treats a stored value that is not a hash as a wrong password, not an error', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });

  it('makes unusable hashes that no password opens', async () => {
    const stored = await unusablePasswordHash();
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored, '')).toBe(false);
  });
});
