import { z } from 'zod';
import { listMetaSchema, pageParam, sortParam, type SortValue } from './api.ts';

/**
 * The console's inboxes (docs/product/console.md "Inboxes", coordinator and admin): contact messages with their
 * replies, volunteer applications with their workflow and notes, and subscribers. Names are prefixed (contact…,
 * volunteer…, subscriber…) because index.ts re-exports every module into one namespace.
 */

/** The success texts of the inbox routes (the console toasts them). */
export const INBOX_MESSAGES = {
  contactUpdated: 'Saved.',
  contactReplied: 'Your reply is on its way.',
  volunteerUpdated: 'Saved.',
} as const;

/** `per_page` of the inbox lists: 20 unless asked, at most 100 (docs/product/console.md, Inboxes). */
const inboxPerPage = z.coerce
  .number({ error: 'Please give a number of rows per page' })
  .int('Please give a whole number of rows per page')
  .min(1, 'At least 1 row per page')
  .max(100, 'At most 100 rows per page')
  .default(20);

/** The free-text search of a list; blank means no search. */
const inboxSearch = z
  .string()
  .trim()
  .max(100, 'Please search for at most 100 characters')
  .optional()
  .transform((value) => value || undefined);

/** What an inbox list sorts by: when the row came (newest first unless asked) or the sender's name. */
export const INBOX_SORTS = ['date', 'name'] as const;
export type InboxSort = SortValue<(typeof INBOX_SORTS)[number]>;
const inboxSort = sortParam(INBOX_SORTS, '-date');

const staffAuthor = {
  /** Null when the staff member's account is gone (never today: staff are disabled, not deleted). */
  staff_id: z.string().nullable(),
  staff_name: z.string().nullable(),
  created_at: z.string(),
};

// ---- contact messages ----------------------------------------------------------------------------------------

export const CONTACT_STATUSES = ['new', 'replied', 'archived'] as const;
export const contactStatusSchema = z.enum(CONTACT_STATUSES, {
  error: 'Please choose new, replied or archived',
});
export type ContactStatus = z.infer<typeof contactStatusSchema>;

/** `GET /api/admin/contact-messages?page&per_page&status&q`: `q` searches name, e-mail and text. */
export const contactMessageListQuerySchema = z.object({
  page: pageParam,
  per_page: inboxPerPage,
  status: contactStatusSchema.optional(),
  q: inboxSearch,
  sort: inboxSort,
});
export type ContactMessageListQuery = z.output<typeof contactMessageListQuerySchema>;

export const contactMessageSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  status: contactStatusSchema,
  created_at: z.string(),
  updated_at: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactReplySchema = z.object({ id: z.number().int(), message: z.string(), ...staffAuthor });
export type ContactReply = z.infer<typeof contactReplySchema>;

export const contactMessageDetailSchema = contactMessageSchema.extend({
  /** Oldest first: the thread as it happened. */
  replies: z.array(contactReplySchema),
});
export type ContactMessageDetail = z.infer<typeof contactMessageDetailSchema>;

export const contactMessageListResponseSchema = z.object({
  data: z.array(contactMessageSchema),
  meta: listMetaSchema,
});
export const contactMessageDetailResponseSchema = z.object({
  data: contactMessageDetailSchema,
  message: z.string().optional(),
});

/** `PATCH /api/admin/contact-messages/{id}` */
export const updateContactMessageRequestSchema = z.object({ status: contactStatusSchema });
export type UpdateContactMessageRequest = z.infer<typeof updateContactMessageRequestSchema>;

export const CONTACT_REPLY_MAX = 10_000;
/** `POST /api/admin/contact-messages/{id}/reply`: plain text, mailed with the original quoted. */
export const contactReplyRequestSchema = z.object({
  message: z
    .string({ error: 'Please write your reply' })
    .trim()
    .min(1, 'Please write your reply')
    .max(CONTACT_REPLY_MAX, `Please keep the reply under ${CONTACT_REPLY_MAX} characters`),
});
export type ContactReplyRequest = z.infer<typeof contactReplyRequestSchema>;

