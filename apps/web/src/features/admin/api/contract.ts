/*
 * TEMPORARY: replaced by @charity/shared staff/settings schemas at merge.
 *
 * The console's view of the admin API (DESIGN §9.2), written while the API was being built on another branch.
 * Field names are the API's exactly; the coordinator swaps these for the shared schemas (packages/shared/src/
 * staff.ts and settings.ts) and deletes what duplicates them.
 */
import { z } from 'zod';

export const STAFF_ROLES = ['admin', 'editor', 'finance', 'coordinator'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Admin',
  editor: 'Editor',
  finance: 'Finance',
  coordinator: 'Coordinator',
};

/** The signed-in staff member, as login, enrolment and /auth/me give it. */
export const staffSchema = z.object({
  id: z.union([z.string(), z.number()]),
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
});
export type Staff = z.infer<typeof staffSchema>;

export const meResponseSchema = z.object({ data: staffSchema });
export const loginResponseSchema = z.object({ access_token: z.string(), staff: staffSchema });
export const acceptInvitationResponseSchema = z.object({ data: z.object({ otpauth_url: z.string() }) });
export const enrolTotpResponseSchema = z.object({
  access_token: z.string(),
  staff: staffSchema,
  data: z.object({ recovery_codes: z.array(z.string()) }),
});
/** Answers whose body the console does not read (logout, invitations, updates). */
export const anyResponseSchema = z.unknown();

/** A row of the staff list. */
export const staffMemberSchema = staffSchema.extend({
  disabled: z.boolean(),
  created_at: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListResponseSchema = z.object({ data: z.array(staffMemberSchema) });

const pageMetaSchema = z.object({ total: z.number(), page: z.number(), per_page: z.number() });

export const auditEntrySchema = z.object({
  id: z.union([z.string(), z.number()]),
  at: z.string(),
  staff_id: z.union([z.string(), z.number()]).nullable(),
  staff_name: z.string().nullish(),
  ip: z.string().nullable(),
  action: z.string(),
  resource: z.string(),
  record_id: z.union([z.string(), z.number()]).nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditResponseSchema = z.object({ data: z.array(auditEntrySchema), meta: pageMetaSchema });

/** Figures per role: each role gets only its own keys, so every one is optional. */
export const dashboardSchema = z.object({
  new_contact_messages: z.number().optional(),
  new_volunteers: z.number().optional(),
  pending_ehundi_entries: z.number().optional(),
  donations_this_fy: z
    .array(z.object({ trust: z.union([z.number(), z.string()]), count: z.number(), amount: z.number() }))
    .optional(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export const dashboardResponseSchema = z.object({ data: dashboardSchema });

export const uploadResultSchema = z.object({
  url: z.string(),
  kind: z.enum(['image', 'pdf']),
  width: z.number().optional(),
  height: z.number().optional(),
  bytes: z.number(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;
export const uploadResponseSchema = z.object({ data: uploadResultSchema });

/* ---- trust settings (what packages/shared/src/site.ts holds) ---- */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the form YYYY-MM-DD.');
const optionalUrl = z.union([z.literal(''), z.url('Enter a full address starting with https://.')]);

export const registration80GSchema = z.object({
  urn: z.string().trim().min(1, 'Enter the 80G URN.'),
  valid_from: isoDate,
  valid_to: isoDate,
});

export const trustSettingsSchema = z.object({
  id: z.union([z.literal(1), z.literal(2)]),
  name: z.string().trim().min(1, 'Enter the legal name.'),
  address: z.string().trim().min(1, 'Enter the address.'),
  email: z.email('Enter a valid e-mail address.'),
  phone: z.string().trim().min(1, 'Enter a phone number.'),
  pan: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{5}\d{4}[A-Z]$/, 'Enter a valid PAN (e.g. AAATS1234K).'),
  upi_vpa: z
    .string()
    .trim()
    .regex(/^[\w.-]+@[\w.-]+$/, 'Enter a UPI id such as name@bank.'),
  /** null when the trust has no 80G approval (the temple trust). */
  registration_80g: registration80GSchema.nullable(),
  receipt_note: z.string().trim().min(1, 'Enter the receipt wording.'),
});
export type TrustSettingsForm = z.infer<typeof trustSettingsSchema>;

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin', 'youtube', 'twitter'] as const;

export const settingsSchema = z.object({
  contact: z.object({
    email: z.email('Enter a valid e-mail address.'),
    phone: z.string().trim().min(1, 'Enter a phone number.'),
    address: z.string().trim().min(1, 'Enter the address.'),
  }),
  social: z.object(
    Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, optionalUrl])) as Record<
      (typeof SOCIAL_NETWORKS)[number],
      typeof optionalUrl
    >,
  ),
  trusts: z.array(trustSettingsSchema),
});
export type Settings = z.infer<typeof settingsSchema>;
export const settingsResponseSchema = z.object({ data: settingsSchema });

/* ---- forms ---- */

export const signInFormSchema = z.object({
  email: z.email('Enter your e-mail address.'),
  password: z.string().min(1, 'Enter your password.'),
  code: z.string().trim().min(1, 'Enter the 6-digit code from your app, or a recovery code.'),
});

export const invitationFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter your name.'),
    password: z.string().min(12, 'Use at least 12 characters.'),
    confirm: z.string(),
  })
  .refine((values) => values.password === values.confirm, {
    path: ['confirm'],
    message: 'The two passwords differ.',
  });

export const totpFormSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6 digits your app shows.'),
});

export const inviteStaffFormSchema = z.object({
  email: z.email('Enter a valid e-mail address.'),
  role: staffRoleSchema,
});
