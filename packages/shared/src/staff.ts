import { z } from 'zod';
import { safeName } from './names.ts';
import { listMetaSchema, pageParam, sortParam, type SortValue } from './api.ts';
import { emailField } from './forms.ts';
import { yearEndStatementRunSchema } from './statements.ts';

/**
 * Staff accounts, sign-in and the audit log of the trust console (docs/product/console.md).
 */

export const STAFF_ROLES = ['admin', 'editor', 'finance', 'coordinator'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES, { error: 'Please choose a role' });
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** Each role's name as people read it: the console, the invitation page and the invitation mail. */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Admin',
  editor: 'Editor',
  finance: 'Finance',
  coordinator: 'Coordinator',
};

/** What each role may do, in a few words (docs/product/console.md "Staff and roles"); one definition for all. */
export const STAFF_ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  admin: 'everything, including staff, trust settings and the audit log',
  editor: 'public content, campaigns and uploads',
  finance:
    'donations, donors, e-hundi entries, receipts, refunds, offline gifts, exports, Form 10BD and Form 10BE',
  coordinator: 'contact messages, volunteers, subscribers and newsletters',
};

/** "Editor: public content, campaigns and uploads". */
export const describeStaffRole = (role: StaffRole) =>
  `${STAFF_ROLE_LABELS[role]}: ${STAFF_ROLE_DESCRIPTIONS[role]}`;

/** The staff session cookie: HttpOnly, scoped to the admin API so it never travels with public requests. */
export const STAFF_SESSION_COOKIE = 'sm_staff';
export const STAFF_COOKIE_PATH = '/api/admin';

export const STAFF_PASSWORD_MIN = 12;
export const STAFF_PASSWORD_MAX = 256;
/** How many single-use recovery codes an enrolment hands out. */
export const RECOVERY_CODE_COUNT = 10;

export const STAFF_MESSAGES = {
  signInFailed: 'Incorrect e-mail, password or code.',
  signedIn: 'Signed in.',
  signedOut: 'You have been signed out.',
  signInRequired: 'Please sign in to the console.',
  forbidden: 'Your role does not allow this.',
  invitationInvalid: 'This invitation link is not valid any more. Please ask an admin for a new one.',
  invitationSent: 'Invitation sent.',
  invitationWithdrawn: 'Invitation withdrawn: its link no longer works.',
  passwordTooShort: `Please use at least ${STAFF_PASSWORD_MIN} characters`,
  passwordTooLong: `Please use at most ${STAFF_PASSWORD_MAX} characters`,
  /** The start of the message for a password the strength estimator rates as easy to guess; its reason follows. */
  passwordWeak: 'This password is too easy to guess.',
  passwordHint: 'Try a few unrelated words together.',
  /** Why a password built from the member's own details or the site's words is easy to guess. */
  passwordPersonal:
    "It contains your name, your e-mail address or this site's words, such as the trusts' names.",
  wrongCode: 'That code is not correct. Please enter the current code from your authenticator app.',
  enrolFirst: 'Please set your name and password first.',
  lastAdmin: 'The console needs at least one active admin: make someone else an admin first.',
  staffUpdated: 'Saved.',
  currentPasswordWrong: 'That is not your current password.',
  passwordChanged: 'Password changed. Your other sessions have been ended.',
  recoveryCodesReplaced: 'New recovery codes made: the old ones no longer work.',
  sessionEnded: 'Session ended.',
  otherSessionsEnded: 'Your other sessions have been ended.',
  settingsSaved: 'Settings saved.',
} as const;

// Shown to every colleague and written into the audit log: no control or text-direction characters (names.ts).
const nameField = safeName(
  z
    .string({ error: 'Please enter your name' })
    .trim()
    .min(1, 'Please enter your name')
    .max(100, 'Your name must be at most 100 characters'),
);

/** Length only: the strength check (how easy it is to guess) runs on the server, which has the estimator. */
export const staffPasswordField = z
  .string({ error: STAFF_MESSAGES.passwordTooShort })
  .min(STAFF_PASSWORD_MIN, STAFF_MESSAGES.passwordTooShort)
  .max(STAFF_PASSWORD_MAX, STAFF_MESSAGES.passwordTooLong);

