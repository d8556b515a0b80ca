import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartAxes } from '#src/features/admin/dashboard/components/chart-axes.ts';

export type ChartDay = { date: string; count: number; amount: number };

const HEIGHT = 220;

/**
 * The dashboard's last 30 days as bars (uPlot: a small canvas chart, loaded only by this lazy module, so it never
 * reaches a public page or the console's first screen). The canvas is a picture of the table beside it, which
 * carries the same figures for screen readers and for anyone who wants the numbers.
 */
export function DonationsChart({ days, label, axes }: { days: ChartDay[]; label: string; axes: ChartAxes }) {
  const { DAY_STEPS, RUPEE_STEPS, dayTick, rupeeTick, rupeeRange } = axes;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // Days are calendar dates in India; drawn as UTC midnights so the axis prints exactly those dates.
    const xs = days.map((day) => Date.parse(`${day.date}T00:00:00Z`) / 1000);
    const ys = days.map((day) => day.amount);
    const plot = new uPlot(
      {
        width: element.clientWidth || 600,
        height: HEIGHT,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        legend: { show: false },
        scales: { x: { time: true }, y: { range: (_u, _min, max) => rupeeRange(max) } },
        axes: [
          { stroke: '#4b5563', incrs: DAY_STEPS, values: (_u, values) => values.map(dayTick) },
          { stroke: '#4b5563', size: 70, incrs: RUPEE_STEPS, values: (_u, values) => values.map(rupeeTick) },
        ],
        series: [
          {},
          {
            label: 'Donations',
            stroke: '#8a2f1c',
            fill: 'rgba(180, 83, 42, 0.55)',
            points: { show: false },
            paths: uPlot.paths.bars?.({ size: [0.7, 40] }),
          },
        ],
      },
      [xs, ys],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, DAY_STEPS, RUPEE_STEPS, dayTick, rupeeTick, rupeeRange]);
  return <div ref={box} role="img" aria-label={label} className="w-full" />;
}
