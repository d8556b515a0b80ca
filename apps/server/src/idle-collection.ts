import { performance } from 'node:perf_hooks';

/** How often the process looks at how busy its event loop was. */
const CHECK_EVERY_MS = 10_000;
/** An interval whose event loop was busier than this share of the time had load. */
const BUSY_UTILIZATION = 0.1;
/** An interval whose event loop was busy less than this share of the time was quiet. */
const QUIET_UTILIZATION = 0.02;

type Gc = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/**
 * One full, memory-reducing garbage collection when the process goes quiet after load (docs/decisions/0044). V8
 * collects when the program allocates, so a server that stops receiving requests stops collecting: the pages,
 * buffers and compression output of the last burst stayed in memory, dead but not freed, until the next visitor
 * (measured: 50 MB of dead buffers and a heap twice its live size a minute after a load). Checked every 10 s from
 * the event loop's utilisation: an interval busier than 10 % arms it, the next interval under 2 % runs it. The
 * "last-resort" flavour is the collection V8 runs when the system is short of memory: it also gives back the
 * pages V8 keeps pooled, which an ordinary collection leaves resident (369 → 258 MB, against 369 → 315 MB). It
 * runs on the event loop, a few tens of milliseconds on a process that has just been idle for 10 s. `gc` exists
 * only with --expose-gc (src/node-flags.ts): without it (tests, `npm run dev`) nothing runs. Returns what stops it.
 */
export function collectWhenIdle({
  gc = (globalThis as { gc?: Gc }).gc,
  everyMs = CHECK_EVERY_MS,
  utilization = eventLoopUtilization(),
}: {
  gc?: Gc | undefined;
  everyMs?: number;
  /** The share of the time since its previous call that the event loop was busy (0–1); tests give their own. */
  utilization?: () => number;
} = {}): () => void {
  if (!gc) return () => {};
  let loaded = false;
  const timer = setInterval(() => {
    const busy = utilization();
    if (busy > BUSY_UTILIZATION) loaded = true;
    else if (loaded && busy < QUIET_UTILIZATION) {
      loaded = false;
      gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** The event loop's utilisation since the previous call (Node's performance.eventLoopUtilization). */
function eventLoopUtilization(): () => number {
  let last = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, last);
    last = now;
    return utilization;
  };
}
