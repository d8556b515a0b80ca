import type { Transaction } from 'kysely';
import {
  MONTHLY_MESSAGES,
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_STATUS_NAMES,
  TRUSTS,
  formatInr,
  isEndedSubscription,
  paiseToRupees,
  type DonationRequest,
  type Locale,
  type MonthlyGift,
  type SubscriptionCheckout,
  type SubscriptionStatus,
  todayInIndia,
} from '@charity/shared';
import type { Database } from '#src/db/schema.ts';
import { enqueueMail } from '#src/services/mail/outbox.ts';
import { GatewayError } from '#src/services/payments/gateway-error.ts';
import type { GatewaySubscription } from '#src/services/payments/gateway.ts';
import type { RazorpayWebhookEvent } from '#src/services/payments/razorpay-shapes.ts';
import { readSettings } from '#src/services/settings/settings.ts';
import { DomainError } from '#src/shared/domain-error.ts';
import { donorRecord, donorRecordOf } from '#src/shared/donor-record.ts';
import { newReference } from '#src/shared/reference.ts';
import type { DonationDeps } from '../checkout/donation-service.ts';
import { checkoutFields, verifySignedCheckout } from '../gateway-checkout.ts';
import { checkGivingRules } from '../giving-rules.ts';
import { campaignForGift } from '../campaigns/gift-campaign.ts';
import { recordSubscriptionCharge } from '../checkout/mark-paid.ts';
import { haltedMail } from './monthly-mail.ts';
import { trustIdOf } from '../receipts/receipt-input.ts';
import {
  applySnapshot,
  findPlan,
  findSubscription,
  findSubscriptionByGatewayId,
  insertSubscription,
  keepPlan,
  markAuthenticated,
  markCancelled,
  markEnded,
  type SubscriptionRecord,
} from './monthly-repository.ts';

/**
 * Monthly giving (docs/product/giving.md "Monthly giving", docs/decisions/0034-monthly-giving.md): a
 * gateway plan per amount, a subscription per gift, checkout opened with the subscription, and every monthly
 * charge recorded as a paid donation with its own receipt.
 */

/** Every month, once. */
export const MONTHLY_PLAN = { period: 'monthly', interval: 1 } as const;
/**
 * Razorpay needs a bound on the number of charges: ten years of months. A donor who gives that long is asked
 * again; anyone can stop sooner.
 */
export const MONTHLY_TOTAL_COUNT = 120;

/** Unix seconds → ISO time; null stays null. */
const isoOf = (seconds: number | null | undefined) =>
  seconds === null || seconds === undefined ? null : new Date(seconds * 1000).toISOString();

const statusOf = (status: string): SubscriptionStatus =>
  SUBSCRIPTION_STATUSES.find((s) => s === status) ?? 'created';

/** A monthly gift as the payments page shows it. */
export function toMonthlyGift(subscription: SubscriptionRecord): MonthlyGift {
  const status = statusOf(subscription.status);
  return {
    id: subscription.id,
    amount: paiseToRupees(subscription.amount_paise),
    trust: subscription.trust,
    trust_name: TRUSTS[trustIdOf(subscription.trust)].name,
    status,
    status_name: SUBSCRIPTION_STATUS_NAMES[status],
    created_at: subscription.created_at,
    next_charge_at: isEndedSubscription(status) ? null : subscription.next_charge_at,
    paid_count: subscription.paid_count,
    cancelled_at: subscription.cancelled_at,
    update_url: status === 'halted' ? subscription.short_url : null,
  };
}

function checkoutOf(
  subscription: Parameters<typeof checkoutFields>[0] & Pick<SubscriptionRecord, 'subscription_id'>,
  deps: DonationDeps,
): SubscriptionCheckout {
  return { ...checkoutFields(subscription, deps.payments), subscription_id: subscription.subscription_id };
}

/**
 * The gateway plan for a monthly gift of this amount: the one made before with these keys, or a new one kept for
 * every later gift of the same amount. Plans cannot be edited or deleted, and the amounts donors choose repeat, so
 * one per amount is what the account collects.
 */
async function planFor(deps: DonationDeps, amountPaise: number, now: Date): Promise<string> {
  const { gateway } = deps.payments;
  const key = { keyId: gateway.keyId, amountPaise, ...MONTHLY_PLAN };
  const existing = await findPlan(deps.db, key);
  if (existing) return existing;
  const plan = await gateway.createPlan({
    amountPaise,
    ...MONTHLY_PLAN,
    name: `Monthly gift of ${formatInr(amountPaise)}`,
    notes: { purpose: 'monthly-giving' },
  });
  return keepPlan(deps.db, { ...key, planId: plan.id }, now);
}

