/**
 * Runs `task` once the browser is idle (or after a short delay where requestIdleCallback is missing, e.g. Safari)
 * and returns a cancel function, so it can be returned from an effect.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}

/** How long the first page gets the network to itself before `whenSettled` tasks may start. */
const SETTLE_MS = 3000;

/**
 * Like `whenIdle`, but not before SETTLE_MS have passed: for prefetching code a later interaction may need (menus,
 * dialogs). While the first page loads, the main thread is idle most of the time, waiting for the network, so a
 * plain idle callback would start those downloads at once and slow the page's own code and pictures.
 */
export function whenSettled(task: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const timer = window.setTimeout(() => {
    cancelIdle = whenIdle(task);
  }, SETTLE_MS);
  return () => {
    window.clearTimeout(timer);
    cancelIdle?.();
  };
}

/**
 * Resolves in a task of its own (a zero timeout), so the browser can paint and take input between the work before
 * and after the `await`: two pieces of work instead of one long task (ADR 39: a phone's Total Blocking Time
 * counts each task's time over 50 ms).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => window.setTimeout(resolve, 0));

/** At most this long the first contentful paint is waited for: the page comes to life even if it never comes. */
export const FIRST_PAINT_WAIT_MS = 2000;

/**
 * Resolves once the browser has reported the page's first contentful paint (at once if it already has), so work
 * started afterwards cannot come before the server's HTML is on screen. The report comes when the frame is shown,
 * not when it is drawn: a task after the next animation frame can still run before it. At once in a hidden page,
 * which paints nothing, and where the browser does not report paints; after FIRST_PAINT_WAIT_MS at the latest.
 */
export const afterFirstContentfulPaint = (): Promise<void> =>
  new Promise((resolve) => {
    // Every browser the build targets has PerformanceObserver; not every one reports paints.
    if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes.includes('paint')) {
      resolve();
      return;
    }
    const done = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length) done();
    });
    const timer = window.setTimeout(done, FIRST_PAINT_WAIT_MS);
    // `buffered` delivers a paint that happened before this call.
    observer.observe({ type: 'paint', buffered: true });
  });
