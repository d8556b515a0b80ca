import {
  OFFLINE_MODE_LABELS,
  OFFLINE_MODES,
  TRUST_IDS,
  dedicationLine,
  notDeductibleReason,
  type TrustId,
} from '@charity/shared';
import type { FieldCipher } from '#src/shared/crypto.ts';
import type { ReceiptInput } from './receipt-pdf.ts';
import type { DonationRecord } from '../repository.ts';

/** The trust column as the TrustId it always holds (the table's check constraint allows only 1 and 2). */
export function trustIdOf(trust: number): TrustId {
  const id = TRUST_IDS.find((t) => t === trust);
  if (id === undefined) throw new Error(`Unknown trust ${trust}`);
  return id;
}

const METHOD_NAMES: Record<string, string> = {
  upi: 'UPI',
  card: 'card',
  netbanking: 'net banking',
  wallet: 'wallet',
  emi: 'EMI',
};

/**
 * The receipt's "mode of payment" (docs/product/external-facts.md item 8). The checkout handler does not say
 * how the donor paid, so a donation verified before its webhook arrived reads "card/UPI"; a sandbox payment
 * says plainly that no money moved, so a test receipt can never pass for a real one.
 */
export function paymentMode(gateway: string, method: string | null): string {
  if (gateway === 'ehundi') return "UPI — e-hundi, credited to the trust's bank account";
  if (gateway === 'offline') {
    const mode = OFFLINE_MODES.find((m) => m === method);
    return mode ? OFFLINE_MODE_LABELS[mode] : (method ?? 'Offline');
  }
  if (gateway === 'sandbox') return 'Online — sandbox test payment (no money was taken)';
  const name = method ? (METHOD_NAMES[method] ?? method) : 'card/UPI';
  return `Online — ${name} via Razorpay`;
}

/**
 * The donor's postal address as one line: what the donor typed (the street part online; the whole
 * address for an offline gift), then the city, the state and the PIN code — 'Flat 4, 12 MG Road, Bengaluru,
 * Karnataka 560001'. Null when no address was given: older online gifts have only a city and state.
 */
export function postalAddressOf(
  donation: Pick<DonationRecord, 'address' | 'city' | 'state' | 'pin_code'>,
): string | null {
  const street = donation.address?.trim() ?? '';
  if (street === '') return null;
  const place = [donation.city, donation.state].map((part) => part.trim()).filter((part) => part !== '');
  const pin = donation.pin_code?.trim() ?? '';
  const tail = [place.join(', '), pin].filter((part) => part !== '').join(' ');
  return [street, tail].filter((part) => part !== '').join(', ');
}

/** What the receipt PDF prints for a paid donation; the donor's PAN is decrypted for it and nowhere else. */
export function receiptInputOf(donation: DonationRecord, cipher: FieldCipher): ReceiptInput {
  const { receipt_number: receiptNumber, paid_at: paidAt } = donation;
  if (receiptNumber === null || paidAt === null) {
    throw new Error(`Donation ${donation.id} has no receipt yet: it is not paid`);
  }
  const offline = donation.gateway === 'offline';
  return {
    trust: trustIdOf(donation.trust),
    receiptNumber,
    date: paidAt,
    donor: {
      name: `${donation.first_name} ${donation.last_name}`,
      city: donation.city,
      state: donation.state,
      pan: donation.pan_encrypted === null ? null : cipher.decrypt(donation.pan_encrypted),
      address: postalAddressOf(donation),
    },
    fund: donation.fund,
    dedication: dedicationLine(donation.dedication_kind, donation.dedication_name),
    amountPaise: donation.amount_paise,
    mode: paymentMode(donation.gateway, donation.payment_method),
    // Online: the gateway's payment id; e-hundi: the UTR; offline: the cheque number or bank reference.
    paymentReference: offline ? donation.payment_reference : donation.payment_id,
    orderId: donation.order_id,
    description: donation.description,
    notDeductible: offline ? notDeductibleReason(donation.payment_method, donation.amount_paise) : null,
    cancelledAt: donation.refunded_at,
  };
}
