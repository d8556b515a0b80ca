import {
  DEFAULT_LOCALE,
  formatDateInIndiaIn,
  formatInr,
  isoDateInIndia,
  receiptEligibility,
  type Locale,
  type SiteSettings,
} from '@charity/shared';
import { translatorFor, type MessageKey } from '@charity/shared/catalogue';
import type { OutgoingMail } from '#src/services/mail/outbox.ts';
import { renderMail } from '#src/services/mail/templates.ts';
import { isTestReceipt } from './financial-year.ts';
import { receiptFileName, type ReceiptInput } from './receipt-pdf.ts';

/** The mail's words for the receipt PDF's not-deductible notes (NOT_DEDUCTIBLE_NOTES), by reason. */
const NOT_DEDUCTIBLE_KEYS = {
  cash: 'mail.receipt.notDeductibleCash',
  kind: 'mail.receipt.notDeductibleKind',
} as const satisfies Record<NonNullable<ReceiptInput['notDeductible']>, MessageKey>;

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
    /**
     * The donor's language (docs/product/languages.md "Mails"): the mail's words; the PDF stays English. The
     * trust's own receipt note is the trust's text, as the settings hold it.
     */
    locale?: Locale;
  } & (
      | { pdf: Buffer }
      /** Drawn by the mail worker when it sends the mail (RECEIPT_ATTACHMENT), outside the paying transaction. */
      | { donationId: number }
    ),
  /** The trust settings as the admins last saved them, read in the paying transaction. */
  settings: SiteSettings,
): OutgoingMail {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const t = translatorFor(locale);
  const trust = settings.trusts[input.trust];
  const eligibility = receiptEligibility(trust, isoDateInIndia(input.date));
  const amount = formatInr(input.amountPaise);
  const fileName = receiptFileName(input.receiptNumber);
  const number = input.receiptNumber;
  // A test-mode receipt says so first and claims no 80G eligibility (docs/decisions/0040-payments-test-mode.md).
  const test = isTestReceipt(number);
  const testTitle = t('mail.receipt.testTitle');
  const received = { amount, trust: trust.name, date: formatDateInIndiaIn(locale, input.date) };

  const paragraphs = [
    ...(test ? [`${testTitle}. ${t('mail.receipt.testNote')}`] : []),
    t('mail.frame.dear', { name: input.donor.name }),
    input.paymentReference
      ? t('mail.receipt.thanksWithReference', { ...received, reference: input.paymentReference })
      : t('mail.receipt.thanks', received),
    t('mail.receipt.attached', { number, file: fileName }),
    ...(test ? [] : [input.notDeductible ? t(NOT_DEDUCTIBLE_KEYS[input.notDeductible]) : eligibility.note]),
  ];
  if (eligibility.registration && !input.notDeductible && !test) {
    // docs/product/external-facts.md: since FY 2021-22 the deduction is matched against the trust's Form 10BD
    // filing.
    paragraphs.push(t('mail.receipt.form10be'));
  }
  paragraphs.push(t('mail.frame.gratitude', { trust: trust.name }));

  const { text, html } = renderMail(
    {
      heading: t('mail.receipt.heading'),
      preheader: `${test ? `${testTitle}. ` : ''}${t('mail.receipt.preheader', { number, amount })}`,
      paragraphs,
      footer: t('mail.receipt.footer', { trust: trust.name, email: trust.email }),
    },
    settings,
    locale,
  );

  return {
    to: input.to,
    subject: `${test ? `${testTitle}: ` : ''}${t('mail.receipt.subject', { number, trust: trust.name })}`,
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
