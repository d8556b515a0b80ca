import { randomUUID } from 'node:crypto';
import {
  AUDIT_PAGE_SIZE,
  STAFF_MESSAGES,
  TRUST_IDS,
  financialYearBounds,
  financialYearOf,
  mergeSettings,
  paiseToRupees,
  previousFinancialYear,
  siteSettingsSchema,
  startOfIndianDay,
  todayInIndia,
  type AcceptInvitationRequest,
  type AuditQuery,
  type Dashboard,
  type PendingInvitation,
  type SiteSettings,
  type SiteSettingsPatch,
  type Staff,
  type StaffListItem,
  type StaffLoginRequest,
  type StaffRole,
  type UpdateStaffRequest,
} from '@charity/shared';
import type { Db } from '#src/db/database.ts';
import type { AccountLimiter, AccountRule } from '#src/services/rate-limit/account-limits.ts';
import { hashPassword, verifyDummyPassword, verifyPassword } from '#src/services/passwords/passwords.ts';
import { hashToken, randomToken, type FieldCipher } from '#src/shared/crypto.ts';
import { RetryLaterError } from '#src/shared/domain-error.ts';
import type { Actor, ActorOrNobody } from '#src/shared/actor.ts';
import { enqueueMail } from '#src/services/mail/outbox.ts';
import { audit } from '#src/services/audit/audit.ts';
import { readSettings, writeSettings } from '#src/services/settings/settings.ts';
import type { Storage } from '#src/services/storage/storage.ts';
import {
  createStaffSession,
  revokeAllStaffSessions,
  revokeStaffSession,
} from '#src/services/staff-auth/sessions.ts';
import { invitationMail } from './mails.ts';
import { passwordProblem, staffPasswordWords } from './password-policy.ts';
import {
  claimTotpStep,
  clearTwoFactor,
  saveEnrolledStaff,
  countActiveAdmins,
  countNewContactMessages,
  countEhundiEntries,
  countEvents,
  paidSince,
  refundsSince,
  countNewVolunteers,
  donationsOfYear,
  findLiveInvitation,
  findStaffByEmail,
  findStaffById,
  listAudit,
  listStaff,
  listOpenInvitations,
  deleteOpenInvitation,
  replaceInvitation,
  replaceRecoveryCodes,
  setInvitationPending,
  toListItem,
  useInvitation,
  useRecoveryCode,
  type StaffRow,
} from './repository.ts';
import {
  hashRecoveryCode,
  isRecoveryCodeShape,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  verifyTotp,
} from './two-factor.ts';

export const INVITATION_TTL_MS = 48 * 60 * 60 * 1000;
const MINUTE = 60_000;

/** Per-IP limits of the staff auth routes (route config for @fastify/rate-limit). */
export const STAFF_IP_LIMITS = {
  login: { max: 10, timeWindow: MINUTE },
  invitation: { max: 20, timeWindow: 10 * MINUTE },
} as const;

/**
 * Per-account limits: failed sign-ins per e-mail (known or not, so the limit reveals nothing), whichever part was
 * wrong. Five in 15 minutes leave an attacker who has the password about 5 in 10^6 TOTP guesses per window, and
 * only because each attempt is counted before the password is checked (`reserve`): counted after the slow hash,
 * parallel attempts would all pass the check first.
 */
export const STAFF_ACCOUNT_LIMITS = {
  signInFailures: { name: 'staff-sign-in-failures', max: 5, windowMs: 15 * MINUTE },
  /** Wrong codes while confirming an invitation's authenticator, per invitation. */
  enrolCodes: { name: 'staff-enrol-codes', max: 10, windowMs: 15 * MINUTE },
} as const satisfies Record<string, AccountRule>;

/**
 * What the staff service refuses; the routes turn each kind into its HTTP status (domain code stays HTTP-free).
 * 'sign-in-failed' is deliberately one kind for every wrong part of a sign-in.
 */
export type StaffErrorKind =
  'sign-in-failed' | 'invitation-invalid' | 'invalid-fields' | 'not-found' | 'last-admin';

/** Over a per-account budget, the service throws RetryLaterError (shared/domain-error.ts) instead: a 429 with its wait. */
export class StaffError extends Error {
  constructor(
    readonly kind: StaffErrorKind,
    readonly fields: Record<string, string> = {},
  ) {
    super(kind);
    this.name = 'StaffError';
  }
}

export type StaffServiceDeps = {
  db: Db;
  cipher: FieldCipher;
  limiter: AccountLimiter;
  publicUrl: string;
  /**
   * Where the receipt's logo and signature are stored: a saved setting may only name an uploaded image. The
   * routes pass it; without it (the CLI, which never edits settings) no new image can be named.
   */
  images?: Pick<Storage, 'exists'>;
  /** The clock; tests move it (invitation expiry, TOTP steps). */
  now?: () => Date;
};

const toStaff = (row: Pick<StaffRow, 'id' | 'name' | 'email' | 'role'>): Staff => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
});

