import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMING } from '@charity/shared';
import { CounterList } from '#src/features/home/components/counters-strip.tsx';

let observerCallback: IntersectionObserverCallback | undefined;
const disconnect = vi.fn();

class FakeIntersectionObserver {
  constructor(callback: IntersectionObserverCallback) {
    observerCallback = callback;
  }
  observe() {}
  unobserve() {}
  disconnect = disconnect;
  takeRecords() {
    return [];
  }
}

const enterView = () =>
  act(() => {
    observerCallback?.([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
  });

const shown = () => screen.getByTestId('counter-value').textContent;

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'Date', 'setTimeout', 'clearTimeout'],
  });
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  observerCallback = undefined;
  disconnect.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('counters strip', () => {
  it('counts from 0 to the value over the animation time, once, after entering view', () => {
    render(<CounterList counters={[{ id: 1, title: 'Meals served', counter: 1234567 }]} />);
    expect(shown()).toBe('0');
    // Nothing moves before the strip is seen.
    act(() => {
      vi.advanceTimersByTime(TIMING.counterAnimationMs);
    });
    expect(shown()).toBe('0');

    enterView();
    expect(disconnect).toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(TIMING.counterAnimationMs / 2);
    });
    const midway = Number(shown()?.replace(/,/g, ''));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(1234567);

    act(() => {
      vi.advanceTimersByTime(TIMING.counterAnimationMs);
    });
    expect(shown()).toBe('12,34,567');

    // Seeing it again does not restart the count.
    enterView();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(shown()).toBe('12,34,567');
    expect(screen.getByText('Meals served')).toBeInTheDocument();
  });

  it('shows the final values at once when reduced motion is asked for', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('reduce'),
          media: query,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );
    render(<CounterList counters={[{ id: 1, title: 'Elders supported', counter: 4500 }]} />);
    expect(shown()).toBe('4,500');
  });
});
