import type { ExpressionBuilder, Insertable, Selectable } from 'kysely';
import { DONATION_STATUS, PAYMENT_PAGE_SIZE, type Page, type PublicUser } from '@charity/shared';
import type { Db } from '#src/db/database.ts';
import type { Database, DonationsTable, EhundiEntriesTable } from '#src/db/schema.ts';
import type { Executor } from '#src/db/executor.ts';
import { countsAsIncome } from '#src/shared/income.ts';
import { paginate } from '#src/shared/pagination.ts';

export type DonationRecord = Selectable<DonationsTable>;
/** Columns only gifts outside the checkout fill (migration 0007). */
type OfflineColumns = 'address' | 'description' | 'received_on' | 'payment_reference';
/** Set only by a refund (migration 0010). */
type RefundColumns = 'refunded_at' | 'refund_reason' | 'refunded_by' | 'refund_id';
/** The donation form's issue-15 fields (migration 0016); gifts recorded otherwise may leave them out. */
type GivingColumns = 'pin_code' | 'fund' | 'indian_citizen';
/** Set only on a monthly gift's charge (migration 0017). */
type SubscriptionColumns = 'subscription_id';
/** A gift's campaign, wall and dedication, and finance hiding it from the wall (migration 0028). */
type CampaignColumns =
  | 'campaign_id'
  | 'wall'
  | 'wall_name'
  | 'dedication_kind'
  | 'dedication_name'
  | 'wall_hidden_at'
  | 'wall_hidden_by';
/** The donor as a person (migration 0031): set only when the gift is paid (donors/donor-matching.ts). */
type DonorColumns = 'donor_id';
export type NewDonation = Omit<
  DonationRecord,
  | 'id'
  | 'status'
  | 'created_at'
  | 'updated_at'
  | OfflineColumns
  | RefundColumns
  | GivingColumns
  | SubscriptionColumns
  | CampaignColumns
  | 'locale'
  | DonorColumns
> &
  // locale: the donor's language (migration 0032); a gift the trust records itself is English.
  Partial<
    Pick<DonationRecord, OfflineColumns | GivingColumns | SubscriptionColumns | CampaignColumns | 'locale'>
  > & {
    created_at: string;
  };

/**
 * Stores a new, unpaid donation together with the gateway order made for it, in one transaction: a donation row
 * never exists without its order, and the order is found through donation_orders from then on.
 */
export async function insertDonationWithOrder(db: Db, donation: NewDonation): Promise<number> {
  const orderId = donation.order_id;
  if (!orderId) throw new Error('A donation is stored with its gateway order');
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('donations')
      .values({ ...donation, status: DONATION_STATUS.unpaid, updated_at: donation.created_at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('donation_orders')
      .values({
        order_id: orderId,
        donation_id: id,
        gateway: donation.gateway,
        created_at: donation.created_at,
      })
      .execute();
    return id;
  });
}

/** Adds a fresh order to an unpaid donation (pay again) and makes it the donation's current order. */
export async function addOrder(
  db: Db,
  donationId: number,
  order: { orderId: string; gateway: string },
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('donation_orders')
      .values({
        order_id: order.orderId,
        donation_id: donationId,
        gateway: order.gateway,
        created_at: now.toISOString(),
      })
      .execute();
    await trx
      .updateTable('donations')
      .set({ order_id: order.orderId, gateway: order.gateway, updated_at: now.toISOString() })
      .where('id', '=', donationId)
      .execute();
  });
}

/** The donation that owns a gateway order, current or old; undefined for an order that is not ours. */
export function findDonationByOrder(db: Executor, orderId: string): Promise<DonationRecord | undefined> {
  return db
    .selectFrom('donation_orders')
    .innerJoin('donations', 'donations.id', 'donation_orders.donation_id')
    .selectAll('donations')
    .where('donation_orders.order_id', '=', orderId)
    .executeTakeFirst();
}

/** Our record of a gateway order: the id as we stored it when the gateway made it, and its donation. */
export function findStoredOrder(db: Db, orderId: string) {
  return db
    .selectFrom('donation_orders')
    .select(['order_id', 'donation_id', 'gateway'])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
}

