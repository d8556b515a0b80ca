import type { FastifyBaseLogger } from 'fastify';

/** The two timer functions a job schedules its runs with; tests pass counting or manual ones. */
export type JobTimers = {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

export const systemTimers: JobTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout | undefined),
};

export type PeriodicJob<T> = {
  /** One run now, after any run in progress (runs never overlap); its result or error goes to the caller. */
  run: () => Promise<T>;
  /** Runs after `firstDelayMs` (at once by default), then again `delayMs()` after each run ends, until stop(). */
  start: () => void;
  /** Stops scheduling and waits for a run in progress. */
  stop: () => Promise<void>;
  /** Something is waiting: run now instead of at the next poll (no-op unless started, or while a run is on). */
  nudge: () => void;
  /** Whether start() was called and stop() was not. */
  readonly started: boolean;
  /** Scheduled runs completed since start(), so a test can wait for one by polling instead of sleeping. */
  readonly ticks: number;
};

export type PeriodicJobOptions<T> = {
  /** Named in the log line of a failed run. */
  name: string;
  work: () => Promise<T>;
  /** The wait after a scheduled run ends before the next; asked afresh each time (a job may poll faster a while). */
  delayMs: () => number;
  log: FastifyBaseLogger;
  timers?: JobTimers;
  /** The wait before the first scheduled run after start(); default 0 (at once). */
  firstDelayMs?: number;
};

/** Scheduled runs of one job name in this process, and how many of them failed (GET /metrics). */
export type JobRunCounts = { runs: number; failures: number };

const runCounts = new Map<string, JobRunCounts>();

/**
 * The scheduled runs and failures of every job, by name, since the process started: what /metrics reports
 * (docs/decisions/0043-metrics-doctor-and-scheduled-backups.md). Kept per process, as Prometheus counters are, so
 * jobs need no handle on the metrics; two apps in one process (tests) add up under one name.
 */
export const jobRunCounts = (): ReadonlyMap<string, Readonly<JobRunCounts>> => runCounts;

/**
 * The background loop the server's jobs share (the mail worker, the newsletter dispatcher, the volunteer retention
 * job): one run at a time, a poll after each, a nudge to run early, and a stop that waits for the run in progress.
 * A scheduled run's failure is logged and the next poll tries again (the database may be briefly unreachable);
 * a direct run() hands its failure to the caller.
 */
export function createPeriodicJob<T>(options: PeriodicJobOptions<T>): PeriodicJob<T> {
  const { name, work, delayMs, log, timers = systemTimers, firstDelayMs = 0 } = options;
  const counts = runCounts.get(name) ?? { runs: 0, failures: 0 };
  runCounts.set(name, counts);

  let queue: Promise<unknown> = Promise.resolve();
  function run(): Promise<T> {
    const next = queue.then(work);
    queue = next.catch(() => undefined);
    return next;
  }

  let started = false;
  let timer: unknown;
  let ticking: Promise<void> | undefined;
  let ticks = 0;

  function schedule(ms: number) {
    timers.clearTimeout(timer);
    timer = undefined;
    if (!started) return;
    timer = timers.setTimeout(() => {
      timer = undefined;
      ticking = tick().finally(() => {
        ticking = undefined;
      });
    }, ms);
  }

  async function tick() {
    counts.runs++;
    try {
      await run();
    } catch (error) {
      counts.failures++;
      log.error({ err: error }, `${name}: run failed`);
    }
    ticks++;
    schedule(delayMs());
  }

  return {
    run,
    get started() {
      return started;
    },
    get ticks() {
      return ticks;
    },
    start() {
      if (started) return;
      started = true;
      schedule(firstDelayMs);
    },
    async stop() {
      started = false;
      timers.clearTimeout(timer);
      timer = undefined;
      await ticking;
      await queue;
    },
    nudge() {
      // A run in progress schedules the next one itself when it ends.
      if (started && !ticking) schedule(0);
    },
  };
}
