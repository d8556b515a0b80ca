import { beforeAll, describe, expect, it } from 'vitest';
import type { Insertable } from 'kysely';
import type { Db } from '#src/db/database.ts';
import type { DonationsTable } from '#src/db/schema.ts';
import { testDatabases, useTestApp } from '../../../../test/support/test-app.ts';
import { assignReceiptNumber } from './receipt-numbers.ts';

let n = 0;
/** One donation row, paid unless told otherwise; the receipt columns start empty. */
async function insertDonation(db: Db, values: Partial<Insertable<DonationsTable>> = {}): Promise<number> {
  n += 1;
  const row = await db
    .insertInto('donations')
    .values({
      reference: `DN-TEST-${n}-${Math.random().toString(36).slice(2)}`,
      first_name: 'Asha',
      last_name: 'Rao',
      email: `donor${n}@example.org`,
      phone: '9876543210',
      amount_paise: 50000,
      city: 'Bengaluru',
      state: 'Karnataka',
      trust: 1,
      gateway: 'sandbox',
      status: 1,
      paid_at: '2026-07-10T06:00:00.000Z',
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const receiptOf = (db: Db, id: number) =>
  db
    .selectFrom('donations')
    .select(['receipt_fy', 'receipt_seq', 'receipt_number'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const counterOf = async (db: Db, trust: number, fy: string) =>
  (
    await db
      .selectFrom('receipt_counters')
      .select('last_seq')
      .where('trust', '=', trust)
      .where('fy', '=', fy)
      .executeTakeFirst()
  )?.last_seq;

class Rollback extends Error {}

/** Resolves every caller once `count` of them are waiting. */
function barrier(count: number): () => Promise<void> {
  let waiting = 0;
  let release = () => {};
  const everyone = new Promise<void>((resolve) => (release = resolve));
  return () => {
    waiting += 1;
    if (waiting >= count) release();
    return everyone;
  };
}

describe.each(testDatabases)('receipt numbers on %s', (database) => {
  const ctx = useTestApp(database);
  let db: Db;

  beforeAll(async () => {
    db = ctx.app.db;
  });

  it('numbers each trust and financial year in its own series, from 1, and writes the number on the donation', async () => {
    const first = await insertDonation(db, { trust: 2, paid_at: '2025-05-01T10:00:00.000Z' });
    const second = await insertDonation(db, { trust: 2, paid_at: '2025-06-01T10:00:00.000Z' });
    const otherTrust = await insertDonation(db, { trust: 1, paid_at: '2025-06-01T10:00:00.000Z' });
    // 1 April 2026, 01:30 IST: the next year's series even though it is still 31 March in UTC.
    const nextYear = await insertDonation(db, { trust: 2, paid_at: '2026-03-31T20:00:00.000Z' });

    const assign = (id: number) => db.transaction().execute((trx) => assignReceiptNumber(trx, id));
    expect(await assign(first)).toEqual({ fy: '2025-26', seq: 1, number: 'SMMT/2025-26/000001' });
    expect(await assign(second)).toEqual({ fy: '2025-26', seq: 2, number: 'SMMT/2025-26/000002' });
    expect(await assign(otherTrust)).toEqual({ fy: '2025-26', seq: 1, number: 'SMT/2025-26/000001' });
    expect(await assign(nextYear)).toEqual({ fy: '2026-27', seq: 1, number: 'SMMT/2026-27/000001' });

    expect(await receiptOf(db, second)).toEqual({
      receipt_fy: '2025-26',
      receipt_seq: 2,
      receipt_number: 'SMMT/2025-26/000002',
    });
  });

  it('is idempotent: a numbered donation keeps its number and consumes no serial', async () => {
    const id = await insertDonation(db, { paid_at: '2024-08-15T04:00:00.000Z' });
    const assign = (donationId: number) =>
      db.transaction().execute((trx) => assignReceiptNumber(trx, donationId));
    const first = await assign(id);
    expect(first).toEqual({ fy: '2024-25', seq: 1, number: 'SMT/2024-25/000001' });
    expect(await assign(id)).toEqual(first);
    expect(await assign(id)).toEqual(first);
    expect(await counterOf(db, 1, '2024-25')).toBe(1);
    expect((await assign(await insertDonation(db, { paid_at: '2024-09-01T04:00:00.000Z' }))).seq).toBe(2);
  });

  it('gives one number when two transactions number the same donation at once (verify racing a webhook)', async () => {
    const id = await insertDonation(db, { paid_at: '2023-11-11T11:00:00.000Z' });
    // On PostgreSQL all five transactions are open before any of them numbers the donation, so they truly race.
    // SQLite runs Kysely transactions one after another on its single connection: waiting there would deadlock.
    const arrive = barrier(database === 'postgres' ? 5 : 1);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        db.transaction().execute(async (trx) => {
          await arrive();
          return assignReceiptNumber(trx, id);
        }),
      ),
    );
    for (const result of results) {
      expect(result).toEqual({ fy: '2023-24', seq: 1, number: 'SMT/2023-24/000001' });
    }
    expect(await counterOf(db, 1, '2023-24')).toBe(1);
  });

  it('does not consume a number in a transaction that rolls back', async () => {
    const rolledBack = await insertDonation(db, { paid_at: '2022-10-02T09:00:00.000Z' });
    await expect(
      db.transaction().execute(async (trx) => {
        expect((await assignReceiptNumber(trx, rolledBack)).seq).toBe(1);
        throw new Rollback('payment update failed after numbering');
      }),
    ).rejects.toBeInstanceOf(Rollback);
    expect(await receiptOf(db, rolledBack)).toEqual({
      receipt_fy: null,
      receipt_seq: null,
      receipt_number: null,
    });
    expect(await counterOf(db, 1, '2022-23')).toBeUndefined();

    const next = await insertDonation(db, { paid_at: '2022-10-03T09:00:00.000Z' });
    expect(await db.transaction().execute((trx) => assignReceiptNumber(trx, next))).toEqual({
      fy: '2022-23',
      seq: 1,
      number: 'SMT/2022-23/000001',
    });
  });

  it('refuses an unpaid or unknown donation without touching the counter', async () => {
    const counters = () =>
      db.selectFrom('receipt_counters').selectAll().orderBy('trust').orderBy('fy').execute();
    const before = await counters();
    const unpaid = await insertDonation(db, { status: 0, paid_at: null, trust: 2 });
    await expect(db.transaction().execute((trx) => assignReceiptNumber(trx, unpaid))).rejects.toThrow(
      /not paid/,
    );
    await expect(db.transaction().execute((trx) => assignReceiptNumber(trx, 987654))).rejects.toThrow(
      /does not exist/,
    );
    expect(await counters()).toEqual(before);
    expect(await receiptOf(db, unpaid)).toEqual({
      receipt_fy: null,
      receipt_seq: null,
      receipt_number: null,
    });
  });

  it('hands out 1..100 exactly once to 100 concurrent transactions', async () => {
    const paidAt = '2030-01-20T12:00:00.000Z'; // FY 2029-30, untouched by the other tests
    const ids = await Promise.all(Array.from({ length: 100 }, () => insertDonation(db, { paid_at: paidAt })));
    // A few concurrent transactions for the other trust interleave with them in their own series.
    const otherIds = await Promise.all(
      Array.from({ length: 10 }, () => insertDonation(db, { paid_at: paidAt, trust: 2 })),
    );

    const results = await Promise.all(
      [...ids, ...otherIds].map((id) =>
        db.transaction().execute(async (trx) => ({ id, ...(await assignReceiptNumber(trx, id)) })),
      ),
    );

    const trust1 = results.filter((r) => ids.includes(r.id));
    expect(trust1.map((r) => r.seq).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 100 }, (_, i) => i + 1),
    );
    expect(new Set(trust1.map((r) => r.number)).size).toBe(100);
    expect(trust1.every((r) => r.number === `SMT/2029-30/${String(r.seq).padStart(6, '0')}`)).toBe(true);
    const trust2 = results.filter((r) => otherIds.includes(r.id));
    expect(trust2.map((r) => r.seq).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 10 }, (_, i) => i + 1),
    );

    // What was returned is what was committed.
    const stored = await db
      .selectFrom('donations')
      .select(['id', 'receipt_seq', 'receipt_number'])
      .where('id', 'in', ids)
      .execute();
    expect(stored).toHaveLength(100);
    for (const row of stored) {
      const result = trust1.find((r) => r.id === row.id);
      expect(row.receipt_number).toBe(result?.number);
      expect(row.receipt_seq).toBe(result?.seq);
    }
    expect(await counterOf(db, 1, '2029-30')).toBe(100);
    expect(await counterOf(db, 2, '2029-30')).toBe(10);
  });

  it('skips no number when some of many concurrent transactions roll back', async () => {
    const paidAt = '2031-02-01T12:00:00.000Z'; // FY 2030-31
    const ids = await Promise.all(Array.from({ length: 40 }, () => insertDonation(db, { paid_at: paidAt })));
    const failing = new Set(ids.filter((_, i) => i % 4 === 0)); // 10 of 40 fail after numbering

    const outcomes = await Promise.allSettled(
      ids.map((id) =>
        db.transaction().execute(async (trx) => {
          const receipt = await assignReceiptNumber(trx, id);
          if (failing.has(id)) throw new Rollback(`donation ${id} fails after numbering`);
          return receipt;
        }),
      ),
    );

    const committed = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value.seq] : []));
    expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(10);
    expect(committed.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(await counterOf(db, 1, '2030-31')).toBe(30);
    const unnumbered = await db
      .selectFrom('donations')
      .select('id')
      .where('id', 'in', [...failing])
      .where('receipt_number', 'is', null)
      .execute();
    expect(unnumbered).toHaveLength(10);
  });
});
