import {
  FUND_DONATION_TYPE_LABELS,
  amountInWords,
  financialYearOf,
  formatCalendarDate,
  formatDateInIndia,
  formatInr,
  fundOf,
  isoDateInIndia,
  receiptEligibility,
  seedSettings,
  type TrustId,
  type TrustSettingsDocument,
} from '@charity/shared';
import { isTestReceipt } from './financial-year.ts';
import {
  COLOURS,
  NO_IMAGES,
  drawLetterhead,
  drawSignature,
  drawTrustIdentifiers,
  openTrustPdf,
  type TrustImages,
} from './trust-pdf.ts';

/** What a receipt prints; the donations feature fills it from the paid donation row. */
export type ReceiptInput = {
  trust: TrustId;
  receiptNumber: string;
  /** When the donation was paid (paid_at, ISO 8601); printed as its date in India. */
  date: string;
  donor: {
    name: string;
    city: string;
    state: string;
    /**
     * The donor's PAN in clear (decrypted by the caller), or null when none was given. An 80G receipt must carry
     * the donor's PAN in full, so this PDF is the one place it is printed unmasked; lists still show it masked.
     */
    pan: string | null;
    /** The donor's postal address (city, state and PIN included), printed instead of city and state. */
    address?: string | null;
  };
  /** The fund's key; null or absent: the trust's general fund. Named from the trust's settings. */
  fund?: string | null;
  /** The donor's dedication as printed, e.g. 'In memory of Smt. Saraswati' (shared dedicationLine); null: none. */
  dedication?: string | null;
  amountPaise: number;
  /** How the money came, e.g. 'Online — card/UPI via Razorpay'. */
  mode: string;
  /** The gateway's payment id, UTR or cheque number: what the trust reconciles the receipt against; none for cash. */
  paymentReference: string | null;
  orderId: string | null;
  /** What a gift in kind was (or a note on an offline gift). */
  description?: string | null;
  /**
   * Why this gift is not deductible under 80G whatever the trust's registration (docs/product/giving.md): cash
   * above ₹2,000 (s.80G(5D)) or a gift in kind. Null or absent: the trust's own eligibility wording.
   */
  notDeductible?: 'cash' | 'kind' | null;
  /**
   * Set when the donation was refunded (refunded_at): the receipt is cancelled. Its number stays printed (it is
   * never reused) and the PDF reads CANCELLED across the page and under the title.
   */
  cancelledAt?: string | null;
};

/** 'In memory of …' as it reads inside a sentence. */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The receipt's wording for a gift 80G does not cover, whatever the trust's registration. */
export const NOT_DEDUCTIBLE_NOTES = {
  cash: 'This donation was received in cash above ₹2,000 and is not eligible for deduction under section 80G of the Income-tax Act, 1961 (section 80G(5D)).',
  kind: 'This donation was received in kind and is not eligible for deduction under section 80G of the Income-tax Act, 1961, which allows a deduction only for sums of money.',
} as const;

/** The statement under the CANCELLED stamp of a refunded donation's receipt. */
export const cancelledNote = (date: string) =>
  `This receipt was cancelled on ${date} because the donation was refunded. It is not valid as a receipt or for any deduction under section 80G of the Income-tax Act, 1961.`;

/**
 * What a test-mode receipt (a TEST/ number: a sandbox gift while production ran without payment keys) says in its
 * PDF and mail, in place of any 80G wording: no money was received (docs/decisions/0040-payments-test-mode.md).
 */
export const TEST_RECEIPT_TITLE = 'TEST — NOT A VALID RECEIPT';
export const TEST_RECEIPT_NOTE =
  'This receipt was issued by the site in test mode: no money was taken. It is not a receipt and not valid for any deduction under section 80G of the Income-tax Act, 1961.';

