import type { JobTimers } from '#src/services/scheduler/periodic-job.ts';

export type ManualTimers = JobTimers & {
  /** Runs every pending callback once; returns how many ran. */
  fire(): number;
  /** The delays the pending callbacks were scheduled with. */
  readonly delays: number[];
};

/** Timers a test fires by hand: nothing runs until `fire()`, so no test waits on the clock. */
export function manualTimers(): ManualTimers {
  const pending = new Map<number, { callback: () => void; ms: number }>();
  let next = 0;
  return {
    setTimeout(callback, ms) {
      pending.set(++next, { callback, ms });
      return next;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
    get delays() {
      return [...pending.values()].map((t) => t.ms);
    },
    fire() {
      const due = [...pending.values()];
      pending.clear();
      for (const t of due) t.callback();
      return due.length;
    },
  };
}
