import {
  DONATION_STATUS,
  DONATION_STATUS_NAMES,
  DONATION_GATEWAYS,
  FINANCE_MESSAGES,
  FINANCE_PAGE_SIZE,
  DONATION_MESSAGES,
  REFUNDED_STATUS_NAME,
  TRUSTS,
  fundOf,
  maskPan,
  notDeductibleReason,
  paiseToRupees,
  rupeesToPaise,
  type AdminDonation,
  type AdminDonationDetail,
  type AdminDonationList,
  type AdminDonationsQuery,
  type AdminEhundiEntry,
  type AdminEhundiQuery,
  type OfflineGiftRequest,
  type Page,
  type ReconcileEhundiRequest,
  type SiteSettings,
} from '@charity/shared';
import type { Transaction } from 'kysely';
import type { Db } from '#src/db/database.ts';
import type { Database } from '#src/db/schema.ts';
import { audit } from '#src/services/audit/audit.ts';
import { readSettings } from '#src/services/settings/settings.ts';
import type { FieldCipher } from '#src/shared/crypto.ts';
import { donorRecordOf } from '#src/shared/donor-record.ts';
import { DomainError } from '#src/shared/domain-error.ts';
import { newReference } from '#src/shared/reference.ts';
import {
  ehundiEntryOfDonation,
  findDonationById,
  findDonationByPaymentId,
  findEhundiRow,
  gatewayEventsOf,
  insertPaidDonation,
  listDonations,
  listEhundiEntries,
  lockEhundiEntry,
  mailsOf,
  markEhundiReconciled,
  offlineGiftsReceivedOn,
  ordersOf,
  startOfIndianDay,
  type EhundiRow,
} from './admin-repository.ts';
import { donationMailTopic, issueReceipt } from './mark-paid.ts';
import { staffNameOf } from './refund-repository.ts';
import { receiptInputOf, trustIdOf } from './receipt-input.ts';
import {
  duplicateRows,
  parseOfflineGiftsCsv,
  refusedAsDuplicates,
  type OfflineImportOutcome,
} from './offline-import.ts';
import { financialYearOf } from './receipts/financial-year.ts';
import { receiptFileName, renderReceiptPdf } from './receipts/receipt-pdf.ts';
import { loadTrustImages, type ImageStore } from './receipts/trust-images.ts';
import type { DonationRecord } from './repository.ts';

/**
 * The console's finance area (docs/product/giving.md): donations with their history, e-hundi reconciliation and
 * offline gifts. Every paid donation, however it came, takes its receipt through issueReceipt (mark-paid.ts):
 * the same series, the same PDF and the same mail.
 */

export type FinanceDeps = { db: Db; cipher: FieldCipher; now?: () => Date };
export type Actor = { staffId: string; ip: string };

/** The staff link to a donation's receipt PDF; the staff cookie (path /api/admin) is the permission. */
export const staffReceiptUrl = (id: number) => `/api/admin/donations/${id}/receipt`;

const emptyToNull = (value: string) => (value === '' ? null : value);

function gatewayOf(value: string): AdminDonation['gateway'] {
  const gateway = DONATION_GATEWAYS.find((g) => g === value);
  if (!gateway) throw new Error(`Unknown gateway ${value}`);
  return gateway;
}

/** A donation as the console lists it; the fund is named from the trust settings. */
function toAdminDonation(donation: DonationRecord, settings: SiteSettings): AdminDonation {
  const status = donation.status === DONATION_STATUS.paid ? DONATION_STATUS.paid : DONATION_STATUS.unpaid;
  return {
    id: donation.id,
    reference: donation.reference,
    first_name: donation.first_name,
    last_name: donation.last_name,
    email: emptyToNull(donation.email),
    phone: emptyToNull(donation.phone),
    amount: paiseToRupees(donation.amount_paise),
    trust: donation.trust,
    trust_name: TRUSTS[trustIdOf(donation.trust)].name,
    fund: donation.fund,
    fund_name: fundOf(settings.trusts[trustIdOf(donation.trust)], donation.fund).name,
    pan: donation.pan_last4 === null ? null : maskPan(donation.pan_last4),
    status: donation.status,
    status_name: donation.refunded_at ? REFUNDED_STATUS_NAME : DONATION_STATUS_NAMES[status],
    gateway: gatewayOf(donation.gateway),
    payment_method: donation.payment_method,
    payment_id: donation.payment_id,
    payment_reference: donation.payment_reference,
    receipt_number: donation.receipt_number,
    created_at: donation.created_at,
    paid_at: donation.paid_at,
    refunded_at: donation.refunded_at,
  };
}

/**
 * `GET /api/admin/donations`: one page, newest first, and the totals of the whole filter, refunded gifts apart.
 */
