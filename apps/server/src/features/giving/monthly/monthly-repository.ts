import type { ExpressionBuilder, Insertable, Selectable, Transaction, Updateable } from 'kysely';
import { ENDED_SUBSCRIPTION_STATUSES, type PublicUser } from '@charity/shared';
import type { Db } from '#src/db/database.ts';
import type { Database, DonationSubscriptionsTable } from '#src/db/schema.ts';
import type { Executor } from '#src/db/executor.ts';

/**
 * The SQL of monthly giving (docs/product/giving.md "Monthly giving"): plans per amount, the donors' monthly gifts
 * and the gateway's view of them.
 */

export type SubscriptionRecord = Selectable<DonationSubscriptionsTable>;
export type NewSubscription = Omit<
  Insertable<DonationSubscriptionsTable>,
  'id' | 'paid_count' | 'auth_payment_id' | 'status_at' | 'cancelled_at' | 'updated_at'
> & { created_at: string };

/** The plan made for this amount and cycle with these keys, if there is one. */
export async function findPlan(
  db: Db,
  plan: { keyId: string; amountPaise: number; period: string; interval: number },
): Promise<string | undefined> {
  const row = await db
    .selectFrom('donation_plans')
    .select('plan_id')
    .where('key_id', '=', plan.keyId)
    .where('amount_paise', '=', plan.amountPaise)
    .where('period', '=', plan.period)
    .where('interval', '=', plan.interval)
    .executeTakeFirst();
  return row?.plan_id;
}

/**
 * Keeps a plan the gateway just made, unless another request kept one for the same amount first (two donors
 * choosing a new amount at once): answers the plan that is kept, which every later gift of that amount uses.
 */
