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
 * and after the `await`: two pieces of work instead of one long task (issue 16: a phone's Total Blocking Time
 * counts each task's time over 50 ms).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => window.setTimeout(resolve, 0));
