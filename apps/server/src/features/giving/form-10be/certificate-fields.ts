import { isFinancialYear, normalizeAadhaar, rupeesToPaise } from '@charity/shared';

/**
 * Where a Form 10BE certificate's fields are found in its text (docs/product/giving.md "Form 10BE certificates",
 * docs/decisions/0069-form-10be-certificates.md). This module is the one place to check against a real
 * certificate downloaded from the income-tax portal: the portal's exact layout has not been verified here, so
 * only the fields every 10BE carries (Rule 18AB) are read, each after one of the labels below, and anything else
 * on the page is ignored.
 *
 * How a field is read: the label (any of the alternatives, case and spacing ignored), an optional bracketed
 * note such as "(Indian rupees)", an optional ':' or '-', then a value of the shape given. The text comes from
 * the PDF's text layer, whose line breaks fall where the portal draws them; a value may follow its label on
 * the same line or on the next.
 *
 * To adapt to a certificate that reads differently: add its wording to the label list of the field (longer
 * wordings first), and add a certificate built the same way to certificate-reader.test.ts.
 */

/** The title every certificate carries ("Form No. 10BE", "FORM 10BE", "Form No.10 BE"). */
export const FORM_10BE_TITLE = /\bform\s*(?:no\.?\s*)?10\s*-?\s*be\b/i;

/** The labels of each field, longer wordings first so "Name of the donor" wins over "Name". */
export const FORM_10BE_LABELS = {
  donorId: [
    'Unique Identification Number of the donor',
    'Unique Identification Number of donor',
    'Unique Identification Number',
    'PAN / Aadhaar of the donor',
    'Identification number of the donor',
  ],
  donorName: ['Name of the donor', 'Name of donor'],
  amount: ['Amount of donation', 'Amount of the donation', 'Donation amount'],
  financialYear: [
    'Financial year in which the donation is received',
    'Financial year in which donation is received',
    'Financial year',
  ],
  certificateNumber: ['Certificate number', 'Certificate No.', 'Certificate No'],
} as const;

/** PAN: five letters, four digits, a letter (the holder-type letter is not checked: the portal issued it). */
const PAN_VALUE = String.raw`[A-Z]{5}\d{4}[A-Z]`;
/** Aadhaar: twelve digits, written in groups of four or not. */
const AADHAAR_VALUE = String.raw`\d{4}[ -]?\d{4}[ -]?\d{4}`;
/** Rupees with Indian digit grouping and up to two decimals, after an optional "Rs." or "₹". */
const AMOUNT_VALUE = String.raw`(?:Rs\.?|INR|₹)?\s*((?:\d{1,3}(?:,\d{2,3})+|\d+)(?:\.\d{1,2})?)\b`;
/** '2025-26' (also '2025-2026' and '2025 - 26'). */
const FY_VALUE = String.raw`(\d{4})\s*[-–]\s*(\d{4}|\d{2})`;
/** Letters, digits, '/', '-' (the portal's certificate and acknowledgement numbers). */
const CERTIFICATE_NUMBER_VALUE = String.raw`([A-Z0-9][A-Z0-9/-]{3,59})`;
/** A name: the rest of the line, letters first (cut at the next label, NAME_ENDS). */
const NAME_VALUE = String.raw`([A-Za-z][^\n:]{0,119})`;
/**
 * Where a name ends when the text layer puts a table's row on one line ("Name of the donor  Asha Rao  Address of
 * the donor …"): a run of two or more spaces, or the start of another field's label.
 */
export const NAME_ENDS =
  /\s{2,}|\s(?:Address of|Unique Identification|ID Code|Amount of|Financial year|Section code|Mode of|Type of)\b/i;

const escape = (label: string) =>
  label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, String.raw`\s*`);

/** The label, its optional bracketed note and separator, and the value (case is ignored for the label only). */
function afterLabel(labels: readonly string[], value: string): RegExp {
  const label = labels.map(escape).join('|');
  return new RegExp(String.raw`(?:${label})\s*(?:\([^)\n]*\))?\s*[:\-–]?\s*${value}`, 'i');
}

