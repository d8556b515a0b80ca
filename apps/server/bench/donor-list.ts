import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql, type Insertable } from 'kysely';
import { DONOR_PAGE_SIZE, currentFinancialYear, financialYearOf, isoDateInIndia } from '@charity/shared';
import { buildApp, type App } from '#src/app.ts';
import { createDatabase } from '#src/db/database.ts';
import { isPostgres } from '#src/db/executor.ts';
import type { Database } from '#src/db/schema.ts';
import { createStaffSession } from '#src/services/staff-auth/sessions.ts';
import { searchTextOf } from '#src/features/giving/donors/donor-matching.ts';
import { benchConfig } from './bench-config.ts';

/**
 * bench:scale's donor part (docs/product/giving.md "Donors", ADR 74): the console's donor list over DONOR_GIFTS
 * (default 100,000) paid gifts, on a temp SQLite file and, when BENCH_DATABASE_URL or TEST_DATABASE_URL names a
 * PostgreSQL database, in a temporary schema of it (dropped at the end). The gifts are written as the app leaves
 * them once paid (each with its donor, the donor's totals kept on the row), then both databases are analysed, as
 * PostgreSQL's autovacuum would have done. Each request is asked SAMPLES times one after another through
 * app.inject (routing, the staff session, validation, the queries and the JSON), after a warm-up, and the p50 and
 * p99 are printed against the target of 100 ms at p99. Figures, not assertions: it exits 1 only when a request
 * does not answer 200.
 */

const SMOKE = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';
const GIFTS = Number(process.env.DONOR_GIFTS ?? (SMOKE ? 2_000 : 100_000));
const SAMPLES = SMOKE ? 5 : Number(process.env.DONOR_SAMPLES ?? 200);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const TARGET_P99_MS = 100;

for (const [name, value, max] of [
  ['DONOR_GIFTS', GIFTS, 2_000_000],
  ['DONOR_SAMPLES', SAMPLES, 10_000],
] as const) {
  if (!Number.isInteger(value) || value <= 0 || value > max) {
    console.error(`${name} must be a whole number from 1 to ${max}`);
    process.exit(1);
  }
}

const FIRST_NAMES = [
  'Lakshmi',
  'Ravi',
  'Meena',
  'Suresh',
  'Asha',
  'Kiran',
  'Anand',
  'Divya',
  'Ganesh',
  'Usha',
];
const LAST_NAMES = ['Iyer', 'Rao', 'Kumar', 'Shetty', 'Hegde', 'Nayak', 'Bhat', 'Gowda', 'Reddy', 'Menon'];
const CITIES = ['Mysuru', 'Bengaluru', 'Mangaluru', 'Hubballi', 'Udupi', 'Chennai', 'Pune', 'Mumbai'];

