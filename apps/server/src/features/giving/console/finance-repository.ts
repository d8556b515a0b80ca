import {
  sql,
  type Expression,
  type RawBuilder,
  type ExpressionBuilder,
  type SqlBool,
  type Transaction,
} from 'kysely';
import {
  financialYearBounds,
  sortOrder,
  startOfIndianDay,
  type AdminDonationsQuery,
  type DONATION_SORTS,
  type EHUNDI_SORTS,
  type AdminEhundiQuery,
} from '@charity/shared';
import type { Database } from '#src/db/schema.ts';
import { isPostgres, type Executor } from '#src/db/executor.ts';
import { isIncomeSql, isRefundedSql } from '#src/shared/income.ts';
import type { DonationRecord, NewDonation } from '../repository.ts';

/** The console's finance queries (docs/product/giving.md); the donor-facing ones are in repository.ts. */

/** A LIKE pattern matching `text` anywhere, case-insensitively; `!` escapes the pattern's own wildcards. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
const likes = (column: string, pattern: string) =>
  sql<SqlBool>`lower(coalesce(${sql.ref(column)}, '')) like ${pattern} escape '!'`;

/** The day after a yyyy-mm-dd day (calendar arithmetic, no time zone). */
const nextDay = (date: string) => {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
};

/**
 * A donation's date in the console: when it was paid (its receipt's date) or, while unpaid, when it was made.
 * Filters, the financial year and the newest-first order all use it.
 */
const donationDate = sql<string>`coalesce(donations.paid_at, donations.created_at)`;

/** The columns the donations list may sort by (the allow-list of DONATION_SORTS); ties go by id, the same way. */
const DONATION_ORDER = {
  date: donationDate,
  amount: sql<number>`donations.amount_paise`,
  // The name as the list shows it, "first last", without regard to case on either database.
  donor: sql<string>`lower(donations.first_name || ' ' || donations.last_name)`,
} satisfies Record<(typeof DONATION_SORTS)[number], RawBuilder<unknown>>;

function donationFilters(query: AdminDonationsQuery) {
  return (eb: ExpressionBuilder<Database, 'donations'>) => {
    const conditions: Expression<SqlBool>[] = [];
    if (query.trust !== undefined) conditions.push(eb('donations.trust', '=', query.trust));
    if (query.status !== undefined) conditions.push(eb('donations.status', '=', query.status));
    if (query.gateway !== undefined) conditions.push(eb('donations.gateway', '=', query.gateway));
    if (query.fy !== undefined) {
      const { start, end } = financialYearBounds(query.fy);
      conditions.push(sql<SqlBool>`${donationDate} >= ${start}`);
      conditions.push(sql<SqlBool>`${donationDate} < ${end}`);
    }
    if (query.from !== undefined) {
      conditions.push(sql<SqlBool>`${donationDate} >= ${startOfIndianDay(query.from)}`);
    }
    if (query.to !== undefined) {
      conditions.push(sql<SqlBool>`${donationDate} < ${startOfIndianDay(nextDay(query.to))}`);
    }
    if (query.q) {
      const pattern = containing(query.q);
      conditions.push(
        eb.or([
          sql<SqlBool>`lower(donations.first_name || ' ' || donations.last_name) like ${pattern} escape '!'`,
          likes('donations.email', pattern),
          likes('donations.reference', pattern),
          likes('donations.receipt_number', pattern),
          likes('donations.payment_id', pattern),
          likes('donations.payment_reference', pattern),
        ]),
      );
    }
    return eb.and(conditions);
  };
}

/**
 * One page of the donations the filter matches, in the order asked (newest first unless asked), with the count of ALL of them (for paging), the
 * count and sum of the money received among them (the income rule, shared/income.ts: an unpaid checkout or a
 * refunded gift is never money received, whatever the status filter) and of the refunded ones, told apart.
 */
