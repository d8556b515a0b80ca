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

/**
 * A console screen: its <title>, its one h1 and what it shows under it. The h1 says the title unless `heading` is
 * more particular ("Donation #12" under the tab's "Donation"); `lead` is a line under the h1, in the screen's
 * header (there even while the line waits for data); `className` adds to the frame's own (a narrower screen).
 */
export function ConsoleScreen({
  title,
  heading = title,
  lead,
  className,
  children,
}: {
  title: string;
  heading?: string;
  lead?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const h1 = (
    <h1 id="screen-heading" className="text-3xl font-semibold">
      {heading}
    </h1>
  );
  return (
    <section aria-labelledby="screen-heading" className={className ? `${className} space-y-6` : 'space-y-6'}>
      <ConsoleTitle>{title}</ConsoleTitle>
      {lead !== undefined ? (
        <header>
          {h1}
          {lead}
        </header>
      ) : (
        h1
      )}
      {children}
    </section>
  );
}
