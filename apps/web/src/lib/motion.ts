/**
 * Whether the visitor asked the system for reduced motion (WCAG 2.3.3). False where there is no window (the server
 * rendering a page), so read it in effects or event handlers, or where a wrong guess changes no markup.
 */
export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Smooth scrolling unless the visitor asked for reduced motion. */
export const scrollBehavior = (): ScrollBehavior => (prefersReducedMotion() ? 'auto' : 'smooth');
