import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '#src/db/schema.ts';
import { countsAsIncome, isIncome, isRefundedSql } from './income.ts';

// Compiles queries without a database: the rule's SQL is what is under test here; the totals it feeds are tested
// against both databases by the dashboard, donations-list and statement tests.
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new SqliteIntrospector(kysely),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});

describe('what counts as income', () => {
  it('is a paid donation that was not refunded, in SQL', () => {
    const query = db.selectFrom('donations').select('id').where(countsAsIncome).compile();
    expect(query.sql).toBe(
      'select "id" from "donations" where ("donations"."status" = ? and "donations"."refunded_at" is null)',
    );
    expect(query.parameters).toEqual([1]);
  });

  it('tells refunded donations apart for the totals', () => {
    const query = db
      .selectFrom('donations')
      .select(sql<number>`sum(case when ${isRefundedSql} then 1 else 0 end)`.as('n'))
      .compile();
    expect(query.sql).toBe(
      'select sum(case when donations.refunded_at is not null then 1 else 0 end) as "n" from "donations"',
    );
  });

  it('is the same rule on a row already read', () => {
    expect(isIncome({ status: 1, refunded_at: null })).toBe(true);
    expect(isIncome({ status: 1, refunded_at: '2026-11-01T10:00:00.000Z' })).toBe(false);
    expect(isIncome({ status: 0, refunded_at: null })).toBe(false);
  });
});
