import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import {
  DONOR_MESSAGES,
  DONOR_PAGE_SIZE,
  LAPSED_AFTER_MONTHS,
  SUBSCRIPTION_STATUS_NAMES,
  TRUSTS,
  currentFinancialYear,
  formatPlainRupees,
  isoDateInIndia,
  maskPan,
  normalizePan,
  paiseToRupees,
  todayInIndia,
  type DonorDetail,
  type DonorList,
  type DonorListQuery,
  type DonorMergeRequest,
  type DonorSummary,
  type SubscriptionStatus,
} from '@charity/shared';
import type { Db } from '#src/db/database.ts';
import type { Executor } from '#src/db/executor.ts';
import { audit } from '#src/services/audit/audit.ts';
import type { Actor } from '#src/shared/actor.ts';
import type { FieldCipher } from '#src/shared/crypto.ts';
import { DomainError, invalidFields } from '#src/shared/domain-error.ts';
import { isIncome } from '#src/shared/income.ts';
import { csvAttachment, spreadsheetSafe, type CsvCell } from '#src/shared/spreadsheet-csv.ts';
import { trustIdOf } from '../receipts/receipt-input.ts';
import { staffReceiptUrl } from '../console/donations-service.ts';
import { lockDonor, refreshDonor, survivorOf } from './donor-matching.ts';
import {
  certificatesOf,
  donorBatch,
  donorGifts,
  donorMonthlyGifts,
  donorPage,
  findDonor,
  mailedStatements,
  mergeInto,
  monthlyDonorIds,
  yearTotals,
  type DonorFilter,
  type DonorRow,
} from './donor-repository.ts';

/**
 * Donors as people in the console (docs/product/giving.md "Donors"): the list with its segments, one donor with
 * everything they gave, the merge of two records of one person, and the list as CSV. Finance and admins.
 */

export type DonorDeps = { db: Db; cipher: FieldCipher; now?: () => Date };

const nowOf = (deps: DonorDeps) => deps.now?.() ?? new Date();

