import { Readable, pipeline, type Duplex } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyBaseLogger } from 'fastify';
import {
  FUND_DONATION_TYPE_LABELS,
  dedicationLine,
  TRUSTS,
  formatPlainRupees,
  fundOf,
  isoDateInIndia,
  maskPan,
  notDeductibleReason,
  type FinanceExportQuery,
  type Form10bdChecklist,
  type TrustSettingsDocument,
} from '@charity/shared';
import type { Db } from '#src/db/database.ts';
import { audit } from '#src/services/audit/audit.ts';
import { readSettings } from '#src/services/settings/settings.ts';
import type { FieldCipher } from '#src/shared/crypto.ts';
import { isIncome } from '#src/shared/income.ts';
import { spreadsheetSafe, type CsvCell } from '#src/shared/spreadsheet-csv.ts';
import { paymentMode, postalAddressOf, trustIdOf } from '../receipts/receipt-input.ts';
import { RECEIPT_PREFIXES } from '../receipts/financial-year.ts';
import type { DonationRecord } from '../repository.ts';
import { campaignTitles, receiptedDonationPages, type ExportFilter } from './export-repository.ts';
import { form10bdChecklist, type ChecklistDonation } from './form-10bd-checklist.ts';
import { aggregateForm10bd, form10bdCsv, form10bdModeOf, type Form10bdFiling } from './form-10bd.ts';
import type { ActorOrNobody } from '#src/shared/actor.ts';

/**
 * The finance exports (docs/product/giving.md): the year's donations as a treasurer's CSV, streamed; Form 10BD
 * Part B; and the checklist of what would stop its filing. Each download is written to the audit log.
 */

export type ExportDeps = {
  db: Db;
  cipher: FieldCipher;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** Rows per query (tests page through small pages to prove the cursor). */
  pageSize?: number;
};

const RESOURCE = 'exports';

/** Whether the donation's receipt stands: paid and not refunded (a refund cancels the receipt, ADR 20). */
const isPaid = (d: DonationRecord) => isIncome(d);
const blankToNull = (value: string | null) => (value === null || value.trim() === '' ? null : value);

/**
 * The donor's address: the postal address given (offline gifts; online ones too now, with city, state and
 * PIN), else only the city and state older online gifts have.
 */
function addressOf(d: DonationRecord): { address: string; partial: boolean } {
  const given = blankToNull(postalAddressOf(d));
  if (given) return { address: given, partial: false };
  return { address: [d.city, d.state].filter((part) => part.trim() !== '').join(', '), partial: true };
}

const notDeductibleText = { cash: 'Not deductible: cash above ₹2,000', kind: 'Not deductible: gift in kind' };

/**
 * The treasurer's columns. The PAN is masked as in the console; e-mail and phone '' (not given) stay empty. The
 * fund and its Form 10BD type are named from the trust's settings.
 */
const DONATION_COLUMNS: ReadonlyArray<{
  header: string;
  value: (d: DonationRecord, trust: TrustSettingsDocument, campaigns: ReadonlyMap<number, string>) => CsvCell;
}> = [
  { header: 'Receipt number', value: (d) => d.receipt_number },
  { header: 'Date', value: (d) => (d.paid_at ? isoDateInIndia(d.paid_at) : '') },
  { header: 'Donor name', value: (d) => `${d.first_name} ${d.last_name}`.trim() },
  { header: 'E-mail', value: (d) => d.email },
  { header: 'Phone', value: (d) => d.phone },
  { header: 'PAN', value: (d) => (d.pan_last4 === null ? '' : maskPan(d.pan_last4)) },
  { header: 'Address', value: (d) => addressOf(d).address },
  { header: 'Amount (₹)', value: (d) => formatPlainRupees(d.amount_paise) },
  { header: 'Mode', value: (d) => paymentMode(d.gateway, d.payment_method) },
  {
    header: 'Payment reference',
    value: (d) => (d.gateway === 'offline' ? d.payment_reference : d.payment_id),
  },
  { header: 'Status', value: (d) => (isPaid(d) ? 'Paid' : 'Cancelled') },
  {
    header: '80G',
    value: (d) => {
      const reason = d.gateway === 'offline' ? notDeductibleReason(d.payment_method, d.amount_paise) : null;
      return reason ? notDeductibleText[reason] : '';
    },
  },
  { header: 'Our reference', value: (d) => d.reference },
  { header: 'Received on', value: (d) => d.received_on },
  { header: 'Fund', value: (d, trust) => fundOf(trust, d.fund).name },
  {
    header: 'Donation type (Form 10BD)',
    value: (d, trust) => FUND_DONATION_TYPE_LABELS[fundOf(trust, d.fund).donation_type],
  },
  // The campaign by its title, and the dedication as the receipt prints it (docs/product/giving.md "Campaigns,
  // the donor wall and dedications").
  {
    header: 'Campaign',
    value: (d, _trust, campaigns) => (d.campaign_id === null ? '' : (campaigns.get(d.campaign_id) ?? '')),
  },
  { header: 'Dedication', value: (d) => dedicationLine(d.dedication_kind, d.dedication_name) ?? '' },
];

/** `attachment; filename="donations-SMT-2026-27.csv"`: the trust's receipt prefix and the year, no date. */
const attachment = (kind: string, filter: ExportFilter) =>
  `attachment; filename="${kind}-${RECEIPT_PREFIXES[trustIdOf(filter.trust)]}-${filter.fy}.csv"`;

async function auditExport(
  deps: ExportDeps,
  actor: ActorOrNobody,
  kind: string,
  filter: ExportFilter,
  figures: Record<string, unknown>,
  at: Date,
) {
  await audit.record(
    deps.db,
    {
      ...actor,
      action: 'export',
      resource: RESOURCE,
      recordId: kind,
      after: { trust: filter.trust, fy: filter.fy, ...figures },
    },
    at,
  );
}

