import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Locale } from '@charity/shared';

/**
 * Kysely's view of the tables. Both dialects store the same values: timestamps as ISO-8601 strings (SQLite text,
 * PostgreSQL timestamptz read back as ISO strings), dates as yyyy-mm-dd, booleans as 0/1 integers, money as
 * integer paise. See docs/decisions/0002-one-schema-two-databases.md.
 */

type Timestamp = ColumnType<string, string | undefined, string>;
type Flag = 0 | 1;

export type Database = {
  banners: BannersTable;
  counters: CountersTable;
  gallery_images: GalleryImagesTable;
  gallery_videos: GalleryVideosTable;
  banner_videos: BannerVideosTable;
  popups: PopupsTable;
  events: EventsTable;
  crosswords: CrosswordsTable;
  literature: LiteratureTable;
  media: MediaTable;
  testimonials: TestimonialsTable;
  leaders: LeadersTable;
  pages: PagesTable;
  page_drafts: PageDraftsTable;
  faqs: FaqsTable;
  contact_messages: ContactMessagesTable;
  volunteers: VolunteersTable;
  subscriptions: SubscriptionsTable;
  users: UsersTable;
  sessions: SessionsTable;
  otp_challenges: OtpChallengesTable;
  donations: DonationsTable;
  campaigns: CampaignsTable;
  donation_orders: DonationOrdersTable;
  donation_plans: DonationPlansTable;
  donation_subscriptions: DonationSubscriptionsTable;
  receipt_counters: ReceiptCountersTable;
  ehundi_entries: EhundiEntriesTable;
  gateway_events: GatewayEventsTable;
  mail_outbox: MailOutboxTable;
  site_state: SiteStateTable;
  staff: StaffTable;
  staff_invitations: StaffInvitationsTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_sessions: StaffSessionsTable;
  audit_log: AuditLogTable;
  trust_settings: TrustSettingsTable;
  contact_replies: ContactRepliesTable;
  volunteer_notes: VolunteerNotesTable;
  newsletters: NewslettersTable;
  newsletter_deliveries: NewsletterDeliveriesTable;
  media_files: MediaFilesTable;
  media_addresses: MediaAddressesTable;
  content_revisions: ContentRevisionsTable;
  content_trash: ContentTrashTable;
  form_10be_batches: Form10beBatchesTable;
  form_10be_certificates: Form10beCertificatesTable;
  year_end_statements: YearEndStatementsTable;
  statement_opt_outs: StatementOptOutsTable;
  content_translations: ContentTranslationsTable;
  donors: DonorsTable;
};

type Content = {
  id: Generated<number>;
  sort_order: Generated<number>;
  /** 0 keeps the row out of every public read (migration 0008). */
  published: Generated<Flag>;
  /** When the schedule job publishes / withdraws the row (migration 0023); cleared once it has. */
  publish_at: string | null;
  unpublish_at: string | null;
  created_at: Timestamp;
};
type Picture = { image: string; image_small: string };

export type BannersTable = Content & Picture & { quote: string };
export type CountersTable = Content & { title: string; counter: number };
/** Migration 0011; no portrait (null) draws the initials. */
export type LeadersTable = Content & {
  name: string;
  role: string;
  description: string;
  team: string;
  image: string | null;
  image_small: string | null;
};
/** A fixed page's words (migration 0025); always published, its slug fixed. */
export type PagesTable = Content & {
  slug: string;
  title: string;
  body: string;
  meta_description: string;
  image: string | null;
  image_small: string | null;
  updated_at: string | null;
  updated_by: string | null;
};
/** A page's unpublished changes (migration 0027): at most one per page, seen by staff only until published. */
export type PageDraftsTable = {
  page_id: number;
  title: string;
  body: string;
  meta_description: string;
  image: string | null;
  image_small: string | null;
  saved_at: Timestamp;
  saved_by: string | null;
};
export type FaqsTable = Content & { section: string; question: string; answer: string };
export type GalleryImagesTable = Content &
  Picture & { title: string; category: string; event_id: number | null };
export type GalleryVideosTable = Content & {
  video: string;
  title: string;
  category: string;
  event_id: number | null;
};
export type BannerVideosTable = Content & Picture & { video: string; title: string };
export type PopupsTable = Content & Picture & { title: string; link: string | null; active: Flag };
export type EventsTable = Content &
  Picture & {
    name: string;
    category: string;
    status: number;
    sdate: string | null;
    edate: string | null;
    description1: string | null;
    description2: string | null;
    description3: string | null;
  };
