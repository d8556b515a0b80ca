import { useQuery } from '@tanstack/react-query';
import { paths } from '@charity/shared';
import { PageHero } from '#src/components/layout/page-hero.tsx';
import { PagedResults } from '#src/components/ui/paged-results.tsx';
import { PAGES } from '#src/config/pages.ts';
import { mediaQueryOptions } from '#src/features/media/api/get-media.ts';
import { MediaCard } from '#src/features/media/components/media-card.tsx';
import { usePageQuery } from '#src/hooks/use-page-query.ts';

export function Component() {
  const meta = PAGES[paths.media];
  const { page, hrefForPage } = usePageQuery();
  const { data, isError } = useQuery(mediaQueryOptions(page));

  return (
    <>
      <PageHero title={meta.title} description={meta.description} />
      <section className="container-page py-12 sm:py-16">
        <PagedResults
          data={data}
          isError={isError}
          page={page}
          hrefForPage={hrefForPage}
          noun="Media"
          emptyTitle="No media yet"
          emptyMessage="Press coverage will appear here. Please visit again soon."
        >
          {(items) => (
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {items.map((item) => (
                <li key={item.id}>
                  <MediaCard item={item} />
                </li>
              ))}
            </ul>
          )}
        </PagedResults>
      </section>
    </>
  );
}
