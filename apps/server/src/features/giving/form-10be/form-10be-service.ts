import {
  FORM_10BE_DONOR_RESULTS,
  FORM_10BE_REASONS,
  maskAadhaar,
  maskPan,
  paiseToRupees,
  TRUSTS,
  donorForm10beUrl,
  type AdminForm10beCertificate,
  type DonorForm10be,
  type PublicUser,
  type SiteSettings,
  type Form10beReason,
  type Form10beUploadResult,
  type Form10beDonor,
  type Form10beYear,
} from '@charity/shared';
import type { Db } from '#src/db/database.ts';
import type { Actor } from '#src/shared/actor.ts';
import type { FieldCipher } from '#src/shared/crypto.ts';
import { DomainError, invalidFields } from '#src/shared/domain-error.ts';
import { audit } from '#src/services/audit/audit.ts';
import { enqueueMail } from '#src/services/mail/outbox.ts';
import { readSettings } from '#src/services/settings/settings.ts';
import type { Executor } from '#src/db/executor.ts';
import { trustIdOf } from '../receipts/receipt-input.ts';
import { certificateFileName, certificateMail } from './certificate-mail.ts';
import { statementOf } from '../exports/export-service.ts';
import type { Form10beFields } from './certificate-fields.ts';
import { donorsOfYear, matchCertificate, type MatchOutcome, type YearDonor } from './certificate-matcher.ts';
import { readCertificate, unpackUpload, type UploadedFile } from './certificate-reader.ts';
import {
  assignDonor,
  batchCertificates,
  certificateNumbered,
  claimMail,
  donorCertificate,
  donorCertificates,
  markDownloaded,
  findBatch,
  findBatchOf,
  findCertificate,
  insertBatch,
  insertCertificate,
  yearCertificates,
  type ListedCertificate,
} from './form-10be-repository.ts';

/**
 * Form 10BE certificates (docs/product/giving.md "Form 10BE certificates", docs/decisions/0069-form-10be-certificates.md):
 * an upload is read, each certificate matched to its donor of the trust's year, and the whole batch stored and
 * audited in one transaction; what is left is assigned by hand.
 */

export type Form10beDeps = { db: Db; cipher: FieldCipher; now?: () => Date };

const RESOURCE = 'form-10be';

type Read = {
  file: UploadedFile;
  fields: Form10beFields | null;
  outcome: MatchOutcome;
  /** The fields an unreadable certificate lacks, named in its message. */
  missing?: string[];
};

/** The labels certificate-fields.ts looks for, as a person would name them. */
const FIELD_NAMES: Record<string, string> = {
  donorId: "the donor's PAN or Aadhaar",
  donorName: "the donor's name",
  amount: 'the amount',
  financialYear: 'the financial year',
  certificateNumber: 'the certificate number',
};

const candidateOf = (donor: YearDonor) => ({
  donor_id: donor.donorId,
  name: donor.name,
  email: donor.email,
  amount: paiseToRupees(donor.amountPaise),
});

/**
 * Queues the certificate's mail to its donor, once: nothing when it was queued before (another request won) or
 * the donor gave no e-mail. True when this call queued it.
 */
async function queueCertificateMail(
  trx: Executor,
  settings: SiteSettings,
  certificate: { id: number; trust: number; fy: string; certificateNumber: string },
  donor: { email: string; name: string },
  at: string,
): Promise<boolean> {
  if (donor.email.trim() === '') return false;
  if (!(await claimMail(trx, certificate.id, at))) return false;
  await enqueueMail(
    trx,
    certificateMail(
      {
        certificateId: certificate.id,
        to: donor.email,
        donorName: donor.name,
        trust: trustIdOf(certificate.trust),
        fy: certificate.fy,
        certificateNumber: certificate.certificateNumber,
      },
      settings,
    ),
  );
  return true;
}