/**
 * A new monthly gift: the plan (made or reused) and the gateway subscription come FIRST, so a gateway that is down
 * or refuses (a GatewayError: 422 on the amount, 502 or 503) leaves nothing stored; then the gift is stored, status
 * `created` until the donor authorises it in checkout.
 */
export async function createMonthlyGift(
  deps: DonationDeps,
  form: DonationRequest,
  userId: string | null,
  locale: Locale,
  now: Date = new Date(),
): Promise<SubscriptionCheckout> {
  // The fund and citizenship rules of the trust's settings, before the gateway is asked for anything.
  // A campaign sets the fund; each month's donation copies it (and the wall and dedication) from the gift.
  const chosen = await campaignForGift(deps.db, form, todayInIndia(now));
  const gift = { ...form, fund: chosen.fund };
  checkGivingRules(gift, (await readSettings(deps.db)).settings.trusts[form.trust]);
  const donor = donorRecord(gift, deps.cipher, chosen.campaignId, locale);
  const planId = await planFor(deps, donor.amount_paise, now);
  const reference = newReference('MG');
  const subscription = await deps.payments.gateway.createSubscription({
    planId,
    totalCount: MONTHLY_TOTAL_COUNT,
    customerNotify: true,
    notes: { subscription_reference: reference, trust: String(form.trust) },
  });
  const stored = {
    reference,
    user_id: userId,
    ...donor,
    gateway: deps.payments.gateway.kind,
    plan_id: planId,
    subscription_id: subscription.id,
    status: subscription.status,
    short_url: subscription.short_url ?? null,
    next_charge_at: isoOf(subscription.charge_at),
    created_at: now.toISOString(),
  };
  const id = await insertSubscription(deps.db, stored);
  deps.log.info(
    { subscriptionRowId: id, reference, subscriptionId: subscription.id, planId },
    'monthly gift created',
  );
  return checkoutOf({ ...stored, id }, deps);
}

/**
 * Checks what checkout's handler received for a subscription: the HMAC over the payment id and the subscription id
 * as WE stored it, with the gateway's secret, in constant time. A bad or borrowed signature changes nothing (400).
 * A good one marks the gift authenticated; its charges are recorded by `subscription.charged` (the first one comes
 * right after the authorisation), never here, so verify and the webhook cannot both record a month.
 */
export async function verifyMonthlyGift(
  deps: DonationDeps,
  input: { subscriptionId: string; paymentId: string; signature: string },
  now: Date = new Date(),
): Promise<MonthlyGift> {
  const stored = await verifySignedCheckout(deps, {
    find: () => findSubscriptionByGatewayId(deps.db, input.subscriptionId),
    verify: (gift) =>
      deps.payments.verifySubscriptionCheckout({
        subscriptionId: gift.subscription_id,
        paymentId: input.paymentId,
        signature: input.signature,
      }),
    logFields: (gift) => ({
      subscriptionRowId: gift.id,
      subscriptionId: gift.subscription_id,
      paymentId: input.paymentId,
    }),
    logMessage: 'subscription verification failed: signature does not match',
    messages: MONTHLY_MESSAGES,
  });
  await markAuthenticated(deps.db, stored.id, input.paymentId, now);
  const current = await findSubscription(deps.db, stored.id);
  if (!current) throw new DomainError('not-found', MONTHLY_MESSAGES.notFound);
  return toMonthlyGift(current);
}

/**
 * The donor stops a monthly gift: the gateway cancels the subscription at once, then it is recorded. Cancelling
 * again answers the same (idempotent); a gift that completed or expired cannot be cancelled (409). If the gateway
 * refuses because the subscription already ended there (cancelled in its dashboard, and the webhook not here yet),
 * the gateway's status is recorded instead. An unreachable gateway is a 503 and records nothing: the gift is not
 * cancelled until the gateway says so.
 */
export async function cancelMonthlyGift(
  deps: DonationDeps,
  subscription: SubscriptionRecord,
  now: Date = new Date(),
): Promise<MonthlyGift> {
  if (subscription.status === 'cancelled') return toMonthlyGift(subscription);
  if (isEndedSubscription(subscription.status)) throw new DomainError('conflict', MONTHLY_MESSAGES.ended);

  const { gateway } = deps.payments;
  let status: string;
  let endedAt: string;
  try {
    const cancelled = await gateway.cancelSubscription(subscription.subscription_id);
    status = cancelled.status;
    endedAt = isoOf(cancelled.ended_at) ?? now.toISOString();
  } catch (error) {
    const atGateway = await endedAtGateway(deps, subscription, error);
    if (!atGateway) throw error;
    status = atGateway.status;
    endedAt = isoOf(atGateway.ended_at) ?? now.toISOString();
  }

  if (status === 'cancelled') await markCancelled(deps.db, subscription.id, endedAt, now);
  else await markEnded(deps.db, subscription.id, status, now);
  deps.log.info(
    { subscriptionRowId: subscription.id, subscriptionId: subscription.subscription_id, status },
    'monthly gift cancelled',
  );
  const current = await findSubscription(deps.db, subscription.id);
  if (!current) throw new DomainError('not-found', MONTHLY_MESSAGES.notFound);
  if (current.status !== 'cancelled') throw new DomainError('conflict', MONTHLY_MESSAGES.ended);
  return toMonthlyGift(current);
}

