import { useSearchParams } from 'react-router';
import { TRUSTS, TRUST_IDS, financialYearOptions } from '@charity/shared';

const selectClass = 'mt-1 block rounded-lg border border-line bg-white px-3 py-2 text-ink';
const labelClass = 'text-sm font-semibold text-maroon';

/**
 * The trust and financial year a finance screen is about (Exports, Form 10BE), kept in the URL (`?trust&fy`) like
 * every console filter, so a reload or a shared link opens the same year. `defaultYear` picks among the years
 * offered, newest first: 0 is the current year, 1 the one that has closed.
 */
export function useTrustYear(defaultYear: 0 | 1 = 0) {
  const [params, setParams] = useSearchParams();
  const years = financialYearOptions();
  const trust = params.get('trust') ?? String(TRUST_IDS[0]);
  const fy = params.get('fy') ?? years[defaultYear] ?? years[0] ?? '';
  const choose = (key: 'trust' | 'fy', value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    setParams(next, { replace: true });
  };
  const trustName = TRUSTS[Number(trust) as keyof typeof TRUSTS]?.name ?? `Trust ${trust}`;
  return { trust, fy, years, choose, trustName };
}

/** The two menus of `useTrustYear`; a year typed into the URL that the menu lacks is still shown, chosen. */
export function TrustYearPicker({ picked }: { picked: ReturnType<typeof useTrustYear> }) {
  const { trust, fy, years, choose } = picked;
  return (
    <div className="flex flex-wrap items-end gap-4 rounded-2xl border border-line bg-white p-4">
      <label className="block">
        <span className={labelClass}>Trust</span>
        <select
          value={trust}
          onChange={(event) => choose('trust', event.target.value)}
          className={selectClass}
        >
          {TRUST_IDS.map((id) => (
            <option key={id} value={String(id)}>
              {TRUSTS[id].name}
            </option>
          ))}
        </select>
      </label>
      <label className="block">
        <span className={labelClass}>Financial year</span>
        <select value={fy} onChange={(event) => choose('fy', event.target.value)} className={selectClass}>
          {(years.includes(fy) ? years : [fy, ...years]).map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
