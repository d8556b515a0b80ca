import type { Insertable, Selectable } from 'kysely';
import type { PublicUser } from '@charity/shared';
import type { Executor } from '#src/db/executor.ts';
import type { Form10beCertificatesTable } from '#src/db/schema.ts';
import type { Db } from '#src/db/database.ts';
import { ownedBy } from '../repository.ts';

/** The SQL of Form 10BE certificates (docs/product/giving.md "Form 10BE certificates"). */

export type CertificateRow = Omit<Selectable<Form10beCertificatesTable>, 'pdf'>;
/** A certificate with its donor's e-mail, as the console lists it. */
export type ListedCertificate = CertificateRow & { donor_email: string | null };

const LISTED = [
  'form_10be_certificates.id',
  'form_10be_certificates.batch_id',
  'form_10be_certificates.trust',
  'form_10be_certificates.file',
  'form_10be_certificates.status',
  'form_10be_certificates.reason',
  'form_10be_certificates.certificate_number',
  'form_10be_certificates.fy',
  'form_10be_certificates.id_kind',
  'form_10be_certificates.id_encrypted',
  'form_10be_certificates.id_last4',
  'form_10be_certificates.donor_name',
  'form_10be_certificates.amount_paise',
  'form_10be_certificates.donation_id',
  'form_10be_certificates.assigned_by',
  'form_10be_certificates.duplicate_of',
  'form_10be_certificates.mail_queued_at',
  'form_10be_certificates.downloaded_at',
  'form_10be_certificates.created_at',
  'form_10be_certificates.updated_at',
] as const;

export async function insertBatch(
  trx: Executor,
  batch: { trust: number; fy: string; uploadedBy: string | null; at: string },
) {
  const { id } = await trx
    .insertInto('form_10be_batches')
    .values({ trust: batch.trust, fy: batch.fy, uploaded_by: batch.uploadedBy, uploaded_at: batch.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function insertCertificate(trx: Executor, row: Insertable<Form10beCertificatesTable>) {
  const { id } = await trx
    .insertInto('form_10be_certificates')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The first stored certificate of that number for the trust (a later upload of it is its duplicate). */
export async function certificateNumbered(trx: Executor, trust: number, certificateNumber: string) {
  const row = await trx
    .selectFrom('form_10be_certificates')
    .select('id')
    .where('trust', '=', trust)
    .where('certificate_number', '=', certificateNumber)
    .where('duplicate_of', 'is', null)
    .executeTakeFirst();
  return row?.id ?? null;
}

export const findBatch = (db: Executor, id: number) =>
  db.selectFrom('form_10be_batches').selectAll().where('id', '=', id).executeTakeFirst();

export const batchCertificates = (db: Executor, batchId: number): Promise<ListedCertificate[]> =>
  db
    .selectFrom('form_10be_certificates')
    .leftJoin('donations', 'donations.id', 'form_10be_certificates.donation_id')
    .select([...LISTED, 'donations.email as donor_email'])
    .where('form_10be_certificates.batch_id', '=', batchId)
    .orderBy('form_10be_certificates.id')
    .execute();

/** Every certificate of the trust's year (by the year its upload was for), in the order they were uploaded. */
export const yearCertificates = (db: Executor, trust: number, fy: string): Promise<ListedCertificate[]> =>
  db
    .selectFrom('form_10be_certificates')
    .innerJoin('form_10be_batches', 'form_10be_batches.id', 'form_10be_certificates.batch_id')
    .leftJoin('donations', 'donations.id', 'form_10be_certificates.donation_id')
    .select([...LISTED, 'donations.email as donor_email'])
    .where('form_10be_batches.trust', '=', trust)
    .where('form_10be_batches.fy', '=', fy)
    .orderBy('form_10be_certificates.id')
    .execute();

export const findCertificate = (db: Executor, id: number): Promise<ListedCertificate | undefined> =>
  db
    .selectFrom('form_10be_certificates')
    .leftJoin('donations', 'donations.id', 'form_10be_certificates.donation_id')
    .select([...LISTED, 'donations.email as donor_email'])
    .where('form_10be_certificates.id', '=', id)
    .executeTakeFirst();

export const findBatchOf = (db: Executor, certificateId: number) =>
  db
    .selectFrom('form_10be_certificates')
    .innerJoin('form_10be_batches', 'form_10be_batches.id', 'form_10be_certificates.batch_id')
    .select(['form_10be_batches.trust', 'form_10be_batches.fy'])
    .where('form_10be_certificates.id', '=', certificateId)
    .executeTakeFirst();

export async function assignDonor(
  trx: Executor,
  id: number,
  change: { donationId: number; assignedBy: string; at: string },
) {
  await trx
    .updateTable('form_10be_certificates')
    .set({
      status: 'matched',
      reason: null,
      donation_id: change.donationId,
      assigned_by: change.assignedBy,
      updated_at: change.at,
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Marks the certificate's mail queued unless it already is; true when this call marked it. The condition makes
 * the mail once-only: of two requests racing, one updates the row and the other finds it marked (PostgreSQL
 * locks the row until the first commits; SQLite writes one transaction at a time).
 */
export async function claimMail(trx: Executor, id: number, at: string): Promise<boolean> {
  const result = await trx
    .updateTable('form_10be_certificates')
    .set({ mail_queued_at: at })
    .where('id', '=', id)
    .where('mail_queued_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The signed-in donor's certificates: matched or assigned to one of their gifts, newest year first. */
export const donorCertificates = (db: Db, user: PublicUser) =>
  db
    .selectFrom('form_10be_certificates')
    .innerJoin('donations', 'donations.id', 'form_10be_certificates.donation_id')
    .select([
      'form_10be_certificates.id',
      'form_10be_certificates.trust',
      'form_10be_certificates.fy',
      'form_10be_certificates.certificate_number',
    ])
    .where(ownedBy(user))
    .where('form_10be_certificates.status', '=', 'matched')
    .orderBy('form_10be_certificates.fy', 'desc')
    .orderBy('form_10be_certificates.id')
    .execute();

/** One of the donor's certificates with its PDF; undefined when it is not theirs (a plain 404). */
export const donorCertificate = (db: Db, user: PublicUser, id: number) =>
  db
    .selectFrom('form_10be_certificates')
    .innerJoin('donations', 'donations.id', 'form_10be_certificates.donation_id')
    .select([
      'form_10be_certificates.pdf',
      'form_10be_certificates.fy',
      'form_10be_certificates.certificate_number',
    ])
    .where('form_10be_certificates.id', '=', id)
    .where(ownedBy(user))
    .where('form_10be_certificates.status', '=', 'matched')
    .executeTakeFirst();

/** Notes the donor's first download (docs/product/giving.md "Form 10BE certificates": delivery is tracked). */
export async function markDownloaded(db: Db, id: number, at: string) {
  await db
    .updateTable('form_10be_certificates')
    .set({ downloaded_at: at })
    .where('id', '=', id)
    .where('downloaded_at', 'is', null)
    .execute();
}
