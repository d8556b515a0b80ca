/** Ease-out cubic: quick at first, gentle at the end, so the final digits settle visibly. */
export const easeOutCubic = (t: number): number => 1 - (1 - Math.min(Math.max(t, 0), 1)) ** 3;

/** The integer a counter shows `elapsedMs` into an animation of `durationMs` towards `target`. */
export function counterValueAt(target: number, elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return target;
  return Math.round(target * easeOutCubic(elapsedMs / durationMs));
}

/*
 * One formatter for every frame: `toLocaleString('en-IN')` builds a new ICU formatter on each call, and the counters
 * format four numbers per animation frame (about 12 ms a frame on a slow phone, most of the home page's
 * after-load script time).
 */
const indianDigits = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Indian digit grouping (12,34,567), as the trusts write numbers. */
export const formatCount = (value: number): string => indianDigits.format(Math.trunc(value));
