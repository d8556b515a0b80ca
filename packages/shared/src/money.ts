/**
 * Money helpers for donations and 80G receipts. Amounts travel as integer paise (docs/product/giving.md, the
 * database stores
 * `amount_paise`), so every conversion here is integer arithmetic on digits: no float drift, ever.
 * docs/product/external-facts.md gives the Indian digit grouping and the amount-in-words vectors these follow
 * exactly.
 */

/** A rupee amount as typed in the donation form: whole rupees with at most two decimals ("10", "10.5", "10.05"). */
export const RUPEE_AMOUNT_PATTERN = /^\d+(?:\.\d{1,2})?$/;

function assertPaise(paise: number): void {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new RangeError(`Expected a whole, non-negative number of paise, got ${String(paise)}`);
  }
}

/**
 * Converts rupees ("10.1", 10.1, "0.07") to integer paise (1010, 7) by splitting the decimal digits, never by
 * multiplying a float (10.1 * 100 is 1009.9999999999999). Throws a RangeError for anything that is not a
 * non-negative amount with at most two decimals; callers validate user input with their zod schema first.
 */
export function rupeesToPaise(input: string | number): number {
  // String(10.1) is "10.1": the shortest text that round-trips, which is what the user typed.
  const text = typeof input === 'number' ? String(input) : input.trim();
  if (!RUPEE_AMOUNT_PATTERN.test(text)) {
    throw new RangeError(`Not a rupee amount with at most two decimals: ${JSON.stringify(String(input))}`);
  }
  const [whole = '0', fraction = ''] = text.split('.');
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  assertPaise(paise);
  return paise;
}

/**
 * Paise to rupees as a number (1010 → 10.1), for API answers where amounts are rupees
 * (docs/product/giving.md).
 */
export function paiseToRupees(paise: number): number {
  assertPaise(paise);
  // Dividing an integer by 100 gives the double nearest the exact decimal, which prints as that decimal.
  return paise / 100;
}

/**
 * Groups whole rupees the Indian way: 12,34,56,789 (ICU's en-IN rules, docs/product/external-facts.md
 * [verified]).
 */
const indianGrouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0, useGrouping: true });

/**
 * Formats paise as rupees with the ₹ sign and Indian grouping, always with two decimals: ₹1,23,45,678.50,
 * ₹1,500.00, ₹0.07. Receipts print amounts the way cheques and bank statements do, so the paise are always
 * shown, even when zero; one format everywhere means a receipt never shows ₹1,500 beside ₹1,500.50.
 */
export function formatInr(paise: number): string {
  assertPaise(paise);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `₹${indianGrouping.format(rupees)}.${String(rest).padStart(2, '0')}`;
}

/**
 * Paise as a plain rupee figure with two decimals and nothing else, '1500.50': no ₹ sign, no grouping. This is the
 * format machines read, not people: a UPI link's `am` (docs/product/external-facts.md) and the amount columns of the
 * Form 10BD and donations CSV exports (docs/product/giving.md "Exports and Form 10BD"). By digits, never by float
 * division; a RangeError for anything that is not whole, non-negative paise.
 */
export function formatPlainRupees(paise: number): string {
  assertPaise(paise);
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/**
 * An amount in rupees, as the API speaks it (docs/product/giving.md), in the same format as formatInr: ₹1,00,000.00.
 * Every page writes rupee amounts with this, the donor's and the console's alike. A value that is not a rupee
 * amount (a contract slip) is shown as it came rather than breaking the page.
 */
export function formatRupees(amount: number): string {
  try {
    return formatInr(rupeesToPaise(amount));
  } catch {
    return `₹${String(amount)}`;
  }
}

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
] as const;
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'] as const;

/** 1–99 in words ("Thirty Four"); 0 gives no words. */
function belowHundred(n: number): string[] {
  if (n === 0) return [];
  if (n < 20) return [ONES[n] ?? ''];
  const tens = TENS[Math.floor(n / 10)] ?? '';
  return n % 10 === 0 ? [tens] : [tens, ONES[n % 10] ?? ''];
}

/**
 * A whole number in the Indian system: crore (10^7), lakh (10^5), thousand, hundred, then 0–99. A crore count
 * of 100 or more is itself spelt in this system ("One Thousand Crore"), as docs/product/external-facts.md
 * step 3 says.
 */
function indianWords(n: number): string[] {
  const crore = Math.floor(n / 1e7);
  const lakh = Math.floor(n / 1e5) % 100;
  const thousand = Math.floor(n / 1e3) % 100;
  const hundred = Math.floor(n / 100) % 10;
  const rest = n % 100;
  const words: string[] = [];
  if (crore > 0) words.push(...indianWords(crore), 'Crore');
  if (lakh > 0) words.push(...belowHundred(lakh), 'Lakh');
  if (thousand > 0) words.push(...belowHundred(thousand), 'Thousand');
  if (hundred > 0) words.push(...belowHundred(hundred), 'Hundred');
  words.push(...belowHundred(rest));
  return words;
}

/**
 * The amount in Indian words, in docs/product/external-facts.md's receipt form:
 * 123456789 → "Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven and Eighty Nine Paise Only".
 * No "and" inside the rupees (only before the paise), "Lakh"/"Crore" never pluralised, "Paise" always (it is
 * the label of the paise part, as "Rupees" is of the rupees part, so 1 paisa reads "and One Paise Only"), and
 * zero rupees read "Rupees Zero".
 */
export function amountInWords(paise: number): string {
  assertPaise(paise);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const words = ['Rupees', ...(rupees === 0 ? ['Zero'] : indianWords(rupees))];
  if (rest > 0) words.push('and', ...belowHundred(rest), 'Paise');
  words.push('Only');
  return words.join(' ');
}
