import { z } from 'zod';
import { errorBodySchema, listMetaSchema, pageParam, sortParam, type SortValue } from './api.ts';
import { DONATION_STATUS, TRUST_IDS } from './constants.ts';
import { isFinancialYear } from './financial-year.ts';
import { emailField, ID_MESSAGES, panMessage } from './forms.ts';
import { amountField, fundField, trustField } from './giving-forms.ts';
import { normalizeIndianMobile, normalizePan } from './identifiers.ts';
import { todayInIndia } from './india-dates.ts';
import { safeName } from './names.ts';
import { campaignChoiceField, checkDedication, dedicationFields } from './gift-choices.ts';

/**
 * The console's finance area (docs/product/giving.md, docs/product/console.md): donations, e-hundi
 * reconciliation and offline gifts. Amounts are rupees; financial years are written '2026-27'.
 */

export const FINANCE_MESSAGES = {
  reconciled: 'Reconciled: the donation is paid and its receipt is on its way.',
  alreadyReconciled: 'This e-hundi entry has already been reconciled.',
  utrUsed: 'This UTR is already recorded against another donation.',
  offlineRecorded: 'Gift recorded and receipted.',
  ehundiNotFound: 'This e-hundi entry was not found.',
  importRecorded: 'Gifts recorded and receipted.',
  importRefused: 'Nothing was recorded: correct the rows listed and upload the file again.',
  importDuplicates:
    'Nothing was recorded: some rows repeat another row or a gift already recorded (same donor, amount, date and reference). Check them, then import anyway if they are separate gifts.',
} as const;

/** Where a donation came from: the online checkout (Razorpay or its sandbox), a reconciled e-hundi entry, or by hand. */
export const DONATION_GATEWAYS = ['razorpay', 'sandbox', 'ehundi', 'offline'] as const;
export type DonationGateway = (typeof DONATION_GATEWAYS)[number];

/** How an offline gift was received (docs/product/giving.md, Offline gifts). */
export const OFFLINE_MODES = ['cash', 'cheque', 'bank-transfer', 'upi', 'kind'] as const;
export type OfflineMode = (typeof OFFLINE_MODES)[number];
export const OFFLINE_MODE_LABELS: Record<OfflineMode, string> = {
  cash: 'Cash',
  cheque: 'Cheque',
  'bank-transfer': 'Bank transfer',
  upi: 'UPI',
  kind: 'In kind',
};
/** The modes whose receipt must quote the bank's or the cheque's reference. */
export const MODES_WITH_REFERENCE: readonly OfflineMode[] = ['cheque', 'bank-transfer', 'upi'];

/**
 * Cash above ₹2,000 is not deductible under 80G (s.80G(5D)); ₹2,000 itself is. In paise, so the check is exact.
 */
export const CASH_80G_LIMIT_PAISE = 2000_00;

/** Whether an offline gift's receipt must say it is not deductible under 80G, and why. */
export function notDeductibleReason(mode: string | null, amountPaise: number): 'cash' | 'kind' | null {
  if (mode === 'kind') return 'kind';
  if (mode === 'cash' && amountPaise > CASH_80G_LIMIT_PAISE) return 'cash';
  return null;
}

export const FINANCE_PAGE_SIZE = 25;

const isCalendarDate = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** A date as yyyy-mm-dd, a real day of the calendar. */
const dateField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine(isCalendarDate, { message: 'Please enter a date as yyyy-mm-dd' });

/**
 * The earliest day a gift can be recorded as received. The trusts' settings hold no founding date, so this is a
 * conservative floor before any gift the site will ever receipt (both trusts were registered long after it): it
 * stops typing slips such as 1900-01-01 or 0202-05-01 (docs/product/giving.md "Offline gifts").
 */
export const EARLIEST_RECEIVED_ON = '2000-01-01';

/** The day money reached the trust: a real date, not before EARLIEST_RECEIVED_ON, not after today in India. */
const receivedOnField = dateField('Please enter the date the gift was received')
  .refine((value) => value >= EARLIEST_RECEIVED_ON, 'The date cannot be before 1 January 2000')
  .refine((value) => value <= todayInIndia(), 'The date cannot be in the future');

