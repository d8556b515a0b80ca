import { useQuery } from '@tanstack/react-query';
import { paths } from '@charity/shared';
import { PageHero } from '#src/components/layout/page-hero.tsx';
import { PagedResults } from '#src/components/ui/paged-results.tsx';
import { PAGES } from '#src/config/pages.ts';
import { literatureQueryOptions } from '#src/features/literature/api/get-literature.ts';
import { LiteratureCard } from '#src/features/literature/components/literature-card.tsx';
import { usePageQuery } from '#src/hooks/use-page-query.ts';

export function Component() {
  const meta = PAGES[paths.literature];
  const { page, hrefForPage } = usePageQuery();
  const { data, isError } = useQuery(literatureQueryOptions(page));

  return (
    <>
      <PageHero title={meta.title} description={meta.description} />
      <section className="container-page py-12 sm:py-16">
        <PagedResults
          data={data}
          isError={isError}
          page={page}
          hrefForPage={hrefForPage}
          noun="Literature"
          emptyTitle="No literature yet"
          emptyMessage="New books are on their way. Please visit again soon."
        >
          {(items) => (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((item) => (
                <li key={item.id}>
                  <LiteratureCard item={item} />
                </li>
              ))}
            </ul>
          )}
        </PagedResults>
      </section>
    </>
  );
}
