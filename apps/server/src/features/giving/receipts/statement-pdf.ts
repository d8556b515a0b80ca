import {
  amountInWords,
  formatCalendarDate,
  formatDateInIndia,
  formatInr,
  isoDateInIndia,
  receiptEligibility,
  type Registration80G,
  type TrustId,
  type TrustSettingsDocument,
} from '@charity/shared';
import { NOT_DEDUCTIBLE_NOTES } from './receipt-pdf.ts';
import {
  COLOURS,
  NO_IMAGES,
  SIGNATURE_BLOCK_HEIGHT,
  drawLetterhead,
  drawSignature,
  drawTrustIdentifiers,
  openTrustPdf,
  type TrustImages,
} from './trust-pdf.ts';

/** One receipt on a donor's yearly statement. */
export type StatementRow = {
  receiptNumber: string;
  /** When the donation was paid (paid_at, ISO 8601): the receipt's date. */
  date: string;
  /** How the money came, as the receipt prints it. */
  mode: string;
  amountPaise: number;
  /** Cash above ₹2,000 or a gift in kind: not deductible under 80G, whatever the trust's registration. */
  notDeductible: 'cash' | 'kind' | null;
};

/** What a donor's yearly statement prints (docs/product/giving.md "Yearly statements"). */
export type StatementInput = {
  trust: TrustId;
  financialYear: string;
  /** `address`: the donor's latest postal address of the year, when one was given. */
  donor: { name: string; email: string; address?: string | null };
  /** The receipts of the year, oldest first; refunded donations are left out by the caller. */
  rows: StatementRow[];
  /** When the statement was made (ISO 8601). */
  generatedAt: string;
};

/** Whether a row's gift may be deducted under 80G: the registration was valid on its date and it was money. */
function eligibilityOf(row: StatementRow, trust: TrustSettingsDocument) {
  const eligibility = receiptEligibility(trust, isoDateInIndia(row.date));
  return { ...eligibility, deductible: eligibility.registration !== null && row.notDeductible === null };
}

/** The sentences under the total: each wording the statement's receipts carry, once, in a fixed order. */
export function statementNotes(input: StatementInput, trust: TrustSettingsDocument): string[] {
  const rows = input.rows.map((row) => ({ row, ...eligibilityOf(row, trust) }));
  const notes: string[] = [];
  const add = (note: string) => {
    if (!notes.includes(note)) notes.push(note);
  };
  // The trust's own wording (its 80G statement, or the temple trust's "not deductible") for the receipts that
  // carry it, then the "no current approval" wording for those dated outside the registration's validity.
  for (const { row, registration, note } of rows) {
    if (row.notDeductible === null && registration) add(note);
  }
  for (const { row, registration, note } of rows) {
    if (row.notDeductible === null && !registration) add(note);
  }
  if (rows.some(({ row }) => row.notDeductible === 'cash')) add(NOT_DEDUCTIBLE_NOTES.cash);
  if (rows.some(({ row }) => row.notDeductible === 'kind')) add(NOT_DEDUCTIBLE_NOTES.kind);
  return notes;
}

/** The attachment or download name: 'statement-SMT-2026-27.pdf'. */
export function statementFileName(prefix: string, financialYear: string): string {
  return `statement-${prefix}-${financialYear}.pdf`;
}

/**
 * A donor's yearly statement as an A4 PDF, drawn like the receipt (same fonts, colours and trust header): the
 * trust's name, address, contact and PAN; its 80G registration and validity when the registration was valid on
 * the date of at least one listed receipt (the "no current approval" rule of receipts, applied receipt by
 * receipt); the donor; a table of the year's receipts (number, date, mode, whether 80G covers it, amount); the
 * total in figures and in Indian words, and the part of it 80G covers; the wordings the receipts carry; the
 * signing block as on the receipt (logo, 12A/12AB registration and signature from the settings). Long
 * years run onto further pages, each with the table's header again.
 */