/** A financial year as receipts write it: '2026-27', the second year following the first. */
export const financialYearField = z
  .string()
  .trim()
  .refine(isFinancialYear, 'Write the financial year like 2026-27');

/** Empty query parameters (a cleared filter) count as absent. */
const optionalQuery = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

// ---- donations -------------------------------------------------------------------------------------------------

/** What the donations list sorts by: the donation's date (paid, else made; newest first unless asked), amount, donor. */
export const DONATION_SORTS = ['date', 'amount', 'donor'] as const;
export type DonationSort = SortValue<(typeof DONATION_SORTS)[number]>;

/** `GET /api/admin/donations` */
export const adminDonationsQuerySchema = z
  .object({
    trust: optionalQuery(
      z.coerce
        .number()
        .int()
        .refine((t) => (TRUST_IDS as readonly number[]).includes(t), 'Unknown trust'),
    ),
    status: optionalQuery(
      z.coerce
        .number()
        .int()
        .refine((s) => s === DONATION_STATUS.unpaid || s === DONATION_STATUS.paid, 'Status is 0 or 1'),
    ),
    fy: optionalQuery(financialYearField),
    from: optionalQuery(dateField('Please enter a date as yyyy-mm-dd')),
    to: optionalQuery(dateField('Please enter a date as yyyy-mm-dd')),
    gateway: optionalQuery(z.enum(DONATION_GATEWAYS, { error: 'Unknown gateway' })),
    q: optionalQuery(z.string().trim().max(100, 'Search for at most 100 characters')),
    sort: sortParam(DONATION_SORTS, '-date'),
    page: pageParam,
    per_page: z.coerce
      .number()
      .int()
      .min(1, 'At least 1 a page')
      .max(100, 'At most 100 a page')
      .default(FINANCE_PAGE_SIZE),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'The end date is before the start date',
  });
export type AdminDonationsQuery = z.output<typeof adminDonationsQuerySchema>;

/** A donation as the console lists it: rupees, the PAN masked to its last four characters. */
export const adminDonationSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  amount: z.number(),
  trust: z.number().int(),
  trust_name: z.string(),
  /** The fund's key (null: the general fund) and its name as the trust settings give it. */
  fund: z.string().nullable(),
  fund_name: z.string(),
  pan: z.string().nullable(),
  status: z.number().int(),
  status_name: z.string(),
  gateway: z.enum(DONATION_GATEWAYS),
  /** upi, card… for online gifts; cash, cheque, bank-transfer, upi or kind for offline ones. */
  payment_method: z.string().nullable(),
  /** The gateway's payment id, or the UTR of a reconciled e-hundi entry. */
  payment_id: z.string().nullable(),
  /** An offline gift's cheque number or bank reference. */
  payment_reference: z.string().nullable(),
  receipt_number: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  /** Set when refunded (status stays 1 and status_name reads 'Refunded'); the receipt is then cancelled. */
  refunded_at: z.string().nullable(),
});
export type AdminDonation = z.infer<typeof adminDonationSchema>;

const countAndAmountSchema = z.object({
  count: z.number().int().nonnegative(),
  /** Their sum in rupees. */
  amount: z.number(),
});
export const donationTotalsSchema = countAndAmountSchema.extend({
  /**
   * `count` and `amount`: the money RECEIVED among every donation the filter matches, on every page: paid and not
   * refunded (the income rule), whatever the status filter, so unpaid checkouts never count. Refunded ones, whose
   * money went back (docs/decisions/0023-refunds-apart-in-totals.md), are counted here instead; the unpaid ones
   * are `meta.total` minus both.
   */
  refunded: countAndAmountSchema,
});
export const adminDonationListResponseSchema = z.object({
  data: z.array(adminDonationSchema),
  meta: listMetaSchema.extend({ totals: donationTotalsSchema }),
});
export type AdminDonationList = z.infer<typeof adminDonationListResponseSchema>;

