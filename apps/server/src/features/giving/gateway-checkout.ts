import type { FastifyInstance } from 'fastify';
import { CURRENCY, TRUSTS, type DonationCheckout } from '@charity/shared';
import type { DonationRecord } from './repository.ts';
import type { Payments } from '#src/services/payments/plugin.ts';
import { DomainError } from '#src/shared/domain-error.ts';
import type { DonationDeps } from './checkout/donation-service.ts';
import { trustIdOf } from './receipts/receipt-input.ts';

/*
 * What a one-off donation and a monthly gift share around Razorpay's checkout (docs/product/giving.md, "Monthly
 * giving"; docs/decisions/0034-monthly-giving.md): the same dependencies, the same fields to open checkout with,
 * and the same check of what checkout's handler received. Only the gateway thing differs (an order or a
 * subscription), so each flow passes its own id, lookup and messages.
 */

/** What every giving route works with; `module` names the part in the logs. */
export function givingDeps(app: FastifyInstance, module: string): DonationDeps {
  return { db: app.db, cipher: app.cipher, payments: app.payments, log: app.log.child({ module }) };
}

type CheckoutDonor = Pick<
  DonationRecord,
  'id' | 'trust' | 'amount_paise' | 'first_name' | 'last_name' | 'email' | 'phone'
>;

/**
 * What the browser's checkout opens with, whichever the gateway thing: the amount in paise, the public key, the
 * trust's name and the donor's prefill. The caller adds its order or subscription id.
 */
export function checkoutFields(donor: CheckoutDonor, payments: Payments): Omit<DonationCheckout, 'order_id'> {
  return {
    id: donor.id,
    amount: donor.amount_paise,
    currency: CURRENCY,
    key: payments.gateway.keyId,
    gateway: payments.gateway.kind,
    name: TRUSTS[trustIdOf(donor.trust)].name,
    first_name: donor.first_name,
    last_name: donor.last_name,
    email: donor.email,
    phone: donor.phone,
  };
}

/** How one flow finds and checks what checkout's handler sent back, and what it says when that fails. */
export type SignedCheckout<Stored> = {
  /** The row behind the gateway id checkout answered with: the signature is checked against OUR stored id. */
  find: () => Promise<Stored | undefined>;
  /** The HMAC check, constant-time, against the stored row's gateway id. */
  verify: (stored: Stored) => boolean;
  /** What the log's warning names for a signature that does not match. */
  logFields: (stored: Stored) => Record<string, unknown>;
  logMessage: string;
  messages: { notFound: string; verificationFailed: string };
};

/**
 * Checks what checkout's handler received (docs/product/external-facts.md): an id that is not ours is a 404, a
 * bad or borrowed signature changes nothing and is a 400 (logged as a warning); otherwise the stored row, for the
 * flow to mark paid or authorised.
 */
export async function verifySignedCheckout<Stored>(
  deps: Pick<DonationDeps, 'log'>,
  signed: SignedCheckout<Stored>,
): Promise<Stored> {
  const stored = await signed.find();
  if (!stored) throw new DomainError('not-found', signed.messages.notFound);
  if (!signed.verify(stored)) {
    deps.log.warn(signed.logFields(stored), signed.logMessage);
    throw new DomainError('bad-request', signed.messages.verificationFailed);
  }
  return stored;
}
