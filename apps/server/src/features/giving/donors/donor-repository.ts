import { sql, type ExpressionBuilder, type Selectable, type SqlBool } from 'kysely';
import { DONATION_STATUS, type DonorSegment } from '@charity/shared';
import type { Database, DonorsTable } from '#src/db/schema.ts';
import type { Executor } from '#src/db/executor.ts';
import { countsAsIncome } from '#src/shared/income.ts';

/** The donors' queries (docs/product/giving.md "Donors"); matching a gift to its donor is in donor-matching.ts. */

export type DonorRow = Selectable<DonorsTable>;

/** Monthly gifts that are running: authorised and charging, or retrying a failed charge. */
export const RUNNING_SUBSCRIPTION_STATUSES = ['authenticated', 'active', 'pending'] as const;

/** What narrows the list: the search (already trimmed), the segment, and the dates the segments need. */
export type DonorFilter = {
  q?: string | undefined;
  /** The PAN's keyed digest when the search is a whole PAN: then only that PAN matches. */
  panKey?: string | null;
  segment?: DonorSegment | undefined;
  /** yyyy-mm-dd: a donor whose last gift is before this day is lapsed. */
  lapsedBefore: string;
};

/**
 * Donors with a running monthly gift, as `id in (…)`: the few monthly gifts are read once and their donors found by
 * id, rather than every donor probing the monthly gifts.
 */
const hasRunningMonthlyGift = (eb: ExpressionBuilder<Database, 'donors'>) =>
  eb(
    'donors.id',
    'in',
    eb
      .selectFrom('donation_subscriptions')
      .select('donation_subscriptions.donor_id')
      .where('donation_subscriptions.status', 'in', RUNNING_SUBSCRIPTION_STATUSES),
  );

/**
 * Live donors (not merged away) with at least one gift that counts, filtered. The conditions repeat the partial
 * indexes' of migration 0031 word for word, so both databases can use them.
 */