export async function listAdminDonations(db: Db, query: AdminDonationsQuery): Promise<AdminDonationList> {
  const [{ rows, count, paise, refundedCount, refundedPaise }, { settings }] = await Promise.all([
    listDonations(db, query),
    readSettings(db),
  ]);
  return {
    data: rows.map((row) => toAdminDonation(row, settings)),
    meta: {
      total: count,
      page: query.page,
      per_page: query.per_page,
      // A refunded gift was paid, but the trust no longer holds its money: counted apart, never as received.
      totals: {
        count: count - refundedCount,
        amount: paiseToRupees(paise - refundedPaise),
        refunded: { count: refundedCount, amount: paiseToRupees(refundedPaise) },
      },
    },
  };
}

/** `GET /api/admin/donations/{id}` */
export async function donationDetail(db: Db, id: number): Promise<AdminDonationDetail> {
  const donation = await findDonationById(db, id);
  if (!donation) throw new DomainError('not-found', DONATION_MESSAGES.notFound);
  const orders = await ordersOf(db, id);
  const [events, mails, entry, refundedBy, { settings }] = await Promise.all([
    gatewayEventsOf(
      db,
      donation,
      orders.map((order) => order.order_id),
    ),
    mailsOf(db, donation, donationMailTopic(id)),
    ehundiEntryOfDonation(db, id),
    staffNameOf(db, donation.refunded_by),
    readSettings(db),
  ]);
  const { receipt_number: number, paid_at: paidAt } = donation;
  return {
    ...toAdminDonation(donation, settings),
    city: emptyToNull(donation.city),
    state: emptyToNull(donation.state),
    address: donation.address,
    pin_code: donation.pin_code,
    description: donation.description,
    received_on: donation.received_on,
    ehundi_entry: entry
      ? { id: entry.id, reference: entry.reference, promised_amount: paiseToRupees(entry.amount_paise) }
      : null,
    orders,
    gateway_events: events,
    receipt:
      number !== null && paidAt !== null
        ? {
            number,
            financial_year: donation.receipt_fy ?? financialYearOf(paidAt),
            date: paidAt,
            download_url: staffReceiptUrl(id),
            not_deductible:
              donation.gateway === 'offline'
                ? notDeductibleReason(donation.payment_method, donation.amount_paise)
                : null,
            cancelled: donation.refunded_at !== null,
          }
        : null,
    refund:
      donation.refunded_at !== null
        ? {
            at: donation.refunded_at,
            reason: donation.refund_reason ?? '',
            by: refundedBy,
            refund_id: donation.refund_id,
          }
        : null,
    mails: mails.map(({ to_address: to, ...mail }) => ({ to, ...mail })),
  };
}

/** The receipt PDF of a paid donation, for staff. */
export async function staffReceiptPdf(deps: FinanceDeps & { images: ImageStore }, id: number) {
  const donation = await findDonationById(deps.db, id);
  if (!donation) throw new DomainError('not-found', DONATION_MESSAGES.notFound);
  if (donation.status !== DONATION_STATUS.paid) {
    throw new DomainError('conflict', DONATION_MESSAGES.receiptNotReady);
  }
  const input = receiptInputOf(donation, deps.cipher);
  const trust = (await readSettings(deps.db)).settings.trusts[input.trust];
  const images = await loadTrustImages(deps.images, trust);
  return {
    pdf: await renderReceiptPdf(input, trust, images),
    fileName: receiptFileName(input.receiptNumber),
  };
}

/**
 * The moment a gift received on `day` (India) is recorded as paid: midday in India that day, so its receipt
 * is dated that day and it falls in that day's financial year; never later than now (a gift received this
 * morning).
 */
function paidAtFor(day: string, now: Date): string {
  const midday = new Date(new Date(startOfIndianDay(day)).getTime() + 12 * 3600_000);
  return (midday < now ? midday : now).toISOString();
}

// ---- e-hundi ---------------------------------------------------------------------------------------------------

function toAdminEhundiEntry(row: EhundiRow): AdminEhundiEntry {
  return {
    id: row.id,
    reference: row.reference,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    amount: paiseToRupees(row.amount_paise),
    trust: row.trust,
    trust_name: TRUSTS[trustIdOf(row.trust)].name,
    pan: row.pan_last4 === null ? null : maskPan(row.pan_last4),
    created_at: row.created_at,
    status: row.donation_id === null ? 'pending' : 'reconciled',
    donation_id: row.donation_id,
    received_amount: row.received_paise === null ? null : paiseToRupees(row.received_paise),
    utr: row.utr,
    received_on: row.received_on,
    reconciled_at: row.reconciled_at,
    receipt_number: row.receipt_number,
  };
}