/**
 * The opening the console writes into an empty reply box. The reply box owns the greeting (the mail adds none), so
 * what the coordinator sees is what the sender reads, and a greeting typed by hand is never doubled.
 */
export const contactReplyGreeting = (firstName: string) => `Namaste ${firstName},`;

/** `POST /api/admin/contact-messages/{id}/reply/preview`: the reply mail as the sender would get it; nothing is sent. */
export const contactReplyPreviewSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});
export type ContactReplyPreview = z.infer<typeof contactReplyPreviewSchema>;
export const contactReplyPreviewResponseSchema = z.object({ data: contactReplyPreviewSchema });

// ---- volunteers ----------------------------------------------------------------------------------------------

export const VOLUNTEER_STATUSES = ['new', 'contacted', 'active', 'declined'] as const;
export const volunteerStatusSchema = z.enum(VOLUNTEER_STATUSES, {
  error: 'Please choose new, contacted, active or declined',
});
export type VolunteerStatus = z.infer<typeof volunteerStatusSchema>;

/**
 * The workflow of an application (docs/product/console.md "Volunteer applications"), the one definition the server
 * checks and the console offers. Forward: new → contacted → active or declined. Back, to undo a mistake or a change
 * of heart: active → contacted, declined → contacted or new; the console asks before a move back, and the audit
 * entry says it was one. Any other move is refused (422 on `status`).
 */
const VOLUNTEER_WORKFLOW: Readonly<
  Record<VolunteerStatus, { forward: readonly VolunteerStatus[]; back: readonly VolunteerStatus[] }>
> = {
  new: { forward: ['contacted'], back: [] },
  contacted: { forward: ['active', 'declined'], back: [] },
  active: { forward: [], back: ['contacted'] },
  declined: { forward: [], back: ['new', 'contacted'] },
};

/** Every move the workflow allows from each status, forward moves first. */
export const VOLUNTEER_TRANSITIONS: Readonly<Record<VolunteerStatus, readonly VolunteerStatus[]>> = {
  new: [...VOLUNTEER_WORKFLOW.new.forward, ...VOLUNTEER_WORKFLOW.new.back],
  contacted: [...VOLUNTEER_WORKFLOW.contacted.forward, ...VOLUNTEER_WORKFLOW.contacted.back],
  active: [...VOLUNTEER_WORKFLOW.active.forward, ...VOLUNTEER_WORKFLOW.active.back],
  declined: [...VOLUNTEER_WORKFLOW.declined.forward, ...VOLUNTEER_WORKFLOW.declined.back],
};

/** Whether a move undoes an earlier one (active or declined going back): the console confirms it first. */
export const isVolunteerMoveBack = (from: VolunteerStatus, to: VolunteerStatus): boolean =>
  VOLUNTEER_WORKFLOW[from].back.includes(to);

export const VOLUNTEER_STATUS_LABELS: Readonly<Record<VolunteerStatus, string>> = {
  new: 'New',
  contacted: 'Contacted',
  active: 'Active',
  declined: 'Declined',
};

/** Why a move is refused, in the words shown under the status field. */
export function volunteerTransitionProblem(from: VolunteerStatus, to: VolunteerStatus): string | null {
  if (VOLUNTEER_TRANSITIONS[from].includes(to)) return null;
  const words = (statuses: readonly VolunteerStatus[]) =>
    statuses.map((s) => VOLUNTEER_STATUS_LABELS[s].toLowerCase()).join(' or ');
  const label = VOLUNTEER_STATUS_LABELS[from].toLowerCase();
  if (from === to) return `This application is already ${label}.`;
  const article = /^[aeiou]/.test(label) ? 'An' : 'A';
  const { forward, back } = VOLUNTEER_WORKFLOW[from];
  const moves = [
    ...(forward.length > 0 ? [`become ${words(forward)}`] : []),
    ...(back.length > 0 ? [`move back to ${words(back)}`] : []),
  ];
  return `${article} ${label} application can only ${moves.join(' or ')}.`;
}

