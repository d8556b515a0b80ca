import type { ReactNode } from 'react';

/** A titled block of running text on an information page. */
export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10 first:mt-0">
      <h2 className="text-2xl font-semibold sm:text-3xl">{title}</h2>
      <div className="prose-page mt-4 space-y-4 text-ink [&_a]:font-semibold [&_a]:text-primary-strong [&_a]:underline [&_a]:underline-offset-2 [&_li]:ml-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ul]:list-disc [&_ul]:space-y-2">
        {children}
      </div>
    </section>
  );
}

/** The page body under the hero: a readable column of text. */
export function InfoPage({ children }: { children: ReactNode }) {
  return <div className="container-page py-14 sm:py-20">{children}</div>;
}
