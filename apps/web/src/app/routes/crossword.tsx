import { useQuery } from '@tanstack/react-query';
import { paths } from '@charity/shared';
import { PageHero } from '#src/components/layout/page-hero.tsx';
import { ImageThumbnailGrid } from '#src/components/ui/image-lightbox.tsx';
import { PagedResults } from '#src/components/ui/paged-results.tsx';
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
        <PagedResults
          data={data}
          isError={isError}
          page={page}
          hrefForPage={hrefForPage}
          noun="Crosswords"
          emptyTitle="No crosswords yet"
          emptyMessage="New puzzles are on their way. Please visit again soon."
        >
          {(items) => <ImageThumbnailGrid images={items} priority />}
        </PagedResults>
      </section>
    </>
  );
}
