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

/**
 * The CPU slowdown that would make this host behave like the phone Lighthouse's mobile preset describes, from the
 * host's `benchmarkIndex` (Lighthouse's own measure of the CPU, in every report). Lighthouse always slows the CPU
 * 4× in simulation, which fits a host of about 1,533; its throttling guide (docs/throttling.md, "Calibrating the
 * CPU slowdown") and CPU throttling calculator map other hosts linearly: 800 → 2×, 1,300 → 3×, 1,533 → 4×,
 * 2,000 → 6×. Printed beside the scores, never used for them: on a host well under 1,533 the 4× pages run
 * slower than that phone, and their performance scores read low for reasons that are not the page's
 * (docs/decisions/0038).
 */
export function calibratedSlowdown(benchmarkIndex: number): number | undefined {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return undefined;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  // 150 → 1×: a host that slow is itself the phone.
  return 1 + Math.max(0, benchmarkIndex - 150) / 650;
}