/** The day `months` before `day` (yyyy-mm-dd), the same day of the month, or the month's last when it has none. */
export function monthsBefore(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) - months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(date, last)).padStart(2, '0')}`;
}

/** The list's filter from the query: a whole PAN searched for matches its donor exactly, through its digest. */
function filterOf(deps: DonorDeps, query: Pick<DonorListQuery, 'q' | 'segment'>, now: Date): DonorFilter {
  const q = query.q && query.q !== '' ? query.q : undefined;
  const pan = q ? normalizePan(q) : null;
  return {
    q,
    panKey: pan ? deps.cipher.lookupKey(pan) : null,
    segment: query.segment,
    lapsedBefore: monthsBefore(todayInIndia(now), LAPSED_AFTER_MONTHS),
  };
}

const summaryOf = (row: DonorRow, yearPaise: number, monthly: boolean): DonorSummary => ({
  id: row.id,
  name: `${row.first_name} ${row.last_name}`.trim(),
  pan: row.pan_last4 === null ? null : maskPan(row.pan_last4),
  email: row.email,
  phone: row.phone,
  city: row.city,
  lifetime_total: paiseToRupees(Number(row.lifetime_paise)),
  year_total: paiseToRupees(yearPaise),
  gift_count: row.gift_count,
  first_gift_on: row.first_gift_on,
  last_gift_on: row.last_gift_on,
  monthly,
});

/** The rows' year totals and monthly flags, read for these rows only (a page, or a batch of the CSV). */
async function summariesOf(db: Executor, rows: readonly DonorRow[], fy: string): Promise<DonorSummary[]> {
  const ids = rows.map((row) => row.id);
  const [years, monthly] = await Promise.all([yearTotals(db, ids, fy), monthlyDonorIds(db, ids)]);
  return rows.map((row) => summaryOf(row, years.get(row.id) ?? 0, monthly.has(row.id)));
}

/** `GET /api/admin/donors`: one page, the latest giver first, with the year the year totals are of. */
export async function listDonors(deps: DonorDeps, query: DonorListQuery): Promise<DonorList> {
  const now = nowOf(deps);
  const fy = currentFinancialYear(now);
  const [rows, count] = await donorPage(deps.db, filterOf(deps, query, now), query.page, DONOR_PAGE_SIZE);
  return {
    data: await summariesOf(deps.db, rows, fy),
    meta: { total: Number(count.total), page: query.page, per_page: DONOR_PAGE_SIZE, financial_year: fy },
  };
}

const trustName = (trust: number) => TRUSTS[trustIdOf(trust)].name;

/** A live donor, or 404; a merged record's number answers its survivor (a bookmark of it still leads somewhere). */
async function liveDonor(db: Executor, id: number): Promise<DonorRow> {
  const found = await findDonor(db, id);
  if (!found) throw new DomainError('not-found', DONOR_MESSAGES.notFound);
  if (found.merged_into === null) return found;
  const survivor = await findDonor(db, await survivorOf(db, found.id));
  if (!survivor) throw new DomainError('not-found', DONOR_MESSAGES.notFound);
  return survivor;
}

/** `GET /api/admin/donors/{id}` */
export async function donorDetail(deps: DonorDeps, id: number, db: Executor = deps.db): Promise<DonorDetail> {
  const now = nowOf(deps);
  const donor = await liveDonor(db, id);
  const [[summary], gifts, monthly] = await Promise.all([
    summariesOf(db, [donor], currentFinancialYear(now)),
    donorGifts(db, donor.id),
    donorMonthlyGifts(db, donor.id),
  ]);
  const userIds = [...new Set(gifts.flatMap((gift) => (gift.user_id ? [gift.user_id] : [])))];
  const [mailed, certificates] = await Promise.all([
    mailedStatements(db, userIds),
    certificatesOf(
      db,
      gifts.map((gift) => gift.id),
    ),
  ]);

  // A statement for each trust and year with a gift that counts, as the donor's payments page offers them.
  const statements = new Map<string, DonorDetail['statements'][number]>();
  for (const gift of gifts) {
    if (!isIncome(gift) || gift.receipt_fy === null) continue;
    const key = `${gift.trust}|${gift.receipt_fy}`;
    const current = statements.get(key) ?? {
      trust: gift.trust,
      trust_name: trustName(gift.trust),
      financial_year: gift.receipt_fy,
      amount: 0,
      gift_count: 0,
      mailed_at:
        mailed.find((m) => m.trust === gift.trust && m.financial_year === gift.receipt_fy)?.claimed_at ??
        null,
    };
    current.amount += paiseToRupees(gift.amount_paise);
    current.gift_count += 1;
    statements.set(key, current);
  }

  return {
    ...(summary as DonorSummary),
    gifts: gifts.map((gift) => ({
      id: gift.id,
      reference: gift.reference,
      date: gift.received_on ?? isoDateInIndia(gift.paid_at ?? gift.created_at),
      amount: paiseToRupees(gift.amount_paise),
      trust: gift.trust,
      trust_name: trustName(gift.trust),
      gateway: gift.gateway,
      subscription_id: gift.subscription_id,
      receipt_number: gift.receipt_number,
      refunded: gift.refunded_at !== null,
    })),
    monthly_gifts: monthly.map((gift) => ({
      id: gift.id,
      reference: gift.reference,
      amount: paiseToRupees(gift.amount_paise),
      trust_name: trustName(gift.trust),
      status: gift.status,
      status_name: SUBSCRIPTION_STATUS_NAMES[gift.status as SubscriptionStatus] ?? gift.status,
      paid_count: gift.paid_count,
      created_at: gift.created_at,
    })),
    receipts: gifts.flatMap((gift) =>
      gift.receipt_number && gift.receipt_fy
        ? [
            {
              donation_id: gift.id,
              number: gift.receipt_number,
              financial_year: gift.receipt_fy,
              cancelled: gift.refunded_at !== null,
              download_url: staffReceiptUrl(gift.id),
            },
          ]
        : [],
    ),
    statements: [...statements.values()].sort(
      (a, b) => b.financial_year.localeCompare(a.financial_year) || a.trust - b.trust,
    ),
    certificates: certificates.map((certificate) => ({
      id: certificate.id,
      certificate_number: certificate.certificate_number,
      financial_year: certificate.fy,
      trust_name: trustName(certificate.trust),
      amount: certificate.amount_paise === null ? null : paiseToRupees(certificate.amount_paise),
      mailed_at: certificate.mail_queued_at,
    })),
  };
}

/** What the audit log keeps of a donor record: enough to tell two people apart, the PAN masked. */
const auditView = (row: DonorRow) => ({
  id: row.id,
  name: `${row.first_name} ${row.last_name}`.trim(),
  email: row.email,
  pan_last4: row.pan_last4,
  gift_count: row.gift_count,
  lifetime_paise: Number(row.lifetime_paise),
});

/**
 * `POST /api/admin/donors/{id}/merge {other_id}`: the other record is the same person as this one. Every gift and
 * monthly gift of the other moves here, the totals are recounted, and the other record stays only as a pointer to
 * this one. Receipts keep their numbers. One audit entry, in the same transaction.
 */
export async function mergeDonors(
  deps: DonorDeps,
  id: number,
  { other_id: otherId }: DonorMergeRequest,
  actor: Actor,
): Promise<DonorDetail> {
  const now = nowOf(deps);
  const at = now.toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const survivor = await liveDonor(trx, id);
    const otherFound = await findDonor(trx, otherId);
    if (!otherFound) throw invalidFields({ other_id: DONOR_MESSAGES.mergeUnknown });
    const other = await liveDonor(trx, otherFound.id);
    if (other.id === survivor.id) throw invalidFields({ other_id: DONOR_MESSAGES.mergeSelf });
    // Both locked, the lower id first, so two merges of the same pair in opposite directions cannot deadlock.
    for (const lockId of [survivor.id, other.id].sort((a, b) => a - b)) await lockDonor(trx, lockId);
    const moved = await mergeInto(trx, survivor.id, other.id, at);
    await refreshDonor(trx, other.id, at);
    await refreshDonor(trx, survivor.id, at);
    const after = await findDonor(trx, survivor.id);
    await audit.record(
      trx,
      {
        ...actor,
        action: 'merge',
        resource: 'donors',
        recordId: survivor.id,
        before: { donor: auditView(survivor), merged: auditView(other) },
        after: { donor: after ? auditView(after) : null, gifts_moved: moved },
      },
      now,
    );
    return donorDetail(deps, survivor.id, trx);
  });
}

/** The CSV's columns: what the list shows, the PAN masked, amounts in plain rupees. */
const CSV_COLUMNS: ReadonlyArray<{ header: string; value: (d: DonorSummary) => CsvCell }> = [
  { header: 'Donor number', value: (d) => d.id },
  { header: 'Name', value: (d) => d.name },
  { header: 'PAN', value: (d) => d.pan },
  { header: 'E-mail', value: (d) => d.email },
  { header: 'Phone', value: (d) => d.phone },
  { header: 'City', value: (d) => d.city },
  { header: 'Lifetime (₹)', value: (d) => formatPlainRupees(Math.round(d.lifetime_total * 100)) },
  { header: 'This year (₹)', value: (d) => formatPlainRupees(Math.round(d.year_total * 100)) },
  { header: 'Gifts', value: (d) => d.gift_count },
  { header: 'First gift', value: (d) => d.first_gift_on },
  { header: 'Last gift', value: (d) => d.last_gift_on },
  { header: 'Monthly', value: (d) => (d.monthly ? 'Yes' : 'No') },
];

const csvLines = (rows: readonly CsvCell[][]) =>
  stringify(
    rows.map((row) => row.map(spreadsheetSafe)),
    { record_delimiter: 'windows' },
  );

/**
 * `GET /api/admin/donors.csv?q&segment`: the whole filtered list, read a batch at a time by id and streamed, so the
 * memory stays flat however many donors there are; safe to open in a spreadsheet (the project's formula
 * neutralising), the PAN masked. The download is audited before the first byte.
 */
export async function donorsCsv(
  deps: DonorDeps,
  query: Pick<DonorListQuery, 'q' | 'segment'>,
  actor: Actor,
  batchSize = 1000,
): Promise<{ stream: Readable; disposition: string }> {
  const now = nowOf(deps);
  const fy = currentFinancialYear(now);
  const filter = filterOf(deps, query, now);
  await audit.record(
    deps.db,
    {
      ...actor,
      action: 'export',
      resource: 'donors',
      recordId: query.segment ?? 'all',
      after: { q: query.q ?? null, segment: query.segment ?? null },
    },
    now,
  );
  async function* chunks() {
    yield `\uFEFF${csvLines([CSV_COLUMNS.map((column) => column.header)])}`;
    let afterId = 0;
    for (;;) {
      const rows = await donorBatch(deps.db, filter, afterId, batchSize);
      if (rows.length === 0) return;
      const summaries = await summariesOf(deps.db, rows, fy);
      yield csvLines(summaries.map((summary) => CSV_COLUMNS.map((column) => column.value(summary))));
      afterId = rows.at(-1)?.id ?? afterId;
    }
  }
  const name = query.segment ? `donors-${query.segment}` : 'donors';
  return { stream: Readable.from(chunks()), disposition: csvAttachment(name, now) };
}