/** `POST /api/admin/form-10be`: reads, matches and stores one upload; throws UploadTooLargeError past the bounds. */
export async function uploadCertificates(
  deps: Form10beDeps,
  input: { trust: number; fy: string; files: readonly UploadedFile[] },
  actor: Actor,
): Promise<Form10beUploadResult> {
  const at = (deps.now?.() ?? new Date()).toISOString();
  const files = unpackUpload(input.files);
  if (files.length === 0) throw invalidFields({ files: 'Choose the certificates to upload' });

  const { reported } = await statementOf(deps, { trust: input.trust, fy: input.fy });
  const { settings } = await readSettings(deps.db);
  const donors = donorsOfYear(reported);
  const read: Read[] = [];
  // One at a time: PDF.js parses on this thread, and an upload is a treasurer's once-a-year batch.
  for (const file of files) {
    const reading = await readCertificate(file.bytes);
    read.push(
      reading.ok
        ? { file, fields: reading.fields, outcome: matchCertificate(reading.fields, input.fy, donors) }
        : {
            file,
            fields: null,
            outcome: { status: 'unmatched', reason: reading.reason },
            ...(reading.reason === 'unreadable' ? { missing: reading.missing } : {}),
          },
    );
  }

  return deps.db.transaction().execute(async (trx) => {
    const batchId = await insertBatch(trx, {
      trust: input.trust,
      fy: input.fy,
      uploadedBy: actor.staffId,
      at,
    });
    const result: Form10beUploadResult = { batch_id: batchId, matched: 0, unmatched: [], ambiguous: [] };
    for (const { file, fields, outcome: matched, missing } of read) {
      const firstOf = fields ? await certificateNumbered(trx, input.trust, fields.certificateNumber) : null;
      const outcome: MatchOutcome = firstOf === null ? matched : { status: 'unmatched', reason: 'duplicate' };
      const id = await insertCertificate(trx, {
        batch_id: batchId,
        trust: input.trust,
        file: file.file,
        status: outcome.status,
        reason: outcome.status === 'matched' ? null : outcome.reason,
        certificate_number: fields?.certificateNumber ?? null,
        fy: fields?.financialYear ?? null,
        id_kind: fields?.idKind ?? null,
        id_encrypted: fields ? deps.cipher.encrypt(fields.idNumber) : null,
        id_last4: fields ? fields.idNumber.slice(-4) : null,
        donor_name: fields?.donorName ?? null,
        amount_paise: fields?.amountPaise ?? null,
        donation_id: outcome.status === 'matched' ? outcome.donor.donorId : null,
        assigned_by: null,
        duplicate_of: firstOf,
        pdf: fields ? file.bytes : null,
        created_at: at,
        updated_at: at,
      });
      if (outcome.status === 'matched') {
        result.matched += 1;
        // Mailed as soon as matched (docs/product/giving.md "Form 10BE certificates"): the portal's certificate
        // is final, and the donor's deadline is the trust's.
        if (fields) {
          const numbered = {
            id,
            trust: input.trust,
            fy: fields.financialYear,
            certificateNumber: fields.certificateNumber,
          };
          await queueCertificateMail(trx, settings, numbered, outcome.donor, at);
        }
        continue;
      }
      const unmatched = {
        id,
        file: file.file,
        reason: outcome.reason,
        message: missing
          ? `${FORM_10BE_REASONS[outcome.reason]}: ${missing.map((field) => FIELD_NAMES[field] ?? field).join(', ')} not found`
          : FORM_10BE_REASONS[outcome.reason],
      };
      if (outcome.status === 'ambiguous')
        result.ambiguous.push({ ...unmatched, candidates: outcome.candidates.map(candidateOf) });
      else result.unmatched.push(unmatched);
    }
    await audit.record(
      trx,
      {
        ...actor,
        action: 'upload',
        resource: RESOURCE,
        recordId: batchId,
        after: {
          trust: input.trust,
          fy: input.fy,
          files: read.length,
          matched: result.matched,
          unmatched: result.unmatched.length,
          ambiguous: result.ambiguous.length,
        },
      },
      new Date(at),
    );
    return result;
  });
}

function toAdmin(row: ListedCertificate): AdminForm10beCertificate {
  const last4 = row.id_last4;
  return {
    id: row.id,
    file: row.file,
    status: row.status,
    reason: row.reason as Form10beReason | null,
    certificate_number: row.certificate_number,
    fy: row.fy,
    id_kind: row.id_kind,
    donor_id_masked: last4 === null ? null : row.id_kind === 'aadhaar' ? maskAadhaar(last4) : maskPan(last4),
    donor_name: row.donor_name,
    amount: row.amount_paise === null ? null : paiseToRupees(row.amount_paise),
    donor_id: row.donation_id,
    donor_email: row.donor_email,
    assigned_by_hand: row.assigned_by !== null,
    mailed: row.mail_queued_at !== null,
    downloaded: row.downloaded_at !== null,
    mailed_at: row.mail_queued_at,
    downloaded_at: row.downloaded_at,
  };
}

/** `GET /api/admin/form-10be/batches/{id}` */
export async function batchOf(deps: Pick<Form10beDeps, 'db'>, id: number) {
  const batch = await findBatch(deps.db, id);
  if (!batch) throw new DomainError('not-found', 'There is no such upload of certificates.');
  const certificates = await batchCertificates(deps.db, id);
  return {
    id: batch.id,
    trust: batch.trust,
    fy: batch.fy,
    uploaded_at: batch.uploaded_at,
    certificates: certificates.map(toAdmin),
  };
}

/** `GET /api/admin/form-10be?trust&fy`: every certificate of the trust's year, whichever upload brought it. */
export async function certificatesOfYear(
  deps: Pick<Form10beDeps, 'db'>,
  filter: { trust: number; fy: string },
): Promise<Form10beYear> {
  const rows = await yearCertificates(deps.db, filter.trust, filter.fy);
  return { trust: filter.trust, fy: filter.fy, certificates: rows.map(toAdmin) };
}

/** Lower case without spaces: how a search and a donor's name, e-mail or PAN are compared. */
const folded = (value: string) => value.toLowerCase().replace(/\s+/g, '');

