import { formatInr, type SiteSettings, type TrustId } from '@charity/shared';
import type { OutgoingMail } from '#src/services/mail/outbox.ts';
import { renderMail } from '#src/services/mail/templates.ts';

/**
 * The donor's yearly statement, mailed on request with its PDF attached. Like the receipt mail, the body names no
 * PAN and no receipt detail beyond the count and total: the PDF carries the rest.
 */
export function statementMail(
  input: {
    to: string;
    donorName: string;
    trust: TrustId;
    financialYear: string;
    count: number;
    totalPaise: number;
    pdf: Buffer;
    fileName: string;
  },
  settings: SiteSettings,
): OutgoingMail {
  const trust = settings.trusts[input.trust];
  const receipts = input.count === 1 ? '1 receipt' : `${input.count} receipts`;
  const { text, html } = renderMail(
    {
      heading: `Your donations in ${input.financialYear}`,
      preheader: `Your statement of donations to ${trust.name} for ${input.financialYear} is attached.`,
      paragraphs: [
        `Dear ${input.donorName},`,
        `As you asked, your statement of donations to ${trust.name} for the financial year ${input.financialYear} is attached to this mail as a PDF (${input.fileName}): ${receipts}, ${formatInr(input.totalPaise)} in all.`,
        'Each receipt remains the proof of its donation; refunded donations are not listed.',
        `With gratitude from all of us at ${trust.name}.`,
      ],
      footer: `You are receiving this mail because you asked for it on your payments page. For any question, write to ${trust.email}.`,
    },
    settings,
  );
  return {
    to: input.to,
    subject: `Your statement of donations ${input.financialYear} from ${trust.name}`,
    text,
    html,
    attachments: [
      {
        filename: input.fileName,
        contentType: 'application/pdf',
        contentBase64: input.pdf.toString('base64'),
      },
    ],
  };
}