export type CrosswordsTable = Content & Picture & { title: string };
export type LiteratureTable = Content & Picture & { title: string; file: string; is_pdf: Flag };
export type MediaTable = Content & { title: string; type: number; media: string };
export type TestimonialsTable = Content & { kind: number; testimonial: string; author: string; role: string };

export type ContactMessagesTable = {
  /** Migration 0032: the language the visitor used; their mails are in it. */
  locale: VisitorLocale;
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  message: string;
  /** new | replied | archived (migration 0006). */
  status: Generated<'new' | 'replied' | 'archived'>;
  updated_at: string | null;
  created_at: Timestamp;
};

export type VolunteersTable = {
  /** Migration 0032: the language the visitor used; their mails are in it. */
  locale: VisitorLocale;
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  /** Aadhaar, encrypted with a key derived from APP_SECRET; never stored or logged in clear. */
  aadhar_encrypted: string;
  aadhar_last4: string;
  address: string;
  interest: string;
  /** new | contacted | active | declined (docs/product/console.md, workflow checked by the volunteer feature). */
  status: Generated<string>;
  /** Migration 0006: when a member last changed the application. */
  updated_at: string | null;
  created_at: Timestamp;
  /** Migration 0014: when the retention job blanked its personal data (ADR 0026); null while kept. */
  anonymised_at: ColumnType<string | null, string | null | undefined, string | null>;
};

/** A staff reply to a contact message (migration 0006); mailed through the outbox. */
export type ContactRepliesTable = {
  id: Generated<number>;
  message_id: number;
  staff_id: string | null;
  body: string;
  created_at: Timestamp;
};

/** A note and/or status change on a volunteer application (migration 0006). */
export type VolunteerNotesTable = {
  id: Generated<number>;
  volunteer_id: number;
  staff_id: string | null;
  note: string | null;
  status_from: string | null;
  status_to: string | null;
  created_at: Timestamp;
};