/**
 * `GET /api/admin/form-10be/donors?trust&fy&q`: the donors a certificate of that year may be assigned to (the
 * ones assignCertificate accepts), whose name, e-mail or PAN contains the search. The PAN is matched whole or in
 * part but only ever shown masked.
 */
export async function searchYearDonors(
  deps: Pick<Form10beDeps, 'db' | 'cipher'>,
  query: { trust: number; fy: string; q: string },
): Promise<Form10beDonor[]> {
  const { reported } = await statementOf(deps, { trust: query.trust, fy: query.fy });
  const wanted = folded(query.q);
  return donorsOfYear(reported)
    .filter((donor) =>
      [donor.name, donor.email, donor.pan ?? ''].some(
        (value) => value !== '' && folded(value).includes(wanted),
      ),
    )
    .slice(0, FORM_10BE_DONOR_RESULTS)
    .map((donor) => ({
      ...candidateOf(donor),
      pan_masked: donor.pan === null ? null : maskPan(donor.pan.slice(-4)),
    }));
}

const alreadyMailed = () =>
  new DomainError('conflict', 'This certificate has already been mailed to its donor, and stays theirs.');

/** Files that can never be a donor's: nothing was read from them, or they repeat a stored certificate. */
const UNASSIGNABLE: ReadonlySet<string> = new Set<Form10beReason>([
  'not-a-certificate',
  'unreadable',
  'duplicate',
]);

/**
 * `POST /api/admin/form-10be/{id}/assign {donor_id}`: a person names the donor (one of their gifts of the trust's
 * year: receipted, not refunded, the gifts the statement reports). A matched certificate may be reassigned.
 */
export async function assignCertificate(
  deps: Form10beDeps,
  id: number,
  donorId: number,
  actor: Actor,
): Promise<AdminForm10beCertificate> {
  const at = (deps.now?.() ?? new Date()).toISOString();
  const [certificate, batch] = await Promise.all([findCertificate(deps.db, id), findBatchOf(deps.db, id)]);
  if (!certificate || !batch) throw new DomainError('not-found', 'There is no such certificate.');
  if (certificate.reason !== null && UNASSIGNABLE.has(certificate.reason))
    throw new DomainError(
      'conflict',
      `This file cannot be assigned to a donor: ${FORM_10BE_REASONS[certificate.reason as Form10beReason].toLowerCase()}.`,
    );
  if (certificate.mail_queued_at !== null) throw alreadyMailed();
  const { reported } = await statementOf(deps, batch);
  const gift = reported.find((candidate) => candidate.donationId === donorId);
  if (!gift)
    throw invalidFields({
      donor_id: "Choose a donor with a receipted gift to this trust in the certificate's year",
    });
  const { settings } = await readSettings(deps.db);
  await deps.db.transaction().execute(async (trx) => {
    await assignDonor(trx, id, { donationId: donorId, assignedBy: actor.staffId, at });
    if (gift.email.trim() !== '') {
      const numbered = {
        id,
        trust: batch.trust,
        fy: certificate.fy ?? batch.fy,
        certificateNumber: certificate.certificate_number ?? '',
      };
      // Another request assigned and mailed it meanwhile: this one changes nothing (the rollback undoes it).
      if (!(await queueCertificateMail(trx, settings, numbered, gift, at))) throw alreadyMailed();
    }
    await audit.record(
      trx,
      {
        ...actor,
        action: 'assign',
        resource: RESOURCE,
        recordId: id,
        before: { status: certificate.status, donor_id: certificate.donation_id },
        after: { status: 'matched', donor_id: donorId },
      },
      new Date(at),
    );
  });
  const updated = await findCertificate(deps.db, id);
  if (!updated) throw new DomainError('not-found', 'There is no such certificate.');
  return toAdmin(updated);
}

/** `GET /api/donation/form-10be`: the signed-in donor's certificates (docs/product/giving.md "Form 10BE certificates"). */
export async function listDonorCertificates(db: Db, user: PublicUser): Promise<DonorForm10be[]> {
  const rows = await donorCertificates(db, user);
  return rows.flatMap((row) =>
    row.fy === null || row.certificate_number === null
      ? []
      : [
          {
            id: row.id,
            trust: row.trust,
            trust_name: TRUSTS[trustIdOf(row.trust)].name,
            financial_year: row.fy,
            certificate_number: row.certificate_number,
            download_url: donorForm10beUrl(row.id),
          },
        ],
  );
}

/** `GET /api/donation/form-10be/{id}`: the certificate as uploaded; its first download is noted. */
export async function donorCertificatePdf(
  deps: Pick<Form10beDeps, 'db' | 'now'>,
  user: PublicUser,
  id: number,
): Promise<{ pdf: Buffer; fileName: string }> {
  const row = await donorCertificate(deps.db, user, id);
  if (!row?.pdf || row.fy === null || row.certificate_number === null)
    throw new DomainError('not-found', 'There is no such certificate among yours.');
  await markDownloaded(deps.db, id, (deps.now?.() ?? new Date()).toISOString());
  return { pdf: Buffer.from(row.pdf), fileName: certificateFileName(row.fy, row.certificate_number) };
}
