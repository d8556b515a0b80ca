import { randomUUID } from 'node:crypto';
import {
  AUTH_ERROR_UNVERIFIED,
  DEFAULT_LOCALE,
  MESSAGES,
  type Locale,
  type LoginRequest,
  type PublicUser,
  type RegisterRequest,
} from '@charity/shared';
import type { Db } from '#src/db/database.ts';
import { enqueueMail } from '#src/services/mail/outbox.ts';
import { readSettings } from '#src/services/settings/settings.ts';
import { DomainError, invalidFields, retryLater } from '#src/shared/domain-error.ts';
import type { AccountLimiter } from '#src/services/rate-limit/account-limits.ts';
import { ACCOUNT_LIMITS } from './limits.ts';
import { otpMail } from './mails.ts';
import {
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COOLDOWN_MS,
  OTP_TTL_MS,
  generateOtp,
  type OtpHasher,
  type OtpPurpose,
} from './otp.ts';
import {
  hashPassword,
  unusablePasswordHash,
  verifyDummyPassword,
  verifyPassword,
} from '#src/services/passwords/passwords.ts';
import {
  consumeChallenge,
  findChallenge,
  findUserByEmail,
  findUserById,
  insertUser,
  markEmailVerified,
  replaceChallenge,
  setPasswordHash,
  spendAttempt,
  toPublicUser,
  type ChallengeRow,
  type UserRow,
} from './repository.ts';
import {
  createSession,
  deleteDeadSessions,
  revokeSession,
  revokeUserSessions,
} from '../../services/sessions/sessions.ts';

