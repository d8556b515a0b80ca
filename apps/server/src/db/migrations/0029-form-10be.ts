import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from '../executor.ts';

/**
 * Form 10BE certificates (docs/product/giving.md "Form 10BE certificates", docs/decisions/0069-form-10be-certificates.md):
 * one row per upload (`form_10be_batches`: the trust, the year, who uploaded) and one per file in it
 * (`form_10be_certificates`).
 *
 * - A certificate's fields are null for a file that is not a readable certificate; its `reason` says why.
 * - The donor's ID is a PAN or an Aadhaar number: sealed with the field cipher like a donation's PAN, only the
 *   last four characters in clear for the masked display.
 * - `donation_id`: the donor it was matched or assigned to, as the site knows donors today (one of their gifts of
 *   that trust and year, whose e-mail the certificate goes to).
 * - `pdf`: the certificate itself, kept to be mailed and downloaded (tens of kilobytes each).
 * - `mail_queued_at`: when its mail to the donor was queued; set once, in the transaction that queues it, so a
 *   certificate is mailed once however many requests race. `downloaded_at`: when the donor first downloaded it.
 * - A certificate number is stored once per trust: a second upload of the same certificate is recorded as a
 *   duplicate of the first (`duplicate_of`) and left out of the unique index.
 */
export const form10be: Migration = {
  async up(db: Kysely<unknown>) {
    const pg = isPostgres(db);
    const ts = pg ? 'timestamptz' : 'text';
    const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
    const id = pg ? 'serial' : 'integer';

    await db.schema
      .createTable('form_10be_batches')
      .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
      .addColumn('trust', 'integer', (c) => c.notNull())
      .addColumn('fy', 'text', (c) => c.notNull())
      .addColumn('uploaded_by', 'text', (c) => c.references('staff.id').onDelete('set null'))
      .addColumn('uploaded_at', ts, (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createIndex('form_10be_batches_year')
      .on('form_10be_batches')
      .columns(['trust', 'fy', 'id'])
      .execute();

    await db.schema
      .createTable('form_10be_certificates')
      .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
      .addColumn('batch_id', 'integer', (c) =>
        c.notNull().references('form_10be_batches.id').onDelete('cascade'),
      )
      .addColumn('trust', 'integer', (c) => c.notNull())
      .addColumn('file', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) =>
        c.notNull().check(sql`status in ('matched', 'unmatched', 'ambiguous')`),
      )
      .addColumn('reason', 'text')
      .addColumn('certificate_number', 'text')
      .addColumn('fy', 'text')
      .addColumn('id_kind', 'text', (c) => c.check(sql`id_kind in ('pan', 'aadhaar')`))
      .addColumn('id_encrypted', 'text')
      .addColumn('id_last4', 'text')
      .addColumn('donor_name', 'text')
      .addColumn('amount_paise', 'bigint')
      .addColumn('donation_id', 'integer', (c) => c.references('donations.id').onDelete('set null'))
      .addColumn('assigned_by', 'text', (c) => c.references('staff.id').onDelete('set null'))
      .addColumn('duplicate_of', 'integer', (c) =>
        c.references('form_10be_certificates.id').onDelete('set null'),
      )
      .addColumn('pdf', pg ? 'bytea' : 'blob')
      .addColumn('mail_queued_at', ts)
      .addColumn('downloaded_at', ts)
      .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
      .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createIndex('form_10be_certificates_batch')
      .on('form_10be_certificates')
      .columns(['batch_id', 'id'])
      .execute();
    await db.schema
      .createIndex('form_10be_certificates_number')
      .on('form_10be_certificates')
      .columns(['trust', 'certificate_number'])
      .unique()
      .where(sql.ref('certificate_number'), 'is not', null)
      .where(sql.ref('duplicate_of'), 'is', null)
      .execute();
    await db.schema
      .createIndex('form_10be_certificates_donation')
      .on('form_10be_certificates')
      .column('donation_id')
      .execute();
  },
};
