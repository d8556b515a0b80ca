import { formatDateInIndia, formatInr, rupeesToPaise } from '@charity/shared';

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

/**
 * A timestamp as its date in India, dd MMM yyyy, exactly as the receipt prints it (docs/product/giving.md "Receipt
 * branding and dates"): a browser elsewhere, or a server rendering in UTC, must not show the day before. The raw
 * text if it is not a date.
 */
export function formatDate(value: string): string {
  try {
    return formatDateInIndia(value);
  } catch {
    return value;
  }
}