export async function listAdminEhundiEntries(
  db: Db,
  query: AdminEhundiQuery,
): Promise<Page<AdminEhundiEntry>> {
  const { rows, total } = await listEhundiEntries(db, query, FINANCE_PAGE_SIZE);
  return {
    data: rows.map(toAdminEhundiEntry),
    meta: { total, page: query.page, per_page: FINANCE_PAGE_SIZE },
  };
}

/** A UTR already on a donation: 409, with the message under the form's UTR field too. */
const utrUsed = () =>
  new DomainError('conflict', FINANCE_MESSAGES.utrUsed, { errors: { utr: FINANCE_MESSAGES.utrUsed } });

/** Whether a database error is a unique constraint's (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE). */
const isUniqueViolation = (error: unknown) =>
  error instanceof Error &&
  'code' in error &&
  (error.code === '23505' || error.code === 'SQLITE_CONSTRAINT_UNIQUE');

/**
 * `POST /api/admin/ehundi-entries/{id}/reconcile`: the bank credit (UTR, date, amount) turns the entry into a
 * paid donation with a receipt from the trust's series, mailed to the donor, in one transaction with its audit
 * entry. The received amount is what the donation records, even when it differs from the promise. Once only:
 * a reconciled entry, or a UTR already on a donation, is a 409 and changes nothing.
 */
export async function reconcileEhundiEntry(
  deps: FinanceDeps,
  id: number,
  credit: ReconcileEhundiRequest,
  actor: Actor,
): Promise<AdminEhundiEntry> {
  const now = deps.now?.() ?? new Date();
  try {
    await deps.db.transaction().execute(async (trx) => {
      const entry = await lockEhundiEntry(trx, id);
      if (!entry) throw new DomainError('not-found', FINANCE_MESSAGES.ehundiNotFound);
      if (entry.donation_id !== null) throw new DomainError('conflict', FINANCE_MESSAGES.alreadyReconciled);
      if (await findDonationByPaymentId(trx, credit.utr)) throw utrUsed();

      const receivedPaise = rupeesToPaise(credit.amount);
      const donationId = await insertPaidDonation(trx, {
        // The entry's reference (EH-…) is what the bank statement shows; it stays the donation's.
        reference: entry.reference,
        user_id: null,
        // The donor as the e-hundi form recorded them (the receipt and Form 10BD read the donation), with the
        // amount the bank credited rather than the one promised.
        ...donorRecordOf(entry),
        amount_paise: receivedPaise,
        status: DONATION_STATUS.paid,
        gateway: 'ehundi',
        order_id: null,
        payment_id: credit.utr,
        payment_method: 'upi',
        paid_at: paidAtFor(credit.received_on, now),
        received_on: credit.received_on,
        receipt_fy: null,
        receipt_seq: null,
        receipt_number: null,
        created_at: now.toISOString(),
      });
      const linked = await markEhundiReconciled(trx, id, {
        donationId,
        staffId: actor.staffId,
        at: now.toISOString(),
      });
      if (!linked) throw new DomainError('conflict', FINANCE_MESSAGES.alreadyReconciled);
      const receipt = await issueReceipt(trx, deps.cipher, donationId);
      await audit.record(
        trx,
        {
          ...actor,
          action: 'reconcile',
          resource: 'ehundi-entries',
          recordId: id,
          before: {
            reference: entry.reference,
            status: 'pending',
            amount: paiseToRupees(entry.amount_paise),
          },
          after: {
            reference: entry.reference,
            status: 'reconciled',
            donation_id: donationId,
            utr: credit.utr,
            received_on: credit.received_on,
            amount: paiseToRupees(receivedPaise),
            promised_amount: paiseToRupees(entry.amount_paise),
            receipt_number: receipt.number,
          },
        },
        now,
      );
    });
  } catch (error) {
    // Two reconciliations racing with the same UTR on PostgreSQL: the unique payment_id refuses the second.
    if (isUniqueViolation(error)) throw utrUsed();
    throw error;
  }
  const row = await findEhundiRow(deps.db, id);
  if (!row) throw new DomainError('not-found', FINANCE_MESSAGES.ehundiNotFound);
  return toAdminEhundiEntry(row);
}

// ---- offline gifts ---------------------------------------------------------------------------------------------

/**
 * `POST /api/admin/donations/offline`: a gift received by hand or by bank, recorded as paid on the day it was
 * received, receipted from the same series as online gifts and mailed when the donor gave an e-mail. Cash above
 * ₹2,000 and gifts in kind are receipted as not deductible under 80G (the receipt reads its mode and amount).
 */