/** The answers of the auth API that docs/product/accounts.md does not fix. */
export const AUTH_TEXT = {
  emailTaken: 'An account with this e-mail already exists. Please log in.',
  wrongCredentials: 'Incorrect e-mail or password.',
  codeExpired: 'This code has expired. Please request a new one.',
  codeDead: 'Too many wrong codes. Please request a new code.',
  codeNotLive: 'This code is no longer valid. Please request a new one.',
  wrongCode: (triesLeft: number) =>
    `That code is not correct. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  resendWait: (seconds: number) =>
    `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before asking for a new code.`,
  loggedOut: 'You have been logged out.',
} as const;

/**
 * docs/product/accounts.md's AUTH_ERROR_0: the e-mail is not verified yet; error_id leads to
 * /auth/verify-user/{id}.
 */
const unverified = (userId: string) =>
  new DomainError('forbidden', MESSAGES.unverifiedEmail, {
    error_code: AUTH_ERROR_UNVERIFIED,
    error_id: userId,
  });

export type AuthServiceDeps = {
  db: Db;
  otp: OtpHasher;
  limiter: AccountLimiter;
  /** The clock; tests may move it. */
  now?: () => Date;
};

/** Whom a code mail goes to, in the language the account was opened in (migration 0032). */
type Mailable = Pick<UserRow, 'id' | 'email' | 'first_name' | 'locale'>;

export type AuthService = ReturnType<typeof createAuthService>;

/**
 * Registration, e-mail verification, login, password reset (docs/product/accounts.md). Failures are
 * DomainErrors thrown after any transaction has finished, so an answer like AUTH_ERROR_0 still commits the code
 * it mailed.
 */
export function createAuthService({ db, otp, limiter, now = () => new Date() }: AuthServiceDeps) {
  /**
   * Issues a code and enqueues its mail in the caller's transaction, unless a code of this purpose went out less
   * than a minute ago (that one is still in the mailbox and valid): at most one code mail per account and purpose
   * a minute, whichever flow asks, so nobody can flood an inbox through register or login. True when mailed.
   */
  async function issueCode(trx: Db, user: Mailable, purpose: OtpPurpose, at: Date): Promise<boolean> {
    const code = generateOtp();
    const issued = await replaceChallenge(trx, {
      userId: user.id,
      purpose,
      codeHash: otp.hash(user.id, purpose, code),
      now: at,
      expiresAt: new Date(at.getTime() + OTP_TTL_MS),
      notIssuedSince: new Date(at.getTime() - OTP_RESEND_COOLDOWN_MS),
    });
    if (issued) {
      const { settings } = await readSettings(trx);
      await enqueueMail(trx, otpMail(user, purpose, code, settings));
    }
    return issued;
  }

  const sendCode = (user: Mailable, purpose: OtpPurpose, at: Date) =>
    db.transaction().execute((trx) => issueCode(trx, user, purpose, at));

  /** Why a challenge cannot take a code any more, as the 422 the visitor sees under the otp field. */
  function assertLive(challenge: ChallengeRow | undefined, at: Date): asserts challenge is ChallengeRow {
    if (!challenge || challenge.consumed_at !== null) throw invalidFields({ otp: AUTH_TEXT.codeNotLive });
    if (challenge.attempts >= OTP_MAX_ATTEMPTS) throw invalidFields({ otp: AUTH_TEXT.codeDead });
    if (Date.parse(challenge.expires_at) <= at.getTime()) throw invalidFields({ otp: AUTH_TEXT.codeExpired });
  }

  /**
   * Counts a code attempt against the account's wrong-code budget before the code is looked at (429 once it is
   * spent), so parallel guesses count one each (services/rate-limit/account-limits.ts `reserve`).
   */
  async function reserveCodeAttempt(key: string) {
    const attempt = await limiter.reserve(ACCOUNT_LIMITS.wrongCodes, key);
    if (attempt.limited) throw retryLater(attempt.retryAfterSeconds);
  }

  /**
   * Checks a code against the live challenge; returns the challenge to consume, or throws the 422/429. Only a
   * wrong code keeps its place in the wrong-code budget: a right one, and a challenge that cannot take codes any
   * more (dead, expired, replaced), give it back, as before the budget was counted first.
   */
  async function checkCode(
    user: UserRow,
    purpose: OtpPurpose,
    code: string,
    at: Date,
  ): Promise<ChallengeRow> {
    await reserveCodeAttempt(user.id);
    let wrong = false;
    try {
      const challenge = await findChallenge(db, user.id, purpose);
      assertLive(challenge, at);
      const spent = await spendAttempt(db, challenge, OTP_MAX_ATTEMPTS, at);
      if (!spent) {
        // Another request used up, consumed or replaced it between the read and the update.
        assertLive(await findChallenge(db, user.id, purpose), at);
        throw invalidFields({ otp: AUTH_TEXT.codeNotLive });
      }
      if (otp.matches(spent.code_hash, user.id, purpose, code)) return spent;
      wrong = true;
      const left = OTP_MAX_ATTEMPTS - spent.attempts;
      throw invalidFields({ otp: left > 0 ? AUTH_TEXT.wrongCode(left) : AUTH_TEXT.codeDead });
    } finally {
      if (!wrong) await limiter.release(ACCOUNT_LIMITS.wrongCodes, user.id);
    }
  }

  /**
   * The answer to a code for an id that has no challenge (the id an unknown e-mail got from forgot-password):
   * tries count down and run out like a real challenge's, so the reset page cannot tell who is registered.
   */
  async function refuseCodeWithoutChallenge(id: string): Promise<never> {
    await reserveCodeAttempt(id);
    const tries = await limiter.hit(ACCOUNT_LIMITS.triesWithoutCode, id);
    // Like a dead challenge, tries past the last count no wrong code.
    if (tries.count > OTP_MAX_ATTEMPTS) await limiter.release(ACCOUNT_LIMITS.wrongCodes, id);
    const left = OTP_MAX_ATTEMPTS - tries.count;
    throw invalidFields({ otp: left > 0 ? AUTH_TEXT.wrongCode(left) : AUTH_TEXT.codeDead });
  }

  /**
   * Register for an address that already has an account. Verified: 409. Unverified: AUTH_ERROR_0 and a fresh code.
   * The registrant may not be the address's owner, so their password must not become the account's: if it differs
   * from the stored one, the account's password is replaced by one nobody knows. Whoever proves the mailbox then
   * gets in (verification logs in) and sets a password through forgot-password; neither a squatter who registered
   * first nor a stranger who registered second keeps a password that works.
   */
  async function registerExisting(existing: UserRow, password: string): Promise<never> {
    if (existing.email_verified_at !== null) {
      throw new DomainError('conflict', AUTH_TEXT.emailTaken, { errors: { email: AUTH_TEXT.emailTaken } });
    }
    const replacement = (await verifyPassword(existing.password_hash, password))
      ? undefined
      : await unusablePasswordHash();
    const at = now();
    await db.transaction().execute(async (trx) => {
      if (replacement) await setPasswordHash(trx, existing.id, replacement, at);
      await issueCode(trx, existing, 'verify-email', at);
    });
    throw unverified(existing.id);
  }

  return {
    /**
     * A new, unverified account and its verification code mail. `locale`: the language the form was sent from,
     * the account's from now on (its code mails, receipts and statements are in it).
     */
    async register(input: RegisterRequest, locale: Locale = DEFAULT_LOCALE): Promise<PublicUser> {
      const existing = await findUserByEmail(db, input.email);
      if (existing) return registerExisting(existing, input.password);

      const user = {
        id: randomUUID(),
        email: input.email,
        password_hash: await hashPassword(input.password),
        first_name: input.first_name,
        last_name: input.last_name,
        phone: input.phone,
        locale,
      };
      const at = now();
      const inserted = await db.transaction().execute(async (trx) => {
        if (!(await insertUser(trx, user))) return false;
        await issueCode(trx, user, 'verify-email', at);
        return true;
      });
      if (!inserted) {
        // A concurrent request registered the address first.
        const winner = await findUserByEmail(db, input.email);
        if (winner) return registerExisting(winner, input.password);
        throw new Error('User insert skipped but no user has the e-mail');
      }
      return toPublicUser({ ...user, email_verified_at: null });
    },

    async verifyUser(id: string, code: string): Promise<{ token: string; user: PublicUser }> {
      const user = await findUserById(db, id);
      // A verified account has nothing to verify: the same answer as an unknown id.
      if (!user || user.email_verified_at !== null) throw new DomainError('not-found', MESSAGES.invalidId);
      const at = now();
      const challenge = await checkCode(user, 'verify-email', code, at);
      const token = await db.transaction().execute(async (trx) => {
        if (!(await consumeChallenge(trx, challenge, at)))
          throw invalidFields({ otp: AUTH_TEXT.codeNotLive });
        await markEmailVerified(trx, user.id, at);
        return createSession(trx, user.id, at);
      });
      return { token, user: toPublicUser({ ...user, email_verified_at: at.toISOString() }) };
    },

    /**
     * Wrong e-mail and wrong password get the same 401, after the same Argon2 work. Failures count per e-mail,
     * each attempt counted before the hash and given back when the password was right, so parallel guesses cannot
     * all pass the check before any is counted. The right password on an unverified account: AUTH_ERROR_0 and a
     * fresh code.
     */
    async login(input: LoginRequest): Promise<{ token: string; user: PublicUser }> {
      const attempt = await limiter.reserve(ACCOUNT_LIMITS.loginFailures, input.email);
      if (attempt.limited) throw retryLater(attempt.retryAfterSeconds);

      const user = await findUserByEmail(db, input.email);
      let valid = false;
      if (user) valid = await verifyPassword(user.password_hash, input.password);
      else await verifyDummyPassword(input.password);
      if (!user || !valid) throw new DomainError('unauthorized', AUTH_TEXT.wrongCredentials);
      await limiter.release(ACCOUNT_LIMITS.loginFailures, input.email);

      const at = now();
      if (user.email_verified_at === null) {
        await sendCode(user, 'verify-email', at);
        throw unverified(user.id);
      }
      const token = await db.transaction().execute(async (trx) => {
        await deleteDeadSessions(trx, user.id, at);
        return createSession(trx, user.id, at);
      });
      return { token, user: toPublicUser(user) };
    },

    /**
     * The reset code mail for a verified account; AUTH_ERROR_0 (and a verification code) for an unverified one.
     * An unknown e-mail gets the same answer with a random id and no mail (docs/product/accounts.md).
     */
    async forgotPassword(email: string): Promise<{ id: string }> {
      const budget = await limiter.hit(ACCOUNT_LIMITS.forgotPassword, email);
      if (budget.limited) throw retryLater(budget.retryAfterSeconds);

      const user = await findUserByEmail(db, email);
      if (!user) {
        const id = randomUUID();
        // As if a code had just gone out: a resend right away is refused like a real one.
        await limiter.hit(ACCOUNT_LIMITS.resendWithoutCode, id);
        return { id };
      }
      const at = now();
      if (user.email_verified_at === null) {
        await sendCode(user, 'verify-email', at);
        throw unverified(user.id);
      }
      await sendCode(user, 'reset-password', at);
      return { id: user.id };
    },

    /** A new password; every session is revoked and the e-mail counts as verified (the code came by mail). */
    async resetPassword(id: string, code: string, password: string): Promise<void> {
      const user = await findUserById(db, id);
      const pending = user && (await findChallenge(db, user.id, 'reset-password'));
      if (!user || !pending) return refuseCodeWithoutChallenge(id);

      const challenge = await checkCode(user, 'reset-password', code, now());
      const passwordHash = await hashPassword(password);
      const at = now();
      await db.transaction().execute(async (trx) => {
        if (!(await consumeChallenge(trx, challenge, at)))
          throw invalidFields({ otp: AUTH_TEXT.codeNotLive });
        await setPasswordHash(trx, user.id, passwordHash, at);
        await markEmailVerified(trx, user.id, at);
        await revokeUserSessions(trx, user.id, at);
      });
      // The failed logins that led here must not keep the owner out with the new password.
      await limiter.reset(ACCOUNT_LIMITS.loginFailures, user.email);
    },

    /**
     * A new code for the flow the account is in: verification while unverified, else a requested reset. At most
     * once a minute (429 with the wait). Ids with nothing to send get the same answers and no mail.
     */
    async resendCode(id: string): Promise<void> {
      const user = await findUserById(db, id);
      let purpose: OtpPurpose | undefined;
      if (user?.email_verified_at === null) purpose = 'verify-email';
      else if (user) {
        const reset = await findChallenge(db, user.id, 'reset-password');
        if (reset && reset.consumed_at === null) purpose = 'reset-password';
      }

      if (!user || !purpose) {
        const cooldown = await limiter.hit(ACCOUNT_LIMITS.resendWithoutCode, id);
        if (cooldown.limited) {
          throw retryLater(cooldown.retryAfterSeconds, AUTH_TEXT.resendWait(cooldown.retryAfterSeconds));
        }
        await limiter.reset(ACCOUNT_LIMITS.triesWithoutCode, id);
        return;
      }

      const at = now();
      if (await sendCode(user, purpose, at)) return;
      const current = await findChallenge(db, user.id, purpose);
      const issuedAt = current ? Date.parse(current.created_at) : at.getTime();
      const wait = Math.max(1, Math.ceil((issuedAt + OTP_RESEND_COOLDOWN_MS - at.getTime()) / 1000));
      throw retryLater(wait, AUTH_TEXT.resendWait(wait));
    },

    async logout(sessionId: number): Promise<void> {
      await revokeSession(db, sessionId, now());
    },
  };
}
