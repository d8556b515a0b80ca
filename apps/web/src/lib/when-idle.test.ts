import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstContentfulPaint, FIRST_PAINT_WAIT_MS } from '#src/lib/when-idle.ts';

/** Whether `promise` has settled once the microtasks queued so far have run. */
const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  for (let i = 0; i < 3; i++) await Promise.resolve();
  return done;
};

/** A browser's PerformanceObserver for paint entries: the test decides when a paint is reported. */
function stubPaintObserver() {
  const observers: FakeObserver[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'mark'];
    observing = false;
    constructor(private readonly callback: PerformanceObserverCallback) {
      observers.push(this);
    }
    observe() {
      this.observing = true;
    }
    disconnect() {
      this.observing = false;
    }
    report(name: string) {
      if (!this.observing) return;
      const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) };
      this.callback(list as unknown as PerformanceObserverEntryList, this as unknown as PerformanceObserver);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return observers;
}

describe('afterFirstContentfulPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('waits for the first contentful paint, not for the first paint', async () => {
    const observers = stubPaintObserver();
    const painted = afterFirstContentfulPaint();
    expect(observers).toHaveLength(1);
    observers[0]?.report('first-paint');
    expect(await settled(painted)).toBe(false);
    observers[0]?.report('first-contentful-paint');
    expect(await settled(painted)).toBe(true);
    expect(observers[0]?.observing).toBe(false);
  });

  it('goes on after FIRST_PAINT_WAIT_MS if no paint is reported', async () => {
    vi.useFakeTimers();
    const observers = stubPaintObserver();
    const painted = afterFirstContentfulPaint();
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
    expect(await settled(painted)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(painted)).toBe(true);
    expect(observers[0]?.observing).toBe(false);
  });

  it('resolves at once in a hidden page, which paints nothing', async () => {
    const observers = stubPaintObserver();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    expect(await settled(afterFirstContentfulPaint())).toBe(true);
    expect(observers).toHaveLength(0);
  });

  it('resolves at once where the browser does not report paints', async () => {
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['mark', 'measure'];
      },
    );
    expect(await settled(afterFirstContentfulPaint())).toBe(true);
  });
});
