import type { FastifyBaseLogger } from 'fastify';
import type { WorkerTimers } from '#src/services/mail/worker.ts';

/**
 * Test helpers shared by the mail tests (moved from src/mail/test-support.ts): a logger that keeps its lines and a clock the test moves by hand
 * (backoff is minutes long; tests jump instead of waiting).
 */

export type RecordingLogger = FastifyBaseLogger & { lines: { level: string; message: string }[] };

export function recordingLogger(): RecordingLogger {
  const lines: { level: string; message: string }[] = [];
  const at =
    (level: string) =>
    (...args: unknown[]) => {
      const message = args.find((a): a is string => typeof a === 'string') ?? '';
      lines.push({ level, message });
    };
  const logger: RecordingLogger = {
    level: 'trace',
    lines,
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    fatal: at('fatal'),
    debug: at('debug'),
    trace: at('trace'),
    silent: at('silent'),
    child: () => logger,
  };
  return logger;
}

export type ManualClock = { now: () => Date; advance(ms: number): void; readonly ms: number };

export function manualClock(start = Date.now()): ManualClock {
  let ms = start;
  return {
    now: () => new Date(ms),
    advance(by) {
      ms += by;
    },
    get ms() {
      return ms;
    },
  };
}

/**
 * The system timers, counted: a test waits for "a poll has fired" (vi.waitFor on `fired`) instead of sleeping for
 * what it hopes is long enough, and sees whether any poll is still scheduled (`pending`).
 */
export type CountingTimers = WorkerTimers & { readonly fired: number; readonly pending: number };

export function countingTimers(): CountingTimers {
  let fired = 0;
  const live = new Set<NodeJS.Timeout>();
  return {
    setTimeout(callback, ms) {
      const handle = setTimeout(() => {
        live.delete(handle);
        fired++;
        callback();
      }, ms);
      live.add(handle);
      return handle;
    },
    clearTimeout(handle) {
      if (handle === undefined) return;
      clearTimeout(handle as NodeJS.Timeout);
      live.delete(handle as NodeJS.Timeout);
    },
    get fired() {
      return fired;
    },
    get pending() {
      return live.size;
    },
  };
}
