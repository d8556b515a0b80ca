import {
  DONATION_STATUS,
  FINANCE_MESSAGES,
  FINANCE_PAGE_SIZE,
  TRUSTS,
  maskPan,
  paiseToRupees,
  rupeesToPaise,
  type AdminEhundiEntry,
  type AdminEhundiQuery,
  type Page,
  type ReconcileEhundiRequest,
} from '@charity/shared';
import type { Db } from '#src/db/database.ts';
import { audit } from '#src/services/audit/audit.ts';
import { donorRecordOf } from '#src/shared/donor-record.ts';
import { DomainError } from '#src/shared/domain-error.ts';
import {
  findDonationByPaymentId,
  findEhundiRow,
  insertPaidDonation,
  listEhundiEntries,
  lockEhundiEntry,
  markEhundiReconciled,
  type EhundiRow,
} from './finance-repository.ts';
import { paidAtFor, type FinanceDeps } from './finance.ts';
import type { Actor } from '#src/shared/actor.ts';
import { issueReceipt } from '../checkout/mark-paid.ts';
import { trustIdOf } from '../receipts/receipt-input.ts';

/** The console's e-hundi entries (docs/product/giving.md): the list, and reconciling an entry with its bank credit. */

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
