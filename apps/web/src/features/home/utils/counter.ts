/** Ease-out cubic: quick at first, gentle at the end, so the final digits settle visibly. */
export const easeOutCubic = (t: number): number => 1 - (1 - Math.min(Math.max(t, 0), 1)) ** 3;

/** The integer a counter shows `elapsedMs` into an animation of `durationMs` towards `target`. */
export function counterValueAt(target: number, elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return target;
  return Math.round(target * easeOutCubic(elapsedMs / durationMs));
}

/**
 * Indian digit grouping (12,34,567), as the trusts write numbers: the last three digits, then pairs; a fraction is
 * dropped. The same text as `Intl.NumberFormat('en-IN')` (helpers.test.ts compares them), written out because the
 * first ICU formatter a page creates loads ICU's locale data: 30–60 ms of one task on a slow CPU, the largest single
 * piece of the home page's below-the-fold script (ADR 38), for a rule this small. Four numbers are formatted on
 * every animation frame, and this is plain string work.
 */
export function formatCount(value: number): string {
  const whole = Math.trunc(value);
  if (!Number.isSafeInteger(whole)) return String(whole);
  const digits = String(Math.abs(whole));
  const sign = whole < 0 ? '-' : '';
  if (digits.length <= 3) return sign + digits;
  return `${sign}${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}