export async function listDonations(db: Executor, query: AdminDonationsQuery) {
  const base = db.selectFrom('donations').where(donationFilters(query));
  const order = sortOrder(query.sort);
  const countOf = (condition: typeof isIncomeSql) =>
    sql<number | string>`coalesce(sum(case when ${condition} then 1 else 0 end), 0)`;
  const paiseOf = (condition: typeof isIncomeSql) =>
    sql<number | string>`coalesce(sum(case when ${condition} then donations.amount_paise else 0 end), 0)`;
  const [rows, totals] = await Promise.all([
    base
      .selectAll()
      .orderBy(DONATION_ORDER[order.key], order.direction)
      .orderBy('donations.id', order.direction)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute(),
    base
      .select((eb) => [
        eb.fn.countAll<number | string>().as('count'),
        countOf(isIncomeSql).as('received_count'),
        paiseOf(isIncomeSql).as('received_paise'),
        // The refunded part of the filter, told apart: their money went back to the donor.
        countOf(isRefundedSql).as('refunded_count'),
        paiseOf(isRefundedSql).as('refunded_paise'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows,
    count: Number(totals.count),
    receivedCount: Number(totals.received_count),
    receivedPaise: Number(totals.received_paise),
    refundedCount: Number(totals.refunded_count),
    refundedPaise: Number(totals.refunded_paise),
  };
}

export function findDonationById(db: Executor, id: number): Promise<DonationRecord | undefined> {
  return db.selectFrom('donations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The donation's gateway orders, oldest first. */
export function ordersOf(db: Executor, donationId: number) {
  return db
    .selectFrom('donation_orders')
    .select(['order_id', 'gateway', 'created_at'])
    .where('donation_id', '=', donationId)
    .orderBy('id')
    .execute();
}

/** Every gateway event about one of the donation's orders or its payment, oldest first (no payloads). */
export function gatewayEventsOf(db: Executor, donation: DonationRecord, orderIds: string[]) {
  return db
    .selectFrom('gateway_events')
    .select(['event_id', 'event', 'order_id', 'payment_id', 'received_at', 'processed_at'])
    .where((eb) =>
      eb.or([
        ...(orderIds.length > 0 ? [eb('order_id', 'in', orderIds)] : []),
        ...(donation.payment_id ? [eb('payment_id', '=', donation.payment_id)] : []),
        sql<SqlBool>`1 = 0`,
      ]),
    )
    .orderBy('id')
    .execute();
}

/**
 * The mails about a donation: those tagged with it (`related_to`, since migration 0007), and, for receipts
 * mailed before the tag existed, the receipt mail to the donor's address whose subject carries its number.
 */
export function mailsOf(db: Executor, donation: DonationRecord, topic: string) {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'to_address', 'subject', 'status', 'attempts', 'created_at', 'sent_at', 'last_error'])
    .where((eb) =>
      eb.or([
        eb('related_to', '=', topic),
        ...(donation.receipt_number && donation.email
          ? [
              eb.and([
                eb('related_to', 'is', null),
                eb('to_address', '=', donation.email),
                eb('subject', 'like', `%${donation.receipt_number}%`),
              ]),
            ]
          : []),
      ]),
    )
    .orderBy('id')
    .execute();
}

/** The e-hundi entry a donation was reconciled from, if any. */
export function ehundiEntryOfDonation(db: Executor, donationId: number) {
  return db
    .selectFrom('ehundi_entries')
    .select(['id', 'reference', 'amount_paise'])
    .where('donation_id', '=', donationId)
    .executeTakeFirst();
}

/** Stores a donation that arrives already paid (offline, reconciled e-hundi); answers its id. */
export async function insertPaidDonation(
  trx: Transaction<Database>,
  donation: NewDonation & { status: number },
): Promise<number> {
  const { id } = await trx
    .insertInto('donations')
    .values({ ...donation, updated_at: donation.created_at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The donation that already carries this payment id or UTR, if any. */
export function findDonationByPaymentId(db: Executor, paymentId: string) {
  return db.selectFrom('donations').select(['id']).where('payment_id', '=', paymentId).executeTakeFirst();
}

/**
 * The offline gifts recorded as received on any of these days (Indian calendar dates), with what makes two gifts
 * the same for an import's duplicate check (offline-import.ts): donor, trust, amount, date and reference.
 */
export function offlineGiftsReceivedOn(db: Executor, days: string[]) {
  if (days.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('donations')
    .select([
      'reference',
      'receipt_number',
      'first_name',
      'last_name',
      'trust',
      'amount_paise',
      'received_on',
      'payment_reference',
    ])
    .where('gateway', '=', 'offline')
    .where('received_on', 'in', days)
    .execute();
}

// ---- e-hundi ---------------------------------------------------------------------------------------------------

const ehundiColumns = [
  'ehundi_entries.id',
  'ehundi_entries.reference',
  'ehundi_entries.first_name',
  'ehundi_entries.last_name',
  'ehundi_entries.email',
  'ehundi_entries.phone',
  'ehundi_entries.amount_paise',
  'ehundi_entries.trust',
  'ehundi_entries.pan_last4',
  'ehundi_entries.created_at',
  'ehundi_entries.donation_id',
  'ehundi_entries.reconciled_at',
  'donations.amount_paise as received_paise',
  'donations.payment_id as utr',
  'donations.received_on',
  'donations.receipt_number',
] as const;

function ehundiBase(db: Executor) {
  return db.selectFrom('ehundi_entries').leftJoin('donations', 'donations.id', 'ehundi_entries.donation_id');
}

export type EhundiRow = Awaited<ReturnType<typeof findEhundiRow>> & object;

/** The columns the e-hundi list may sort by (the allow-list of EHUNDI_SORTS); ties go by id, the same way. */
const EHUNDI_ORDER = {
  date: sql<string>`ehundi_entries.created_at`,
  amount: sql<number>`ehundi_entries.amount_paise`,
} satisfies Record<(typeof EHUNDI_SORTS)[number], RawBuilder<unknown>>;

/** One page of e-hundi entries in the order asked (newest first unless asked), with what their reconciliation recorded. */
export async function listEhundiEntries(db: Executor, query: AdminEhundiQuery, perPage: number) {
  const base = ehundiBase(db).where((eb) => {
    const conditions: Expression<SqlBool>[] = [];
    if (query.status === 'pending') conditions.push(eb('ehundi_entries.donation_id', 'is', null));
    if (query.status === 'reconciled') conditions.push(eb('ehundi_entries.donation_id', 'is not', null));
    if (query.trust !== undefined) conditions.push(eb('ehundi_entries.trust', '=', query.trust));
    if (query.q) {
      const pattern = containing(query.q);
      conditions.push(
        eb.or([
          sql<SqlBool>`lower(ehundi_entries.first_name || ' ' || ehundi_entries.last_name) like ${pattern} escape '!'`,
          likes('ehundi_entries.email', pattern),
          likes('ehundi_entries.phone', pattern),
          likes('ehundi_entries.reference', pattern),
          likes('donations.payment_id', pattern),
        ]),
      );
    }
    return eb.and(conditions);
  });
  const order = sortOrder(query.sort);
  const [rows, count] = await Promise.all([
    base
      .select(ehundiColumns)
      .orderBy(EHUNDI_ORDER[order.key], order.direction)
      .orderBy('ehundi_entries.id', order.direction)
      .limit(perPage)
      .offset((query.page - 1) * perPage)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function findEhundiRow(db: Executor, id: number) {
  return ehundiBase(db).select(ehundiColumns).where('ehundi_entries.id', '=', id).executeTakeFirst();
}

/**
 * The entry to reconcile, locked on PostgreSQL until the transaction ends, so a second reconciliation of the
 * same entry waits and then sees it done (SQLite runs one transaction at a time).
 */
export function lockEhundiEntry(trx: Transaction<Database>, id: number) {
  return trx
    .selectFrom('ehundi_entries')
    .selectAll()
    .where('id', '=', id)
    .$if(isPostgres(trx), (qb) => qb.forUpdate())
    .executeTakeFirst();
}

/** Links the entry to its donation; false when another reconciliation got there first. */
export async function markEhundiReconciled(
  trx: Transaction<Database>,
  id: number,
  link: { donationId: number; staffId: string; at: string },
): Promise<boolean> {
  const result = await trx
    .updateTable('ehundi_entries')
    .set({ donation_id: link.donationId, reconciled_at: link.at, reconciled_by: link.staffId })
    .where('id', '=', id)
    .where('donation_id', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
