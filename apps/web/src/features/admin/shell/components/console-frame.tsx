import { useEffect, type ReactNode } from 'react';

/**
 * What every console page has, signed in or not: `noindex` (docs/product/console.md; React hoists the <meta> and <title> into
 * <head>) and the app's "ready" mark the e2e suite waits for (app/routes/root.tsx does the same for the public
 * site).
 */
export function ConsoleFrame({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return (
    <>
      <meta name="robots" content="noindex" />
      {children}
    </>
  );
}

/** The page's <title>, hoisted by React 19. */
export function ConsoleTitle({ children }: { children: string }) {
  return <title>{`${children} · Trust console`}</title>;
}

/** A console screen: its <title>, its one h1 (the same words) and what it shows under it. */
export function ConsoleScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="screen-heading" className="space-y-6">
      <ConsoleTitle>{title}</ConsoleTitle>
      <h1 id="screen-heading" className="text-3xl font-semibold">
        {title}
      </h1>
      {children}
    </section>
  );
}
