import { Link } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { PAGE_SIZE } from '@charity/shared';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/**
 * docs/product/README.md: the page count comes from meta.total and the page size, and is 1 when the total is
 * missing.
 */
export function pageCount(total: number | null | undefined, pageSize: number = PAGE_SIZE): number {
  if (!total || total < 0) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}

type PageItem = number | 'gap-before' | 'gap-after';

/** First, last, and the current page with one neighbour each side; the rest collapse into an ellipsis. */
export function pageItems(current: number, count: number): PageItem[] {
  const shown = new Set([1, count, current - 1, current, current + 1].filter((n) => n >= 1 && n <= count));
  const items: PageItem[] = [];
  let last = 0;
  for (const n of [...shown].sort((a, b) => a - b)) {
    if (n - last === 2) items.push(n - 1);
    else if (n - last > 2) items.push(n < current ? 'gap-before' : 'gap-after');
    items.push(n);
    last = n;
  }
  return items;
}

type PaginationProps = {
  page: number;
  /** meta.total of the list response. */
  total: number | null | undefined;
  pageSize?: number;
  /** Builds the link of a page; links (not buttons) so a page can be opened in a new tab or bookmarked. */
  hrefForPage: (page: number) => string;
};

const itemClass =
  'inline-flex min-w-11 items-center justify-center gap-1 rounded-full px-3 py-2 text-sm font-semibold transition-colors';
const linkClass = `${itemClass} border border-line bg-white text-maroon hover:border-primary hover:bg-primary-soft hover:text-primary-strong`;
const disabledClass = `${itemClass} border border-line/60 text-muted/60`;

export function Pagination({ page, total, pageSize = PAGE_SIZE, hrefForPage }: PaginationProps) {
  const t = useT();
  const count = pageCount(total, pageSize);
  // One page has nowhere to go: no bar of disabled buttons under a short list.
  if (count <= 1) return null;
  const current = Math.min(page, count);
  const previous = current > 1 ? current - 1 : null;
  const next = current < count ? current + 1 : null;

  return (
    <nav aria-label={t(m['listing.pagination'])} className="mt-12 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {previous ? (
            <Link to={hrefForPage(previous)} className={linkClass} aria-label={t(m['listing.previousPage'])}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              <span className="hidden sm:inline">{t(m['listing.previous'])}</span>
            </Link>
          ) : (
            <span
              className={disabledClass}
              aria-disabled="true"
              aria-label={t(m['listing.previousPage'])}
              role="link"
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
              <span className="hidden sm:inline">{t(m['listing.previous'])}</span>
            </span>
          )}
        </li>
        {pageItems(current, count).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              {item === current ? (
                <span
                  aria-current="page"
                  aria-label={t(m['listing.page'], { page: String(item) })}
                  className={`${itemClass} bg-primary text-white shadow-card`}
                >
                  {item}
                </span>
              ) : (
                <Link
                  to={hrefForPage(item)}
                  className={linkClass}
                  aria-label={t(m['listing.page'], { page: String(item) })}
                >
                  {item}
                </Link>
              )}
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ),
        )}
        <li>
          {next ? (
            <Link to={hrefForPage(next)} className={linkClass} aria-label={t(m['listing.nextPage'])}>
              <span className="hidden sm:inline">{t(m['listing.next'])}</span>
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          ) : (
            <span
              className={disabledClass}
              aria-disabled="true"
              aria-label={t(m['listing.nextPage'])}
              role="link"
            >
              <span className="hidden sm:inline">{t(m['listing.next'])}</span>
              <ChevronRight aria-hidden="true" className="size-4" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
