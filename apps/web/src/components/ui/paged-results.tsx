import type { ReactNode } from 'react';
import type { Page } from '@charity/shared';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { Pagination } from '#src/components/ui/pagination.tsx';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

type PagedResultsProps<T> = {
  /** The current page of the list; undefined while the first load runs. */
  data: Page<T> | undefined;
  isError: boolean;
  page: number;
  hrefForPage: (page: number) => string;
  /** The title when the list failed to load ("Events could not be loaded"), in the page's language. */
  errorTitle: string;
  emptyTitle: string;
  emptyMessage: string;
  /** Renders the items of a non-empty page. */
  children: (items: T[]) => ReactNode;
};

/**
 * The body every paginated listing shares (docs/product/content-and-pages.md): the items and the pagination
 * when there are items, an empty or failure message otherwise, and nothing while the first load runs (the
 * loading overlay covers it).
 */
export function PagedResults<T>({
  data,
  isError,
  page,
  hrefForPage,
  errorTitle,
  emptyTitle,
  emptyMessage,
  children,
}: PagedResultsProps<T>) {
  const t = useT();
  if (data && data.data.length > 0) {
    return (
      <>
        {children(data.data)}
        <Pagination page={page} total={data.meta.total} hrefForPage={hrefForPage} />
      </>
    );
  }
  if (!data && !isError) return null;
  return (
    <EmptyState
      title={isError ? errorTitle : emptyTitle}
      message={isError ? t(m['listing.tryAgain']) : emptyMessage}
    />
  );
}
