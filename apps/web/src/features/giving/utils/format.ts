import { formatDateInIndia, type Locale } from '@charity/shared';

/**
 * A timestamp as its date in India, dd MMM yyyy, exactly as the receipt prints it (docs/product/giving.md "Receipt
 * branding and dates"): a browser elsewhere, or a server rendering in UTC, must not show the day before. The raw
 * text if it is not a date. On a page in another language the month is that language's ('4 ಸೆಪ್ಟೆಂಬರ್ 2026').
 */
export function formatDate(value: string, locale?: Locale): string {
  try {
    return formatDateInIndia(value, locale);
  } catch {
    return value;
  }
}