/** An application anonymised by the retention job (ADR 0026) keeps its status for the counts: it cannot move. */
export const VOLUNTEER_ANONYMISED_PROBLEM = 'An anonymised application cannot change its status any more.';

export const volunteerListQuerySchema = z.object({
  page: pageParam,
  per_page: inboxPerPage,
  status: volunteerStatusSchema.optional(),
  q: inboxSearch,
  sort: inboxSort,
});
export type VolunteerListQuery = z.output<typeof volunteerListQuerySchema>;

export const volunteerApplicationSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Always masked to its last four digits ('XXXX XXXX 2346'); the number itself never leaves the server. */
  aadhar_masked: z.string(),
  address: z.string(),
  interest: z.string(),
  status: volunteerStatusSchema,
  created_at: z.string(),
  updated_at: z.string().nullable(),
});
export type VolunteerApplication = z.infer<typeof volunteerApplicationSchema>;

export const volunteerNoteSchema = z.object({
  id: z.number().int(),
  /** Null when the entry only records a status change. */
  note: z.string().nullable(),
  status_from: volunteerStatusSchema.nullable(),
  status_to: volunteerStatusSchema.nullable(),
  ...staffAuthor,
});
export type VolunteerNote = z.infer<typeof volunteerNoteSchema>;

export const volunteerDetailSchema = volunteerApplicationSchema.extend({
  /** Oldest first. */
  notes: z.array(volunteerNoteSchema),
});
export type VolunteerDetail = z.infer<typeof volunteerDetailSchema>;

export const volunteerListResponseSchema = z.object({
  data: z.array(volunteerApplicationSchema),
  meta: listMetaSchema,
});
export const volunteerDetailResponseSchema = z.object({
  data: volunteerDetailSchema,
  message: z.string().optional(),
});

export const VOLUNTEER_NOTE_MAX = 2000;
/**
 * `PATCH /api/admin/volunteers/{id}`: a move along the workflow, with an optional note; the current status with a
 * note only adds the note.
 */
export const updateVolunteerRequestSchema = z.object({
  status: volunteerStatusSchema,
  /** On a move: also mail the applicant the template of the new status (volunteerSettingsSchema). */
  notify: z.boolean().optional().default(false),
  note: z
    .string()
    .trim()
    .max(VOLUNTEER_NOTE_MAX, `Please keep the note under ${VOLUNTEER_NOTE_MAX} characters`)
    .optional()
    .transform((value) => value || undefined),
});
export type UpdateVolunteerRequest = z.input<typeof updateVolunteerRequestSchema>;

/** The statuses an applicant can be mailed about (new is where every application starts). */
export const VOLUNTEER_MAIL_STATUSES = ['contacted', 'active', 'declined'] as const;
export type VolunteerMailStatus = (typeof VOLUNTEER_MAIL_STATUSES)[number];

const volunteerMailTemplateSchema = z.object({
  subject: z
    .string({ error: 'Please write a subject' })
    .trim()
    .min(1, 'Please write a subject')
    .max(200, 'Please keep the subject under 200 characters'),
  /** Plain text; blank lines separate paragraphs; {first_name} and {site_name} are filled in. */
  body: z
    .string({ error: 'Please write the mail' })
    .trim()
    .min(1, 'Please write the mail')
    .max(5000, 'Please keep the mail under 5000 characters'),
});
export type VolunteerMailTemplate = z.infer<typeof volunteerMailTemplateSchema>;

/** Days after declining before an application is anonymised: 30 days to 10 years, 2 years unless set. */
export const VOLUNTEER_RETENTION_DEFAULT_DAYS = 730;

/**
 * The volunteer inbox's settings (coordinator and admin; stored in trust_settings under 'volunteers'): the mail
 * to an applicant for each status, and how long a declined application is kept before it is anonymised.
 */
