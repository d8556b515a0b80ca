import type { Transaction } from 'kysely';
import { DONATION_STATUS } from '@charity/shared';
import type { Database } from '#src/db/schema.ts';
import { isPostgres, type Executor } from '#src/db/executor.ts';
import type { DonationRecord } from '../repository.ts';
import { refreshDonor } from '../donors/donor-matching.ts';

/** Refund queries (docs/product/giving.md "Refunds"); the rest of the console's are in finance-repository.ts. */

/**
 * The donation, locked on PostgreSQL until the transaction ends, so a resend or a refund racing with another
 * waits and then sees it (SQLite runs one transaction at a time).
 */
export function lockDonation(trx: Transaction<Database>, id: number): Promise<DonationRecord | undefined> {
  return trx
    .selectFrom('donations')
    .selectAll()
    .where('id', '=', id)
    .$if(isPostgres(trx), (qb) => qb.forUpdate())
    .executeTakeFirst();
}

/** The paid donation a gateway payment paid, if any. */
export function findPaidDonationByPayment(
  trx: Transaction<Database>,
  paymentId: string,
): Promise<DonationRecord | undefined> {
  return trx
    .selectFrom('donations')
    .selectAll()
    .where('payment_id', '=', paymentId)
    .where('status', '=', DONATION_STATUS.paid)
    .where('gateway', 'in', ['razorpay', 'sandbox'])
    .$if(isPostgres(trx), (qb) => qb.forUpdate())
    .executeTakeFirst();
}

/** The refunded donation a gateway payment paid, if any (for its refund mail). */
export function findRefundedDonationByPayment(
  db: Executor,
  paymentId: string,
): Promise<DonationRecord | undefined> {
  return db
    .selectFrom('donations')
    .selectAll()
    .where('payment_id', '=', paymentId)
    .where('refunded_at', 'is not', null)
    .executeTakeFirst();
}

export type RefundMark = { at: string; reason: string; by: string | null; refundId: string | null };

/**
 * Records the refund, cancelling the receipt; the receipt number stays on the row and is never drawn again.
 * Conditional (`… and refunded_at is null`), so of two refunds racing (console and webhook) exactly one wins:
 * false for the other.
 */
export async function markRefunded(
  trx: Transaction<Database>,
  id: number,
  refund: RefundMark,
): Promise<boolean> {
  const result = await trx
    .updateTable('donations')
    .set({
      refunded_at: refund.at,
      refund_reason: refund.reason,
      refunded_by: refund.by,
      refund_id: refund.refundId,
      updated_at: refund.at,
    })
    .where('id', '=', id)
    .where('status', '=', DONATION_STATUS.paid)
    .where('refunded_at', 'is', null)
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) return false;
  // The money went back: the donor's totals leave the gift out from now on (docs/product/giving.md "Donors").
  const { donor_id } = await trx
    .selectFrom('donations')
    .select('donor_id')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  if (donor_id !== null) await refreshDonor(trx, donor_id, refund.at);
  return true;
}

/** A staff member's name, for the donation page's "refunded by". */
export async function staffNameOf(db: Executor, id: string | null): Promise<string | null> {
  if (id === null) return null;
  const row = await db.selectFrom('staff').select('name').where('id', '=', id).executeTakeFirst();
  return row?.name ?? null;
}
