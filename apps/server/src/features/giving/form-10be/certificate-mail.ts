import type { SiteSettings, TrustId } from '@charity/shared';
import type { Executor } from '#src/db/executor.ts';
import type { MailAttachment, OutgoingMail } from '#src/services/mail/outbox.ts';
import { renderMail } from '#src/services/mail/templates.ts';

/** The mail worker's renderer kind for a stored certificate (registered by the giving feature's routes). */
export const FORM_10BE_ATTACHMENT = 'form-10be-certificate';

/** What the outbox lists a certificate's mail under. */
export const certificateMailTopic = (certificateId: number) => `form-10be:${certificateId}`;

/** 'Form-10BE-2025-26-CERT-2025-26-000001.pdf': the year and the number, safe as a file name. */
export const certificateFileName = (fy: string, certificateNumber: string) =>
  `Form-10BE-${fy}-${certificateNumber.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;

export type CertificateMailInput = {
  certificateId: number;
  to: string;
  donorName: string;
  trust: TrustId;
  fy: string;
  certificateNumber: string;
};

/**
 * The covering note of a Form 10BE certificate (docs/product/giving.md "Form 10BE certificates"). The PDF is not
 * copied into the outbox: the worker attaches the stored certificate when it sends (as receipts are drawn then,
 * docs/decisions/0024-receipt-pdf-rendered-by-the-mail-worker.md), and the body never repeats the donor's ID.
 */
export function certificateMail(input: CertificateMailInput, settings: SiteSettings): OutgoingMail {
  const trust = settings.trusts[input.trust];
  const fileName = certificateFileName(input.fy, input.certificateNumber);
  const { text, html } = renderMail(
    {
      heading: 'Your Form 10BE certificate',
      preheader: `The certificate of your donations in ${input.fy} is attached.`,
      paragraphs: [
        `Dear ${input.donorName},`,
        `${trust.name} has reported your donations of the financial year ${input.fy} to the Income-tax Department in its Form 10BD statement. The Form 10BE certificate the department generated for you, number ${input.certificateNumber}, is attached to this mail as a PDF (${fileName}).`,
        'Please keep it with your records: your deduction under section 80G is matched against this statement, so use the certificate, not the receipts alone, when you file your return.',
        `With gratitude from all of us at ${trust.name}.`,
      ],
      footer: `You are receiving this mail because you donated to ${trust.name}. For any question about your certificate, write to ${trust.email}.`,
    },
    settings,
  );
  return {
    to: input.to,
    subject: `Your Form 10BE certificate for ${input.fy} from ${trust.name}`,
    text,
    html,
    render: [{ kind: FORM_10BE_ATTACHMENT, ref: String(input.certificateId) }],
    relatedTo: certificateMailTopic(input.certificateId),
  };
}

/** The renderer of FORM_10BE_ATTACHMENT: the stored certificate, as it was uploaded. */
export async function renderCertificateAttachment(db: Executor, ref: string): Promise<MailAttachment> {
  const row = await db
    .selectFrom('form_10be_certificates')
    .select(['pdf', 'fy', 'certificate_number'])
    .where('id', '=', Number(ref))
    .executeTakeFirst();
  if (!row?.pdf || !row.fy || !row.certificate_number)
    throw new Error(`No stored certificate ${ref} to attach`);
  return {
    filename: certificateFileName(row.fy, row.certificate_number),
    contentType: 'application/pdf',
    contentBase64: Buffer.from(row.pdf).toString('base64'),
  };
}
