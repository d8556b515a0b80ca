import {
  formatDateInIndia,
  formatInr,
  isoDateInIndia,
  receiptEligibility,
  type SiteSettings,
} from '@charity/shared';
import type { OutgoingMail } from '#src/services/mail/outbox.ts';
import { renderMail } from '#src/services/mail/templates.ts';
import { isTestReceipt } from './financial-year.ts';
import {
  NOT_DEDUCTIBLE_NOTES,
  TEST_RECEIPT_NOTE,
  TEST_RECEIPT_TITLE,
  receiptFileName,
  type ReceiptInput,
} from './receipt-pdf.ts';

/** The mail worker's renderer kind for a donation's receipt PDF (registered by the giving feature's routes). */
export const RECEIPT_ATTACHMENT = 'donation-receipt';

/**
 * The donor's thank-you mail with the receipt PDF attached (docs/product/giving.md), ready for enqueueMail in the same
 * transaction that marks the donation paid. The body never repeats the donor's PAN: mail is stored in the outbox
 * and in inboxes, so the full PAN travels only inside the PDF, which an 80G receipt must carry.
 */
export function receiptMail(
  input: ReceiptInput & {
    to: string;
    relatedTo?: string;
  } & (
      | { pdf: Buffer }
      /** Drawn by the mail worker when it sends the mail (RECEIPT_ATTACHMENT), outside the paying transaction. */
      | { donationId: number }
    ),
  /** The trust settings as the admins last saved them, read in the paying transaction. */
  settings: SiteSettings,
): OutgoingMail {
  const trust = settings.trusts[input.trust];
  const eligibility = receiptEligibility(trust, isoDateInIndia(input.date));
  const amount = formatInr(input.amountPaise);
  const fileName = receiptFileName(input.receiptNumber);
  // A test-mode receipt says so first and claims no 80G eligibility (docs/decisions/0040-payments-test-mode.md).
  const test = isTestReceipt(input.receiptNumber);

  const paragraphs = [
    ...(test ? [`${TEST_RECEIPT_TITLE}. ${TEST_RECEIPT_NOTE}`] : []),
    `Dear ${input.donor.name},`,
    `Thank you for your donation of ${amount} to ${trust.name}, received on ${formatDateInIndia(input.date)}${input.paymentReference ? ` (payment reference ${input.paymentReference})` : ''}.`,
    `Your receipt ${input.receiptNumber} is attached to this mail as a PDF (${fileName}). Please keep it for your records.`,
    ...(test ? [] : [input.notDeductible ? NOT_DEDUCTIBLE_NOTES[input.notDeductible] : eligibility.note]),
  ];
  if (eligibility.registration && !input.notDeductible && !test) {
    // docs/product/external-facts.md: since FY 2021-22 the deduction is matched against the trust's Form 10BD
    // filing.
    paragraphs.push(
      'After the financial year ends, the trust reports your donation to the Income-tax Department and sends you the Form 10BE certificate, against which your 80G deduction is matched.',
    );
  }
  paragraphs.push(`With gratitude from all of us at ${trust.name}.`);

  const { text, html } = renderMail(
    {
      heading: 'Thank you for your donation',
      preheader: `${test ? `${TEST_RECEIPT_TITLE}. ` : ''}Your receipt ${input.receiptNumber} for ${amount} is attached.`,
      paragraphs,
      footer: `You are receiving this mail because you donated to ${trust.name}. For any question about your receipt, write to ${trust.email}.`,
    },
    settings,
  );

  return {
    to: input.to,
    subject: `${test ? `${TEST_RECEIPT_TITLE}: ` : ''}Your donation receipt ${input.receiptNumber} from ${trust.name}`,
    text,
    html,
    ...('pdf' in input
      ? {
          attachments: [
            {
              filename: fileName,
              contentType: 'application/pdf',
              contentBase64: input.pdf.toString('base64'),
            },
          ],
        }
      : { render: [{ kind: RECEIPT_ATTACHMENT, ref: String(input.donationId) }] }),
    ...(input.relatedTo ? { relatedTo: input.relatedTo } : {}),
  };
}
