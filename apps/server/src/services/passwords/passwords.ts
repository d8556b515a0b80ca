import { hash, verify } from '@node-rs/argon2';
import { randomToken } from '#src/shared/crypto.ts';

/**
 * Argon2id with OWASP's first recommended setting: 19 MiB of memory, 2 passes, 1 lane (about 30 ms here).
 * The library's default algorithm is Argon2id; its `Algorithm` is a const enum that isolated modules cannot
 * import, so the algorithm is left at that default and a test pins the resulting `$argon2id$` prefix.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

/** False for a wrong password and for a stored value that is not an Argon2 hash at all. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password, for logins with an unknown e-mail: the answer and its timing
 * must not tell whether the address has an account.
 */
export async function verifyDummyPassword(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomToken());
  await verifyPassword(await dummyHash, password);
}

/** A hash nobody knows the password of: an account that can only get a password through the reset flow. */
export const unusablePasswordHash = (): Promise<string> => hashPassword(randomToken());
