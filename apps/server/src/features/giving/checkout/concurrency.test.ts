import { describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from '../../../../test/support/test-app.ts';
import { donateAndPay, donationForm } from '../../../../test/support/donations-test-kit.ts';

const DONATIONS = 100;

/**
 * The concurrency guarantee of ADR 7: donations created and paid all at once (create → sandbox pay → verify, in
 * parallel, on one database) are all recorded, and each trust's receipts are numbered 1, 2, 3… with no number
 * repeated and none skipped.
 */
describe.each(testDatabases)('donations paid in parallel on %s', (database) => {
  const ctx = useTestApp(database);

  it(`${DONATIONS} donations: ${DONATIONS} paid rows, consecutive receipt numbers per trust, none lost`, async () => {
    const results = await Promise.all(
      Array.from({ length: DONATIONS }, (_, i) =>
        donateAndPay(ctx.app, donationForm(i % 2 === 0 ? { trust: '1' } : { trust: '2', pan: '' })),
      ),
    );
    expect(new Set(results.map((r) => r.id)).size).toBe(DONATIONS);

    const rows = await ctx.app.db
      .selectFrom('donations')
      .select(['id', 'trust', 'status', 'receipt_fy', 'receipt_seq', 'receipt_number', 'email'])
      .execute();
    expect(rows).toHaveLength(DONATIONS);
    expect(rows.every((row) => row.status === 1)).toBe(true);
    expect(new Set(rows.map((row) => row.receipt_number)).size).toBe(DONATIONS);
    // What each verify answered is what was stored.
    const stored = new Map(rows.map((row) => [row.id, row.receipt_number]));
    for (const result of results) expect(stored.get(result.id)).toBe(result.receiptNumber);

    // Per trust and financial year: exactly 1..n, and the counter stands at n.
    // (Map.groupBy is Node 21+.)
    const series = new Map<string, typeof rows>();
    for (const row of rows) {
      const key = `${row.trust}/${row.receipt_fy}`;
      series.set(key, [...(series.get(key) ?? []), row]);
    }
    expect([...series.values()].reduce((n, group) => n + group.length, 0)).toBe(DONATIONS);
    for (const [key, group] of series) {
      const seqs = group.map((row) => row.receipt_seq).sort((a, b) => (a ?? 0) - (b ?? 0));
      expect(seqs, key).toEqual(Array.from({ length: group.length }, (_, i) => i + 1));
      const [trust, fy] = key.split('/');
      const counter = await ctx.app.db
        .selectFrom('receipt_counters')
        .select('last_seq')
        .where('trust', '=', Number(trust))
        .where('fy', '=', fy!)
        .executeTakeFirstOrThrow();
      expect(counter.last_seq, key).toBe(group.length);
    }
    expect(series.size).toBeGreaterThanOrEqual(2);

    // One receipt mail per donation, to its donor.
    const mails = await ctx.app.db
      .selectFrom('mail_outbox')
      .select('to_address')
      .where('subject', 'like', 'Your donation receipt%')
      .execute();
    expect(mails.map((m) => m.to_address).sort()).toEqual(rows.map((row) => row.email).sort());
  }, 180_000);
});
