import { formatDateInIndia } from '@charity/shared';

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
