import { sql, type ExpressionBuilder, type SqlBool } from 'kysely';
import { DONATION_STATUS } from '@charity/shared';
import type { Database } from '#src/db/schema.ts';

/*
 * What counts as income: a donation that was paid and has not been refunded. A refund keeps the donation paid
 * (its receipt number stays, cancelled: docs/decisions/0020-refunds-cancel-the-receipt.md), but its money went back
 * to the donor, so every total of money received leaves it out and counts it apart as a refund
 * (docs/product/giving.md "Refunds", docs/decisions/0023-refunds-apart-in-totals.md). The rule is here once, in SQL
 * for the repositories' totals and in code for rows already read, so the dashboard, the donations list, the
 * donor's statements and the exports never disagree.
 */

/** The rule as a WHERE condition on `donations`: `.where(countsAsIncome)`. */
export const countsAsIncome = (eb: ExpressionBuilder<Database, 'donations'>) =>
  eb.and([eb('donations.status', '=', DONATION_STATUS.paid), eb('donations.refunded_at', 'is', null)]);

/**
 * The rule as a boolean SQL expression on `donations`, for sums that must count only income inside a wider
 * filter (the donations list's "received" total over every status).
 */
export const isIncomeSql = sql<SqlBool>`(donations.status = ${sql.lit(DONATION_STATUS.paid)} and donations.refunded_at is null)`;

/** A refunded donation, in SQL: what totals count apart (the donations list's `refunded` figures). */
export const isRefundedSql = sql<SqlBool>`donations.refunded_at is not null`;

/** The rule on a row already read: paid, and not refunded. */
export const isIncome = (donation: { status: number; refunded_at: string | null }): boolean =>
  donation.status === DONATION_STATUS.paid && donation.refunded_at === null;
