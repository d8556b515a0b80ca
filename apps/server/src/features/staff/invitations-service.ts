import { randomUUID } from 'node:crypto';
import {
  MESSAGES,
  STAFF_MESSAGES,
  type AcceptInvitationRequest,
  type PendingInvitation,
  type Staff,
  type StaffRole,
} from '@charity/shared';
import type { Db } from '#src/db/database.ts';
import type { AccountLimiter } from '#src/services/rate-limit/account-limits.ts';
import { hashPassword } from '#src/services/passwords/passwords.ts';
import { hashToken, randomToken, type FieldCipher } from '#src/shared/crypto.ts';
import { DomainError, invalidFields, retryLater } from '#src/shared/domain-error.ts';
import { enqueueMail } from '#src/services/mail/outbox.ts';
import { audit } from '#src/services/audit/audit.ts';
import { readSettings } from '#src/services/settings/settings.ts';
import { createStaffSession, revokeAllStaffSessions } from '#src/services/staff-auth/sessions.ts';
import {
  deleteOpenInvitation,
  findLiveInvitation,
  listOpenInvitations,
  replaceInvitation,
  setInvitationPending,
  useInvitation,
} from './invitations-repository.ts';
import { STAFF_ACCOUNT_LIMITS } from './limits.ts';
import { invitationMail } from './mails.ts';
import { passwordProblem, staffPasswordWords } from './password-policy.ts';
import {
  clearTwoFactor,
  countActiveAdmins,
  findStaffByEmail,
  replaceRecoveryCodes,
  saveEnrolledStaff,
  type StaffRow,
} from './repository.ts';
import { auditView, toStaff } from './staff-views.ts';
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, otpauthUrl, verifyTotp } from './two-factor.ts';
import type { Actor, ActorOrNobody } from '#src/shared/actor.ts';

export const INVITATION_TTL_MS = 48 * 60 * 60 * 1000;

export type InvitationsServiceDeps = {
  db: Db;
  cipher: FieldCipher;
  limiter: AccountLimiter;
  publicUrl: string;
  /** The clock; tests move it (invitation expiry, TOTP steps). */
  now?: () => Date;
};

/** An invitation link that no longer works, whether unknown, used, withdrawn or expired: one 404 for all. */
const invitationInvalid = () => new DomainError('not-found', STAFF_MESSAGES.invitationInvalid);

export type InvitationsService = ReturnType<typeof createInvitationsService>;

/**
 * Invitations (docs/product/console.md "Invitations"): an admin's, the first admin's and the CLI's; accepting one in
 * two steps (password, then the authenticator), which creates the account or, for a member, resets their second
 * factor; the list of open ones and withdrawing one.
 */
