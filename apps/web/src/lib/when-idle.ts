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
