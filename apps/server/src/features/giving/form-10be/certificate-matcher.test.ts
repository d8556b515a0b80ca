import { describe, expect, it } from 'vitest';
import type { StatementDonation } from '../exports/export-service.ts';
import { FORM_10BD_MODES, FORM_10BD_TYPES } from '../exports/form-10bd.ts';
import type { Form10beFields } from './certificate-fields.ts';
import { donorsOfYear, matchCertificate } from './certificate-matcher.ts';

let gifts = 0;
/** A gift the Form 10BD statement reports, with the given changes. */
const gift = (overrides: Partial<StatementDonation> = {}): StatementDonation => {
  gifts += 1;
  return {
    donationId: gifts,
    email: 'asha@example.org',
    receiptNumber: `SMT/2025-26/${String(gifts).padStart(6, '0')}`,
    paidAt: `2025-06-${String(gifts).padStart(2, '0')}T10:00:00.000Z`,
    name: 'Asha Rao',
    pan: 'ABCPR1234K',
    address: '12 Temple Street, Mysuru 570001',
    partialAddress: false,
    amountPaise: 500_000,
    type: FORM_10BD_TYPES.others,
    mode: FORM_10BD_MODES.electronic,
    ...overrides,
  };
};

const certificate = (overrides: Partial<Form10beFields> = {}): Form10beFields => ({
  idKind: 'pan',
  idNumber: 'ABCPR1234K',
  donorName: 'Asha Rao',
  amountPaise: 500_000,
  financialYear: '2025-26',
  certificateNumber: 'C-0001',
  ...overrides,
});

describe('matching a Form 10BE certificate', () => {
  it("matches a PAN certificate to the donor's gifts aggregated as Form 10BD aggregates them", () => {
    const first = gift({ amountPaise: 300_000 });
    const cash = gift({ amountPaise: 150_000, mode: FORM_10BD_MODES.cash, email: 'asha.rao@example.org' });
    const donors = donorsOfYear([first, gift({ pan: 'ZZZPZ9999Z', email: 'other@example.org' }), cash]);
    // The year's total, and each statement row on its own (the portal may certify a row).
    for (const amountPaise of [450_000, 300_000, 150_000]) {
      const outcome = matchCertificate(certificate({ amountPaise }), '2025-26', donors);
      expect(outcome).toMatchObject({
        status: 'matched',
        donor: { donorId: cash.donationId, email: 'asha.rao@example.org', amountPaise: 450_000 },
      });
    }
  });

  it('leaves unmatched, with the reason, another year, an unknown PAN and an amount that differs', () => {
    const donors = donorsOfYear([gift({ amountPaise: 300_000 }), gift({ amountPaise: 200_000 })]);
    expect(matchCertificate(certificate({ financialYear: '2024-25' }), '2025-26', donors)).toEqual({
      status: 'unmatched',
      reason: 'other-year',
    });
    expect(matchCertificate(certificate({ idNumber: 'ABCPQ1234K' }), '2025-26', donors)).toEqual({
      status: 'unmatched',
      reason: 'no-gifts',
    });
    // 3,000 and 2,000 are one row (same type and mode): 5,000 fits, 3,000 alone does not.
    expect(matchCertificate(certificate({ amountPaise: 300_000 }), '2025-26', donors)).toEqual({
      status: 'unmatched',
      reason: 'amount-differs',
    });
  });

  it('offers the donors without a PAN whose name and amount fit an Aadhaar certificate, never matching it alone', () => {
    const twice = [
      gift({ pan: null, name: 'Ravi Kumar', email: 'ravi@example.org', amountPaise: 100_000 }),
      gift({ pan: null, name: 'Ravi  Kumar', email: 'RAVI@example.org', amountPaise: 50_000 }),
    ];
    const namesake = gift({
      pan: null,
      name: 'ravi kumar',
      email: 'r.kumar@example.org',
      amountPaise: 150_000,
    });
    const donors = donorsOfYear([...twice, namesake, gift({ name: 'Ravi Kumar', amountPaise: 150_000 })]);
    const aadhaar = certificate({ idKind: 'aadhaar', idNumber: '234123412346', donorName: 'RAVI KUMAR' });

    const outcome = matchCertificate({ ...aadhaar, amountPaise: 150_000 }, '2025-26', donors);
    expect(outcome.status).toBe('ambiguous');
    expect(outcome.status === 'ambiguous' && outcome.candidates.map((c) => c.donorId)).toEqual([
      twice[1]!.donationId,
      namesake.donationId,
    ]);
    expect(matchCertificate({ ...aadhaar, amountPaise: 999_900 }, '2025-26', donors)).toEqual({
      status: 'unmatched',
      reason: 'id-not-on-record',
    });
  });
});