/** A 6-digit TOTP code as people type it ('123 456' too). */
export const totpCodeField = z
  .string({ error: STAFF_MESSAGES.wrongCode })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, STAFF_MESSAGES.wrongCode));

export const staffSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.email(),
  role: staffRoleSchema,
});
export type Staff = z.infer<typeof staffSchema>;

// ---- invitations and sign-in ---------------------------------------------------------------------------------

export const invitationTokenParamsSchema = z.object({ token: z.string().min(1).max(100) });

/** `GET /api/admin/auth/invitations/{token}`: what a live invitation offers, for its page (404 once it is not). */
export const invitationOfferResponseSchema = z.object({
  data: z.object({ email: z.email(), role: staffRoleSchema, expires_at: z.string() }),
});

/** `POST /api/admin/auth/invitations/{token}` */
export const acceptInvitationRequestSchema = z.object({ name: nameField, password: staffPasswordField });
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationRequestSchema>;
export const acceptInvitationResponseSchema = z.object({
  data: z.object({
    /** Shown as a QR code and as text: the authenticator app enrols from it. */
    otpauth_url: z.string().startsWith('otpauth://totp/'),
  }),
});

/** `POST /api/admin/auth/invitations/{token}/totp` */
export const confirmTotpRequestSchema = z.object({ code: totpCodeField });
export const confirmTotpResponseSchema = z.object({
  access_token: z.string(),
  staff: staffSchema,
  data: z.object({ recovery_codes: z.array(z.string()).length(RECOVERY_CODE_COUNT) }),
  message: z.string().optional(),
});

/** `POST /api/admin/auth/login`: `code` is the current TOTP or an unused recovery code. */
export const staffLoginRequestSchema = z.object({
  email: emailField,
  password: z.string({ error: 'Please enter your password' }).min(1, 'Please enter your password').max(1024),
  code: z
    .string({ error: 'Please enter the code from your authenticator app' })
    .trim()
    .min(1, 'Please enter the code from your authenticator app')
    .max(40),
});
export type StaffLoginRequest = z.infer<typeof staffLoginRequestSchema>;
export const staffLoginResponseSchema = z.object({
  access_token: z.string(),
  staff: staffSchema,
  message: z.string().optional(),
});
export const staffMeResponseSchema = z.object({ data: staffSchema });

// ---- my account (every member, whatever the role) -------------------------------------------------------------

const currentPasswordField = z
  .string({ error: 'Please enter your current password' })
  .min(1, 'Please enter your current password')
  .max(1024);