/** The audit view of a staff row: what changed, never the password or TOTP columns. */
const auditView = (row: StaffRow) => ({
  email: row.email,
  name: row.name,
  role: row.role,
  disabled_at: row.disabled_at,
});

/** How many days the dashboard's chart covers, today included. */
export const DASHBOARD_DAYS = 30;

/** Per trust, both trusts always listed (0 when nothing), amounts in rupees. */
const perTrust = (rows: { trust: number; count: number; paise: number }[]) =>
  TRUST_IDS.map((trust) => {
    const row = rows.find((r) => r.trust === trust);
    return { trust, count: row?.count ?? 0, amount: paiseToRupees(row?.paise ?? 0) };
  });

/** The day `days` before a yyyy-mm-dd day (calendar arithmetic, no time zone). */
const daysBefore = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

/**
 * The finance part of the dashboard (docs/product/console.md): this financial year and the one before per trust,
 * refunds of this year, pending e-hundi entries and the last 30 days by day. Refunded gifts are never counted as
 * received: they appear under refunds.
 */
export async function financeFigures(db: Db, at: Date, fy: string) {
  const previous = previousFinancialYear(fy);
  const today = todayInIndia(at);
  const firstDay = daysBefore(today, DASHBOARD_DAYS - 1);
  const [ehundi, thisYear, lastYear, refunds, recent] = await Promise.all([
    countEhundiEntries(db),
    donationsOfYear(db, fy),
    donationsOfYear(db, previous),
    refundsSince(db, financialYearBounds(fy).start),
    paidSince(db, startOfIndianDay(firstDay)),
  ]);
  const byDay = new Map<string, { count: number; paise: number }>();
  for (const row of recent) {
    if (row.paid_at === null) continue;
    const day = todayInIndia(new Date(row.paid_at));
    const bucket = byDay.get(day) ?? { count: 0, paise: 0 };
    byDay.set(day, { count: bucket.count + 1, paise: bucket.paise + row.amount_paise });
  }
  return {
    ehundi_pending: ehundi,
    donations_this_year: perTrust(thisYear),
    previous_financial_year: previous,
    donations_last_year: perTrust(lastYear),
    refunds_this_year: perTrust(refunds),
    donations_by_day: Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
      const date = daysBefore(today, DASHBOARD_DAYS - 1 - i);
      const bucket = byDay.get(date);
      return { date, count: bucket?.count ?? 0, amount: paiseToRupees(bucket?.paise ?? 0) };
    }),
  };
}

export type StaffService = ReturnType<typeof createStaffService>;

/**
 * The receipt images a settings change names that were never uploaded (a key typed by hand, or one whose upload
 * was lost): the receipt could not print them, so the change is refused on that field. Unchanged keys are not
 * checked again.
 */
async function missingImages(
  images: Pick<Storage, 'exists'> | undefined,
  before: SiteSettings,
  after: SiteSettings,
): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for (const id of TRUST_IDS) {
    for (const field of ['logo_image', 'signature_image'] as const) {
      const key = after.trusts[id][field];
      if (key && key !== before.trusts[id][field] && !(await images?.exists(key))) {
        fields[`trusts.${id}.${field}`] = 'Please upload the image again';
      }
    }
  }
  return fields;
}

