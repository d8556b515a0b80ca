import { describe, expect, it } from 'vitest';
import { kannadaRatios, type PageRow } from '../bench/pages.ts';

const load = (requestsPerSecond: number) => ({ requestsPerSecond, p99: 10, unanswered: 0, failed: 0 });
const row = (name: string, api: number[], page: number[], english?: string): PageRow => ({
  name,
  ...(english ? { english } : {}),
  api: api.map(load),
  page: page.map(load),
  renderCpuMs: 5,
  healthP99: 10,
  healthMax: 20,
});

describe('kannadaRatios', () => {
  it("compares each Kannada page with its English one through their shares of the API's rate", () => {
    const rows = [
      row('home /, browser', [1000, 1000, 1000], [2000, 2000, 2000]),
      // The machine was twice as busy during the Kannada rounds: the API slowed as much, so the pages are equal.
      row('home /kn, browser', [500, 500, 500], [1000, 1000, 1000], 'home /, browser'),
      row('event list, browser', [1000, 1000, 1000], [1000, 1000, 1000]),
      row('event list /kn, browser', [1000, 1000, 1000], [800, 850, 900], 'event list, browser'),
    ];
    expect(kannadaRatios(rows)).toEqual([
      { name: 'home /kn, browser', english: 'home /, browser', ratio: 1 },
      { name: 'event list /kn, browser', english: 'event list, browser', ratio: 0.85 },
    ]);
  });

  it('has nothing to say of a row whose English row is missing', () => {
    expect(kannadaRatios([row('home /kn, identity', [1], [1], 'home /, identity')])).toEqual([]);
  });
});