export async function renderStatementPdf(
  input: StatementInput,
  trust: TrustSettingsDocument,
  images: TrustImages = NO_IMAGES,
): Promise<Buffer> {
  const { doc, done, left, width, rule } = await openTrustPdf({
    Title: `Statement of donations ${input.financialYear}, ${trust.name}`,
    Author: trust.name,
    Subject: `Donations by ${input.donor.name} to ${trust.name} in the financial year ${input.financialYear}`,
    Keywords: '80G, donation statement',
    Creator: trust.name,
  });
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  const rows = input.rows.map((row) => ({ row, ...eligibilityOf(row, trust) }));
  // The registration is printed when some receipt of the year was issued under it; a statement never claims an
  // approval none of its receipts had.
  const registration: Registration80G | null = rows.find((r) => r.registration)?.registration ?? null;

  drawLetterhead(doc, trust, images);
  drawTrustIdentifiers(doc, trust);
  if (registration) {
    doc.text(`80G registration (URN): ${registration.urn}`, { align: 'center' });
    doc.text(
      `Valid from ${formatCalendarDate(registration.valid_from)} to ${formatCalendarDate(registration.valid_to)}`,
      { align: 'center' },
    );
  }
  rule();

  doc.fillColor(COLOURS.text).font('bold').fontSize(15);
  doc.text(`Statement of donations, financial year ${input.financialYear}`, { align: 'center' });
  doc.moveDown(0.8);
  const labelWidth = 110;
  const field = (label: string, value: string) => {
    const top = doc.y;
    doc.font('bold').fontSize(10).fillColor(COLOURS.muted).text(label, left, top, { width: labelWidth });
    doc
      .font('regular')
      .fillColor(COLOURS.text)
      .text(value, left + labelWidth, top, { width: width - labelWidth });
    doc.x = left;
    doc.y = Math.max(doc.y, top) + 4;
  };
  field('Donor', input.donor.name);
  field('E-mail', input.donor.email);
  if (input.donor.address) field('Address', input.donor.address);
  field(
    'Period',
    `01 Apr ${input.financialYear.slice(0, 4)} to 31 Mar ${Number(input.financialYear.slice(0, 4)) + 1}`,
  );
  field('Issued on', formatDateInIndia(input.generatedAt));
  doc.moveDown(0.6);

  // The table: fixed columns, the mode wraps; a row that would cross the bottom margin starts a new page.
  const columns = [
    { title: 'Receipt No.', width: 112, align: 'left' as const },
    { title: 'Date', width: 68, align: 'left' as const },
    { title: 'Mode of payment', width: width - 112 - 68 - 44 - 86, align: 'left' as const },
    { title: '80G', width: 44, align: 'left' as const },
    { title: 'Amount', width: 86, align: 'right' as const },
  ];
  const gap = 4;
  const drawRow = (cells: string[], font: 'regular' | 'bold', colour: string) => {
    doc.font(font).fontSize(9);
    const height = Math.max(
      ...cells.map((cell, i) => doc.heightOfString(cell, { width: (columns[i]?.width ?? 0) - gap })),
    );
    if (doc.y + height > bottom()) {
      doc.addPage();
      drawHeader();
      doc.font(font).fontSize(9);
    }
    const top = doc.y;
    let x = left;
    cells.forEach((cell, i) => {
      const column = columns[i];
      if (!column) return;
      doc.fillColor(colour).text(cell, x, top, { width: column.width - gap, align: column.align });
      x += column.width;
    });
    doc.x = left;
    doc.y = top + height + 5;
  };
  const drawHeader = () => {
    drawRow(
      columns.map((c) => c.title),
      'bold',
      COLOURS.muted,
    );
    doc
      .moveTo(left, doc.y - 2)
      .lineTo(left + width, doc.y - 2)
      .lineWidth(0.5)
      .strokeColor(COLOURS.muted)
      .stroke();
    doc.y += 2;
  };
  drawHeader();
  for (const { row, deductible } of rows) {
    drawRow(
      [
        row.receiptNumber,
        formatDateInIndia(row.date),
        row.mode,
        deductible ? 'Yes' : 'No',
        formatInr(row.amountPaise),
      ],
      'regular',
      COLOURS.text,
    );
  }

  const total = input.rows.reduce((sum, row) => sum + row.amountPaise, 0);
  const deductibleTotal = rows.reduce((sum, r) => sum + (r.deductible ? r.row.amountPaise : 0), 0);
  if (doc.y + 120 > bottom()) doc.addPage();
  rule();
  field('Receipts', String(input.rows.length));
  field('Total', formatInr(total));
  field('In words', amountInWords(total));
  if (registration) field('Eligible for 80G', formatInr(deductibleTotal));
  rule();

  doc.font('regular').fontSize(9.5).fillColor(COLOURS.text);
  for (const note of statementNotes(input, trust)) {
    doc.text(note, left, doc.y, { width });
    doc.moveDown(0.4);
  }
  doc.text(
    'Each donation’s receipt remains its proof; this statement sums them up. Refunded donations are not listed: their receipts were cancelled.',
    left,
    doc.y,
    { width },
  );
  doc.moveDown(1.5);
  // The signing block stays whole: on the next page rather than split across two.
  if (doc.y + SIGNATURE_BLOCK_HEIGHT + 40 > bottom()) doc.addPage();
  drawSignature(doc, trust, images, { left, width });
  doc.moveDown(1.5);
  doc
    .fontSize(9)
    .fillColor(COLOURS.muted)
    .text('This is a computer-generated statement and does not need a physical signature.', left, doc.y, {
      width,
      align: 'center',
    });

  doc.end();
  return done;
}