/** `GET /api/admin/donations/{id}`: the donation with its history. */
export const adminDonationDetailSchema = adminDonationSchema.extend({
  city: z.string().nullable(),
  state: z.string().nullable(),
  address: z.string().nullable(),
  /** The donor's PIN code, given with the address on the donation form. */
  pin_code: z.string().nullable(),
  description: z.string().nullable(),
  received_on: z.string().nullable(),
  /** The campaign it was given to (docs/product/giving.md "Campaigns, the donor wall and dedications"). */
  campaign: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }).nullable(),
  /** The dedication as the receipt prints it: 'In memory of Smt. Saraswati'; null without one. */
  dedication: z.string().nullable(),
  /** Set when the donation came from an e-hundi entry. */
  ehundi_entry: z
    .object({ id: z.number().int(), reference: z.string(), promised_amount: z.number() })
    .nullable(),
  orders: z.array(z.object({ order_id: z.string(), gateway: z.string(), created_at: z.string() })),
  gateway_events: z.array(
    z.object({
      event_id: z.string(),
      event: z.string(),
      order_id: z.string().nullable(),
      payment_id: z.string().nullable(),
      received_at: z.string(),
      processed_at: z.string().nullable(),
    }),
  ),
  receipt: z
    .object({
      number: z.string(),
      financial_year: z.string(),
      /** The receipt's date: when the donation was paid. */
      date: z.string(),
      /** The PDF for staff (the staff cookie is the permission). */
      download_url: z.string(),
      /** Whether the receipt says the gift is not deductible under 80G, and why. */
      not_deductible: z.enum(['cash', 'kind']).nullable(),
      /** A refund cancelled it: the PDF reads CANCELLED and the number is never reused. */
      cancelled: z.boolean(),
    })
    .nullable(),
  /** The refund, when there was one. */
  refund: z
    .object({
      at: z.string(),
      reason: z.string(),
      /** The staff member's name; null when Razorpay's webhook reported a refund made in its dashboard. */
      by: z.string().nullable(),
      /** Razorpay's (or the sandbox's) refund id; null for offline and e-hundi gifts, refunded by hand. */
      refund_id: z.string().nullable(),
    })
    .nullable(),
  mails: z.array(
    z.object({
      id: z.number().int(),
      to: z.string(),
      subject: z.string(),
      status: z.string(),
      attempts: z.number().int(),
      created_at: z.string(),
      sent_at: z.string().nullable(),
      last_error: z.string().nullable(),
    }),
  ),
});
export type AdminDonationDetail = z.infer<typeof adminDonationDetailSchema>;
export const adminDonationDetailResponseSchema = z.object({
  data: adminDonationDetailSchema,
  message: z.string().optional(),
});

// ---- e-hundi ---------------------------------------------------------------------------------------------------

export const EHUNDI_STATUSES = ['pending', 'reconciled'] as const;
export type EhundiStatus = (typeof EHUNDI_STATUSES)[number];

/** What the e-hundi list sorts by: when the entry was made (newest first unless asked) or the amount promised. */
export const EHUNDI_SORTS = ['date', 'amount'] as const;
export type EhundiSort = SortValue<(typeof EHUNDI_SORTS)[number]>;

/** `GET /api/admin/ehundi-entries` */
export const adminEhundiQuerySchema = z.object({
  status: optionalQuery(z.enum(EHUNDI_STATUSES, { error: 'Status is pending or reconciled' })),
  trust: optionalQuery(
    z.coerce
      .number()
      .int()
      .refine((t) => (TRUST_IDS as readonly number[]).includes(t), 'Unknown trust'),
  ),
  q: optionalQuery(z.string().trim().max(100, 'Search for at most 100 characters')),
  sort: sortParam(EHUNDI_SORTS, '-date'),
  page: pageParam,
});
export type AdminEhundiQuery = z.output<typeof adminEhundiQuerySchema>;

