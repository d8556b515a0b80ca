import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/**
 * The server's small crypto kit, all keyed from APP_SECRET through HKDF with a label per use, so a key for one
 * purpose (say, encrypting Aadhaar) can never verify or decrypt anything of another purpose.
 */

const deriveKey = (appSecret: string, label: string) =>
  Buffer.from(hkdfSync('sha256', appSecret, 'sai-mayee-trusts', label, 32));

/** A random URL-safe token (sessions, e-mail links): 32 bytes, 43 characters. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/**
 * What we store for a token we hand out: its SHA-256. Tokens are 256-bit random, so a fast hash is enough (no
 * salt or stretching needed), and a database leak does not leak usable sessions.
 */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Compares two strings in constant time (for their common length); different lengths are simply unequal. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export type FieldCipher = {
  /** AES-256-GCM with a random 96-bit IV: 'v1.<iv>.<tag>.<ciphertext>' in base64url. */
  encrypt(plain: string): string;
  /** Throws when the value was altered or encrypted under another key. */
  decrypt(sealed: string): string;
  /**
   * A keyed digest of an identity number (HMAC-SHA256 under its own key), the same for the same value: what finds
   * the donor of a PAN without decrypting every stored one (docs/decisions/0074). Unkeyed, a PAN's digest could be
   * reversed by trying every PAN; keyed, not without APP_SECRET.
   */
  lookupKey(plain: string): string;
};

/** Encryption at rest for identity numbers (Aadhaar, PAN): docs/product/privacy-and-limits.md "Privacy". */
export function createFieldCipher(appSecret: string): FieldCipher {
  const key = deriveKey(appSecret, 'field-encryption-v1');
  const lookup = deriveKey(appSecret, 'field-lookup-v1');
  return {
    lookupKey(plain) {
      return createHmac('sha256', lookup).update(plain).digest('base64url');
    },
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    decrypt(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined)
        throw new Error('Not an encrypted field value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

export type UrlSigner = {
  /** A signature over `purpose`, `subject` and the expiry, to put in a link: '<expiresUnix>.<mac>'. */
  sign(purpose: string, subject: string, ttlSeconds: number, now?: Date): string;
  /** True when `token` was made by `sign` for the same purpose and subject and has not expired. */
  verify(purpose: string, subject: string, token: string, now?: Date): boolean;
};

/** '<expiresUnix>.<mac>': whole seconds without a sign or leading zero, then a base64url HMAC-SHA256 (43 chars). */
const SIGNED_TOKEN = /^([1-9]\d{0,11})\.([A-Za-z0-9_-]{43})$/;

/**
 * Short-lived signed links (the receipt PDF opened in a new tab without the Authorization header; unsubscribe
 * links that must work without logging in). Stateless, so any instance can check a link another one made.
 */
export function createUrlSigner(appSecret: string): UrlSigner {
  const key = deriveKey(appSecret, 'signed-urls-v1');
  const mac = (purpose: string, subject: string, expires: number) =>
    createHmac('sha256', key).update(`${purpose}\n${subject}\n${expires}`).digest('base64url');
  return {
    sign(purpose, subject, ttlSeconds, now = new Date()) {
      const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
      return `${expires}.${mac(purpose, subject, expires)}`;
    },
    verify(purpose, subject, token, now = new Date()) {
      // Only the exact form sign() makes: a token with anything added (another segment, a space, a sign or an
      // exponent in the expiry) is refused rather than read past, so a link has one spelling.
      const match = SIGNED_TOKEN.exec(token);
      if (!match?.[1] || !match[2]) return false;
      const expires = Number(match[1]);
      if (expires < Math.floor(now.getTime() / 1000)) return false;
      return safeEqual(match[2], mac(purpose, subject, expires));
    },
  };
}
