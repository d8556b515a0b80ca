import { describe, expect, it } from 'vitest';
import { calibratedSlowdown, median, summarise, type Scores } from './lighthouse-scores.ts';

const scores = (performance: number, accessibility = 100): Scores => ({
  performance,
  accessibility,
  'best-practices': 100,
  seo: 100,
});

describe('median', () => {
  it('takes the middle of an odd count and the mean of the middle two of an even one', () => {
    expect(median([97, 88, 93])).toBe(93);
    expect(median([90, 96])).toBe(93);
    expect(median([42])).toBe(42);
    expect(median([])).toBeNaN();
  });

  it('counts a category that did not run (NaN) as the worst score', () => {
    expect(median([90, NaN, 95])).toBe(95);
    expect(median([90, NaN, NaN])).toBeNaN();
  });
});

describe('summarise', () => {
  it("gives each category's median and the run whose performance is the median", () => {
    const runs = [
      { id: 'a', scores: scores(99, 100) },
      { id: 'b', scores: scores(91, 96) },
      { id: 'c', scores: scores(95, 100) },
    ];
    const { medians, representative } = summarise(runs);
    expect(medians).toEqual({ performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 });
    expect(representative?.id).toBe('c');
  });
});

describe('calibratedSlowdown', () => {
  it("follows Lighthouse's calibration points: 150 → 1x, 800 → 2x, 1,300 → 3x, 1,533 → 4x, 2,000 → 6x", () => {
    expect(calibratedSlowdown(150)).toBe(1);
    expect(calibratedSlowdown(800)).toBe(2);
    expect(calibratedSlowdown(1300)).toBe(3);
    expect(calibratedSlowdown(1533)).toBeCloseTo(4, 2);
    expect(calibratedSlowdown(1766)).toBeCloseTo(5, 2);
    expect(calibratedSlowdown(2000)).toBeCloseTo(6, 2);
    // Between two points, on the line joining them: a host of 1,050 is halfway from 2x to 3x.
    expect(calibratedSlowdown(1050)).toBeCloseTo(2.5, 5);
  });

  it('never goes under 1x, and has nothing to say without a measure', () => {
    expect(calibratedSlowdown(100)).toBe(1);
    expect(calibratedSlowdown(NaN)).toBeUndefined();
    expect(calibratedSlowdown(0)).toBeUndefined();
  });
});