export const adminEhundiEntrySchema = z.object({
  id: z.number().int(),
  /** The reference the donor's UPI payment carries (the link's `tr` and note): what to look for in the bank statement. */
  reference: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** What the donor said they would give. */
  amount: z.number(),
  trust: z.number().int(),
  trust_name: z.string(),
  pan: z.string().nullable(),
  created_at: z.string(),
  status: z.enum(EHUNDI_STATUSES),
  donation_id: z.number().int().nullable(),
  /** What the bank credited, once reconciled (may differ from `amount`). */
  received_amount: z.number().nullable(),
  utr: z.string().nullable(),
  received_on: z.string().nullable(),
  reconciled_at: z.string().nullable(),
  receipt_number: z.string().nullable(),
});
export type AdminEhundiEntry = z.infer<typeof adminEhundiEntrySchema>;
export const adminEhundiListResponseSchema = z.object({
  data: z.array(adminEhundiEntrySchema),
  meta: listMetaSchema,
});

/** A bank's transaction reference: UPI's 12-digit RRN, NEFT's 16 characters, RTGS's 22; stored in capitals. */
export const utrField = z
  .string({ error: 'Please enter the UTR' })
  .trim()
  .min(1, 'Please enter the UTR')
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{6,30}$/, 'A UTR is 6 to 30 letters and digits'));

/** `POST /api/admin/ehundi-entries/{id}/reconcile` */
export const reconcileEhundiRequestSchema = z.object({
  utr: utrField,
  received_on: receivedOnField,
  /** What the bank statement shows; it becomes the donation's amount, even when it differs from the promise. */
  amount: amountField,
});
export type ReconcileEhundiRequest = z.output<typeof reconcileEhundiRequestSchema>;
export type ReconcileEhundiInput = z.input<typeof reconcileEhundiRequestSchema>;
export const reconcileEhundiResponseSchema = z.object({
  data: adminEhundiEntrySchema,
  message: z.string().optional(),
});

// ---- offline gifts ---------------------------------------------------------------------------------------------

/**
 * null counts as absent: the console's form sends what the schema made of its fields (null for an empty optional
 * one), and the API checks that again with this same schema.
 */
const nullAsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === null ? undefined : value), schema);

const optionalText = (max: number, label: string) =>
  nullAsAbsent(z.string().trim().max(max, `${label} must be at most ${max} characters`).optional()).transform(
    (value) => (value ? value : null),
  );

const offlineObject = z.object({
  first_name: safeName(
    z
      .string({ error: 'Please enter the first name' })
      .trim()
      .min(1, 'Please enter the first name')
      .max(100, 'First name must be at most 100 characters'),
  ),
  last_name: safeName(
    z
      .string({ error: 'Please enter the last name' })
      .trim()
      .min(1, 'Please enter the last name')
      .max(100, 'Last name must be at most 100 characters'),
  ),
  email: z
    .preprocess((value) => (value === '' || value === null ? undefined : value), emailField.optional())
    .transform((value) => value ?? null),
  phone: nullAsAbsent(z.string().trim().optional()).transform((value, ctx) => {
    if (!value) return null;
    const phone = normalizeIndianMobile(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: 'Please enter a valid 10-digit Indian mobile number' });
      return z.NEVER;
    }
    return phone;
  }),
  /** Form 10BD needs the donor's address. */
  address: z
    .string({ error: 'Please enter the address' })
    .trim()
    .min(1, 'Please enter the address')
    .max(500, 'The address must be at most 500 characters'),
  pan: nullAsAbsent(z.string().trim().optional()).transform((value, ctx) => {
    if (!value) return null;
    const pan = normalizePan(value);
    if (!pan) {
      ctx.addIssue({ code: 'custom', message: panMessage(value) ?? ID_MESSAGES.panShape });
      return z.NEVER;
    }
    return pan;
  }),
  trust: trustField,
  /** A key of the trust's funds; absent or empty: its general fund (the server checks the key against them). */
  fund: fundField,
  /** Rupees; for a gift in kind, its value. */
  amount: amountField,
  mode: z.enum(OFFLINE_MODES, { error: 'Please choose how the gift was received' }),
  /** Cheque number, or the bank's or UPI's transaction reference. */
  reference: optionalText(40, 'The reference'),
  received_on: receivedOnField,
  /** What was given, for a gift in kind; a note otherwise. */
  description: optionalText(500, 'The description'),
  /** The campaign it was given to (its slug) and the donor's dedication (docs/product/giving.md "Campaigns, the donor wall and dedications"). */
  campaign: campaignChoiceField,
  ...dedicationFields,
});

