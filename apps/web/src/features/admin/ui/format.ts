import { formatDateInIndia, formatDateTimeInIndia } from '@charity/shared';

/**
 * How the console writes a stored moment: in India's time zone whatever the browser's, with the same month names
 * as the receipts ('04 Sep 2026', never ICU's 'Sept'), '—' when there is none, and the text as it is when it is
 * not a moment (docs/product/console.md).
 */
const inIndia = (formatter: (at: string) => string) => (at: string | null) => {
  if (!at) return '—';
  return Number.isNaN(new Date(at).getTime()) ? at : formatter(at);
};

/** '28 Nov 2026, 7:30 am'. */
export const formatWhen = inIndia(formatDateTimeInIndia);
/** '28 Nov 2026'. */
export const formatDay = inIndia(formatDateInIndia);

const MB = 1024 * 1024;
/** A file's size as the console says it: "1.2 MB", "340 kB", or "—" when it is not known. */
export function formatBytes(bytes: number | null): string {
  if (bytes === null) return '—';
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} kB`;
}