/** The attachment or download name of a receipt: 'receipt-SMT-2026-27-000042.pdf' (no slashes in file names). */
export function receiptFileName(receiptNumber: string): string {
  return `receipt-${receiptNumber.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
}

/**
 * The donor's receipt as a one-page A4 PDF with the fields docs/product/external-facts.md lists for a receipt
 * issued at the time of donation: the trust's name, address and PAN; its 80G URN and validity, or its own eligibility wording when it
 * has no 80G registration (TRUSTS[trust].receiptNote); the serial receipt number; the date; the donor's name,
 * city, state and PAN; the amount in figures and in Indian words; the mode and payment reference; the signing
 * block and a computer-generated note. The trust's logo, 12A/12AB registration, signatory and signature come from
 * the settings and `images` (docs/product/giving.md "Receipt branding and dates"); what is missing is left out.
 *
 * `trust` is the trust as the admins' settings describe it today (services/settings); without it, site.ts's seed.
 * The 80G registration is printed only when the receipt's date lies within its validity: a receipt never claims
 * an approval that has ended, it prints the trust's "no current approval" wording instead.
 */
export async function renderReceiptPdf(
  input: ReceiptInput,
  trust: TrustSettingsDocument = seedSettings().trusts[input.trust],
  images: TrustImages = NO_IMAGES,
): Promise<Buffer> {
  const date = formatDateInIndia(input.date);
  const eligibility = receiptEligibility(trust, isoDateInIndia(input.date));
  const test = isTestReceipt(input.receiptNumber);
  const note = test
    ? TEST_RECEIPT_NOTE
    : input.notDeductible
      ? NOT_DEDUCTIBLE_NOTES[input.notDeductible]
      : eligibility.note;
  const { doc, done, left, width, rule } = await openTrustPdf({
    Title: `Donation receipt ${input.receiptNumber}${test ? ` (${TEST_RECEIPT_TITLE})` : ''}${input.cancelledAt ? ' (CANCELLED)' : ''}`,
    Author: trust.name,
    Subject: `Receipt for a donation of ${formatInr(input.amountPaise)} to ${trust.name}`,
    Keywords: '80G, donation receipt',
    Creator: trust.name,
  });

  // The trust, as registered.
  drawLetterhead(doc, trust, images);
  drawTrustIdentifiers(doc, trust);
  if (eligibility.registration) {
    const { urn, valid_from: validFrom, valid_to: validTo } = eligibility.registration;
    doc.text(`80G registration (URN): ${urn}`, { align: 'center' });
    doc.text(`Valid from ${formatCalendarDate(validFrom)} to ${formatCalendarDate(validTo)}`, {
      align: 'center',
    });
  }
  rule();

  doc.fillColor(COLOURS.text).font('bold').fontSize(15).text('Donation Receipt', { align: 'center' });
  doc.moveDown(0.8);
  if (test) {
    // Under the title, before any detail a reader could take for a real receipt.
    doc.fillColor(COLOURS.cancelled).font('bold').fontSize(14).text(TEST_RECEIPT_TITLE, { align: 'center' });
    if (!input.cancelledAt) doc.moveDown(0.4);
  }
  if (input.cancelledAt) {
    // Under the title, before anything a reader could take as a valid receipt.
    // Smaller under a TEST line (a refunded test gift), so the page stays one page.
    doc
      .fillColor(COLOURS.cancelled)
      .font('bold')
      .fontSize(test ? 22 : 30)
      .text('CANCELLED', { align: 'center' });
    doc.moveDown(0.2);
    doc
      .font('regular')
      .fontSize(10)
      .text(cancelledNote(formatDateInIndia(input.cancelledAt)), left, doc.y, { width, align: 'center' });
    doc.moveDown(0.8);
  }

  // Label and value side by side; a long value wraps within its column and the next row starts below both.
  const labelWidth = 150;
  const row = (label: string, value: string) => {
    const top = doc.y;
    doc.font('bold').fontSize(11).fillColor(COLOURS.muted).text(label, left, top, { width: labelWidth });
    const labelBottom = doc.y;
    doc
      .font('regular')
      .fillColor(COLOURS.text)
      .text(value, left + labelWidth, top, { width: width - labelWidth });
    doc.x = left;
    doc.y = Math.max(labelBottom, doc.y) + 6;
  };

  row('Receipt No.', input.receiptNumber);
  row('Date', date);
  row('Financial year', financialYearOf(input.date));
  doc.moveDown(0.4);
  row('Received from', input.donor.name);
  if (input.donor.address) row('Address', input.donor.address);
  else row('City / State', `${input.donor.city}, ${input.donor.state}`);
  row('Donor PAN', input.donor.pan ?? 'Not provided');
  // The fund the gift is for, and how Form 10BD reports it (one row: the page must stay one page).
  const fund = fundOf(trust, input.fund ?? null);
  row('Fund', `${fund.name} — donation type ${FUND_DONATION_TYPE_LABELS[fund.donation_type]} (Form 10BD)`);
  doc.moveDown(0.4);
  row(input.notDeductible === 'kind' ? 'Value of the gift' : 'Amount', formatInr(input.amountPaise));
  row('Amount in words', amountInWords(input.amountPaise));
  row('Mode of payment', input.mode);
  if (input.paymentReference) row('Payment reference', input.paymentReference);
  if (input.orderId) row('Order ID', input.orderId);
  if (input.description) row(input.notDeductible === 'kind' ? 'Gift' : 'Note', input.description);
  rule();

  // Eligibility: for an 80G trust the statement that the gift qualifies, for the temple trust its own wording;
  // cash above ₹2,000 and gifts in kind say they do not qualify, whatever the trust.
  doc.font('regular').fontSize(10).fillColor(COLOURS.text).text(note, left, doc.y, { width });
  // No thanks for a test: nothing was given (and the line it takes keeps the longest test receipt on one page).
  // A gift "in memory of" or "in honour of" someone says so in the closing line (docs/product/giving.md
  // "Campaigns, the donor wall and dedications", ADR 68): full width rather than a row of its own, so the longest
  // receipt keeps its one page.
  const dedication = input.dedication ? ` ${lowerFirst(input.dedication)}` : '';
  if (!test) {
    doc.moveDown(0.5);
    doc.text(`Thank you for your generous donation to ${trust.name}${dedication}.`, { width });
  } else if (input.dedication) {
    doc.moveDown(0.5);
    doc.text(input.dedication, { width });
  }

  // Tighter than before the fund row and the dedication came, so the longest receipt (both pictures, long
  // details, a dedication, a CANCELLED stamp) still ends on its one page.
  doc.moveDown(0.4);
  drawSignature(doc, trust, images, { left, width });
  doc.moveDown(0.5);
  doc
    .fontSize(9)
    .fillColor(COLOURS.muted)
    .text('This is a computer-generated receipt and does not need a physical signature.', left, doc.y, {
      width,
      align: 'center',
    });

  if (input.cancelledAt || test) {
    // And across the whole page, so a printout or a cropped copy cannot hide it.
    const centreX = doc.page.width / 2;
    const centreY = doc.page.height / 2;
    doc.save();
    doc.rotate(-35, { origin: [centreX, centreY] });
    doc.fillColor(COLOURS.cancelled).fillOpacity(0.18).font('bold').fontSize(96);
    const stamp = input.cancelledAt ? 'CANCELLED' : 'TEST';
    const stampWidth = doc.widthOfString(stamp);
    doc.text(stamp, centreX - stampWidth / 2, centreY - 48, { lineBreak: false });
    doc.restore();
  }

  doc.end();
  return done;
}