/**
 * `GET /api/admin/exports/donations.csv`: the stream of the CSV, written while the rows are read a page at a
 * time, so memory stays flat however long the year. The audit entry (who, filter, rows) is written once the
 * last row is read; a download the client abandons is recorded too, with `completed: false`.
 */
export function donationsCsvStream(
  deps: ExportDeps,
  filter: FinanceExportQuery,
  actor: ActorOrNobody,
): { stream: Duplex; disposition: string } {
  const at = deps.now?.() ?? new Date();
  let rows = 0;
  let recorded = false;
  const record = async (completed: boolean) => {
    recorded = true;
    await auditExport(deps, actor, 'donations.csv', filter, { rows, completed }, at);
  };
  async function* records() {
    try {
      const trust = (await readSettings(deps.db)).settings.trusts[trustIdOf(filter.trust)];
      // A trust's campaigns are few: their titles are read once, not per row.
      const campaigns = await campaignTitles(deps.db);
      for await (const page of receiptedDonationPages(deps.db, filter, deps.pageSize)) {
        for (const donation of page) {
          rows += 1;
          yield DONATION_COLUMNS.map((column) => spreadsheetSafe(column.value(donation, trust, campaigns)));
        }
      }
      await record(true);
    } finally {
      if (!recorded) {
        await record(false).catch((error: unknown) =>
          deps.log.error({ err: error }, 'could not audit an abandoned export'),
        );
      }
    }
  }
  const csv = stringify({
    bom: true,
    header: true,
    columns: DONATION_COLUMNS.map((column) => column.header),
    record_delimiter: 'windows',
  });
  const stream = pipeline(Readable.from(records()), csv, (error) => {
    if (error) deps.log.warn({ err: error }, 'donations export stopped before its end');
  });
  return { stream, disposition: attachment('donations', filter) };
}

/** The trust's 80G registration if it was valid at some point of the year, as Part B quotes it. */
async function filingOf(db: Db, filter: ExportFilter): Promise<Form10bdFiling | null> {
  const registration = (await readSettings(db)).settings.trusts[trustIdOf(filter.trust)].registration_80g;
  if (!registration) return null;
  const first = Number(filter.fy.slice(0, 4));
  const [fyStart, fyEnd] = [`${first}-04-01`, `${first + 1}-03-31`];
  if (registration.valid_to < fyStart || registration.valid_from > fyEnd) return null;
  return { urn: registration.urn, urnIssuedOn: registration.valid_from };
}

/** A donation the statement reports, with the gift's id and e-mail (Form 10BE certificates go to the donor). */
export type StatementDonation = ChecklistDonation & { donationId: number; email: string };

/**
 * The year's receipted donations split the way the statement needs: those it reports (paid, real money, the
 * PAN decrypted for the statement and for matching Form 10BE certificates, nowhere else), cancelled receipts and
 * sandbox test payments.
 */
export async function statementOf(
  deps: Pick<ExportDeps, 'db' | 'cipher' | 'pageSize'>,
  filter: ExportFilter,
) {
  const reported: StatementDonation[] = [];
  const cancelled: string[] = [];
  const sandbox: string[] = [];
  // Each gift's donation type is its fund's, as the trust settings say now.
  const trust = (await readSettings(deps.db)).settings.trusts[trustIdOf(filter.trust)];
  for await (const page of receiptedDonationPages(deps.db, filter, deps.pageSize)) {
    for (const d of page) {
      const receiptNumber = d.receipt_number ?? '';
      // A refund cancels the receipt: never reported.
      if (!isPaid(d)) cancelled.push(receiptNumber);
      else if (d.gateway === 'sandbox') sandbox.push(receiptNumber);
      else {
        const { address, partial } = addressOf(d);
        reported.push({
          donationId: d.id,
          email: d.email,
          receiptNumber,
          paidAt: d.paid_at ?? '',
          name: `${d.first_name} ${d.last_name}`.trim(),
          pan: d.pan_encrypted === null ? null : deps.cipher.decrypt(d.pan_encrypted),
          address,
          partialAddress: partial,
          amountPaise: d.amount_paise,
          type: FUND_DONATION_TYPE_LABELS[fundOf(trust, d.fund).donation_type],
          mode: form10bdModeOf(d.gateway, d.payment_method),
        });
      }
    }
  }
  return { reported, cancelled, sandbox };
}

/** `GET /api/admin/exports/form-10bd.csv`: Part B, aggregated per donor, type and mode; audited. */
export async function form10bdExport(
  deps: ExportDeps,
  filter: FinanceExportQuery,
  actor: ActorOrNobody,
): Promise<{ csv: string; disposition: string }> {
  const at = deps.now?.() ?? new Date();
  const [{ reported }, filing] = await Promise.all([statementOf(deps, filter), filingOf(deps.db, filter)]);
  const rows = aggregateForm10bd(reported);
  const csv = form10bdCsv(rows, filing);
  await auditExport(
    deps,
    actor,
    'form-10bd.csv',
    filter,
    { rows: rows.length, donations: reported.length, completed: true },
    at,
  );
  return { csv, disposition: attachment('form-10bd', filter) };
}

/** `GET /api/admin/exports/form-10bd-checklist` */
export async function form10bdChecklistOf(
  deps: ExportDeps,
  filter: FinanceExportQuery,
): Promise<Form10bdChecklist> {
  const [statement, filing] = await Promise.all([statementOf(deps, filter), filingOf(deps.db, filter)]);
  return {
    trust: filter.trust,
    trust_name: TRUSTS[trustIdOf(filter.trust)].name,
    financial_year: filter.fy,
    ...form10bdChecklist({ ...statement, filing }),
  };
}
