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