export type SubscriptionsTable = {
  /** Migration 0032: the language the visitor used; their mails are in it. */
  locale: VisitorLocale;
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  ebook: Flag;
  event: Flag;
  blog: Flag;
  crossword: Flag;
  newsletter: Flag;
  confirm_token_hash: string | null;
  /** When the confirmation link stops working (migration 0002). */
  confirm_expires_at: string | null;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type UsersTable = {
  /** Migration 0032: the language the visitor used; their mails are in it. */
  locale: VisitorLocale;
  /** A random UUID: it appears in /auth/verify-user/{id} and must not be guessable or sequential. */
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  email_verified_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type SessionsTable = {
  id: Generated<number>;
  user_id: string;
  token_hash: string;
  created_at: Timestamp;
  expires_at: string;
  revoked_at: string | null;
};

export type OtpChallengesTable = {
  id: Generated<number>;
  user_id: string;
  /** 'verify-email' or 'reset-password'; one live challenge per (user, purpose). */
  purpose: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: string;
  consumed_at: string | null;
  created_at: Timestamp;
};

/**
 * A gift's campaign, wall and dedication (migration 0028), on donations, monthly gifts and e-hundi entries alike:
 * `wall` 1 only when the donor asked to be listed.
 */
type GiftChoices = {
  campaign_id: number | null;
  wall: Generated<number>;
  wall_name: string | null;
  dedication_kind: string | null;
  dedication_name: string | null;
};

/** A campaign (migration 0028): an appeal of one trust and fund with a goal in paise; dates yyyy-mm-dd. */
export type CampaignsTable = {
  id: Generated<number>;
  trust: number;
  fund: string | null;
  slug: string;
  title: string;
  summary: string;
  story_html: Generated<string>;
  image: string | null;
  image_small: string | null;
  goal_paise: number;
  starts_on: string;
  ends_on: string | null;
  published: Generated<Flag>;
  show_wall: Generated<Flag>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type DonationsTable = GiftChoices & {
  /** Migration 0032: the language the visitor used; their mails are in it. */
  locale: VisitorLocale;
  id: Generated<number>;
  /** Our public reference (sent to the gateway as `receipt`). */
  reference: string;
  user_id: string | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  amount_paise: number;
  city: string;
  state: string;
  trust: number;
  pan_encrypted: string | null;
  pan_last4: string | null;
  status: Generated<number>;
  gateway: string;
  order_id: string | null;
  payment_id: string | null;
  payment_method: string | null;
  paid_at: string | null;
  /** Indian financial year the receipt belongs to, e.g. '2026-27'. */
  receipt_fy: string | null;
  receipt_seq: number | null;
  receipt_number: string | null;
  /** Offline gifts (migration 0007): the donor's address, what was given, when, and the cheque or bank reference. */
  address: string | null;
  description: string | null;
  received_on: string | null;
  payment_reference: string | null;
  /** Set when the donation was refunded: its receipt is cancelled, its number kept (migration 0010). */
  refunded_at: string | null;
  refund_reason: string | null;
  refunded_by: string | null;
  refund_id: string | null;
  /**
   * Migration 0016: the PIN code completing `address` (which an online donor now fills with the street
   * part), the fund's key (null: the general fund) and 1 when the donor confirmed being an Indian citizen.
   */
  pin_code: string | null;
  fund: string | null;
  indian_citizen: number | null;
  /** A monthly gift's charge: the gateway subscription that paid it (migration 0017). */
  subscription_id: string | null;
  /** When finance hid the gift from its campaign's wall, and who (migration 0028). */
  wall_hidden_at: string | null;
  wall_hidden_by: string | null;
  /** The gift's donor as a person (migration 0031), set when it is paid. */
  donor_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** Every gateway order of a donation (migration 0003): pay-again adds one, a late payment of an old one is found. */
export type DonationOrdersTable = {
  id: Generated<number>;
  order_id: string;
  donation_id: number;
  gateway: string;
  created_at: Timestamp;
};

/** One gateway plan per amount and period, per key id (migration 0017): made once, reused by every monthly gift. */
export type DonationPlansTable = {
  id: Generated<number>;
  key_id: string;
  amount_paise: number;
  period: string;
  interval: number;
  plan_id: string;
  created_at: Timestamp;
};

/** A monthly gift (migration 0017): the donor, the amount, the trust and the gateway's subscription. */
export type DonationSubscriptionsTable = GiftChoices & {
  /** Migration 0032: the language the visitor used; their mails are in it. */
  locale: VisitorLocale;
  id: Generated<number>;
  reference: string;
  user_id: string | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  amount_paise: number;
  city: string;
  state: string;
  trust: number;
  pan_encrypted: string | null;
  pan_last4: string | null;
  /** The donation form's address, PIN code, fund and citizenship tick, copied onto each charge. */
  address: string | null;
  pin_code: string | null;
  fund: string | null;
  indian_citizen: number | null;
  gateway: string;
  plan_id: string;
  subscription_id: string;
  /** Razorpay's subscription status: created, authenticated, active, pending, halted, cancelled, completed, expired. */
  status: Generated<string>;
  short_url: string | null;
  paid_count: Generated<number>;
  next_charge_at: string | null;
  auth_payment_id: string | null;
  /** When the gateway snapshot the status came from was made. */
  status_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  cancelled_at: string | null;
  /** The donor (migration 0031), set when its first charge is paid. */
  donor_id: ColumnType<number | null, number | null | undefined, number | null>;
};

export type ReceiptCountersTable = { trust: number; fy: string; last_seq: number };

export type EhundiEntriesTable = GiftChoices & {
  /** Migration 0032: the language the visitor used; their mails are in it. */
  locale: VisitorLocale;
  id: Generated<number>;
  reference: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  amount_paise: number;
  city: string;
  state: string;
  trust: number;
  pan_encrypted: string | null;
  pan_last4: string | null;
  created_at: Timestamp;
  /** Set once finance reconciles the entry with the bank credit (migration 0007). */
  donation_id: number | null;
  reconciled_at: string | null;
  reconciled_by: string | null;
  /** Migration 0016: as on donations, carried over when the entry is reconciled. */
  address: string | null;
  pin_code: string | null;
  fund: string | null;
  indian_citizen: number | null;
};

export type GatewayEventsTable = {
  id: Generated<number>;
  /** x-razorpay-event-id; unique, so a redelivery is stored once. */
  event_id: string;
  event: string;
  order_id: string | null;
  payment_id: string | null;
  payload: string;
  received_at: Timestamp;
  processed_at: string | null;
};

export type MailOutboxTable = {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** JSON: extra headers and attachments. */
  extras: string;
  status: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: string;
  locked_until: string | null;
  sent_at: string | null;
  last_error: string | null;
  /** What the mail is about, e.g. 'donation:42' (migration 0007). */
  related_to: string | null;
  created_at: Timestamp;
};

/** Console staff (migration 0005, docs/product/console.md); separate from donors (users). */
export type StaffTable = {
  id: string;
  /** Lowercased. */
  email: string;
  name: string;
  role: 'admin' | 'editor' | 'finance' | 'coordinator';
  password_hash: string | null;
  /** The TOTP secret sealed with the field cipher; null while a reset invitation is pending. */
  totp_secret: string | null;
  /** The last accepted TOTP time step; a code of this step or earlier is a replay. */
  totp_last_step: number | null;
  disabled_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type StaffInvitationsTable = {
  id: Generated<number>;
  token_hash: string;
  email: string;
  role: StaffTable['role'];
  expires_at: string;
  used_at: string | null;
  created_by: string | null;
  /** Step one of accepting, kept until step two's code confirms the authenticator app. */
  pending_name: string | null;
  pending_password_hash: string | null;
  pending_totp_secret: string | null;
  created_at: Timestamp;
};

export type StaffRecoveryCodesTable = {
  id: Generated<number>;
  staff_id: string;
  code_hash: string;
  used_at: string | null;
  created_at: Timestamp;
};

export type StaffSessionsTable = {
  id: Generated<number>;
  token_hash: string;
  staff_id: string;
  ip: string | null;
  created_at: Timestamp;
  expires_at: string;
  revoked_at: string | null;
  /** The browser's User-Agent at sign-in, at most 512 characters (migration 0019). */
  user_agent: string | null;
  /** When the session was last used, refreshed at most once a minute (migration 0019). */
  last_seen_at: string | null;
};

export type AuditLogTable = {
  id: Generated<number>;
  at: Timestamp;
  staff_id: string | null;
  ip: string | null;
  action: string;
  resource: string;
  record_id: string | null;
  /** JSON, masked (services/audit). */
  before: string | null;
  after: string | null;
};

export type TrustSettingsTable = {
  key: string;
  /** JSON: SiteSettings of packages/shared/src/settings.ts for key 'site'. */
  document: string;
  updated_at: Timestamp;
  updated_by: string | null;
};

/** One uploaded file of the media library (migration 0024, docs/product/console.md "Media library"). */
export type MediaFilesTable = {
  id: Generated<number>;
  url: string;
  kind: 'image' | 'pdf';
  /** JSON `[{ width, height, url }]`, narrowest first. */
  renditions: string;
  original_name: string;
  bytes: ColumnType<number | string | null, number | null, number | null>;
  width: number | null;
  height: number | null;
  alt: Generated<string>;
  caption: Generated<string>;
  uploaded_by: string | null;
  uploaded_at: Timestamp;
};

/** Every address of a media file, its renditions' too (migration 0024). */
export type MediaAddressesTable = { address: string; media_id: number };

export type EventRow = Selectable<EventsTable>;
export type NewEvent = Insertable<EventsTable>;

/** Facts about the installation, one row per key (see SiteStateKey). */
export type SiteStateTable = { key: SiteStateKey; value: string; updated_at: Timestamp };

/**
 * demo_seeded_at: when demo content went in (an ISO time), so it never goes in twice. media_adopted_at: when the
 * media library registered the files records used before it (docs/decisions/0059), so listing it does not again.
 */
export type SiteStateKey = 'demo_seeded_at' | 'media_adopted_at';

/** A newsletter (migration 0013): a draft until sent; `topics` is a JSON array of subscriber topics. */
export type NewslettersTable = {
  id: Generated<number>;
  subject: string;
  body_html: string;
  body_text: string;
  /** The versions in other languages as JSON, `{"kn": {subject, body_html, body_text}}` (migration 0035). */
  translations: Generated<string>;
  topics: string;
  rate_per_minute: Generated<number>;
  status: Generated<'draft' | 'sending' | 'paused' | 'sent'>;
  recipients: number | null;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: string | null;
  started_at: string | null;
  finished_at: string | null;
};

/** One newsletter to one subscription, at most once (primary key); queued together with its outbox mail. */
export type NewsletterDeliveriesTable = {
  newsletter_id: number;
  subscription_id: number;
  status: Generated<'waiting' | 'queued' | 'skipped'>;
  queued_at: string | null;
};

/** Migration 0023: each save of a content record; `record` is the whole record and `changed` its field names, as JSON. */
export type ContentRevisionsTable = {
  id: Generated<number>;
  resource: string;
  record_id: number;
  action: string;
  record: string;
  changed: string;
  staff_id: string | null;
  created_at: Timestamp;
};

/** Migration 0023: a deleted content record's row (JSON) until restored or purged. */
export type ContentTrashTable = {
  id: Generated<number>;
  resource: string;
  record_id: number;
  label: string;
  record: string;
  links: string | null;
  deleted_by: string | null;
  deleted_at: string;
};

/** One upload of Form 10BE certificates (migration 0029, docs/product/giving.md "Form 10BE certificates"). */
export type Form10beBatchesTable = {
  id: Generated<number>;
  trust: number;
  fy: string;
  uploaded_by: string | null;
  uploaded_at: Timestamp;
};

/** One uploaded file of a batch (migration 0029): its fields when it is a readable certificate, and its match. */
export type Form10beCertificatesTable = {
  id: Generated<number>;
  batch_id: number;
  trust: number;
  file: string;
  status: 'matched' | 'unmatched' | 'ambiguous';
  /** Why it is not matched (a Form10beReason of packages/shared), null once matched. */
  reason: string | null;
  certificate_number: string | null;
  fy: string | null;
  id_kind: 'pan' | 'aadhaar' | null;
  /** The PAN or Aadhaar sealed with the field cipher; its last four characters in clear. */
  id_encrypted: string | null;
  id_last4: string | null;
  donor_name: string | null;
  amount_paise: number | null;
  /** The donor it was matched or assigned to: one of their gifts of that trust and year. */
  donation_id: number | null;
  assigned_by: string | null;
  duplicate_of: number | null;
  pdf: Uint8Array | null;
  /** When the mail to the donor was queued (once). */
  mail_queued_at: string | null;
  /** When the donor first downloaded it from their payments page. */
  downloaded_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** One donor's year-end statement of one trust and year, claimed once (migration 0030). */
export type YearEndStatementsTable = {
  id: Generated<number>;
  user_id: string;
  trust: number;
  financial_year: string;
  /** 'queued': its mail is in the outbox; 'opted-out': the donor had asked for none. */
  status: string;
  claimed_at: string;
};

/** Donors who asked for no more year-end statements (migration 0030). */
export type StatementOptOutsTable = { user_id: string; opted_out_at: string };

/** A site language stored with what a visitor sent (migration 0032); 'en' unless the insert says otherwise. */
export type VisitorLocale = ColumnType<Locale, Locale | undefined, Locale>;
/** Migration 0033: a record's words in another language (services/translations, features/content/translations). */
export type ContentTranslationsTable = {
  resource: string;
  record_id: number;
  locale: string;
  /** JSON: the translated fields. */
  fields: string;
  /** JSON: the English of those fields when the translation was saved. */
  source: string;
  outdated: Generated<Flag>;
  published: Generated<Flag>;
  updated_at: string;
  updated_by: string | null;
};

/**
 * One donor as a person (migration 0031, docs/product/giving.md "Donors"): matched by a keyed digest of the PAN or
 * by the verified e-mail address; the contact details of the latest gift and the totals of income (paise).
 */
export type DonorsTable = {
  id: Generated<number>;
  pan_key: string | null;
  email_key: string | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  city: string;
  pan_last4: string | null;
  /** "first last email phone city", lowercased: what the console's search looks in. */
  search_text: Generated<string>;
  gift_count: Generated<number>;
  /** PostgreSQL's bigint comes back as text. */
  lifetime_paise: ColumnType<number | string, number | undefined, number>;
  /** yyyy-mm-dd in India. */
  first_gift_on: string | null;
  last_gift_on: string | null;
  /** The record this one was merged into; it stays so its PAN or address still finds the person. */
  merged_into: number | null;
  created_at: string;
  updated_at: string;
};