/** `POST /api/admin/donations/offline` */
export const offlineGiftRequestSchema = offlineObject
  .refine((gift) => !MODES_WITH_REFERENCE.includes(gift.mode) || gift.reference !== null, {
    path: ['reference'],
    message: 'Please enter the cheque number or transaction reference',
  })
  .refine((gift) => gift.mode !== 'kind' || gift.description !== null, {
    path: ['description'],
    message: 'Please describe what was given',
  })
  .superRefine(checkDedication)
  // As online: the second trust has no 80G, so a PAN given with it is dropped, not stored.
  .transform((gift) => ({ ...gift, pan: gift.trust === 1 ? gift.pan : null }));
export type OfflineGiftRequest = z.output<typeof offlineGiftRequestSchema>;
export type OfflineGiftInput = z.input<typeof offlineGiftRequestSchema>;
export const offlineGiftResponseSchema = adminDonationDetailResponseSchema;

/** The fields of the offline gift form, in the order it shows them (422s map onto them). */
export const OFFLINE_GIFT_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'address',
  'pan',
  'trust',
  'fund',
  'amount',
  'mode',
  'reference',
  'received_on',
  'description',
] as const;

// ---- offline gifts from a CSV file -----------------------------------------------------------------------------

/** At most this many gifts a file: the whole file is recorded in one transaction. */
export const OFFLINE_IMPORT_MAX_ROWS = 200;
/** The file's size limit (characters); 200 rows of gifts take far less. */
export const OFFLINE_IMPORT_MAX_CHARS = 256 * 1024;
/** The columns a file must have (its header row names them, in any order); the others may be left out. */
export const OFFLINE_IMPORT_REQUIRED_COLUMNS = [
  'first_name',
  'last_name',
  'address',
  'trust',
  'amount',
  'mode',
  'received_on',
] as const;

/** `POST /api/admin/donations/offline/import`: the file's text (the console reads the chosen file) and its name. */
export const offlineImportRequestSchema = z.object({
  csv: z
    .string({ error: 'Please choose a CSV file' })
    .min(1, 'Please choose a CSV file')
    .max(OFFLINE_IMPORT_MAX_CHARS, 'The file must be at most 256 KB'),
  file_name: z
    .string()
    .trim()
    .max(200, 'The file name must be at most 200 characters')
    .optional()
    .transform((value) => (value ? value : null)),
  /**
   * Record rows that repeat another row or a recorded gift (same donor, amount, date and reference) anyway: sent
   * after the console has shown the 422 that named them (docs/product/giving.md "Offline gifts from a CSV file").
   */
  confirm_duplicates: z.boolean({ error: 'confirm_duplicates is true or false' }).optional().default(false),
});
export type OfflineImportRequest = z.output<typeof offlineImportRequestSchema>;

/** The `field` of a problem that is the whole row, not one column: the row repeats a gift (docs/product/giving.md). */
export const OFFLINE_IMPORT_DUPLICATE_FIELD = 'duplicate';

/** One problem of a refused file: the row (the header is row 1, as a spreadsheet numbers it), the column, why. */
export const offlineImportRowErrorSchema = z.object({
  row: z.number().int().nonnegative(),
  field: z.string(),
  message: z.string(),
});
export type OfflineImportRowError = z.infer<typeof offlineImportRowErrorSchema>;
/** 422 of the import: the usual error body, `errors.csv` summing up, and every problem in `rows` (absent when the request itself was malformed). */
export const offlineImportErrorBodySchema = errorBodySchema.extend({
  rows: z.array(offlineImportRowErrorSchema).optional(),
  /** True when the only problem is duplicate rows: the same file with `confirm_duplicates: true` records them. */
  duplicates: z.boolean().optional(),
});
export type OfflineImportErrorBody = z.infer<typeof offlineImportErrorBodySchema>;

