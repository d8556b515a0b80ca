import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * Asks before an unsaved form is left: a link clicked inside the page is held until the person chooses, and
 * closing or reloading the tab gets the browser's own question.
 *
 * Why not React Router's `useBlocker`: the router lives in the public pages' first-load chunk, and the blocker's
 * code would travel there to every visitor for this one console form (0.25 kB gzip, over the `npm run size`
 * budget). The price is the browser's Back button, which this does not hold.
 */
export function useLeaveGuard(active: boolean) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!active) return;
    const onClick = (event: MouseEvent) => {
      const plainClick =
        event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!plainClick || event.defaultPrevented || !(link instanceof HTMLAnchorElement)) return;
      if (link.target === '_blank' || link.origin !== window.location.origin) return;
      if (link.pathname === window.location.pathname) return;
      // On the document, in the capture phase: before React Router's own handler on the app's root sees it.
      event.preventDefault();
      event.stopPropagation();
      setPending(`${link.pathname}${link.search}${link.hash}`);
    };
    const onUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onUnload);
    };
  }, [active]);

  return {
    /** Where the held link goes, while the question is open. */
    pending,
    /** The form's own way out (a Cancel button): asks first while the guard is on. */
    go: (to: string) => {
      if (active) setPending(to);
      else void navigate(to);
    },
    stay: () => setPending(null),
    leave: () => {
      setPending(null);
      if (pending) void navigate(pending);
    },
  };
}
