import type { FastifyBaseLogger } from 'fastify';
import type {
  RazorpayOrder,
  RazorpayPayment,
  RazorpayPlan,
  RazorpayPlanPeriod,
  RazorpayRefund,
  RazorpaySubscription,
} from '#src/services/payments/razorpay-shapes.ts';

/**
 * The payment gateway behind one interface (docs/product/giving.md): Razorpay when keys are
 * configured, otherwise an offline sandbox that creates the same ids and signs the same way, so nothing
 * downstream can tell them apart.
 */

export type GatewayKind = 'razorpay' | 'sandbox';

export type CreateOrderInput = {
  /** Integer paise (₹1.00 = 100); the gateway refuses less than 100. */
  amountPaise: number;
  /** Our reference for the order (the donation's reference), at most 40 characters. */
  receipt: string;
  /** At most 15 pairs of at most 256 characters, e.g. { donation_id: '42' }. */
  notes: Record<string, string>;
};

/** Razorpay's order entity (docs/product/external-facts.md), `notes` normalised to a string map. */
export type GatewayOrder = RazorpayOrder;
/** Razorpay's payment entity, the fields we use. */
export type GatewayPayment = RazorpayPayment;
/** Razorpay's refund entity. */
export type GatewayRefund = RazorpayRefund;

export type RefundPaymentInput = {
  /** The captured payment (`pay_…`). */
  paymentId: string;
  /** Integer paise; the whole payment for a donation's refund. */
  amountPaise: number;
  /** At most 15 pairs, e.g. { donation_reference, reason }. */
  notes: Record<string, string>;
};

/** Razorpay's plan entity (Subscriptions API). */
export type GatewayPlan = RazorpayPlan;
/** Razorpay's subscription entity, the fields we use. */
export type GatewaySubscription = RazorpaySubscription;

export type CreatePlanInput = {
  /** Integer paise charged every cycle; at least 100. */
  amountPaise: number;
  period: RazorpayPlanPeriod;
  /** Cycles of `period` between charges: 1 for monthly. */
  interval: number;
  /** The plan's item name, shown to the donor by the gateway, e.g. "Monthly gift of ₹1,500". */
  name: string;
  notes: Record<string, string>;
};

export type CreateSubscriptionInput = {
  planId: string;
  /** How many cycles to charge at most (Razorpay requires a bound). */
  totalCount: number;
  /** True: Razorpay mails and texts the donor about charges and failures itself. */
  customerNotify: boolean;
  /** At most 15 pairs, e.g. { subscription_reference, trust }. */
  notes: Record<string, string>;
};

export type PaymentGateway = {
  kind: GatewayKind;
  /** The public key id the browser's checkout opens with. */
  keyId: string;
  /**
   * The secret checkout results are signed with (Razorpay: the key secret; sandbox: derived from APP_SECRET).
   * Verify with `verifyCheckoutSignature(…, gateway.signingSecret)`. Not enumerable, so logging the gateway
   * object cannot print it.
   */
  signingSecret: string;
  /** Creates an order; rejects with a GatewayError (a DomainError with the right code and message). */
  createOrder(input: CreateOrderInput): Promise<GatewayOrder>;
  /**
   * Every payment attempt of an order, failed ones included (Razorpay's `GET /orders/:id/payments`), e.g. to find
   * a captured payment whose webhook has not arrived before opening a fresh order. Absent in the sandbox, which
   * keeps no state: there the donation row is the only record.
   */
  fetchOrderPayments?(orderId: string): Promise<GatewayPayment[]>;
  /**
   * Refunds a captured payment (Razorpay's `POST /payments/{id}/refund`, amount in paise); rejects with a
   * GatewayError. The sandbox moved no money, so its refund is local: a refund entity with a fresh `rfnd_` id.
   */
  refundPayment(input: RefundPaymentInput): Promise<GatewayRefund>;
  /** Creates a plan (`POST /plans`); rejects with a GatewayError (422 on an amount the gateway refuses). */
  createPlan(input: CreatePlanInput): Promise<GatewayPlan>;
  /**
   * Creates a subscription of a plan (`POST /subscriptions`), status `created` until the donor authorises it in
   * checkout (opened with its id instead of an order id).
   */
  createSubscription(input: CreateSubscriptionInput): Promise<GatewaySubscription>;
  /**
   * The subscription as the gateway has it now (`GET /subscriptions/{id}`). Absent in the sandbox, which keeps no
   * state: there the stored row is the only record.
   */
  fetchSubscription?(subscriptionId: string): Promise<GatewaySubscription>;
  /**
   * Cancels a subscription at once (`POST /subscriptions/{id}/cancel`); no further charge is made. Answers the
   * cancelled subscription's status and end; rejects with a GatewayError (e.g. one already cancelled).
   */
  cancelSubscription(
    subscriptionId: string,
  ): Promise<Pick<GatewaySubscription, 'id' | 'status' | 'ended_at'>>;
};

export type GatewayLog = Pick<FastifyBaseLogger, 'warn' | 'error'>;

export type GatewayOptions = {
  /** Where failed gateway calls are logged (without secrets). */
  log?: GatewayLog;
  /** How long one Razorpay call may take, body included; RAZORPAY_TIMEOUT_MS by default. */
  timeoutMs?: number;
};

/** Builds a gateway object whose signing secret is present but not enumerable (not in logs, JSON or spreads). */
export function withHiddenSecret(
  gateway: Omit<PaymentGateway, 'signingSecret'>,
  signingSecret: string,
): PaymentGateway {
  return Object.defineProperty(gateway, 'signingSecret', {
    value: signingSecret,
    enumerable: false,
    writable: false,
  }) as PaymentGateway;
}
