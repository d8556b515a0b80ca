import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Page } from '@charity/shared';
import { PageHero } from '#src/components/layout/page-hero.tsx';
import { PagedResults } from '#src/components/ui/paged-results.tsx';
import type { PageMeta } from '#src/config/pages.ts';
import { usePageQuery } from '#src/hooks/use-page-query.ts';

type PagedListingPageProps<T, K extends QueryKey> = {
  meta: PageMeta;
  /** The feature's query for one page of the list. */
  queryOptions: (page: number) => UseQueryOptions<Page<T>, Error, Page<T>, K>;
  errorTitle: string;
  emptyTitle: string;
  emptyMessage: string;
  children: (items: T[]) => ReactNode;
};

/**
 * A whole listing page with only the page number in the query string (crossword, literature, media): the hero,
 * then one page of items with its pagination, or the empty/failure message.
 */
export function PagedListingPage<T, K extends QueryKey>({
  meta,
  queryOptions,
  children,
  ...messages
}: PagedListingPageProps<T, K>) {
  const { page, hrefForPage } = usePageQuery();
  const { data, isError } = useQuery(queryOptions(page));

  return (
    <>
      <PageHero title={meta.title} description={meta.description} />
      <section className="container-page py-12 sm:py-16">
        <PagedResults data={data} isError={isError} page={page} hrefForPage={hrefForPage} {...messages}>
          {children}
        </PagedResults>
      </section>
    </>
  );
}