export const offlineImportResultSchema = z.object({
  count: z.number().int().nonnegative(),
  /** Their sum in rupees. */
  amount: z.number(),
  /** Each row's donation and receipt, in the file's order. */
  donations: z.array(z.object({ row: z.number().int(), id: z.number().int(), receipt_number: z.string() })),
});
export type OfflineImportResult = z.infer<typeof offlineImportResultSchema>;
export const offlineImportResponseSchema = z.object({
  data: offlineImportResultSchema,
  message: z.string(),
});

// ---- exports and Form 10BD -------------------------------------------------------------------------------------

/** The finance downloads (`?trust&fy`); the console links to them and the staff cookie opens them. */
export const FINANCE_EXPORTS = {
  donations: '/api/admin/exports/donations.csv',
  form10bd: '/api/admin/exports/form-10bd.csv',
  checklist: '/api/admin/exports/form-10bd-checklist',
} as const;

/** `GET /api/admin/exports/…?trust&fy`: one trust, one financial year (both required). */
export const financeExportQuerySchema = z.object({
  trust: z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : Number(value)),
    z
      .number({ error: 'Please choose a trust' })
      .int('Unknown trust')
      .refine((t) => (TRUST_IDS as readonly number[]).includes(t), 'Unknown trust'),
  ),
  fy: z
    .string({ error: 'Please choose a financial year' })
    .trim()
    .min(1, 'Please choose a financial year')
    .pipe(financialYearField),
});
export type FinanceExportQuery = z.output<typeof financeExportQuerySchema>;

/**
 * What the Form 10BD checklist looks at (docs/product/giving.md). `blocking`: the portal would refuse the row or
 * the filing; `warning`: reported as it is, but a treasurer should look (no 80G deduction for the donor);
 * `info`: left out of the statement on purpose.
 */
export const FORM_10BD_CHECKS = [
  'no-80g-registration',
  'missing-id',
  'missing-address',
  'partial-address',
  'cash-over-limit',
  'kind',
  'cancelled-excluded',
  'sandbox-excluded',
] as const;
export type Form10bdCheckCode = (typeof FORM_10BD_CHECKS)[number];
export const FORM_10BD_SEVERITIES = ['blocking', 'warning', 'info'] as const;

export const form10bdCheckSchema = z.object({
  code: z.enum(FORM_10BD_CHECKS),
  severity: z.enum(FORM_10BD_SEVERITIES),
  /** One sentence for the treasurer: what is wrong and what to do. */
  message: z.string(),
  /** How many donations (receipts) it concerns; 0 when the check passes. */
  count: z.number().int().nonnegative(),
  /** The receipts concerned, oldest first. */
  receipt_numbers: z.array(z.string()),
});
export type Form10bdCheck = z.infer<typeof form10bdCheckSchema>;

/** `GET /api/admin/exports/form-10bd-checklist?trust&fy` */
export const form10bdChecklistSchema = z.object({
  trust: z.number().int(),
  trust_name: z.string(),
  financial_year: z.string(),
  /** True when no blocking check has a count. */
  ready: z.boolean(),
  /** Donations the statement reports, the rows they aggregate into (Rule 18AB(3)) and their sum in rupees. */
  donations: z.number().int().nonnegative(),
  rows: z.number().int().nonnegative(),
  amount: z.number(),
  /** Every check, passing ones included (count 0), blocking ones first. */
  checks: z.array(form10bdCheckSchema),
});
export type Form10bdChecklist = z.infer<typeof form10bdChecklistSchema>;
export const form10bdChecklistResponseSchema = z.object({ data: form10bdChecklistSchema });