export function createStaffService({
  db,
  cipher,
  limiter,
  publicUrl,
  images,
  now = () => new Date(),
}: StaffServiceDeps) {
  const invitationUrl = (token: string) => `${publicUrl}/admin/invitation/${token}`;

  async function liveInvitation(token: string, at: Date) {
    const invitation = await findLiveInvitation(db, hashToken(token), at);
    if (!invitation) throw new StaffError('invitation-invalid');
    return invitation;
  }

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
    return new StaffError('sign-in-failed');
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
          throw new StaffError('last-admin');
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

    /** Step one of accepting: name and password are checked and kept with a new TOTP secret to confirm. */
    async acceptInvitation(token: string, input: AcceptInvitationRequest): Promise<{ otpauthUrl: string }> {
      const invitation = await liveInvitation(token, now());
      const { settings } = await readSettings(db);
      const words = staffPasswordWords({ email: invitation.email, name: input.name }, settings);
      const problem = await passwordProblem(input.password, words);
      if (problem) throw new StaffError('invalid-fields', { password: problem });
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
    ): Promise<{ token: string; staff: Staff; recoveryCodes: string[] }> {
      const at = now();
      const invitation = await liveInvitation(token, at);
      if (!invitation.pending_totp_secret || !invitation.pending_password_hash || !invitation.pending_name) {
        throw new StaffError('invalid-fields', { code: STAFF_MESSAGES.enrolFirst });
      }
      // Counted before the code is checked, so parallel guesses count one each; a right code gives its place back.
      const attempt = await limiter.reserve(STAFF_ACCOUNT_LIMITS.enrolCodes, String(invitation.id));
      if (attempt.limited) throw new RetryLaterError(attempt.retryAfterSeconds);
      const step = await verifyTotp(cipher.decrypt(invitation.pending_totp_secret), code, at, null);
      if (step === null) throw new StaffError('invalid-fields', { code: STAFF_MESSAGES.wrongCode });
      await limiter.release(STAFF_ACCOUNT_LIMITS.enrolCodes, String(invitation.id));

      const recoveryCodes = newRecoveryCodes();
      const result = await db.transaction().execute(async (trx) => {
        if (!(await useInvitation(trx, invitation.id, at))) throw new StaffError('invitation-invalid');
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
        const session = await createStaffSession(trx, row.id, ip, at);
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

    /**
     * Sign-in with e-mail, password and a TOTP code or an unused recovery code (docs/product/console.md). Every wrong part, an
     * unknown address, a disabled account or a replayed code gets the same StaffError('sign-in-failed'), after
     * the same Argon2 work.
     */
    async login(input: StaffLoginRequest, ip: string | null): Promise<{ token: string; staff: Staff }> {
      const email = input.email.toLowerCase();
      const actor = { staffId: null, ip };
      // Every attempt counts as a failure until it has succeeded; a success clears the count below.
      const attempt = await limiter.reserve(STAFF_ACCOUNT_LIMITS.signInFailures, email);
      if (attempt.limited) throw new RetryLaterError(attempt.retryAfterSeconds);

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
        const session = await createStaffSession(trx, staff.id, ip, at);
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

    list: (page: number, perPage: number) => listStaff(db, page, perPage),

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
        if (!withdrawn) throw new StaffError('not-found');
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

    /**
     * Role change and disabling (admin). Disabling revokes every session in the same transaction; the last active
     * admin can be neither demoted nor disabled (StaffError 'last-admin').
     */
    async update(id: string, input: UpdateStaffRequest, actor: Actor): Promise<StaffListItem> {
      const at = now();
      return db.transaction().execute(async (trx) => {
        const before = await findStaffById(trx, id);
        if (!before) throw new StaffError('not-found');
        const role = input.role ?? before.role;
        const disabledAt =
          input.disabled === undefined
            ? before.disabled_at
            : input.disabled
              ? (before.disabled_at ?? at.toISOString())
              : null;
        const losesAdmin =
          before.role === 'admin' && before.disabled_at === null && (role !== 'admin' || disabledAt !== null);
        if (losesAdmin && (await countActiveAdmins(trx)) <= 1) throw new StaffError('last-admin');

        await trx
          .updateTable('staff')
          .set({ role, disabled_at: disabledAt, updated_at: at.toISOString() })
          .where('id', '=', id)
          .execute();
        const after: StaffRow = { ...before, role, disabled_at: disabledAt };
        if (disabledAt !== null && before.disabled_at === null) await revokeAllStaffSessions(trx, id, at);

        const entry = {
          ...actor,
          resource: 'staff',
          recordId: id,
          before: auditView(before),
          after: auditView(after),
        };
        if (role !== before.role) await audit.record(trx, { ...entry, action: 'role-change' }, at);
        if ((disabledAt === null) !== (before.disabled_at === null)) {
          await audit.record(trx, { ...entry, action: disabledAt ? 'disable' : 'enable' }, at);
        }
        return toListItem(after);
      });
    },

    audit: (query: AuditQuery) =>
      listAudit(db, {
        page: query.page,
        perPage: AUDIT_PAGE_SIZE,
        staff: query.staff,
        resource: query.resource,
      }),

    settings: () => readSettings(db),

    /** Merges the patch, checks the whole result, and stores it with its audit entry. */
    async updateSettings(patch: SiteSettingsPatch, actor: Actor) {
      const at = now();
      return db.transaction().execute(async (trx) => {
        const { settings: before } = await readSettings(trx);
        const parsed = siteSettingsSchema.safeParse(mergeSettings(before, patch));
        if (!parsed.success) {
          const fields: Record<string, string> = {};
          for (const issue of parsed.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
          throw new StaffError('invalid-fields', fields);
        }
        const missing = await missingImages(images, before, parsed.data);
        if (Object.keys(missing).length > 0) throw new StaffError('invalid-fields', missing);
        await writeSettings(trx, parsed.data, actor.staffId, at);
        await audit.record(
          trx,
          { ...actor, action: 'update', resource: 'settings', recordId: 'site', before, after: parsed.data },
          at,
        );
        return { settings: parsed.data, updatedAt: at.toISOString() };
      });
    },

    /** Each role's own figures; money only for finance and admin. */
    async dashboard(role: StaffRole): Promise<Dashboard> {
      const at = now();
      const fy = financialYearOf(at);
      const sees = (...roles: StaffRole[]) => role === 'admin' || roles.includes(role);
      const figures: Dashboard = { role, financial_year: fy };
      if (sees('coordinator')) {
        figures.contact_messages_new = await countNewContactMessages(db);
        figures.volunteers_new = await countNewVolunteers(db);
      }
      if (sees('finance')) Object.assign(figures, await financeFigures(db, at, fy));
      if (sees('editor')) figures.events = await countEvents(db);
      return figures;
    },
  };
}
