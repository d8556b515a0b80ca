import { describe, expect, it } from 'vitest';
import { form10bdChecklist, type ChecklistDonation } from './form-10bd-checklist.ts';
import {
  FORM_10BD_MODES,
  FORM_10BD_TYPES,
  aggregateForm10bd,
  form10bdCsv,
  form10bdModeOf,
} from './form-10bd.ts';

let serial = 0;
const gift = (overrides: Partial<ChecklistDonation>): ChecklistDonation => ({
  receiptNumber: `SMT/2026-27/${String(++serial).padStart(6, '0')}`,
  paidAt: `2026-05-${String(serial).padStart(2, '0')}T06:30:00.000Z`,
  name: 'Asha Rao',
  pan: 'ABCPR1234K',
  address: '12 Temple Street, Mysuru 570001',
  amountPaise: 100_000,
  type: FORM_10BD_TYPES.others,
  mode: FORM_10BD_MODES.electronic,
  partialAddress: false,
  ...overrides,
});

const filing = { urn: 'AAATS1234FE20214', urnIssuedOn: '2021-05-28' };

describe('Form 10BD Part B', () => {
  it('maps stored gateways and offline modes to the portal modes', () => {
    expect(form10bdModeOf('offline', 'cash')).toBe('Cash');
    expect(form10bdModeOf('offline', 'kind')).toBe('Kind');
    for (const method of ['cheque', 'bank-transfer', 'upi']) {
      expect(form10bdModeOf('offline', method)).toBe(FORM_10BD_MODES.electronic);
    }
    expect(form10bdModeOf('razorpay', 'card')).toBe(FORM_10BD_MODES.electronic);
    expect(form10bdModeOf('ehundi', 'upi')).toBe(FORM_10BD_MODES.electronic);
    expect(form10bdModeOf('offline', 'barter')).toBe('Others');
  });

  it('aggregates one donor by PAN, type and mode, and writes the portal columns in order', () => {
    serial = 0;
    const donations = [
      // Asha: two online gifts (aggregated), one cheque (same electronic mode: aggregated too), one cash gift.
      gift({ amountPaise: 100_000 }),
      gift({ name: 'Vikram Shah', pan: 'ABCPS5678L', address: '=cmd|calc', amountPaise: 250_050 }),
      gift({ amountPaise: 50_025, pan: 'abcpr1234k' }),
      gift({ amountPaise: 300_000, mode: FORM_10BD_MODES.cash }),
      // Vikram again, in kind: a different mode, so a row of its own.
      gift({
        name: 'Vikram Shah',
        pan: 'ABCPS5678L',
        address: 'Flat 4, "Sai Nilaya", Pune',
        amountPaise: 1_000_000,
        mode: FORM_10BD_MODES.kind,
      }),
      // No PAN: never merged, even with the same name.
      gift({ pan: null, amountPaise: 20_000 }),
      gift({ pan: null, amountPaise: 30_000 }),
      // Asha's latest gift has a new address, and it is the one the row shows.
      gift({ amountPaise: 10_000, address: '3 Lake Road, Mysuru' }),
    ];
    const rows = aggregateForm10bd(donations);
    expect(rows.map((r) => [r.serial, r.idNumber, r.mode, r.amountPaise, r.receiptNumbers.length])).toEqual([
      [1, 'ABCPR1234K', FORM_10BD_MODES.electronic, 160_025, 3],
      [2, 'ABCPS5678L', FORM_10BD_MODES.electronic, 250_050, 1],
      [3, 'ABCPR1234K', 'Cash', 300_000, 1],
      [4, 'ABCPS5678L', 'Kind', 1_000_000, 1],
      [5, '', FORM_10BD_MODES.electronic, 20_000, 1],
      [6, '', FORM_10BD_MODES.electronic, 30_000, 1],
    ]);
    expect(rows[0]?.receiptNumbers).toEqual([
      'SMT/2026-27/000001',
      'SMT/2026-27/000003',
      'SMT/2026-27/000008',
    ]);

    const e = 'Electronic modes including account payee cheque/draft';
    const expected =
      '\uFEFF' +
      [
        'Sl. No.,Pre Acknowledgement Number,ID Code,Unique Identification Number,Section Code,Unique Registration Number (URN),Date of Issuance of Unique Registration Number,Name of donor,Address of donor,Donation Type,Mode of receipt,Amount of donation (Indian rupees)',
        `1,,Permanent Account Number,ABCPR1234K,Section 80G,AAATS1234FE20214,28-05-2021,Asha Rao,"3 Lake Road, Mysuru",Others,${e},1600.25`,
        `2,,Permanent Account Number,ABCPS5678L,Section 80G,AAATS1234FE20214,28-05-2021,Vikram Shah,'=cmd|calc,Others,${e},2500.50`,
        '3,,Permanent Account Number,ABCPR1234K,Section 80G,AAATS1234FE20214,28-05-2021,Asha Rao,"12 Temple Street, Mysuru 570001",Others,Cash,3000.00',
        '4,,Permanent Account Number,ABCPS5678L,Section 80G,AAATS1234FE20214,28-05-2021,Vikram Shah,"Flat 4, ""Sai Nilaya"", Pune",Others,Kind,10000.00',
        `5,,,,Section 80G,AAATS1234FE20214,28-05-2021,Asha Rao,"12 Temple Street, Mysuru 570001",Others,${e},200.00`,
        `6,,,,Section 80G,AAATS1234FE20214,28-05-2021,Asha Rao,"12 Temple Street, Mysuru 570001",Others,${e},300.00`,
      ].join('\r\n') +
      '\r\n';
    expect(form10bdCsv(rows, filing)).toBe(expected);
  });

  it('leaves the URN empty when the trust has none', () => {
    serial = 0;
    const csv = form10bdCsv(aggregateForm10bd([gift({})]), null);
    expect(csv.split('\r\n')[1]).toBe(
      '1,,Permanent Account Number,ABCPR1234K,Section 80G,,,Asha Rao,"12 Temple Street, Mysuru 570001",Others,Electronic modes including account payee cheque/draft,1000.00',
    );
  });

  it('aggregates nothing from nothing', () => {
    expect(aggregateForm10bd([])).toEqual([]);
    expect(form10bdCsv([], filing).split('\r\n')).toHaveLength(2);
  });
});