/** How many orders a donation has had; pay-again numbers its order receipts with it. */
export async function countOrders(db: Db, donationId: number): Promise<number> {
  const row = await db
    .selectFrom('donation_orders')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('donation_id', '=', donationId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findDonation(db: Executor, id: number): Promise<DonationRecord | undefined> {
  return db.selectFrom('donations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The newest order of a donation and the gateway that made it. */
export function latestOrder(db: Db, donationId: number) {
  return db
    .selectFrom('donation_orders')
    .select(['order_id', 'gateway'])
    .where('donation_id', '=', donationId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * What makes a donation the logged-in donor's: it was given while logged in, or with the account's e-mail once
 * that e-mail is verified, whether before or after registering (docs/product/giving.md). An unverified address proves
 * nothing: anybody can register with someone else's e-mail. E-mails are stored lower-cased (emailField), so the
 * equality is case-insensitive and can use the donations_email index.
 */
export function ownedBy(user: PublicUser) {
  return (eb: ExpressionBuilder<Database, 'donations'>) =>
    eb.or([
      eb('donations.user_id', '=', user.id),
      ...(user.email_verified ? [eb('donations.email', '=', user.email.toLowerCase())] : []),
    ]);
}

/** The donation if it is the donor's; undefined otherwise, so another donor's donation is a plain 404. */
export function findOwnedDonation(db: Db, id: number, user: PublicUser): Promise<DonationRecord | undefined> {
  return db.selectFrom('donations').selectAll().where('id', '=', id).where(ownedBy(user)).executeTakeFirst();
}

/**
 * How long an unpaid checkout stays on the donor's payments page (docs/product/giving.md "The donor's payments
 * page"): a week is ample to come back and pay a gift left half-way; after it, Pay would only start a stale gift
 * the donor has long forgotten, so the row is clutter. The console still lists every checkout.
 */
export const PAYABLE_CHECKOUT_DAYS = 7;

/**
 * The donor's payments page shows every paid donation, and an unpaid checkout only while it can sensibly still
 * be paid: made within PAYABLE_CHECKOUT_DAYS of `now`, and not superseded by a paid gift of the donor's to the
 * same trust for the same amount made after it (the donor gave up on the checkout and gave again: its "Pending /
 * Pay" row beside the paid one invites paying twice). docs/decisions/0047-refund-mail-after-commit-and-stale-checkouts.md
 */
function stillShown(user: PublicUser, now: Date) {
  const since = new Date(now.getTime() - PAYABLE_CHECKOUT_DAYS * 86_400_000).toISOString();
  return (eb: ExpressionBuilder<Database, 'donations'>) =>
    eb.or([
      eb('donations.status', '=', DONATION_STATUS.paid),
      eb.and([
        eb('donations.created_at', '>=', since),
        eb.not(
          eb.exists(
            eb
              .selectFrom('donations as later')
              .select('later.id')
              .where('later.status', '=', DONATION_STATUS.paid)
              .whereRef('later.trust', '=', 'donations.trust')
              .whereRef('later.amount_paise', '=', 'donations.amount_paise')
              .whereRef('later.created_at', '>', 'donations.created_at')
              .where((later) =>
                later.or([
                  later('later.user_id', '=', user.id),
                  ...(user.email_verified ? [later('later.email', '=', user.email.toLowerCase())] : []),
                ]),
              ),
          ),
        ),
      ]),
    ]);
}

/** One page of the donor's donations, newest first (the payments page), stale checkouts left out (stillShown). */
export function listOwnedDonations(
  db: Db,
  user: PublicUser,
  page: number,
  now: Date = new Date(),
): Promise<Page<DonationRecord>> {
  return paginate(db.selectFrom('donations').where(ownedBy(user)).where(stillShown(user, now)), {
    page,
    perPage: PAYMENT_PAGE_SIZE,
    select: (query) => query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
    map: (row) => row,
  });
}

/**
 * The sandbox pay route's lookup (`sandboxRoutes`' findOrder): the amount and status of the donation that owns
 * the order, or null. Only orders the sandbox made: a real Razorpay order left over from when keys were set can
 * never be pretend-paid. Registered in app.ts, since the payments feature cannot import this one.
 */
export async function findOrder(
  db: Db,
  orderId: string,
): Promise<{ amountPaise: number; status: number } | null> {
  const row = await db
    .selectFrom('donation_orders')
    .innerJoin('donations', 'donations.id', 'donation_orders.donation_id')
    .select(['donations.amount_paise', 'donations.status'])
    .where('donation_orders.order_id', '=', orderId)
    .where('donation_orders.gateway', '=', 'sandbox')
    .executeTakeFirst();
  return row ? { amountPaise: row.amount_paise, status: row.status } : null;
}

/** Stores an e-hundi entry (its PAN already encrypted); answers its id. */
export async function insertEhundiEntry(db: Db, entry: Insertable<EhundiEntriesTable>): Promise<number> {
  const { id } = await db
    .insertInto('ehundi_entries')
    .values(entry)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * A donation a statement lists: the donor's, paid, receipted (not in test mode) and not refunded (its receipt
 * still stands).
 */
function statementRows(db: Db, user: PublicUser) {
  return (
    db
      .selectFrom('donations')
      .where(ownedBy(user))
      .where(countsAsIncome)
      .where('receipt_fy', 'is not', null)
      // A test-mode receipt is no receipt (docs/decisions/0040-payments-test-mode.md): no statement lists it.
      .where('receipt_number', 'not like', 'TEST/%')
  );
}

/** The trusts and financial years the donor has a statement for, newest year first: count and sum (paise). */
export async function listStatementYears(db: Db, user: PublicUser) {
  const rows = await statementRows(db, user)
    .select((eb) => [
      'trust',
      'receipt_fy',
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.sum<number | string>('amount_paise').as('paise'),
    ])
    .groupBy(['trust', 'receipt_fy'])
    .orderBy('receipt_fy', 'desc')
    .orderBy('trust')
    .execute();
  return rows.map((row) => ({
    trust: row.trust,
    fy: row.receipt_fy ?? '',
    count: Number(row.n),
    paise: Number(row.paise),
  }));
}

/** The donor's receipted, not refunded donations to one trust in one financial year, oldest first. */
export function statementDonations(
  db: Db,
  user: PublicUser,
  trust: number,
  fy: string,
): Promise<DonationRecord[]> {
  return statementRows(db, user)
    .selectAll()
    .where('trust', '=', trust)
    .where('receipt_fy', '=', fy)
    .orderBy('paid_at')
    .orderBy('id')
    .execute();
}
