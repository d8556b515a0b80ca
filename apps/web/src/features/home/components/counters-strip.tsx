import { useEffect, useRef, useState, type RefObject } from 'react';
import { TIMING, type Counter } from '@charity/shared';
import { useCounters } from '#src/features/home/api/get-counters.ts';
import { counterValueAt, formatCount } from '#src/features/home/utils/counter.ts';
import { useBrowserValue } from '#src/hooks/use-browser-value.ts';
import { prefersReducedMotion } from '#src/lib/motion.ts';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/** Section 5 of the home page: the counters strip. */
export function CountersStrip() {
  const { data: counters = [] } = useCounters();
  if (counters.length === 0) return null;
  return <CounterList counters={counters} />;
}

/**
 * Progress (ms) of the count-up, which starts the first time `ref` scrolls into view and runs once
 * (docs/product/content-and-pages.md). Without IntersectionObserver, or with reduced motion asked for, it
 * starts finished. The server cannot know either, so it renders 0; the browser hydrates that first and then
 * re-renders finished (useBrowserValue).
 */
const cannotAnimate = () => prefersReducedMotion() || typeof IntersectionObserver !== 'function';

function useCountUpElapsed(ref: RefObject<HTMLElement | null>, durationMs: number): number {
  const skip = useBrowserValue(cannotAnimate, false);
  const [elapsed, setElapsed] = useState(0);

  useEffect(() => {
    const element = ref.current;
    if (skip || !element) return;
    let frame = 0;
    let start: number | undefined;
    // Timed from the frames' own timestamps, so the count follows what is painted.
    const tick = (timestamp: number) => {
      start ??= timestamp;
      const now = timestamp - start;
      setElapsed(Math.min(now, durationMs));
      if (now < durationMs) frame = requestAnimationFrame(tick);
    };
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      // Only once: stop watching as soon as the strip has been seen.
      observer.disconnect();
      frame = requestAnimationFrame(tick);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [ref, skip, durationMs]);

  return skip ? durationMs : elapsed;
}

export function CounterList({ counters }: { counters: Counter[] }) {
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  const elapsed = useCountUpElapsed(ref, TIMING.counterAnimationMs);
  return (
    <section ref={ref} aria-labelledby="home-counters" className="hero-strip on-dark py-14 sm:py-16">
      <div className="container-page">
        <h2 id="home-counters" className="sr-only">
          {t(m['homeSections.countersHeading'])}
        </h2>
        <ul className="grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
          {counters.map((counter) => (
            <li key={counter.id} className="flex flex-col items-center">
              {/* Screen readers get the final number once, not every animation frame. */}
              <span
                aria-hidden="true"
                data-testid="counter-value"
                className="font-serif text-4xl font-semibold text-gold-soft tabular-nums sm:text-5xl"
              >
                {formatCount(counterValueAt(counter.counter, elapsed, TIMING.counterAnimationMs))}
              </span>
              <span className="sr-only">{formatCount(counter.counter)}</span>
              <span className="mt-2 text-sm font-semibold tracking-wide text-cream uppercase sm:text-base">
                {counter.title}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
