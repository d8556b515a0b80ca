import { STAFF_MESSAGES, type Staff, type StaffLoginRequest } from '@charity/shared';
import type { Db } from '#src/db/database.ts';
import type { AccountLimiter } from '#src/services/rate-limit/account-limits.ts';
import { verifyDummyPassword, verifyPassword } from '#src/services/passwords/passwords.ts';
import type { FieldCipher } from '#src/shared/crypto.ts';
import { DomainError, retryLater } from '#src/shared/domain-error.ts';
import { audit } from '#src/services/audit/audit.ts';
import { createStaffSession, revokeStaffSession } from '#src/services/staff-auth/sessions.ts';
import { STAFF_ACCOUNT_LIMITS } from './limits.ts';
import { claimTotpStep, findStaffByEmail, useRecoveryCode, type StaffRow } from './repository.ts';
import { toStaff } from './staff-views.ts';
import { hashRecoveryCode, isRecoveryCodeShape, verifyTotp } from './two-factor.ts';
import type { Actor, ActorOrNobody } from '#src/shared/actor.ts';

export type SignInServiceDeps = {
  db: Db;
  cipher: FieldCipher;
  limiter: AccountLimiter;
  /** The clock; tests move it (TOTP steps). */
  now?: () => Date;
};

export type SignInService = ReturnType<typeof createSignInService>;

/** Staff sign-in with password and a second factor, and sign-out (docs/product/console.md). */
export function createSignInService({ db, cipher, limiter, now = () => new Date() }: SignInServiceDeps) {
  /**
   * A failed sign-in (already counted against the address when the attempt began): written to the audit log, then
   * the one generic error.
   */
  async function signInFailed(
    email: string,
    staff: StaffRow | undefined,
    actor: ActorOrNobody,
    reason: string,
  ) {
    await audit.record(
      db,
      {
        staffId: null,
        ip: actor.ip,
        action: 'sign-in-failed',
        resource: 'staff',
        recordId: staff?.id ?? null,
        after: { email, reason },
      },
      now(),
    );
    return new DomainError('unauthorized', STAFF_MESSAGES.signInFailed);
  }

  /** Checks the second factor: a TOTP of a step not used before, or an unused recovery code (spent here). */
  async function secondFactor(staff: StaffRow, code: string, at: Date): Promise<'totp' | 'recovery' | null> {
    if (staff.totp_secret === null) return null;
    const typed = code.replace(/\s+/g, '');
    if (/^\d{6}$/.test(typed)) {
      const step = await verifyTotp(cipher.decrypt(staff.totp_secret), typed, at, staff.totp_last_step);
      return step !== null && (await claimTotpStep(db, staff.id, step)) ? 'totp' : null;
    }
    if (isRecoveryCodeShape(code)) {
      return (await useRecoveryCode(db, staff.id, hashRecoveryCode(code), at)) ? 'recovery' : null;
    }
    return null;
  }

  return {
    /**
     * Sign-in with e-mail, password and a TOTP code or an unused recovery code (docs/product/console.md). Every wrong part, an
     * unknown address, a disabled account or a replayed code gets the same 401 (STAFF_MESSAGES.signInFailed), after
     * the same Argon2 work.
     */
    async login(
      input: StaffLoginRequest,
      ip: string | null,
      userAgent: string | null = null,
    ): Promise<{ token: string; staff: Staff }> {
      const email = input.email.toLowerCase();
      const actor = { staffId: null, ip };
      // Every attempt counts as a failure until it has succeeded; a success clears the count below.
      const attempt = await limiter.reserve(STAFF_ACCOUNT_LIMITS.signInFailures, email);
      if (attempt.limited) throw retryLater(attempt.retryAfterSeconds);

      const staff = await findStaffByEmail(db, email);
      if (!staff?.password_hash) {
        await verifyDummyPassword(input.password);
        throw await signInFailed(email, staff, actor, staff ? 'not-enrolled' : 'unknown-email');
      }
      if (!(await verifyPassword(staff.password_hash, input.password))) {
        throw await signInFailed(email, staff, actor, 'wrong-password');
      }
      if (staff.disabled_at !== null) throw await signInFailed(email, staff, actor, 'disabled');
      const at = now();
      const factor = await secondFactor(staff, input.code, at);
      if (!factor) throw await signInFailed(email, staff, actor, 'wrong-code');

      const token = await db.transaction().execute(async (trx) => {
        const session = await createStaffSession(trx, staff.id, ip, at, userAgent);
        await audit.record(
          trx,
          {
            staffId: staff.id,
            ip,
            action: 'sign-in',
            resource: 'staff',
            recordId: staff.id,
            after: { second_factor: factor },
          },
          at,
        );
        return session;
      });
      await limiter.reset(STAFF_ACCOUNT_LIMITS.signInFailures, email);
      return { token, staff: toStaff(staff) };
    },

    async logout(sessionId: number, actor: Actor): Promise<void> {
      const at = now();
      await db.transaction().execute(async (trx) => {
        await revokeStaffSession(trx, sessionId, at);
        await audit.record(
          trx,
          { ...actor, action: 'sign-out', resource: 'staff', recordId: actor.staffId },
          at,
        );
      });
    },
  };
}