describe('the Form 10BD checklist', () => {
  it('counts what blocks filing and what needs a look, with the receipts concerned', () => {
    serial = 0;
    const reported = [
      gift({}),
      gift({ pan: null }),
      gift({ address: '' }),
      gift({ address: 'Mysuru, Karnataka', partialAddress: true }),
      gift({ mode: FORM_10BD_MODES.cash, amountPaise: 200_000 }),
      gift({ mode: FORM_10BD_MODES.cash, amountPaise: 200_001 }),
      gift({ mode: FORM_10BD_MODES.kind }),
    ];
    const result = form10bdChecklist({
      reported,
      cancelled: ['SMT/2026-27/000099'],
      sandbox: [],
      filing,
    });
    const byCode = Object.fromEntries(result.checks.map((c) => [c.code, [c.severity, c.receipt_numbers]]));
    expect(byCode).toEqual({
      'no-80g-registration': ['blocking', []],
      'missing-id': ['blocking', ['SMT/2026-27/000002']],
      'missing-address': ['blocking', ['SMT/2026-27/000003']],
      'partial-address': ['warning', ['SMT/2026-27/000004']],
      // ₹2,000 exactly is deductible; one paisa more is not.
      'cash-over-limit': ['warning', ['SMT/2026-27/000006']],
      kind: ['warning', ['SMT/2026-27/000007']],
      'cancelled-excluded': ['info', ['SMT/2026-27/000099']],
      'sandbox-excluded': ['info', []],
    });
    expect(result.checks.map((c) => c.severity)).toEqual([
      'blocking',
      'blocking',
      'blocking',
      'warning',
      'warning',
      'warning',
      'info',
      'info',
    ]);
    expect(result.checks.every((c) => c.count === c.receipt_numbers.length)).toBe(true);
    expect(result).toMatchObject({ ready: false, donations: 7 });
    expect(result.amount).toBe(1000 * 5 + 2000 + 2000.01);
  });

  it('is ready when nothing blocks, and blocked for every receipt without an 80G registration', () => {
    serial = 0;
    const reported = [gift({}), gift({ mode: FORM_10BD_MODES.kind })];
    expect(form10bdChecklist({ reported, cancelled: [], sandbox: [], filing }).ready).toBe(true);
    const none = form10bdChecklist({ reported, cancelled: [], sandbox: [], filing: null });
    expect(none.ready).toBe(false);
    expect(none.checks[0]).toMatchObject({ code: 'no-80g-registration', count: 2 });
    expect(none.rows).toBe(2);
  });
});