/** `POST /api/admin/account/password`: the strength check of the invitation applies to the new one. */
export const changePasswordRequestSchema = z.object({
  current_password: currentPasswordField,
  new_password: staffPasswordField,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** `POST /api/admin/account/recovery-codes`: ten new codes, shown once; the old ones stop working. */
export const newRecoveryCodesRequestSchema = z.object({ current_password: currentPasswordField });
export type NewRecoveryCodesRequest = z.infer<typeof newRecoveryCodesRequestSchema>;
export const newRecoveryCodesResponseSchema = z.object({
  data: z.object({ recovery_codes: z.array(z.string()).length(RECOVERY_CODE_COUNT) }),
  message: z.string().optional(),
});

/** One of the member's live sessions (`GET /api/admin/account/sessions`). */
export const accountSessionSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  last_seen_at: z.string().nullable(),
  /** The browser and device in plain words ("Firefox on Windows"), from the User-Agent at sign-in. */
  device: z.string(),
  ip: z.string().nullable(),
  /** The session this request was made with. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionsResponseSchema = z.object({ data: z.array(accountSessionSchema) });
export const accountSessionParamsSchema = z.object({
  id: z.coerce.number().int().positive('Unknown session'),
});
export const endOtherSessionsResponseSchema = z.object({
  data: z.object({ ended: z.number().int() }),
  message: z.string().optional(),
});

// ---- staff management (admin) --------------------------------------------------------------------------------

export const staffListItemSchema = staffSchema.extend({
  disabled: z.boolean(),
  disabled_at: z.string().nullable(),
  created_at: z.string(),
});
export type StaffListItem = z.infer<typeof staffListItemSchema>;
export const staffListResponseSchema = z.object({ data: z.array(staffListItemSchema), meta: listMetaSchema });

/**
 * `GET /api/admin/staff/invitations`: the invitations nobody has accepted yet, newest first, expired ones included
 * (flagged) so an admin sees who never enrolled and can send a new link.
 */
export const pendingInvitationSchema = z.object({
  id: z.number().int(),
  email: z.email(),
  role: staffRoleSchema,
  created_at: z.string(),
  expires_at: z.string(),
  expired: z.boolean(),
  /** True when the address already belongs to a member: accepting resets their two-factor sign-in. */
  reset: z.boolean(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;
export const pendingInvitationsResponseSchema = z.object({ data: z.array(pendingInvitationSchema) });
export const invitationIdParamsSchema = z.object({
  id: z.coerce.number().int().positive('Unknown invitation'),
});

/** `POST /api/admin/staff`: invites a new member; for an existing one, a new invitation resets their two-factor. */
export const inviteStaffRequestSchema = z.object({ email: emailField, role: staffRoleSchema });
export type InviteStaffRequest = z.infer<typeof inviteStaffRequestSchema>;
export const inviteStaffResponseSchema = z.object({
  data: z.object({ email: z.email(), role: staffRoleSchema, expires_at: z.string() }),
  message: z.string().optional(),
});

export const staffIdParamsSchema = z.object({ id: z.uuid('Unknown staff member') });
export const updateStaffRequestSchema = z
  .object({ role: staffRoleSchema.optional(), disabled: z.boolean().optional() })
  .refine((v) => v.role !== undefined || v.disabled !== undefined, {
    path: ['role'],
    message: 'Nothing to change',
  });
export type UpdateStaffRequest = z.infer<typeof updateStaffRequestSchema>;
export const updateStaffResponseSchema = z.object({
  data: staffListItemSchema,
  message: z.string().optional(),
});

// ---- audit log -----------------------------------------------------------------------------------------------

export const AUDIT_PAGE_SIZE = 50;

/**
 * Every kind of record the server writes to the audit log, with its name in the console's Resource filter: ONE list
 * (docs/product/console.md "Audit log"). The server's audit writer takes only these, so a new audited resource
 * cannot be missing from the filter. Content resources carry their API names (admin-content.ts).
 */
export const AUDIT_RESOURCE_LABELS = {
  staff: 'Staff, sign-ins and accounts',
  'staff-invitation': 'Invitations',
  settings: 'Trust settings',
  events: 'Events',
  banners: 'Banners',
  counters: 'Counters',
  'gallery-images': 'Gallery images',
  'gallery-videos': 'Gallery videos',
  literature: 'Literature',
  media: 'Media',
  'media-library': 'Media library files',
  crosswords: 'Crosswords',
  testimonials: 'Testimonials',
  popups: 'Popups',
  'banner-videos': 'Banner videos',
  leaders: 'Leaders',
  pages: 'Pages',
  faqs: 'FAQ questions',
  'contact-messages': 'Contact messages',
  volunteers: 'Volunteers',
  'volunteer-settings': 'Volunteer mails and retention',
  subscriptions: 'Subscribers',
  newsletters: 'Newsletters',
  donations: 'Donations',
  campaigns: 'Campaigns',
  'ehundi-entries': 'E-hundi entries',
  exports: 'Exports',
  'form-10be': 'Form 10BE certificates',
  donors: 'Donors',
} as const satisfies Record<string, string>;
export type AuditResource = keyof typeof AUDIT_RESOURCE_LABELS;
export const AUDIT_RESOURCES = Object.keys(AUDIT_RESOURCE_LABELS) as AuditResource[];

/** What the audit log sorts by: when the entry was written, newest first unless asked (oldest first: `date`). */
export const AUDIT_SORTS = ['date'] as const;
export type AuditSort = SortValue<(typeof AUDIT_SORTS)[number]>;

export const auditQuerySchema = z.object({
  page: pageParam,
  sort: sortParam(AUDIT_SORTS, '-date'),
  staff: z.uuid('Unknown staff member').optional(),
  resource: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]{1,60}$/, 'Unknown resource')
    .optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staff_id: z.string().nullable(),
  staff_email: z.string().nullable(),
  ip: z.string().nullable(),
  action: z.string(),
  resource: z.string(),
  record_id: z.string().nullable(),
  /** The record before and after the change, with secrets and identity numbers masked. */
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListResponseSchema = z.object({ data: z.array(auditEntrySchema), meta: listMetaSchema });

// ---- dashboard -----------------------------------------------------------------------------------------------

const trustMoneySchema = z.object({ trust: z.number().int(), count: z.number().int(), amount: z.number() });

/**
 * The last scheduled backup of the site (docs/product/console.md, "Dashboard"): `ok` or `failed` with when, `none`
 * before the first, `off` when the server does not back up (PostgreSQL, BACKUP_INTERVAL_HOURS=0) with why.
 */
export const backupStatusSchema = z.object({
  state: z.enum(['ok', 'failed', 'none', 'off']),
  /** When the last backup was attempted (ISO instant). */
  at: z.string().nullable(),
  /** When the last one that worked was taken. */
  last_success_at: z.string().nullable(),
  /** The size of the last backup that worked: database and uploads. */
  bytes: z.number().int().nullable(),
  /** Why it failed, or why backups are off. */
  message: z.string().nullable(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;

/**
 * The Form 10BE season (docs/product/giving.md "Form 10BE certificates"), 1 April to 31 May in India: the trusts
 * must give donors their certificates of the year that closed by 31 May. Per trust: when Form 10BD Part B of that
 * year was last downloaded (the site cannot see the filing itself), and how its certificates stand.
 */
export const form10beSeasonSchema = z.object({
  /** The year that closed on 31 March, e.g. '2025-26'. */
  financial_year: z.string(),
  /** 31 May of this year, yyyy-mm-dd. */
  deadline: z.string(),
  /** Whole days from today (India) to the deadline; 0 on 31 May itself. */
  days_left: z.number().int().nonnegative(),
  trusts: z.array(
    z.object({
      trust: z.number().int(),
      /** The last download of that year's Form 10BD Part B (ISO instant); null: never downloaded. */
      form_10bd_downloaded_at: z.string().nullable(),
      /** Certificates read from the uploads, each counted once (repeats and other files left out). */
      uploaded: z.number().int(),
      /** Of them, mailed to their donor. */
      mailed: z.number().int(),
      /** Certificates still waiting for a person to choose their donor. */
      unmatched: z.number().int(),
    }),
  ),
});
export type Form10beSeason = z.infer<typeof form10beSeasonSchema>;

/** `GET /api/admin/dashboard`: each role gets only its own figures (money only for finance and admin). */
export const dashboardResponseSchema = z.object({
  data: z.object({
    role: staffRoleSchema,
    /** The Indian financial year the money figures cover, e.g. '2026-27'. */
    financial_year: z.string(),
    contact_messages_new: z.number().int().optional(),
    volunteers_new: z.number().int().optional(),
    ehundi_pending: z.number().int().optional(),
    /** Paid donations this financial year per trust, refunded ones left out; amounts in rupees. */
    donations_this_year: z.array(trustMoneySchema).optional(),
    /** The financial year before, e.g. '2025-26' (finance and admin). */
    previous_financial_year: z.string().optional(),
    /** Paid donations of the financial year before per trust, refunded ones left out. */
    donations_last_year: z.array(trustMoneySchema).optional(),
    /** Donations refunded this financial year (by the day of the refund, in India) per trust. */
    refunds_this_year: z.array(trustMoneySchema).optional(),
    /**
     * The last 30 days in India, oldest first, every day listed (0 when nothing came): paid donations of both
     * trusts by the day they were paid, refunded ones left out.
     */
    donations_by_day: z
      .array(z.object({ date: z.string(), count: z.number().int(), amount: z.number() }))
      .optional(),
    events: z.number().int().optional(),
    /** Finance and admin: this year's run of year-end statements (docs/product/giving.md "Year-end statements"). */
    year_end_statements: yearEndStatementRunSchema.optional(),
    /** Finance and admin, from 1 April to 31 May only: the Form 10BE season of the year that closed. */
    form_10be_season: form10beSeasonSchema.optional(),
    /** Admin only: the last scheduled backup. */
    backups: backupStatusSchema.optional(),
  }),
});
export type Dashboard = z.infer<typeof dashboardResponseSchema>['data'];
