import { z } from 'zod';
import { listMetaSchema, pageParam } from './api.ts';

/**
 * Donors as people (docs/product/giving.md "Donors"): every paid gift belongs to one donor, matched by PAN when the
 * gift gives one, else by an e-mail address the donor verified with their account. Finance and admins list them,
 * open one with every gift, and merge two records that are the same person. Amounts are rupees.
 */

export const DONOR_PATHS = {
  /** `GET ?q&segment&page`: one page of donors, the latest giver first. */
  list: '/api/admin/donors',
  /** `GET ?q&segment`: the same list (every page) as CSV, the PAN masked. */
  csv: '/api/admin/donors.csv',
  /** `GET`: one donor with every gift, monthly gift, receipt, statement and certificate. */
  detail: '/api/admin/donors/:id',
  /** `POST {other_id}`: the other record joins this one, which keeps every gift. */
  merge: '/api/admin/donors/:id/merge',
} as const;

export const donorPath = (id: number) => `/api/admin/donors/${id}`;
export const donorMergePath = (id: number) => `/api/admin/donors/${id}/merge`;

/**
 * The list's segments (docs/product/giving.md "Donors"): `first-time` gave once, `repeat` more than once, `lapsed`
 * gave before but nothing in the last 12 months, `monthly` has a monthly gift running.
 */
export const DONOR_SEGMENTS = ['first-time', 'repeat', 'lapsed', 'monthly'] as const;
export type DonorSegment = (typeof DONOR_SEGMENTS)[number];
export const DONOR_SEGMENT_LABELS: Record<DonorSegment, string> = {
  'first-time': 'First-time donors',
  repeat: 'Repeat donors',
  lapsed: 'Lapsed (nothing in 12 months)',
  monthly: 'Monthly donors',
};

/** How long without a gift makes a donor lapsed. */
export const LAPSED_AFTER_MONTHS = 12;

/** Donors a page of the list shows. */
export const DONOR_PAGE_SIZE = 25;

export const DONOR_MESSAGES = {
  notFound: 'This donor was not found.',
  merged: 'Merged: every gift of the other record is now with this donor.',
  mergeSelf: 'Choose another donor: a record cannot be merged with itself.',
  mergeUnknown: 'No donor has this number. Search for the other record and choose it from the list.',
} as const;

/** Empty query parameters (a cleared filter) count as absent. */
const optionalQuery = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** `GET /api/admin/donors` and its CSV. */
export const donorListQuerySchema = z.object({
  q: optionalQuery(z.string().trim().max(100, 'Search for at most 100 characters')),
  segment: optionalQuery(z.enum(DONOR_SEGMENTS, { error: 'Choose first-time, repeat, lapsed or monthly' })),
  page: pageParam,
});
export type DonorListQuery = z.output<typeof donorListQuerySchema>;

/** A donor as the list shows them: the contact details of their latest gift, their totals of income. */
export const donorSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 'XXXXXX234F', or null when no gift gave a PAN. */
  pan: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  city: z.string(),
  /** Every paid, unrefunded gift, both trusts. */
  lifetime_total: z.number(),
  /** The same, of the current financial year only. */
  year_total: z.number(),
  gift_count: z.number().int().nonnegative(),
  /** yyyy-mm-dd, the day in India; null for a donor whose only gifts were refunded. */
  first_gift_on: z.string().nullable(),
  last_gift_on: z.string().nullable(),
  /** True while a monthly gift runs. */
  monthly: z.boolean(),
});
export type DonorSummary = z.infer<typeof donorSummarySchema>;

export const donorListResponseSchema = z.object({
  data: z.array(donorSummarySchema),
  meta: listMetaSchema.extend({ financial_year: z.string() }),
});
export type DonorList = z.infer<typeof donorListResponseSchema>;

export const donorGiftSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  /** yyyy-mm-dd */
  date: z.string(),
  amount: z.number(),
  trust: z.number().int(),
  trust_name: z.string(),
  gateway: z.string(),
  /** Set when a monthly gift's charge. */
  subscription_id: z.string().nullable(),
  receipt_number: z.string().nullable(),
  refunded: z.boolean(),
});

export const donorMonthlyGiftSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  amount: z.number(),
  trust_name: z.string(),
  status: z.string(),
  status_name: z.string(),
  paid_count: z.number().int(),
  created_at: z.string(),
});

export const donorReceiptSchema = z.object({
  donation_id: z.number().int(),
  number: z.string(),
  financial_year: z.string(),
  cancelled: z.boolean(),
  /** The PDF for staff (the staff cookie is the permission). */
  download_url: z.string(),
});

/** One trust and financial year the donor has a statement of, and whether the year-end mail went. */
export const donorYearStatementSchema = z.object({
  trust: z.number().int(),
  trust_name: z.string(),
  financial_year: z.string(),
  amount: z.number(),
  gift_count: z.number().int(),
  /** When the year-end statement was mailed without asking; null when it was not (no account, or not yet). */
  mailed_at: z.string().nullable(),
});

export const donorCertificateSchema = z.object({
  id: z.number().int(),
  certificate_number: z.string().nullable(),
  financial_year: z.string().nullable(),
  trust_name: z.string(),
  amount: z.number().nullable(),
  mailed_at: z.string().nullable(),
});

export const donorDetailSchema = donorSummarySchema.extend({
  gifts: z.array(donorGiftSchema),
  monthly_gifts: z.array(donorMonthlyGiftSchema),
  receipts: z.array(donorReceiptSchema),
  statements: z.array(donorYearStatementSchema),
  certificates: z.array(donorCertificateSchema),
});
export type DonorDetail = z.infer<typeof donorDetailSchema>;
export const donorDetailResponseSchema = z.object({ data: donorDetailSchema });

/** `POST /api/admin/donors/{id}/merge` */
export const donorMergeRequestSchema = z.object({
  other_id: z.coerce
    .number({ error: 'Choose the donor to merge' })
    .int('Choose the donor to merge')
    .positive('Choose the donor to merge')
    .max(2_147_483_647, 'Choose the donor to merge'),
});
export type DonorMergeRequest = z.infer<typeof donorMergeRequestSchema>;
export const donorMergeResponseSchema = z.object({ message: z.string(), data: donorDetailSchema });