export const volunteerSettingsSchema = z.object({
  mails: z.object({
    contacted: volunteerMailTemplateSchema,
    active: volunteerMailTemplateSchema,
    declined: volunteerMailTemplateSchema,
  }),
  retention_days: z.coerce
    .number({ error: 'Please give a number of days' })
    .int('Please give a whole number of days')
    .min(30, 'At least 30 days')
    .max(3650, 'At most 3650 days (10 years)'),
});
export type VolunteerSettings = z.infer<typeof volunteerSettingsSchema>;
export const volunteerSettingsResponseSchema = z.object({
  data: volunteerSettingsSchema,
  message: z.string().optional(),
});

/** What a trust starts with; coordinators change the words in the console. */
export const DEFAULT_VOLUNTEER_SETTINGS: VolunteerSettings = {
  mails: {
    contacted: {
      subject: 'About your offer to volunteer — {site_name}',
      body: 'Namaste {first_name},\n\nThank you for offering to volunteer with us. A coordinator has looked at your application and will be in touch with you about the seva you are interested in.',
    },
    active: {
      subject: 'Welcome as a volunteer — {site_name}',
      body: 'Namaste {first_name},\n\nWelcome! You are now one of our volunteers. Your coordinator will tell you where and when your seva begins.',
    },
    declined: {
      subject: 'Your offer to volunteer — {site_name}',
      body: 'Namaste {first_name},\n\nThank you for offering your time. We cannot take up your offer at the moment, and we are grateful that you thought of us.',
    },
  },
  retention_days: VOLUNTEER_RETENTION_DEFAULT_DAYS,
};

// ---- subscribers ---------------------------------------------------------------------------------------------

/** The topics a subscriber can choose (docs/product/forms-and-subscriptions.md). */
export const SUBSCRIBER_TOPICS = ['ebook', 'event', 'blog', 'crossword', 'newsletter'] as const;
export const subscriberTopicSchema = z.enum(SUBSCRIBER_TOPICS, { error: 'Unknown topic' });
export type SubscriberTopic = z.infer<typeof subscriberTopicSchema>;

/**
 * Derived, not stored: confirmed (confirmed and not unsubscribed), pending (waiting for the confirmation link),
 * unsubscribed.
 */
export const SUBSCRIBER_STATUSES = ['confirmed', 'pending', 'unsubscribed'] as const;
export const subscriberStatusSchema = z.enum(SUBSCRIBER_STATUSES, {
  error: 'Please choose confirmed, pending or unsubscribed',
});
export type SubscriberStatus = z.infer<typeof subscriberStatusSchema>;

export const subscriberListQuerySchema = z.object({
  page: pageParam,
  per_page: inboxPerPage,
  status: subscriberStatusSchema.optional(),
  topic: subscriberTopicSchema.optional(),
  q: inboxSearch,
  sort: inboxSort,
});
export type SubscriberListQuery = z.output<typeof subscriberListQuerySchema>;

export const subscriberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  topics: z.array(subscriberTopicSchema),
  status: subscriberStatusSchema,
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  unsubscribed_at: z.string().nullable(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

export const subscriberListResponseSchema = z.object({
  data: z.array(subscriberSchema),
  meta: listMetaSchema.extend({
    /** Per status, for the same topic and search but whatever `status` asks: the filter's tabs show them. */
    counts: z.object({
      confirmed: z.number().int().nonnegative(),
      pending: z.number().int().nonnegative(),
      unsubscribed: z.number().int().nonnegative(),
    }),
  }),
});
export type SubscriberListResponse = z.infer<typeof subscriberListResponseSchema>;

/** The admin API's CSV exports of the inboxes (the console links to them). */
export const INBOX_EXPORTS = {
  volunteers: '/api/admin/exports/volunteers.csv',
  subscribers: '/api/admin/exports/subscribers.csv',
} as const;
