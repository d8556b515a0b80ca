/** Smooth scrolling unless the visitor asked the system for reduced motion (WCAG 2.3.3). */
export const scrollBehavior = (): ScrollBehavior =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
    ? 'auto'
    : 'smooth';
