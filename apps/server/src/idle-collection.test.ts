import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectWhenIdle } from './idle-collection.ts';

describe('the collection when the server goes quiet', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Runs the checks over `readings` (one event-loop utilisation per interval); answers how often gc ran after each. */
  function run(readings: number[]) {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const gc = vi.fn();
    const queue = [...readings];
    const stop = collectWhenIdle({ gc, everyMs: 1000, utilization: () => queue.shift() ?? 0 });
    const calls: number[] = [];
    for (let i = 0; i < readings.length; i++) {
      vi.advanceTimersByTime(1000);
      calls.push(gc.mock.calls.length);
    }
    stop();
    return { calls, gc };
  }

  it('collects once, with V8 giving memory back, in the first quiet interval after load', () => {
    const { calls, gc } = run([0.5, 0.9, 0.01, 0, 0]);
    expect(calls).toEqual([0, 0, 1, 1, 1]);
    expect(gc).toHaveBeenCalledWith({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  });

  it('never collects on a server that had no load, nor while the load goes on or tails off', () => {
    expect(run([0, 0.01, 0.05, 0]).calls.at(-1)).toBe(0);
    expect(run([0.5, 0.05, 0.3, 0.05]).calls.at(-1)).toBe(0);
  });

  it('collects again after the next load', () => {
    expect(run([0.5, 0, 0, 0.4, 0.01]).calls).toEqual([0, 1, 1, 1, 2]);
  });

  it('does nothing without --expose-gc', () => {
    const stop = collectWhenIdle({ gc: undefined });
    expect(stop).toBeTypeOf('function');
    stop();
  });
});
