/** The arithmetic of `npm run lighthouse` (scripts/lighthouse.ts): its runs per page summed up as medians. */

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof CATEGORIES)[number];
export type Scores = Record<CategoryId, number>;

/** The median of some scores; NaN (a category that did not run) sorts last, so it wins only in a majority. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) =>
    Number.isNaN(a) ? (Number.isNaN(b) ? 0 : 1) : Number.isNaN(b) ? -1 : a - b,
  );
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] ?? NaN;
  return ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/**
 * A page's runs summed up: the median of each category, and the run whose performance is that median (its
 * report explains the printed score; with an even count, the nearer of the two middle runs).
 */
export function summarise<T extends { scores: Scores }>(
  runs: readonly T[],
): { medians: Scores; representative: T | undefined } {
  const medians = Object.fromEntries(
    CATEGORIES.map((category) => [category, median(runs.map((run) => run.scores[category]))]),
  ) as Scores;
  const distance = (run: T) => {
    const value = run.scores.performance;
    return Number.isNaN(value) ? Infinity : Math.abs(value - medians.performance);
  };
  const representative = [...runs].sort((a, b) => distance(a) - distance(b))[0];
  return { medians, representative };
}
