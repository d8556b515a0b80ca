import { STAFF_MESSAGES, type AccountSession, type ChangePasswordRequest } from '@charity/shared';
import type { Db } from '#src/db/database.ts';
import type { AccountLimiter } from '#src/services/rate-limit/account-limits.ts';
import { hashPassword, verifyPassword } from '#src/services/passwords/passwords.ts';
import { DomainError, invalidFields, retryLater } from '#src/shared/domain-error.ts';
import { audit } from '#src/services/audit/audit.ts';
import { readSettings } from '#src/services/settings/settings.ts';
import {
  listLiveStaffSessions,
  revokeOtherStaffSessions,
  revokeOwnStaffSession,
} from '#src/services/staff-auth/sessions.ts';
import type { Actor } from '#src/shared/actor.ts';
import { STAFF_ACCOUNT_LIMITS } from './limits.ts';
import { passwordProblem, staffPasswordWords } from './password-policy.ts';
import { findStaffById, replaceRecoveryCodes } from './repository.ts';
import { hashRecoveryCode, newRecoveryCodes } from './two-factor.ts';
import { describeUserAgent } from './user-agents.ts';

export type AccountServiceDeps = { db: Db; limiter: AccountLimiter; now?: () => Date };

/** Who acts on their own account: the member, from which session and address. */
export type AccountActor = Actor & { staffId: string; sessionId: number };

/**
 * "My account" (docs/product/console.md "My account"): every member, whatever the role, changes their password,
 * makes new recovery codes and ends their own sessions. Each change is audited (resource `staff`, the member's id).
 */
export function createAccountService({ db, limiter, now = () => new Date() }: AccountServiceDeps) {
  /**
   * The current password, checked before anything changes. A wrong one is a 422 on `current_password` (the member
   * is signed in: it is a field of their form, not a failed sign-in), counted per member like sign-in failures.
   */
  async function checkCurrentPassword(staffId: string, password: string) {
    const attempt = await limiter.reserve(STAFF_ACCOUNT_LIMITS.accountPassword, staffId);
    if (attempt.limited) throw retryLater(attempt.retryAfterSeconds);
    const row = await findStaffById(db, staffId);
    if (!row?.password_hash) throw new DomainError('unauthorized', STAFF_MESSAGES.signInRequired);
    if (!(await verifyPassword(row.password_hash, password))) {
      throw invalidFields({ current_password: STAFF_MESSAGES.currentPasswordWrong });
    }
    await limiter.release(STAFF_ACCOUNT_LIMITS.accountPassword, staffId);
    return row;
  }

  return {
    /** A new password (the invitation's rules); every other session of the member ends, this one stays. */
    async changePassword(actor: AccountActor, input: ChangePasswordRequest): Promise<void> {
      const row = await checkCurrentPassword(actor.staffId, input.current_password);
      const { settings } = await readSettings(db);
      const problem = await passwordProblem(
        input.new_password,
        staffPasswordWords({ email: row.email, name: row.name }, settings),
      );
      if (problem) throw invalidFields({ new_password: problem });
      const passwordHash = await hashPassword(input.new_password);
      const at = now();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('staff')
          .set({ password_hash: passwordHash, updated_at: at.toISOString() })
          .where('id', '=', actor.staffId)
          .execute();
        const ended = await revokeOtherStaffSessions(trx, actor.staffId, actor.sessionId, at);
        await audit.record(
          trx,
          {
            staffId: actor.staffId,
            ip: actor.ip,
            action: 'password-changed',
            resource: 'staff',
            recordId: actor.staffId,
            after: { other_sessions_ended: ended },
          },
          at,
        );
      });
    },

    /** Ten new recovery codes, shown once; the old ones stop working in the same transaction. */
    async newRecoveryCodes(actor: AccountActor, currentPassword: string): Promise<string[]> {
      await checkCurrentPassword(actor.staffId, currentPassword);
      const codes = newRecoveryCodes();
      const at = now();
      await db.transaction().execute(async (trx) => {
        await replaceRecoveryCodes(trx, actor.staffId, codes.map(hashRecoveryCode), at);
        await audit.record(
          trx,
          {
            staffId: actor.staffId,
            ip: actor.ip,
            action: 'recovery-codes-replaced',
            resource: 'staff',
            recordId: actor.staffId,
          },
          at,
        );
      });
      return codes;
    },

    async sessions(actor: AccountActor): Promise<AccountSession[]> {
      const rows = await listLiveStaffSessions(db, actor.staffId, now());
      return rows.map((row) => ({
        id: row.id,
        created_at: row.created_at,
        last_seen_at: row.last_seen_at,
        device: describeUserAgent(row.user_agent),
        ip: row.ip,
        current: row.id === actor.sessionId,
      }));
    },

    /** Ends one of the member's own live sessions; anyone else's (or an ended one) is unknown: 404. */
    async endSession(actor: AccountActor, sessionId: number): Promise<void> {
      const at = now();
      await db.transaction().execute(async (trx) => {
        if (!(await revokeOwnStaffSession(trx, actor.staffId, sessionId, at))) {
          throw new DomainError('not-found', 'Unknown session');
        }
        await audit.record(
          trx,
          {
            staffId: actor.staffId,
            ip: actor.ip,
            action: 'session-ended',
            resource: 'staff',
            recordId: actor.staffId,
            after: { session_id: sessionId },
          },
          at,
        );
      });
    },

    /** Ends every session of the member but this one; how many ended. */
    async endOtherSessions(actor: AccountActor): Promise<number> {
      const at = now();
      return db.transaction().execute(async (trx) => {
        const ended = await revokeOtherStaffSessions(trx, actor.staffId, actor.sessionId, at);
        await audit.record(
          trx,
          {
            staffId: actor.staffId,
            ip: actor.ip,
            action: 'other-sessions-ended',
            resource: 'staff',
            recordId: actor.staffId,
            after: { ended },
          },
          at,
        );
        return ended;
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
