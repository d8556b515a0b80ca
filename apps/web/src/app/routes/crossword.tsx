import { useQuery } from '@tanstack/react-query';
import { paths } from '@charity/shared';
import { PageHero } from '#src/components/layout/page-hero.tsx';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { ImageThumbnailGrid } from '#src/components/ui/image-lightbox.tsx';
import { Pagination } from '#src/components/ui/pagination.tsx';
import { PAGES } from '#src/config/pages.ts';
import { crosswordsQueryOptions } from '#src/features/crossword/api/get-crosswords.ts';
import { usePageQuery } from '#src/hooks/use-page-query.ts';

export function Component() {
  const meta = PAGES[paths.crossword];
  const { page, hrefForPage } = usePageQuery();
  const { data, isError } = useQuery(crosswordsQueryOptions(page));

  return (
    <>
      <PageHero title={meta.title} description={meta.description} />
      <section className="container-page py-12 sm:py-16">
        {data && data.data.length > 0 ? (
          <>
            <ImageThumbnailGrid images={data.data} />
            <Pagination page={page} total={data.meta.total} hrefForPage={hrefForPage} />
          </>
        ) : data || isError ? (
          <EmptyState
            title={isError ? 'Crosswords could not be loaded' : 'No crosswords yet'}
            message={
              isError
                ? 'Please try again in a moment.'
                : 'New puzzles are on their way. Please visit again soon.'
            }
          />
        ) : null}
      </section>
    </>
  );
}
