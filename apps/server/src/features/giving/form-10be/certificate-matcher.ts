import type { Form10beReason } from '@charity/shared';
import type { StatementDonation } from '../exports/export-service.ts';
import { aggregateForm10bd } from '../exports/form-10bd.ts';
import type { Form10beFields } from './certificate-fields.ts';

/**
 * Matching a Form 10BE certificate to the donor it certifies (docs/product/giving.md "Form 10BE certificates",
 * docs/decisions/0069-form-10be-certificates.md). The portal made the certificate from the trust's Form 10BD, so
 * the donor is found the way the statement was made: the same receipted, not refunded gifts of the trust's year,
 * aggregated by aggregateForm10bd (Rule 18AB(3)).
 */

/**
 * A donor as the site knows them today: by PAN when they gave one, else by e-mail, else the one gift. `donorId`
 * is their latest gift of the year, whose e-mail and name the certificate goes to.
 */
export type YearDonor = {
  donorId: number;
  pan: string | null;
  name: string;
  email: string;
  /** All their reported gifts of the year. */
  amountPaise: number;
  /** Each of their Form 10BD rows (one per donation type and mode). */
  rowAmountsPaise: number[];
};

export type MatchOutcome =
  | { status: 'matched'; donor: YearDonor }
  | { status: 'unmatched'; reason: Form10beReason }
  | { status: 'ambiguous'; reason: Form10beReason; candidates: YearDonor[] };

/** The year's donors from the gifts the statement reports (oldest first), in the order of their first gift. */
export function donorsOfYear(reported: readonly StatementDonation[]): YearDonor[] {
  const order = new Map(reported.map((gift, index) => [gift.receiptNumber, index]));
  const gifts = new Map(reported.map((gift) => [gift.receiptNumber, gift]));
  const donors: YearDonor[] = [];
  const byKey = new Map<string, { donor: YearDonor; latest: number }>();
  for (const row of aggregateForm10bd(reported)) {
    const latest = Math.max(...row.receiptNumbers.map((number) => order.get(number) ?? -1));
    const gift = reported[latest];
    if (!gift) continue;
    const email = gift.email.trim().toLowerCase();
    const key = row.idNumber !== '' ? `pan:${row.idNumber}` : email !== '' ? `email:${email}` : null;
    const known = key === null ? undefined : byKey.get(key);
    if (known) {
      known.donor.amountPaise += row.amountPaise;
      known.donor.rowAmountsPaise.push(row.amountPaise);
      if (latest > known.latest) {
        Object.assign(known.donor, { donorId: gift.donationId, name: gift.name, email: gift.email });
        known.latest = latest;
      }
      continue;
    }
    const donor: YearDonor = {
      donorId: gift.donationId,
      pan: row.idNumber === '' ? null : row.idNumber,
      name: gifts.get(row.receiptNumbers[0] ?? '')?.name ?? gift.name,
      email: gift.email,
      amountPaise: row.amountPaise,
      rowAmountsPaise: [row.amountPaise],
    };
    donors.push(donor);
    if (key !== null) byKey.set(key, { donor, latest });
  }
  return donors;
}

/**
 * Whether the certificate's amount is the donor's: their year's total, or one of their statement rows (the
 * portal may certify each row of the statement on its own).
 */
const amountFits = (donor: YearDonor, amountPaise: number) =>
  donor.amountPaise === amountPaise || donor.rowAmountsPaise.includes(amountPaise);

/** Names compared as people write them: case, dots and spacing ignored. */
const sameName = (a: string, b: string) => {
  const plain = (name: string) =>
    name
      .toLowerCase()
      .replace(/[.\s]+/g, ' ')
      .trim();
  return plain(a) === plain(b);
};

/**
 * A PAN certificate is matched when one donor has that PAN and the amount fits; the site keeps no Aadhaar
 * numbers, so an Aadhaar certificate is never matched on its own: the donors without a PAN whose name and amount
 * fit are offered to a person to choose from.
 */
export function matchCertificate(
  fields: Form10beFields,
  fy: string,
  donors: readonly YearDonor[],
): MatchOutcome {
  if (fields.financialYear !== fy) return { status: 'unmatched', reason: 'other-year' };
  if (fields.idKind === 'pan') {
    const donor = donors.find((candidate) => candidate.pan === fields.idNumber);
    if (!donor) return { status: 'unmatched', reason: 'no-gifts' };
    if (!amountFits(donor, fields.amountPaise)) return { status: 'unmatched', reason: 'amount-differs' };
    return { status: 'matched', donor };
  }
  const candidates = donors.filter(
    (donor) =>
      donor.pan === null && sameName(donor.name, fields.donorName) && amountFits(donor, fields.amountPaise),
  );
  if (candidates.length === 0) return { status: 'unmatched', reason: 'id-not-on-record' };
  return { status: 'ambiguous', reason: 'id-not-on-record', candidates };
}
