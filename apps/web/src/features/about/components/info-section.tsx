import { Children, isValidElement, type MouseEvent, type ReactNode } from 'react';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/** The anchor of a section, from its title: "Your account" → "your-account". */
const anchorOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * A titled block of running text on an information page: `children`, or `html` (saved page text, already
 * sanitised, with `onClick` to move within the site when one of its links is clicked).
 */
export function InfoSection({
  title,
  children,
  html,
  onClick,
}: {
  title: string;
  children?: ReactNode;
  html?: string;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}) {
  const body = html === undefined ? { children } : { dangerouslySetInnerHTML: { __html: html }, onClick };
  return (
    // scroll-mt: an "On this page" link lands the heading below the fixed header, not under it.
    <section id={anchorOf(title)} className="mt-10 scroll-mt-24 first:mt-0">
      {title ? <h2 className="text-2xl font-semibold sm:text-3xl">{title}</h2> : null}
      <div
        className="prose-page mt-4 max-w-[75ch] space-y-4 text-ink [&_a]:font-semibold [&_a]:text-primary-strong [&_a]:underline [&_a]:underline-offset-2 [&_li]:ml-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ul]:list-disc [&_ul]:space-y-2"
        {...body}
      />
    </section>
  );
}

/**
 * The page body under the hero: the text on a card, and from 1024 px an "On this page" list of its sections
 * beside it, so a long legal page uses the page's width like the other pages do instead of one
 * narrow column against the left edge.
 */
export function InfoPage({ children }: { children: ReactNode }) {
  const t = useT();
  const titles = Children.toArray(children).flatMap((child) =>
    isValidElement<{ title?: unknown }>(child) && typeof child.props.title === 'string' && child.props.title
      ? [child.props.title]
      : [],
  );
  return (
    <div className="container-page grid gap-10 py-14 sm:py-20 lg:grid-cols-[15rem_minmax(0,1fr)] xl:grid-cols-[17rem_minmax(0,1fr)] xl:gap-14">
      <nav
        aria-label={t(m['about.onThisPage'])}
        className="hidden lg:sticky lg:top-24 lg:block lg:self-start"
      >
        <p className="eyebrow">{t(m['about.onThisPage'])}</p>
        <ul className="mt-4 space-y-1 border-l-2 border-line">
          {titles.map((title) => (
            <li key={title}>
              <a
                href={`#${anchorOf(title)}`}
                className="-ml-0.5 block border-l-2 border-transparent py-1.5 pl-4 font-semibold text-maroon hover:border-primary hover:text-primary-strong"
              >
                {title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="rounded-3xl border border-line bg-white px-5 py-8 shadow-card sm:px-10 sm:py-10">
        {children}
      </div>
    </div>
  );
}