export async function keepPlan(
  db: Db,
  plan: { keyId: string; amountPaise: number; period: string; interval: number; planId: string },
  now: Date,
): Promise<string> {
  await db
    .insertInto('donation_plans')
    .values({
      key_id: plan.keyId,
      amount_paise: plan.amountPaise,
      period: plan.period,
      interval: plan.interval,
      plan_id: plan.planId,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.columns(['key_id', 'amount_paise', 'period', 'interval']).doNothing())
    .execute();
  const kept = await findPlan(db, plan);
  if (!kept) throw new Error(`Plan ${plan.planId} was neither stored nor found`);
  return kept;
}

export async function insertSubscription(db: Db, subscription: NewSubscription): Promise<number> {
  const { id } = await db
    .insertInto('donation_subscriptions')
    .values({ ...subscription, updated_at: subscription.created_at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function findSubscription(db: Executor, id: number): Promise<SubscriptionRecord | undefined> {
  return db.selectFrom('donation_subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Our monthly gift of a gateway subscription; undefined for a subscription that is not ours. */
export function findSubscriptionByGatewayId(
  db: Executor,
  subscriptionId: string,
): Promise<SubscriptionRecord | undefined> {
  return db
    .selectFrom('donation_subscriptions')
    .selectAll()
    .where('subscription_id', '=', subscriptionId)
    .executeTakeFirst();
}

/**
 * The same rule as a donation's (repository.ts ownedBy): started while signed in, or with the account's e-mail
 * once that e-mail is verified.
 */
function ownedBy(user: PublicUser) {
  return (eb: ExpressionBuilder<Database, 'donation_subscriptions'>) =>
    eb.or([
      eb('donation_subscriptions.user_id', '=', user.id),
      ...(user.email_verified ? [eb('donation_subscriptions.email', '=', user.email.toLowerCase())] : []),
    ]);
}

/** The monthly gift if it is the donor's; undefined otherwise, so another donor's is a plain 404. */
export function findOwnedSubscription(
  db: Db,
  id: number,
  user: PublicUser,
): Promise<SubscriptionRecord | undefined> {
  return db
    .selectFrom('donation_subscriptions')
    .selectAll()
    .where('id', '=', id)
    .where(ownedBy(user))
    .executeTakeFirst();
}

/** A donor has a handful of monthly gifts at most; the list is not paged, only bounded. */
export const MONTHLY_GIFTS_LIMIT = 50;

/**
 * The donor's monthly gifts, newest first, leaving out those never started (a checkout closed before the
 * mandate was authorised): nothing was ever taken for them, and nothing ever will be.
 */
export function listOwnedSubscriptions(db: Db, user: PublicUser): Promise<SubscriptionRecord[]> {
  return db
    .selectFrom('donation_subscriptions')
    .selectAll()
    .where(ownedBy(user))
    .where('status', '!=', 'created')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MONTHLY_GIFTS_LIMIT)
    .execute();
}

/**
 * Checkout verified the donor's authorisation: a subscription still `created` becomes `authenticated`. A
 * subscription the gateway's events already moved on (active, halted…) keeps its status; the payment is noted
 * either way.
 */
export async function markAuthenticated(db: Db, id: number, paymentId: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await setStatus(trx, { id, status: { is: 'created' } }, { status: 'authenticated' }, now);
    await trx
      .updateTable('donation_subscriptions')
      .set({ auth_payment_id: paymentId, updated_at: now.toISOString() })
      .where('id', '=', id)
      .where('auth_payment_id', 'is', null)
      .execute();
  });
}

/** A subscription's state as one gateway snapshot (an event's, or an API answer's) tells it. */
export type SubscriptionSnapshot = {
  status: string;
  /** When the gateway made the snapshot: an event's created_at. */
  at: Date;
  paidCount: number;
  nextChargeAt: string | null;
  shortUrl: string | null;
  endedAt: string | null;
};

/**
 * Applies a gateway snapshot, whatever order the events arrive in (docs/product/external-facts.md: ordering is
 * not guaranteed): the status and the next charge are taken only from a snapshot at least as new as the one they
 * came from, and a cancelled, completed or expired subscription never comes back. The conditions are in the
 * UPDATE itself, so two deliveries for the same subscription at the same moment cannot interleave (PostgreSQL
 * re-checks them on the locked row). The count of paid months only grows. Answers whether the status changed.
 */
export async function applySnapshot(
  trx: Transaction<Database>,
  subscription: SubscriptionRecord,
  snapshot: SubscriptionSnapshot,
  now: Date,
): Promise<{ statusChanged: boolean }> {
  const at = now.toISOString();
  const ended = (ENDED_SUBSCRIPTION_STATUSES as readonly string[]).includes(snapshot.status);
  const applied = await trx
    .updateTable('donation_subscriptions')
    .set({
      status: snapshot.status,
      status_at: snapshot.at.toISOString(),
      next_charge_at: ended ? null : snapshot.nextChargeAt,
      ...(snapshot.shortUrl ? { short_url: snapshot.shortUrl } : {}),
      ...(snapshot.status === 'cancelled' ? { cancelled_at: snapshot.endedAt ?? at } : {}),
      updated_at: at,
    })
    .where('id', '=', subscription.id)
    .where('status', 'not in', ENDED_SUBSCRIPTION_STATUSES)
    .where((eb) => eb.or([eb('status_at', 'is', null), eb('status_at', '<=', snapshot.at.toISOString())]))
    .executeTakeFirst();
  await trx
    .updateTable('donation_subscriptions')
    .set({ paid_count: snapshot.paidCount, updated_at: at })
    .where('id', '=', subscription.id)
    .where('paid_count', '<', snapshot.paidCount)
    .execute();
  return {
    statusChanged: applied.numUpdatedRows === 1n && subscription.status !== snapshot.status,
  };
}

/** Which statuses a status update may leave: exactly one, or any but those listed. */
type StatusGuard = { is: string } | { notIn: readonly string[] };

/**
 * Sets a subscription's status (and what goes with it) when it is `where.id` and its current status passes
 * `where.status`, stamping `updated_at`; answers whether the row changed. The guard is in the UPDATE itself, so a
 * concurrent change of status is never overwritten.
 */
async function setStatus(
  db: Executor,
  where: { id: number; status: StatusGuard },
  patch: Updateable<DonationSubscriptionsTable> & { status: string },
  now: Date,
): Promise<boolean> {
  const guard = where.status;
  const result = await db
    .updateTable('donation_subscriptions')
    .set({ ...patch, updated_at: now.toISOString() })
    .where('id', '=', where.id)
    .where((eb) => ('is' in guard ? eb('status', '=', guard.is) : eb('status', 'not in', guard.notIn)))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

const NOT_ENDED: StatusGuard = { notIn: ENDED_SUBSCRIPTION_STATUSES };

/**
 * Records a cancellation (the donor's, or one the gateway reports) unless the subscription already ended;
 * answers whether this call ended it.
 */
export function markCancelled(db: Db, id: number, cancelledAt: string, now: Date): Promise<boolean> {
  return setStatus(
    db,
    { id, status: NOT_ENDED },
    { status: 'cancelled', cancelled_at: cancelledAt, next_charge_at: null, status_at: now.toISOString() },
    now,
  );
}

/** Records that the gateway says the subscription ended otherwise (completed or expired). */
export async function markEnded(db: Db, id: number, status: string, now: Date): Promise<void> {
  await setStatus(
    db,
    { id, status: NOT_ENDED },
    { status, next_charge_at: null, status_at: now.toISOString() },
    now,
  );
}

/**
 * The sandbox pay route's lookup: a monthly gift the SANDBOX made, or undefined. A real Razorpay subscription left
 * over from when keys were set can never be pretend-paid.
 */
export function findSandboxSubscription(
  db: Db,
  subscriptionId: string,
): Promise<SubscriptionRecord | undefined> {
  return db
    .selectFrom('donation_subscriptions')
    .selectAll()
    .where('subscription_id', '=', subscriptionId)
    .where('gateway', '=', 'sandbox')
    .executeTakeFirst();
}
