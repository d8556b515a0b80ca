/** Ease-out cubic: quick at first, gentle at the end, so the final digits settle visibly. */
export const easeOutCubic = (t: number): number => 1 - (1 - Math.min(Math.max(t, 0), 1)) ** 3;

/** The integer a counter shows `elapsedMs` into an animation of `durationMs` towards `target`. */
export function counterValueAt(target: number, elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return target;
  return Math.round(target * easeOutCubic(elapsedMs / durationMs));
}

/** Indian digit grouping (12,34,567), as the trusts write numbers. */
export const formatCount = (value: number): string => Math.trunc(value).toLocaleString('en-IN');