/** A small, repeatable pseudo-random sequence (mulberry32), so two runs seed the same donors. */
function sequence(seed: number) {
  let state = seed >>> 0;
  return (n: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
}

type Seeded = { donors: number; email: string };

/** The donor the bench opens, and searches for by e-mail and by PAN. */
const SAMPLE_DONOR = 100;
/** Their PAN. */
const SAMPLE_PAN = 'ABCPL1000K';

/**
 * The donors and their gifts: 65 % give once, 30 % two to five times, 5 % monthly for six months to two years; the
 * dates spread over the last four years, so about half of the donors are lapsed.
 */
async function seed(app: App): Promise<Seeded> {
  const pick = sequence(42);
  const now = Date.now();
  const day = 86_400_000;
  const donors: Insertable<Database['donors']>[] = [];
  const gifts: Insertable<Database['donations']>[] = [];
  const monthly: Insertable<Database['donation_subscriptions']>[] = [];
  let giftId = 0;
  let sampleEmail = '';
  while (giftId < GIFTS) {
    const donorId = donors.length + 1;
    const kind = pick(20);
    const count = Math.min(GIFTS - giftId, kind < 13 ? 1 : kind < 19 ? 2 + pick(4) : 6 + pick(19));
    const first = FIRST_NAMES[pick(FIRST_NAMES.length)] ?? 'Asha';
    const last = LAST_NAMES[pick(LAST_NAMES.length)] ?? 'Rao';
    const city = CITIES[pick(CITIES.length)] ?? 'Mysuru';
    const email = `${first}.${last}.${donorId}@example.org`.toLowerCase();
    const panLast4 = `${String(pick(10_000)).padStart(4, '0')[0]}${String(pick(1000)).padStart(3, '0')}`;
    // One donor has a real PAN's digest, so a search for the whole PAN finds them; the others' are random.
    const panKey =
      donorId === SAMPLE_DONOR ? app.cipher.lookupKey(SAMPLE_PAN) : randomBytes(32).toString('base64url');
    if (donorId === SAMPLE_DONOR) sampleEmail = email;
    const start = now - pick(4 * 365) * day;
    let lifetime = 0;
    const days: string[] = [];
    for (let n = 0; n < count; n += 1) {
      giftId += 1;
      const paidAt = new Date(Math.min(now, start + n * (kind === 19 ? 30 : 60 + pick(200)) * day));
      const amount = (kind === 19 ? 500 : 100 + pick(50) * 100) * 100;
      const fy = financialYearOf(paidAt);
      lifetime += amount;
      days.push(isoDateInIndia(paidAt));
      gifts.push({
        reference: `BN${giftId}`,
        user_id: null,
        first_name: first,
        last_name: last,
        email,
        phone: `98450${String(donorId).padStart(5, '0')}`,
        amount_paise: amount,
        city,
        state: 'Karnataka',
        trust: 1 + (giftId % 2),
        pan_encrypted: null,
        pan_last4: panLast4,
        status: 1,
        gateway: 'razorpay',
        order_id: null,
        payment_id: `pay_bench_${giftId}`,
        payment_method: 'upi',
        paid_at: paidAt.toISOString(),
        receipt_fy: fy,
        receipt_seq: giftId,
        receipt_number: `BENCH/${fy}/${giftId}`,
        donor_id: donorId,
        created_at: paidAt.toISOString(),
        updated_at: paidAt.toISOString(),
      });
    }
    days.sort();
    const phone = `98450${String(donorId).padStart(5, '0')}`;
    donors.push({
      pan_key: panKey,
      email_key: null,
      first_name: first,
      last_name: last,
      email,
      phone,
      city,
      pan_last4: panLast4,
      search_text: searchTextOf({ first_name: first, last_name: last, email, phone, city }),
      gift_count: count,
      lifetime_paise: lifetime,
      first_gift_on: days[0] ?? null,
      last_gift_on: days.at(-1) ?? null,
      merged_into: null,
      created_at: new Date(start).toISOString(),
      updated_at: new Date(now).toISOString(),
    });
    if (kind === 19) {
      monthly.push({
        reference: `BM${donorId}`,
        user_id: null,
        first_name: first,
        last_name: last,
        email,
        phone: '9845012345',
        amount_paise: 50_000,
        city,
        state: 'Karnataka',
        trust: 1,
        pan_encrypted: null,
        pan_last4: panLast4,
        address: null,
        pin_code: null,
        fund: null,
        indian_citizen: null,
        campaign_id: null,
        wall_name: null,
        dedication_kind: null,
        dedication_name: null,
        gateway: 'razorpay',
        plan_id: 'plan_bench',
        subscription_id: `sub_bench_${donorId}`,
        status: pick(3) === 0 ? 'cancelled' : 'active',
        donor_id: donorId,
        created_at: new Date(start).toISOString(),
        updated_at: new Date(start).toISOString(),
      });
    }
  }
  // Batches small enough for SQLite's parameter limit (about 30 columns a row).
  const insert = async <T extends 'donors' | 'donations' | 'donation_subscriptions'>(
    table: T,
    rows: Insertable<Database[T]>[],
  ) => {
    for (let from = 0; from < rows.length; from += 500) {
      const batch = rows.slice(from, from + 500);
      await app.db.transaction().execute(async (trx) => {
        await trx.insertInto(table).values(batch).execute();
      });
    }
  };
  await insert('donors', donors);
  await insert('donations', gifts);
  await insert('donation_subscriptions', monthly);
  if (isPostgres(app.db)) await sql`vacuum analyze`.execute(app.db);
  else await sql`analyze`.execute(app.db);
  return { donors: donors.length, email: sampleEmail };
}

async function financeToken(app: App) {
  const id = `bench-finance-${randomBytes(4).toString('hex')}`;
  await app.db
    .insertInto('staff')
    .values({
      id,
      email: `${id}@example.org`,
      name: 'Bench Finance',
      role: 'finance',
      password_hash: null,
      totp_secret: null,
      totp_last_step: null,
      disabled_at: null,
    })
    .execute();
  return createStaffSession(app.db, id, null, new Date());
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

type Row = { name: string; p50: number; p99: number; total: number };

async function measure(app: App, token: string, name: string, url: string): Promise<Row> {
  const ask = async () => {
    const res = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    return res;
  };
  let total = 0;
  for (let n = 0; n < Math.min(20, SAMPLES); n += 1)
    total = (await ask()).json<{ meta?: { total: number } }>().meta?.total ?? 1;
  const times: number[] = [];
  for (let n = 0; n < SAMPLES; n += 1) {
    const started = performance.now();
    await ask();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { name, p50: percentile(times, 50), p99: percentile(times, 99), total };
}

async function runOn(kind: 'SQLite' | 'PostgreSQL', cleanups: Array<() => Promise<void>>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'charity-bench-donors-'));
  cleanups.push(() => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })));
  const config = benchConfig(dataDir, kind === 'PostgreSQL' && PG_URL ? { DATABASE_URL: PG_URL } : {});
  if (config.database.kind === 'postgres') {
    const schema = `bench_donors_${randomBytes(4).toString('hex')}`;
    const admin = createDatabase({ kind: 'postgres', url: config.database.url });
    await sql`create schema ${sql.id(schema)}`.execute(admin);
    cleanups.push(async () => {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin);
      await admin.destroy();
    });
    config.database.schema = schema;
  }
  const app = await buildApp({ config, microCacheMs: 0, logger: false });
  cleanups.push(() => app.close());
  await app.ready();
  const seeding = performance.now();
  const seeded = await seed(app);
  console.log(
    `\n${kind}: ${GIFTS.toLocaleString('en-IN')} gifts of ${seeded.donors.toLocaleString('en-IN')} donors seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );
  const token = await financeToken(app);
  const list = '/api/admin/donors';
  const requests: Array<[string, string]> = [
    ['page 1', list],
    ['the last page', `${list}?page=${Math.ceil(seeded.donors / DONOR_PAGE_SIZE)}`],
    ['q=lakshmi (a common name)', `${list}?q=lakshmi`],
    ['q=one e-mail', `${list}?q=${encodeURIComponent(seeded.email)}`],
    ['q=a whole PAN', `${list}?q=${SAMPLE_PAN}`],
    ['segment=first-time', `${list}?segment=first-time`],
    ['segment=repeat', `${list}?segment=repeat`],
    ['segment=lapsed', `${list}?segment=lapsed`],
    ['segment=monthly', `${list}?segment=monthly`],
    ['q=rao & segment=repeat', `${list}?q=rao&segment=repeat`],
    ['one donor (detail)', `${list}/${SAMPLE_DONOR}`],
  ];
  const rows: Row[] = [];
  for (const [name, url] of requests) rows.push(await measure(app, token, name, url));
  const width = Math.max(...rows.map((row) => row.name.length));
  console.log(`${'request'.padEnd(width)}  ${'p50 ms'.padStart(7)}  ${'p99 ms'.padStart(7)}  matches`);
  for (const row of rows) {
    const verdict = row.p99 <= TARGET_P99_MS ? 'ok' : 'MISSED';
    console.log(
      `${row.name.padEnd(width)}  ${row.p50.toFixed(1).padStart(7)}  ${row.p99.toFixed(1).padStart(7)}  ${String(row.total).padStart(7)}  ${verdict}`,
    );
  }
}

async function main(): Promise<number> {
  const cleanups: Array<() => Promise<void>> = [];
  try {
    console.log(
      `bench:scale, donors: the console's donor list over ${GIFTS.toLocaleString('en-IN')} paid gifts, ${SAMPLES} requests each ` +
        `(target p99 <= ${TARGET_P99_MS} ms); load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores; ` +
        `financial year ${currentFinancialYear()}`,
    );
    if (SMOKE)
      console.log('smoke run: checks that every request answers 200; the figures are not a measurement');
    await runOn('SQLite', cleanups);
    if (PG_URL) await runOn('PostgreSQL', cleanups);
    else console.log('\nPostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    return 0;
  } catch (error) {
    console.error(error);
    return 1;
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

process.exitCode = await main();
