import type { Transaction } from 'kysely';
import { TRUST_IDS, financialYearOf, type TrustId } from '@charity/shared';
import type { Database } from '#src/db/schema.ts';
import { isPostgres } from '#src/db/executor.ts';
import { TEST_RECEIPT_PREFIX, formatReceiptNumber } from './financial-year.ts';

export type AssignedReceipt = { fy: string; seq: number; number: string };

/**
 * Gives a paid donation its 80G receipt number: the next serial of its trust's series for the Indian financial
 * year of `paid_at` (docs/product/giving.md). Call it INSIDE the transaction that marks the donation paid, after setting
 * `paid_at`, so the number commits or rolls back with the payment:
 * - idempotent: a donation that already has a number gets it back unchanged and consumes nothing;
 * - never reused: receipt_counters' (trust, fy) key plus one atomic upsert hand each serial out once;
 * - never skipped: the counter row stays locked until this transaction ends, so a rollback returns its serial
 *   to the next transaction instead of leaving a hole.
 * Throws if the donation does not exist or has no `paid_at` (that is a bug in the caller, not bad input).
 *
 * `test` (a sandbox gift while production runs in test mode) draws from the trust's TEST/ series instead: its
 * own counter row (`TEST/2026-27`), a number `TEST/SMT/2026-27/000001`, and no receipt_seq, so the real series'
 * counter and its (trust, year, serial) key are never touched (docs/decisions/0040-payments-test-mode.md).
 * Written for PostgreSQL's default READ COMMITTED isolation (under SERIALIZABLE, racing payers would get
 * serialization failures to retry instead of waiting).
 */
export async function assignReceiptNumber(
  trx: Transaction<Database>,
  donationId: number,
  { test = false }: { test?: boolean } = {},
): Promise<AssignedReceipt> {
  // On PostgreSQL the row lock makes a second transaction for the same donation (verify racing a webhook) wait
  // here and then see the number the first one wrote, instead of taking a second serial and skipping the first.
  // SQLite needs no lock: Kysely runs its transactions one at a time on its single connection.
  const donation = await trx
    .selectFrom('donations')
    .select(['trust', 'paid_at', 'receipt_fy', 'receipt_seq', 'receipt_number'])
    .where('id', '=', donationId)
    .$if(isPostgres(trx), (qb) => qb.forUpdate())
    .executeTakeFirst();
  if (!donation) throw new Error(`Donation ${donationId} does not exist`);

  if (donation.receipt_number !== null) {
    // A test receipt keeps its serial only in its number (receipt_seq is the real series' column).
    const seq = donation.receipt_seq ?? testSerialOf(donation.receipt_number);
    if (donation.receipt_fy === null || seq === null) {
      throw new Error(`Donation ${donationId} has a receipt number without its year and serial`);
    }
    return { fy: donation.receipt_fy, seq, number: donation.receipt_number };
  }
  if (donation.paid_at === null) {
    throw new Error(`Donation ${donationId} is not paid: set paid_at before assigning its receipt number`);
  }
  const trust = toTrustId(donation.trust);
  const fy = financialYearOf(donation.paid_at);

  // One statement that both creates the year's series and advances it, returning the serial it took. Two
  // transactions cannot read the same last_seq: the second waits on the first's row lock (PostgreSQL) or the
  // database write lock (SQLite), then increments the committed value. Needs SQLite ≥ 3.35 for RETURNING.
  const { last_seq: seq } = await trx
    .insertInto('receipt_counters')
    .values({ trust, fy: test ? `${TEST_RECEIPT_PREFIX}${fy}` : fy, last_seq: 1 })
    .onConflict((oc) =>
      oc
        .columns(['trust', 'fy'])
        .doUpdateSet((eb) => ({ last_seq: eb('receipt_counters.last_seq', '+', 1) })),
    )
    .returning('last_seq')
    .executeTakeFirstOrThrow();

  const number = `${test ? TEST_RECEIPT_PREFIX : ''}${formatReceiptNumber(trust, fy, seq)}`;
  await trx
    .updateTable('donations')
    .set({ receipt_fy: fy, receipt_seq: test ? null : seq, receipt_number: number })
    .where('id', '=', donationId)
    .execute();
  return { fy, seq, number };
}

/** The serial of a TEST/ receipt number, or null for any other number. */
function testSerialOf(number: string): number | null {
  const match = /^TEST\/.+\/(\d+)$/.exec(number);
  return match ? Number(match[1]) : null;
}

function toTrustId(trust: number): TrustId {
  const id = TRUST_IDS.find((t) => t === trust);
  if (id === undefined) throw new Error(`Unknown trust ${trust}`);
  return id;
}