export const FORM_10BE_PATTERNS = {
  pan: afterLabel(FORM_10BE_LABELS.donorId, `(${PAN_VALUE})\\b`),
  aadhaar: afterLabel(FORM_10BE_LABELS.donorId, `(${AADHAAR_VALUE})\\b`),
  donorName: afterLabel(FORM_10BE_LABELS.donorName, NAME_VALUE),
  amount: afterLabel(FORM_10BE_LABELS.amount, AMOUNT_VALUE),
  financialYear: afterLabel(FORM_10BE_LABELS.financialYear, FY_VALUE),
  certificateNumber: afterLabel(FORM_10BE_LABELS.certificateNumber, CERTIFICATE_NUMBER_VALUE),
} as const;

export type DonorIdKind = 'pan' | 'aadhaar';

/** What a certificate says, as the matcher needs it. */
export type Form10beFields = {
  idKind: DonorIdKind;
  /** The PAN upper-cased, or the Aadhaar's twelve digits. */
  idNumber: string;
  donorName: string;
  amountPaise: number;
  /** '2025-26' */
  financialYear: string;
  certificateNumber: string;
};

export type Form10beReading =
  | { ok: true; fields: Form10beFields }
  | { ok: false; reason: 'not-a-certificate' }
  /** A certificate whose fields could not all be read: which ones, so a person can look at it. */
  | { ok: false; reason: 'unreadable'; missing: Array<keyof typeof FORM_10BE_LABELS> };

function financialYearIn(text: string): string | null {
  const match = FORM_10BE_PATTERNS.financialYear.exec(text);
  if (!match?.[1] || !match[2]) return null;
  const fy = `${match[1]}-${match[2].slice(-2)}`;
  return isFinancialYear(fy) ? fy : null;
}

function amountIn(text: string): number | null {
  const rupees = FORM_10BE_PATTERNS.amount.exec(text)?.[1]?.replace(/,/g, '');
  if (rupees === undefined) return null;
  try {
    const paise = rupeesToPaise(rupees);
    return paise > 0 ? paise : null;
  } catch {
    return null;
  }
}

function donorIdIn(text: string): Pick<Form10beFields, 'idKind' | 'idNumber'> | null {
  const pan = FORM_10BE_PATTERNS.pan.exec(text)?.[1];
  if (pan) return { idKind: 'pan', idNumber: pan.toUpperCase() };
  const aadhaar = FORM_10BE_PATTERNS.aadhaar.exec(text)?.[1];
  const digits = aadhaar === undefined ? null : normalizeAadhaar(aadhaar);
  return digits === null ? null : { idKind: 'aadhaar', idNumber: digits };
}

/**
 * Reads a certificate's fields from its text. A text without the Form 10BE title is not a certificate; one
 * with the title but without every field is `unreadable`, naming the fields not found.
 */
export function readForm10beText(text: string): Form10beReading {
  if (!FORM_10BE_TITLE.test(text)) return { ok: false, reason: 'not-a-certificate' };
  const id = donorIdIn(text);
  const donorName = FORM_10BE_PATTERNS.donorName.exec(text)?.[1]?.split(NAME_ENDS)[0]?.trim() || null;
  const amountPaise = amountIn(text);
  const financialYear = financialYearIn(text);
  const certificateNumber = FORM_10BE_PATTERNS.certificateNumber.exec(text)?.[1]?.toUpperCase() ?? null;
  const found = { donorId: id, donorName, amount: amountPaise, financialYear, certificateNumber };
  const missing = (Object.keys(found) as Array<keyof typeof found>).filter((key) => found[key] === null);
  if (
    id === null ||
    donorName === null ||
    amountPaise === null ||
    financialYear === null ||
    certificateNumber === null
  )
    return { ok: false, reason: 'unreadable', missing };
  return { ok: true, fields: { ...id, donorName, amountPaise, financialYear, certificateNumber } };
}
