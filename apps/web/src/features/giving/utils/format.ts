import { format, isValid, parseISO } from 'date-fns';
import { DATE_FORMAT, formatInr, rupeesToPaise } from '@charity/shared';

/**
 * An amount in rupees as the API speaks it (docs/product/giving.md) in the site's one money format:
 * ₹1,00,000.00. A value that is not a rupee amount (a contract slip) is shown as it came rather than breaking
 * the page.
 */
export function formatRupees(amount: number): string {
  try {
    return formatInr(rupeesToPaise(amount));
  } catch {
    return `₹${String(amount)}`;
  }
}

/** A timestamp as docs/product/giving.md's dd MMM yyyy, or the raw text if it is not a date. */
export function formatDate(value: string): string {
  const date = parseISO(value);
  return isValid(date) ? format(date, DATE_FORMAT) : value;
}
