import type { Executor } from '#src/db/executor.ts';
import { countsAsIncome } from '#src/shared/income.ts';

/** The dashboard's counts and sums: read-only, over the inboxes, events and donations. */

const count = async (query: { executeTakeFirstOrThrow(): Promise<{ n: number | string }> }) =>
  Number((await query.executeTakeFirstOrThrow()).n);

/** Messages nobody has replied to or archived yet (status since migration 0006). */
export const countNewContactMessages = (db: Executor) =>
  count(
    db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('status', '=', 'new'),
  );

export const countNewVolunteers = (db: Executor) =>
  count(
    db
      .selectFrom('volunteers')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('status', '=', 'new'),
  );

/** Entries still waiting for finance to reconcile them with a bank credit (migration 0007). */
export const countEhundiEntries = (db: Executor) =>
  count(
    db
      .selectFrom('ehundi_entries')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('donation_id', 'is', null),
  );

export const countEvents = (db: Executor) =>
  count(db.selectFrom('events').select((eb) => eb.fn.countAll<number | string>().as('n')));

/** Paid donations of one financial year per trust, refunded ones left out: how many and how much (paise). */
export async function donationsOfYear(db: Executor, fy: string) {
  const rows = await db
    .selectFrom('donations')
    .select((eb) => [
      'trust',
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.sum<number | string>('amount_paise').as('paise'),
    ])
    // A refunded gift's money went back: it is counted under refunds, never as received.
    .where(countsAsIncome)
    .where('receipt_fy', '=', fy)
    .groupBy('trust')
    .execute();
  return rows.map((r) => ({ trust: r.trust, count: Number(r.n), paise: Number(r.paise) }));
}

/** Donations refunded at or after `since` (an ISO instant) per trust: how many and how much (paise). */
export async function refundsSince(db: Executor, since: string) {
  const rows = await db
    .selectFrom('donations')
    .select((eb) => [
      'trust',
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.sum<number | string>('amount_paise').as('paise'),
    ])
    .where('refunded_at', '>=', since)
    .groupBy('trust')
    .execute();
  return rows.map((r) => ({ trust: r.trust, count: Number(r.n), paise: Number(r.paise) }));
}

/**
 * The paid, not refunded donations paid at or after `since` (an ISO instant): when and how much. The dashboard
 * buckets them by day in India in code, which reads the same on both databases (a month is a few thousand rows).
 */
export function paidSince(db: Executor, since: string) {
  return db
    .selectFrom('donations')
    .select(['paid_at', 'amount_paise'])
    .where(countsAsIncome)
    .where('paid_at', '>=', since)
    .execute();
}

/**
 * The run of year-end statements for `fy` (docs/product/giving.md "Year-end statements"): when its first
 * statement was claimed, the statements queued and skipped for an opt-out, and how many of the queued mails the
 * worker has sent (the outbox rows the job named `year-end-statement:<fy>:<id>`).
 */
export async function yearEndStatementRun(db: Executor, fy: string) {
  const [claims, sent] = await Promise.all([
    db
      .selectFrom('year_end_statements')
      .select((eb) => [
        'status',
        eb.fn.countAll<number | string>().as('n'),
        eb.fn.min('claimed_at').as('first'),
      ])
      .where('financial_year', '=', fy)
      .groupBy('status')
      .execute(),
    count(
      db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('related_to', 'like', `year-end-statement:${fy}:%`)
        .where('status', '=', 'sent'),
    ),
  ]);
  const of = (status: string) => Number(claims.find((row) => row.status === status)?.n ?? 0);
  const starts = claims.map((row) => row.first).filter((at): at is string => typeof at === 'string');
  return {
    financial_year: fy,
    started_at: starts.length > 0 ? starts.sort()[0]! : null,
    queued: of('queued'),
    sent,
    opted_out: of('opted-out'),
  };
}

/**
 * The Form 10BE season's figures of one closed year, per trust (docs/product/giving.md "Form 10BE certificates").
 * A certificate counts once: its repeats (duplicate_of) and files that were not certificates (no number) are left
 * out. Waiting: not matched, and assignable (reason other-year, no-gifts, amount-differs, id-not-on-record).
 */
export async function form10beSeasonCounts(db: Executor, fy: string) {
  const rows = await db
    .selectFrom('form_10be_certificates')
    .innerJoin('form_10be_batches', 'form_10be_batches.id', 'form_10be_certificates.batch_id')
    .select((eb) => [
      'form_10be_batches.trust as trust',
      eb.fn.countAll<number | string>().as('uploaded'),
      eb.fn.count<number | string>('form_10be_certificates.mail_queued_at').as('mailed'),
      eb.fn
        .sum<number | string | null>(
          eb.case().when('form_10be_certificates.status', '!=', 'matched').then(1).else(0).end(),
        )
        .as('unmatched'),
    ])
    .where('form_10be_batches.fy', '=', fy)
    .where('form_10be_certificates.certificate_number', 'is not', null)
    .where('form_10be_certificates.duplicate_of', 'is', null)
    .groupBy('form_10be_batches.trust')
    .execute();
  return rows.map((row) => ({
    trust: row.trust,
    uploaded: Number(row.uploaded),
    mailed: Number(row.mailed),
    unmatched: Number(row.unmatched ?? 0),
  }));
}

/**
 * The last download of each trust's Form 10BD Part B for `fy`, from the audit log (the export writes one entry per
 * download, its filter in `after`). Only entries since the year began are read: a statement of the year cannot be
 * drawn before it.
 */
export async function form10bdDownloads(db: Executor, fy: string, since: string) {
  const rows = await db
    .selectFrom('audit_log')
    .select(['at', 'after'])
    .where('resource', '=', 'exports')
    .where('record_id', '=', 'form-10bd.csv')
    .where('at', '>=', since)
    .orderBy('at', 'desc')
    .execute();
  const last = new Map<number, string>();
  for (const row of rows) {
    const after = (() => {
      try {
        return JSON.parse(row.after ?? 'null') as { trust?: unknown; fy?: unknown } | null;
      } catch {
        return null;
      }
    })();
    if (after?.fy !== fy || typeof after.trust !== 'number' || last.has(after.trust)) continue;
    last.set(after.trust, String(row.at));
  }
  return last;
}
