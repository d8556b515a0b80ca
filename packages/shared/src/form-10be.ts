import { z } from 'zod';
import { financeExportQuerySchema } from './finance.ts';

/**
 * Form 10BE certificates (docs/product/giving.md "Form 10BE certificates"): finance uploads the certificates the
 * income-tax portal generated, and each is matched to the donor it certifies.
 */

export const FORM_10BE_PATHS = {
  /** `POST` multipart: `trust`, `fy` and the files (PDFs, or the ZIP they came in). */
  upload: '/api/admin/form-10be',
  /** `GET ?trust&fy`: every certificate uploaded for the trust's year, whichever upload brought it. */
  list: '/api/admin/form-10be',
  /** `GET ?trust&fy&q`: the year's donors a certificate may be assigned to, found by name, e-mail or PAN. */
  donors: '/api/admin/form-10be/donors',
  /** `GET`: one upload's certificates. */
  batch: '/api/admin/form-10be/batches/:id',
  /** `POST {donor_id}`: a certificate assigned by hand. */
  assign: '/api/admin/form-10be/:id/assign',
} as const;

/** Why a certificate is not matched, each with the words the console shows. */
export const FORM_10BE_REASONS = {
  'not-a-certificate': 'Not a Form 10BE certificate',
  unreadable: 'A Form 10BE whose donor ID, name, amount, year or number could not be read',
  'other-year': 'The certificate is for another financial year',
  duplicate: 'This certificate was uploaded before',
  'no-gifts': 'No receipted gift from this PAN in that year',
  'amount-differs': "The amount differs from the donor's receipted gifts that year",
  'id-not-on-record': 'The site keeps no Aadhaar numbers: choose the donor by hand',
} as const;
export type Form10beReason = keyof typeof FORM_10BE_REASONS;
export const form10beReasonSchema = z.enum(
  Object.keys(FORM_10BE_REASONS) as [Form10beReason, ...Form10beReason[]],
);

export const FORM_10BE_STATUSES = ['matched', 'unmatched', 'ambiguous'] as const;

/** A donor a certificate could be for: one of their gifts of that trust and year stands for them (`donor_id`). */
export const form10beCandidateSchema = z.object({
  donor_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** Rupees: the donor's receipted gifts of the year, refunds left out. */
  amount: z.number(),
});

export const form10beUnmatchedSchema = z.object({
  id: z.number().int(),
  file: z.string(),
  reason: form10beReasonSchema,
  message: z.string(),
});

export const form10beAmbiguousSchema = form10beUnmatchedSchema.extend({
  candidates: z.array(form10beCandidateSchema),
});

/** `POST /api/admin/form-10be` */
export const form10beUploadResponseSchema = z.object({
  data: z.object({
    batch_id: z.number().int(),
    /** How many certificates were matched to their donor. */
    matched: z.number().int(),
    unmatched: z.array(form10beUnmatchedSchema),
    ambiguous: z.array(form10beAmbiguousSchema),
  }),
});
export type Form10beUploadResult = z.infer<typeof form10beUploadResponseSchema>['data'];

/** One certificate as the console lists it: the donor's ID masked. */
export const adminForm10beCertificateSchema = z.object({
  id: z.number().int(),
  file: z.string(),
  status: z.enum(FORM_10BE_STATUSES),
  reason: form10beReasonSchema.nullable(),
  certificate_number: z.string().nullable(),
  fy: z.string().nullable(),
  id_kind: z.enum(['pan', 'aadhaar']).nullable(),
  /** 'XXXXXX234K' or 'XXXX XXXX 2346' */
  donor_id_masked: z.string().nullable(),
  donor_name: z.string().nullable(),
  /** Rupees */
  amount: z.number().nullable(),
  /** The donor matched or assigned: one of their gifts. */
  donor_id: z.number().int().nullable(),
  donor_email: z.string().nullable(),
  assigned_by_hand: z.boolean(),
  /** Its mail to the donor was queued (a matched certificate whose donor gave an e-mail). */
  mailed: z.boolean(),
  /** The donor has downloaded it from their payments page. */
  downloaded: z.boolean(),
  /** When its mail was queued, and when the donor first downloaded it (ISO times; null: not yet). */
  mailed_at: z.string().nullable(),
  downloaded_at: z.string().nullable(),
});
export type AdminForm10beCertificate = z.infer<typeof adminForm10beCertificateSchema>;

/** `GET /api/admin/form-10be/batches/{id}` */
export const form10beBatchResponseSchema = z.object({
  data: z.object({
    id: z.number().int(),
    trust: z.number().int(),
    fy: z.string(),
    uploaded_at: z.string(),
    certificates: z.array(adminForm10beCertificateSchema),
  }),
});

/** `GET /api/admin/form-10be?trust&fy`: the year's certificates of the trust, in the order they were uploaded. */
export const form10beYearResponseSchema = z.object({
  data: z.object({
    trust: z.number().int(),
    fy: z.string(),
    certificates: z.array(adminForm10beCertificateSchema),
  }),
});
export type Form10beYear = z.infer<typeof form10beYearResponseSchema>['data'];

/** `GET /api/admin/form-10be/donors?trust&fy&q`: at most FORM_10BE_DONOR_RESULTS donors of the year. */
export const FORM_10BE_DONOR_RESULTS = 20;
export const form10beDonorQuerySchema = financeExportQuerySchema.extend({
  q: z
    .string({ error: 'Type a name, e-mail or PAN to search for' })
    .trim()
    .min(2, 'Type at least 2 characters')
    .max(100, 'Search for at most 100 characters'),
});
export const form10beDonorSchema = form10beCandidateSchema.extend({
  /** 'XXXXXX234K'; null when the donor gave no PAN. */
  pan_masked: z.string().nullable(),
});
export type Form10beDonor = z.infer<typeof form10beDonorSchema>;
export const form10beDonorsResponseSchema = z.object({ data: z.array(form10beDonorSchema) });

/** `POST /api/admin/form-10be/{id}/assign` */
export const form10beAssignSchema = z.object({
  donor_id: z.coerce
    .number({ error: 'Choose the donor' })
    .int('Choose the donor')
    .positive('Choose the donor'),
});

export const form10beCertificateResponseSchema = z.object({ data: adminForm10beCertificateSchema });

// ---- the donor's side --------------------------------------------------------------------------------------------

/** The signed-in donor's certificates (docs/product/giving.md "Form 10BE certificates"). */
export const DONOR_FORM_10BE_PATHS = {
  list: '/api/donation/form-10be',
  pdf: '/api/donation/form-10be/:id',
} as const;

export const donorForm10beUrl = (id: number) => DONOR_FORM_10BE_PATHS.pdf.replace(':id', String(id));

export const donorForm10beSchema = z.object({
  id: z.number().int(),
  trust: z.number().int(),
  trust_name: z.string(),
  financial_year: z.string(),
  certificate_number: z.string(),
  download_url: z.string(),
});
export type DonorForm10be = z.infer<typeof donorForm10beSchema>;

/** `GET /api/donation/form-10be`: newest year first. */
export const donorForm10beListResponseSchema = z.object({ data: z.array(donorForm10beSchema) });