export function createInvitationsService({
  db,
  cipher,
  limiter,
  publicUrl,
  now = () => new Date(),
}: InvitationsServiceDeps) {
  const invitationUrl = (token: string) => `${publicUrl}/admin/invitation/${token}`;

  async function liveInvitation(token: string, at: Date) {
    const invitation = await findLiveInvitation(db, hashToken(token), at);
    if (!invitation) throw invitationInvalid();
    return invitation;
  }

  return {
    invitationUrl,

    /**
     * Mails a single-use 48-hour invitation (docs/product/console.md). For an existing member it is a two-factor reset: their
     * authenticator, recovery codes and sessions stop working at once, and the link sets up new ones.
     */
    async invite(
      input: { email: string; role: StaffRole },
      actor: ActorOrNobody,
    ): Promise<{ url: string; email: string; role: StaffRole; expiresAt: string }> {
      const email = input.email.trim().toLowerCase();
      const token = randomToken();
      const at = now();
      const expiresAt = new Date(at.getTime() + INVITATION_TTL_MS);
      await db.transaction().execute(async (trx) => {
        const existing = await findStaffByEmail(trx, email);
        if (
          existing?.role === 'admin' &&
          existing.disabled_at === null &&
          input.role !== 'admin' &&
          (await countActiveAdmins(trx)) <= 1
        ) {
          throw new DomainError('conflict', STAFF_MESSAGES.lastAdmin);
        }
        await replaceInvitation(trx, {
          tokenHash: hashToken(token),
          email,
          role: input.role,
          expiresAt,
          createdBy: actor.staffId,
          now: at,
        });
        if (existing) {
          await clearTwoFactor(trx, existing.id, at);
          await revokeAllStaffSessions(trx, existing.id, at);
        }
        const { settings } = await readSettings(trx);
        await enqueueMail(
          trx,
          invitationMail(email, input.role, invitationUrl(token), existing !== undefined, settings),
        );
        await audit.record(
          trx,
          {
            ...actor,
            action: existing ? 'reset-two-factor' : 'invite',
            resource: 'staff',
            recordId: existing?.id ?? null,
            after: { email, role: input.role, expires_at: expiresAt.toISOString() },
          },
          at,
        );
      });
      return { url: invitationUrl(token), email, role: input.role, expiresAt: expiresAt.toISOString() };
    },

    /** What a live invitation offers (its page says which role); an unknown, used or expired one is 404. */
    async invitationOffer(token: string): Promise<{ email: string; role: StaffRole; expires_at: string }> {
      const invitation = await liveInvitation(token, now());
      return { email: invitation.email, role: invitation.role, expires_at: invitation.expires_at };
    },

    /** Step one of accepting: name and password are checked and kept with a new TOTP secret to confirm. */
    async acceptInvitation(token: string, input: AcceptInvitationRequest): Promise<{ otpauthUrl: string }> {
      const invitation = await liveInvitation(token, now());
      const { settings } = await readSettings(db);
      const words = staffPasswordWords({ email: invitation.email, name: input.name }, settings);
      const problem = await passwordProblem(input.password, words);
      if (problem) throw invalidFields({ password: problem });
      const secret = newTotpSecret();
      await setInvitationPending(db, invitation.id, {
        name: input.name,
        passwordHash: await hashPassword(input.password),
        totpSecret: cipher.encrypt(secret),
      });
      return { otpauthUrl: otpauthUrl(invitation.email, secret) };
    },

    /**
     * Step two: a code from the authenticator proves it holds the secret; then the account is created (or, for a
     * reset, updated), the invitation is spent, ten recovery codes are issued and the member is signed in.
     */
    async confirmInvitation(
      token: string,
      code: string,
      ip: string | null,
      userAgent: string | null = null,
    ): Promise<{ token: string; staff: Staff; recoveryCodes: string[] }> {
      const at = now();
      const invitation = await liveInvitation(token, at);
      if (!invitation.pending_totp_secret || !invitation.pending_password_hash || !invitation.pending_name) {
        throw invalidFields({ code: STAFF_MESSAGES.enrolFirst });
      }
      // Counted before the code is checked, so parallel guesses count one each; a right code gives its place back.
      const attempt = await limiter.reserve(STAFF_ACCOUNT_LIMITS.enrolCodes, String(invitation.id));
      if (attempt.limited) throw retryLater(attempt.retryAfterSeconds);
      const step = await verifyTotp(cipher.decrypt(invitation.pending_totp_secret), code, at, null);
      if (step === null) throw invalidFields({ code: STAFF_MESSAGES.wrongCode });
      await limiter.release(STAFF_ACCOUNT_LIMITS.enrolCodes, String(invitation.id));

      const recoveryCodes = newRecoveryCodes();
      const result = await db.transaction().execute(async (trx) => {
        if (!(await useInvitation(trx, invitation.id, at))) throw invitationInvalid();
        const existing = await findStaffByEmail(trx, invitation.email);
        const fields = {
          name: invitation.pending_name!,
          role: invitation.role,
          password_hash: invitation.pending_password_hash!,
          totp_secret: invitation.pending_totp_secret!,
          // The confirming code's step counts as used: it cannot sign in a second time.
          totp_last_step: step,
          updated_at: at.toISOString(),
        };
        const row: StaffRow = existing
          ? { ...existing, ...fields }
          : {
              id: randomUUID(),
              email: invitation.email,
              disabled_at: null,
              created_at: at.toISOString(),
              ...fields,
            };
        await saveEnrolledStaff(trx, row, existing === undefined);
        if (existing) await revokeAllStaffSessions(trx, existing.id, at);
        await replaceRecoveryCodes(trx, row.id, recoveryCodes.map(hashRecoveryCode), at);
        const session = await createStaffSession(trx, row.id, ip, at, userAgent);
        await audit.record(
          trx,
          {
            staffId: row.id,
            ip,
            action: existing ? 'two-factor-enrolled' : 'invitation-accepted',
            resource: 'staff',
            recordId: row.id,
            before: existing ? auditView(existing) : null,
            after: auditView(row),
          },
          at,
        );
        return { token: session, staff: toStaff(row) };
      });
      return { ...result, recoveryCodes };
    },

    /** The invitations nobody has accepted yet (docs/product/console.md "Invitations"). */
    async openInvitations(): Promise<PendingInvitation[]> {
      const at = now().toISOString();
      const rows = await listOpenInvitations(db);
      return rows.map((row) => ({
        id: row.id,
        email: row.email,
        role: row.role,
        created_at: row.created_at,
        expires_at: row.expires_at,
        expired: row.expires_at <= at,
        reset: row.staff_id !== null,
      }));
    },

    /** Withdraws an invitation nobody has accepted: its link stops working at once. Audited. */
    async withdrawInvitation(id: number, actor: Actor): Promise<void> {
      const at = now();
      await db.transaction().execute(async (trx) => {
        const withdrawn = await deleteOpenInvitation(trx, id);
        if (!withdrawn) throw new DomainError('not-found', MESSAGES.notFound);
        await audit.record(
          trx,
          {
            ...actor,
            action: 'withdraw-invitation',
            resource: 'staff-invitation',
            recordId: String(id),
            before: { email: withdrawn.email, role: withdrawn.role, expires_at: withdrawn.expires_at },
          },
          at,
        );
      });
    },
  };
}