/** After a refused cancel: the subscription as the gateway has it, when it has already ended there. */
async function endedAtGateway(
  deps: DonationDeps,
  subscription: SubscriptionRecord,
  error: unknown,
): Promise<GatewaySubscription | undefined> {
  const { gateway } = deps.payments;
  if (!(error instanceof GatewayError) || error.kind === 'unavailable' || !gateway.fetchSubscription) {
    return undefined;
  }
  const current = await gateway.fetchSubscription(subscription.subscription_id);
  return isEndedSubscription(current.status) ? current : undefined;
}

/** What a subscription.* webhook did (webhooks.ts adds these to its outcomes). */
export type SubscriptionEventOutcome =
  'charged' | 'already_charged' | 'halted' | 'cancelled' | 'recorded' | 'unknown_subscription';

/**
 * Acts on one subscription.* event inside the webhook's transaction (the event is already stored under its unique
 * id, so a redelivery never gets here). The subscription's snapshot is applied first (newest wins; ended stays
 * ended), then:
 * - `subscription.charged` with a captured payment: the charge becomes a paid donation with its own receipt
 *   number and mail, once per payment id (recordSubscriptionCharge);
 * - `subscription.halted`, when it is what halted the gift: the donor is mailed the gateway's link to update the
 *   payment method, in the same transaction;
 * - `subscription.cancelled`: recorded by the snapshot (cancelled_at from the gateway's ended_at).
 * A subscription that is not ours is only stored.
 */
export async function handleSubscriptionEvent(
  trx: Transaction<Database>,
  deps: Pick<DonationDeps, 'cipher' | 'log' | 'payments'>,
  event: RazorpayWebhookEvent,
  now: Date,
): Promise<SubscriptionEventOutcome> {
  const entity = event.payload.subscription?.entity;
  if (!entity) return 'recorded';
  const subscription = await findSubscriptionByGatewayId(trx, entity.id);
  if (!subscription) return 'unknown_subscription';

  const { statusChanged } = await applySnapshot(
    trx,
    subscription,
    {
      status: entity.status,
      at: new Date(event.created_at * 1000),
      paidCount: entity.paid_count,
      nextChargeAt: isoOf(entity.charge_at),
      shortUrl: entity.short_url ?? null,
      endedAt: isoOf(entity.ended_at),
    },
    now,
  );

  switch (event.event) {
    case 'subscription.charged': {
      const payment = event.payload.payment?.entity;
      if (!payment || payment.status !== 'captured') return 'recorded';
      const outcome = await recordSubscriptionCharge(
        trx,
        deps,
        {
          subscription: {
            // donation_subscriptions has every donor column a donation has (0016 and 0017 gave both address, PIN code,
            // fund and citizenship), so each month's donation copies the gift's donor whole.
            ...donorRecordOf(subscription),
            user_id: subscription.user_id,
            gateway: subscription.gateway,
            subscription_id: subscription.subscription_id,
          },
          paymentId: payment.id,
          amountPaise: payment.amount,
          method: payment.method,
          orderId: payment.order_id,
          source: subscription.gateway === 'sandbox' ? 'sandbox' : 'webhook',
        },
        now,
      );
      return outcome.newlyPaid ? 'charged' : 'already_charged';
    }
    case 'subscription.halted': {
      if (!statusChanged || entity.status !== 'halted') return 'recorded';
      const updateUrl = entity.short_url ?? subscription.short_url;
      if (subscription.email !== '' && updateUrl) {
        const { settings } = await readSettings(trx);
        await enqueueMail(
          trx,
          haltedMail(
            {
              to: subscription.email,
              donorName: `${subscription.first_name} ${subscription.last_name}`,
              trust: trustIdOf(subscription.trust),
              amountPaise: subscription.amount_paise,
              updateUrl,
              subscriptionId: subscription.id,
              locale: subscription.locale,
            },
            settings,
          ),
        );
      }
      return 'halted';
    }
    case 'subscription.cancelled':
      return statusChanged && entity.status === 'cancelled' ? 'cancelled' : 'recorded';
    default:
      return 'recorded';
  }
}