export function donorsMatching(db: Executor, filter: DonorFilter) {
  // Literals, not parameters: SQLite uses a partial index only when the query's terms are its own, word for word.
  let query = db
    .selectFrom('donors')
    .where('donors.merged_into', 'is', null)
    .where('donors.gift_count', '>', sql.lit(0));
  switch (filter.segment) {
    case 'first-time':
      query = query.where('donors.gift_count', '=', sql.lit(1));
      break;
    case 'repeat':
      query = query.where('donors.gift_count', '>=', sql.lit(2));
      break;
    case 'lapsed':
      query = query.where('donors.last_gift_on', '<', filter.lapsedBefore);
      break;
    case 'monthly':
      query = query.where(hasRunningMonthlyGift);
      break;
    case undefined:
      break;
  }
  if (filter.panKey) {
    // A whole PAN is looked up, never searched for: a name or an address never has a PAN's shape.
    query = query.where('donors.pan_key', '=', filter.panKey);
  } else if (filter.q) {
    const pattern = `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(sql<SqlBool>`donors.search_text like ${pattern} escape '\\'`);
  }
  return query;
}

/** One page of the list, the latest giver first. */
export function donorPage(db: Executor, filter: DonorFilter, page: number, perPage: number) {
  const base = donorsMatching(db, filter);
  // With a text search the matches are read in one pass and sorted, never by walking the date index and looking up
  // every donor in turn (SQLite's choice for an index-ordered query): a rare word would cost a lookup per donor.
  // `|| ''` hides the column from the planner without changing the order.
  const byDate =
    filter.q && !filter.panKey ? sql<string>`(donors.last_gift_on || '')` : sql.ref('donors.last_gift_on');
  return Promise.all([
    base
      .selectAll('donors')
      .orderBy(byDate, 'desc')
      .orderBy('donors.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
}

/** The CSV's rows after `afterId`, by id: the whole list a batch at a time, at the same cost for every batch. */
export function donorBatch(db: Executor, filter: DonorFilter, afterId: number, size: number) {
  return donorsMatching(db, filter)
    .selectAll('donors')
    .where('donors.id', '>', afterId)
    .orderBy('donors.id')
    .limit(size)
    .execute();
}

/** Each donor's income of one financial year, paise (donors without any are left out). */
export async function yearTotals(db: Executor, donorIds: readonly number[], fy: string) {
  if (donorIds.length === 0) return new Map<number, number>();
  const rows = await db
    .selectFrom('donations')
    .select((eb) => ['donor_id', eb.fn.sum<number | string>('amount_paise').as('paise')])
    .where('donor_id', 'in', donorIds)
    .where('receipt_fy', '=', fy)
    .where(countsAsIncome)
    .groupBy('donor_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.donor_id), Number(row.paise)]));
}

/** Which of these donors have a monthly gift running. */
export async function monthlyDonorIds(db: Executor, donorIds: readonly number[]) {
  if (donorIds.length === 0) return new Set<number>();
  const rows = await db
    .selectFrom('donation_subscriptions')
    .select('donor_id')
    .distinct()
    .where('donor_id', 'in', donorIds)
    .where('status', 'in', RUNNING_SUBSCRIPTION_STATUSES)
    .execute();
  return new Set(rows.map((row) => Number(row.donor_id)));
}

export const findDonor = (db: Executor, id: number) =>
  db.selectFrom('donors').selectAll().where('id', '=', id).executeTakeFirst();

/** Every paid gift of the donor, refunded ones too, the latest first. */
export const donorGifts = (db: Executor, donorId: number) =>
  db
    .selectFrom('donations')
    .select([
      'id',
      'reference',
      'user_id',
      'amount_paise',
      'trust',
      'gateway',
      'status',
      'subscription_id',
      'receipt_number',
      'receipt_fy',
      'refunded_at',
      'paid_at',
      'received_on',
      'created_at',
    ])
    .where('donor_id', '=', donorId)
    .where('status', '=', DONATION_STATUS.paid)
    .orderBy('paid_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

export const donorMonthlyGifts = (db: Executor, donorId: number) =>
  db
    .selectFrom('donation_subscriptions')
    .select(['id', 'reference', 'amount_paise', 'trust', 'status', 'paid_count', 'created_at'])
    .where('donor_id', '=', donorId)
    .orderBy('created_at', 'desc')
    .execute();

/** The year-end statements mailed to the accounts the donor gave from. */
export async function mailedStatements(db: Executor, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('year_end_statements')
    .select(['trust', 'financial_year', 'claimed_at'])
    .where('user_id', 'in', userIds)
    .where('status', '=', 'queued')
    .execute();
}

/** The Form 10BE certificates matched to one of these gifts. */
export async function certificatesOf(db: Executor, donationIds: readonly number[]) {
  if (donationIds.length === 0) return [];
  return db
    .selectFrom('form_10be_certificates')
    .select(['id', 'certificate_number', 'fy', 'trust', 'amount_paise', 'mail_queued_at'])
    .where('donation_id', 'in', donationIds)
    .where('status', '=', 'matched')
    .orderBy('id')
    .execute();
}

/**
 * Moves every gift and monthly gift of `otherId` to `survivorId` and marks `otherId` merged into it; records merged
 * into `otherId` before now point at the survivor, so no chain grows. The keys stay where they are: a later gift
 * with the other record's PAN or address finds that record and follows it to the survivor. Receipts are not
 * touched: a receipt's number belongs to its gift, whoever the donor is.
 */
export async function mergeInto(trx: Executor, survivorId: number, otherId: number, at: string) {
  const moved = await trx
    .updateTable('donations')
    .set({ donor_id: survivorId })
    .where('donor_id', '=', otherId)
    .executeTakeFirst();
  await trx
    .updateTable('donation_subscriptions')
    .set({ donor_id: survivorId })
    .where('donor_id', '=', otherId)
    .execute();
  await trx
    .updateTable('donors')
    .set({ merged_into: survivorId, updated_at: at })
    .where((eb) => eb.or([eb('id', '=', otherId), eb('merged_into', '=', otherId)]))
    .execute();
  return Number(moved.numUpdatedRows);
}
