import { z } from 'zod';
import { financeExportQuerySchema } from './finance.ts';

/**
 * Donors' yearly statements (docs/product/giving.md): one PDF per trust per financial year listing every paid
 * donation the donor still has a receipt for (refunded ones are left out: their receipts are cancelled).
 */

export const STATEMENT_PATHS = {
  list: '/api/donation/statements',
  pdf: '/api/donation/statement',
  mail: '/api/donation/statement/mail',
  /** The link in a year-end statement's mail (docs/product/giving.md "Year-end statements"): no sign-in. */
  optOut: '/api/donation/statement/opt-out',
} as const;

export const STATEMENT_MESSAGES = {
  none: 'You have no receipted donations to this trust in that financial year.',
  mailed: 'Your statement is on its way to your e-mail address.',
  verifyFirst: 'Please verify your e-mail address first: the statement is mailed to it.',
  optedOut:
    'Done: we will not mail you a year-end statement again. Your statements stay on your payments page to download.',
  optOutInvalid: 'This link is not valid. Please use the link in your statement mail as it was sent.',
} as const;

/** `GET /api/donation/statement?trust&fy` and the body of `POST …/statement/mail`: a trust and a year, both required. */
export const statementQuerySchema = financeExportQuerySchema;
export type StatementQuery = z.output<typeof statementQuerySchema>;

/** A statement the donor can download: a trust and a year with at least one receipted donation. */
export const donorStatementSchema = z.object({
  trust: z.number().int(),
  trust_name: z.string(),
  financial_year: z.string(),
  /** How many receipts it lists and their sum in rupees. */
  count: z.number().int().nonnegative(),
  amount: z.number(),
  /** The PDF (the session cookie is the permission). */
  download_url: z.string(),
});
export type DonorStatement = z.infer<typeof donorStatementSchema>;

/** `GET /api/donation/statements`: newest year first, then by trust. */
export const donorStatementListResponseSchema = z.object({ data: z.array(donorStatementSchema) });

/** `POST /api/donation/statement/mail` → 200 */
export const statementMailResponseSchema = z.object({ message: z.string() });

/** Where a statement's PDF is downloaded from. */
export const statementPdfUrl = (trust: number, fy: string) =>
  `${STATEMENT_PATHS.pdf}?trust=${trust}&fy=${encodeURIComponent(fy)}`;

/** `POST /api/donation/statement/opt-out`: the signed token from the mail, in the body or the query. */
export const statementOptOutSchema = z.object({ token: z.string().min(1).max(200).optional() });

/**
 * The dashboard's view of this year's run of year-end statements (finance and admin): the financial year that
 * closed on 31 March, when the run started (null before its first mail), and the donors' statements queued, sent
 * by the mail worker and skipped because the donor opted out.
 */
export const yearEndStatementRunSchema = z.object({
  financial_year: z.string(),
  started_at: z.string().nullable(),
  queued: z.number().int().nonnegative(),
  sent: z.number().int().nonnegative(),
  opted_out: z.number().int().nonnegative(),
});
export type YearEndStatementRun = z.infer<typeof yearEndStatementRunSchema>;