export async function recordOfflineGift(
  deps: FinanceDeps,
  gift: OfflineGiftRequest,
  actor: Actor,
): Promise<AdminDonationDetail> {
  const now = deps.now?.() ?? new Date();
  const id = await deps.db.transaction().execute(async (trx) => {
    const { donationId } = await insertOfflineGift(trx, deps.cipher, gift, actor, now);
    return donationId;
  });
  return donationDetail(deps.db, id);
}

/**
 * One offline gift inside the caller's transaction: the paid donation, its receipt (number, PDF, mail) and its
 * audit entry. A single gift and every row of an imported file go through here.
 */
async function insertOfflineGift(
  trx: Transaction<Database>,
  cipher: FieldCipher,
  gift: OfflineGiftRequest,
  actor: Actor,
  now: Date,
  extra: Record<string, unknown> = {},
): Promise<{ donationId: number; receiptNumber: string; amountPaise: number }> {
  const amountPaise = rupeesToPaise(gift.amount);
  const donationId = await insertPaidDonation(trx, {
    reference: newReference('OF'),
    user_id: null,
    first_name: gift.first_name,
    last_name: gift.last_name,
    // '' stands for "not given" (migration 0007: the columns are NOT NULL).
    email: gift.email ?? '',
    phone: gift.phone ?? '',
    amount_paise: amountPaise,
    city: '',
    state: '',
    address: gift.address,
    description: gift.description,
    trust: gift.trust,
    pan_encrypted: gift.pan === null ? null : cipher.encrypt(gift.pan),
    pan_last4: gift.pan === null ? null : gift.pan.slice(-4),
    status: DONATION_STATUS.paid,
    gateway: 'offline',
    order_id: null,
    payment_id: null,
    payment_method: gift.mode,
    payment_reference: gift.reference,
    paid_at: paidAtFor(gift.received_on, now),
    received_on: gift.received_on,
    receipt_fy: null,
    receipt_seq: null,
    receipt_number: null,
    created_at: now.toISOString(),
  });
  const receipt = await issueReceipt(trx, cipher, donationId);
  await audit.record(
    trx,
    {
      ...actor,
      action: 'create',
      resource: 'donations',
      recordId: donationId,
      after: {
        ...gift,
        ...extra,
        receipt_number: receipt.number,
        not_deductible: notDeductibleReason(gift.mode, amountPaise),
      },
    },
    now,
  );
  return { donationId, receiptNumber: receipt.number, amountPaise };
}

/**
 * `POST /api/admin/donations/offline/import`: a treasurer's file of offline gifts, all or nothing. Every row is
 * checked with the single gift's schema first; one bad row and nothing is stored, and the answer lists every
 * problem by row and field. Otherwise all the gifts are recorded in one transaction, in the file's order, each
 * receipted from the trust's series like a single gift, and the import itself is audited with its count.
 */
export async function importOfflineGifts(
  deps: FinanceDeps,
  file: { csv: string; file_name: string | null; confirm_duplicates?: boolean },
  actor: Actor,
): Promise<OfflineImportOutcome> {
  const parsed = parseOfflineGiftsCsv(file.csv);
  if (!parsed.ok) return parsed;
  if (!file.confirm_duplicates) {
    const days = [...new Set(parsed.gifts.map((gift) => gift.received_on))];
    const duplicates = duplicateRows(parsed, await offlineGiftsReceivedOn(deps.db, days));
    if (duplicates.length > 0) return refusedAsDuplicates(duplicates);
  }
  const now = deps.now?.() ?? new Date();
  const recorded = await deps.db.transaction().execute(async (trx) => {
    const gifts = [];
    for (const [index, gift] of parsed.gifts.entries()) {
      gifts.push(
        await insertOfflineGift(trx, deps.cipher, gift, actor, now, { imported_row: parsed.rows[index] }),
      );
    }
    const amountPaise = gifts.reduce((sum, gift) => sum + gift.amountPaise, 0);
    await audit.record(
      trx,
      {
        ...actor,
        action: 'import',
        resource: 'donations',
        recordId: file.file_name ?? 'offline-gifts.csv',
        after: {
          file_name: file.file_name,
          count: gifts.length,
          amount: paiseToRupees(amountPaise),
          receipt_numbers: gifts.map((gift) => gift.receiptNumber),
        },
      },
      now,
    );
    return { gifts, amountPaise };
  });
  return {
    ok: true,
    result: {
      count: recorded.gifts.length,
      amount: paiseToRupees(recorded.amountPaise),
      donations: recorded.gifts.map((gift, index) => ({
        row: parsed.rows[index] ?? 0,
        id: gift.donationId,
        receipt_number: gift.receiptNumber,
      })),
    },
  };
}
