import {
  STATEMENT_MESSAGES,
  TRUSTS,
  notDeductibleReason,
  paiseToRupees,
  statementPdfUrl,
  type DonorStatement,
  type Locale,
  type PublicUser,
  type StatementQuery,
} from '@charity/shared';
import type { Db } from '#src/db/database.ts';
import { enqueueMail } from '#src/services/mail/outbox.ts';
import { readSettings } from '#src/services/settings/settings.ts';
import { DomainError } from '#src/shared/domain-error.ts';
import { paymentMode, postalAddressOf, trustIdOf } from './receipt-input.ts';
import { RECEIPT_PREFIXES } from './financial-year.ts';
import { renderStatementPdf, statementFileName } from './statement-pdf.ts';
import { loadTrustImages, type ImageStore } from './trust-images.ts';
import { statementMail } from './statement-mail.ts';
import { listStatementYears, statementDonations } from '../repository.ts';

/**
 * Donors' yearly statements (docs/product/giving.md): per trust per financial year, the donor's paid donations
 * whose receipts still stand (refunded ones are left out), downloaded from the payments page or mailed.
 */

/** `GET /api/donation/statements`: the trusts and years the donor has receipts in, newest year first. */
export async function listStatements(db: Db, user: PublicUser): Promise<DonorStatement[]> {
  const years = await listStatementYears(db, user);
  return years.map((year) => ({
    trust: year.trust,
    trust_name: TRUSTS[trustIdOf(year.trust)].name,
    financial_year: year.fy,
    count: year.count,
    amount: paiseToRupees(year.paise),
    download_url: statementPdfUrl(year.trust, year.fy),
  }));
}

/**
 * The statement's PDF, rendered outside any transaction (it only reads). 404 when the donor has no receipted
 * donation to that trust in that year: an empty statement would prove nothing.
 */
export async function statementPdf(
  { db, images }: { db: Db; images: ImageStore },
  user: PublicUser,
  query: StatementQuery,
  now: Date = new Date(),
): Promise<{ pdf: Buffer; fileName: string; count: number; totalPaise: number }> {
  const trust = trustIdOf(query.trust);
  const donations = await statementDonations(db, user, trust, query.fy);
  if (donations.length === 0) throw new DomainError('not-found', STATEMENT_MESSAGES.none);
  const { settings } = await readSettings(db);
  const rows = donations.map((donation) => {
    if (donation.receipt_number === null || donation.paid_at === null) {
      throw new Error(`Donation ${donation.id} is listed on a statement without its receipt`);
    }
    return {
      receiptNumber: donation.receipt_number,
      date: donation.paid_at,
      mode: paymentMode(donation.gateway, donation.payment_method),
      amountPaise: donation.amount_paise,
      notDeductible:
        donation.gateway === 'offline'
          ? notDeductibleReason(donation.payment_method, donation.amount_paise)
          : null,
    };
  });
  // The latest address the donor gave in the year, as Form 10BD reports it.
  const address = donations.map(postalAddressOf).findLast((value) => value !== null) ?? null;
  const pdf = await renderStatementPdf(
    {
      trust,
      financialYear: query.fy,
      donor: { name: `${user.first_name} ${user.last_name}`.trim(), email: user.email, address },
      rows,
      generatedAt: now.toISOString(),
    },
    settings.trusts[trust],
    await loadTrustImages(images, settings.trusts[trust]),
  );
  return {
    pdf,
    fileName: statementFileName(RECEIPT_PREFIXES[trust], query.fy),
    count: rows.length,
    totalPaise: rows.reduce((sum, row) => sum + row.amountPaise, 0),
  };
}

/**
 * `POST /api/donation/statement/mail`: the same PDF, mailed to the account's address through the outbox. Only a
 * verified address: the statement lists what was given with it, so it goes nowhere the donor has not proved.
 * The PDF is rendered before the insert, so no transaction waits on it.
 */
export async function mailStatement(
  { db, images }: { db: Db; images: ImageStore },
  user: PublicUser,
  query: StatementQuery,
  /** The language of the page the donor asked from: the mail's (the PDF stays English). */
  locale: Locale,
): Promise<void> {
  if (!user.email_verified) throw new DomainError('conflict', STATEMENT_MESSAGES.verifyFirst);
  const statement = await statementPdf({ db, images }, user, query);
  const { settings } = await readSettings(db);
  await enqueueMail(
    db,
    statementMail(
      {
        to: user.email,
        donorName: `${user.first_name} ${user.last_name}`.trim(),
        trust: trustIdOf(query.trust),
        financialYear: query.fy,
        count: statement.count,
        totalPaise: statement.totalPaise,
        pdf: statement.pdf,
        fileName: statement.fileName,
        locale,
      },
      settings,
    ),
  );
}
