import { hkdfSync } from 'node:crypto';
import { CURRENCY, SANDBOX_KEY_ID, paths } from '@charity/shared';
import { gatewayErrorFromAnswer } from './gateway-error.ts';
import {
  withHiddenSecret,
  type CreateOrderInput,
  type GatewaySubscription,
  type PaymentGateway,
} from './gateway.ts';
import { randomRazorpayId } from './ids.ts';

/**
 * The offline gateway used when no Razorpay keys are configured (docs/product/giving.md): orders with
 * Razorpay-shaped ids and Razorpay's own validation answers, checkout results signed exactly like Razorpay's.
 * It keeps NO state: the caller stores the order id on the donation row and the sandbox pay route finds the
 * order through it, so the sandbox survives restarts and works across instances that share APP_SECRET.
 */

/** HKDF label: the sandbox key can never verify or decrypt anything made with another APP_SECRET-derived key. */
const SIGNING_LABEL = 'razorpay-sandbox-signing-secret-v1';

/** The sandbox's stand-in for a Razorpay key secret: stable for one APP_SECRET, on every instance. */
export function sandboxSigningSecret(appSecret: string): string {
  return Buffer.from(hkdfSync('sha256', appSecret, 'sai-mayee-trusts', SIGNING_LABEL, 32)).toString('hex');
}

/** Razorpay's limits on order fields (docs/product/external-facts.md). */
const MIN_AMOUNT_PAISE = 100;
const MAX_RECEIPT_CHARS = 40;
const MAX_NOTES = 15;
const MAX_NOTE_CHARS = 256;

/** The 400 answer Razorpay gives for these inputs, as { field, description }; null when Razorpay would accept. */
function razorpayWouldRefuse({
  amountPaise,
  receipt,
  notes,
}: Pick<CreateOrderInput, 'notes'> & { amountPaise?: number; receipt?: string }) {
  if (amountPaise !== undefined && !Number.isInteger(amountPaise))
    return { field: 'amount', description: 'The amount must be an integer.' };
  if (amountPaise !== undefined && amountPaise < MIN_AMOUNT_PAISE) {
    return { field: 'amount', description: 'The amount must be at least INR 1.00' };
  }
  if (receipt !== undefined && receipt.length > MAX_RECEIPT_CHARS) {
    return {
      field: 'receipt',
      description: `The receipt may not be greater than ${MAX_RECEIPT_CHARS} characters.`,
    };
  }
  const entries = Object.entries(notes);
  if (entries.length > MAX_NOTES) {
    return { field: 'notes', description: `Number of notes should be less than or equal to ${MAX_NOTES}` };
  }
  if (entries.some(([key, value]) => key.length > MAX_NOTE_CHARS || value.length > MAX_NOTE_CHARS)) {
    return { field: 'notes', description: `Notes may not be greater than ${MAX_NOTE_CHARS} characters.` };
  }
  return null;
}

/**
 * `publicUrl` stands in for a subscription's `short_url` (Razorpay's page where the donor changes the payment
 * method): in the sandbox that is the payments page, where the monthly gift is listed.
 */
export function createSandboxGateway({
  appSecret,
  publicUrl = '',
}: {
  appSecret: string;
  publicUrl?: string;
}): PaymentGateway {
  const refuse = (operation: string, refusal: { field: string; description: string }) =>
    gatewayErrorFromAnswer(operation, 400, { code: 'BAD_REQUEST_ERROR', ...refusal });
  return withHiddenSecret(
    {
      kind: 'sandbox',
      keyId: SANDBOX_KEY_ID,
      createOrder: async (input) => {
        const refusal = razorpayWouldRefuse(input);
        if (refusal) throw refuse('createOrder', refusal);
        return {
          id: randomRazorpayId('order'),
          entity: 'order',
          amount: input.amountPaise,
          amount_paid: 0,
          amount_due: input.amountPaise,
          currency: CURRENCY,
          receipt: input.receipt,
          offer_id: null,
          status: 'created',
          attempts: 0,
          notes: { ...input.notes },
          created_at: Math.floor(Date.now() / 1000),
        };
      },
      // No money moved in the sandbox, so there is nothing to send back: the refund is processed at once.
      refundPayment: async ({ paymentId, amountPaise, notes }) => ({
        id: randomRazorpayId('rfnd'),
        entity: 'refund',
        amount: amountPaise,
        currency: CURRENCY,
        payment_id: paymentId,
        notes: { ...notes },
        receipt: null,
        status: 'processed',
        created_at: Math.floor(Date.now() / 1000),
      }),
      createPlan: async ({ amountPaise, period, interval, name, notes }) => {
        const refusal = razorpayWouldRefuse({ amountPaise, notes });
        if (refusal) throw refuse('createPlan', refusal);
        const now = Math.floor(Date.now() / 1000);
        return {
          id: randomRazorpayId('plan'),
          entity: 'plan',
          interval,
          period,
          item: { id: randomRazorpayId('item'), name, amount: amountPaise, currency: CURRENCY },
          notes: { ...notes },
          created_at: now,
        };
      },
      createSubscription: async ({ planId, totalCount, customerNotify, notes }) => {
        const refusal = razorpayWouldRefuse({ notes });
        if (refusal) throw refuse('createSubscription', refusal);
        const subscription: GatewaySubscription = {
          id: randomRazorpayId('sub'),
          entity: 'subscription',
          plan_id: planId,
          customer_id: null,
          status: 'created',
          current_start: null,
          current_end: null,
          ended_at: null,
          quantity: 1,
          notes: { ...notes },
          charge_at: null,
          start_at: null,
          end_at: null,
          auth_attempts: 0,
          total_count: totalCount,
          paid_count: 0,
          customer_notify: customerNotify,
          created_at: Math.floor(Date.now() / 1000),
          expire_by: null,
          short_url: `${publicUrl}${paths.payment}`,
          remaining_count: totalCount,
        };
        return subscription;
      },
      // Nothing is scheduled in the sandbox (its charges are asked for by hand), so cancelling stops nothing more.
      cancelSubscription: async (subscriptionId) => ({
        id: subscriptionId,
        status: 'cancelled',
        ended_at: Math.floor(Date.now() / 1000),
      }),
    },
    sandboxSigningSecret(appSecret),
  );
}
