import { paths } from '@charity/shared';
import { LiteratureCard } from '#src/features/literature/components/literature-card.tsx';
import { PagedListingPage } from '#src/components/layout/paged-listing-page.tsx';
import { PAGES } from '#src/config/pages.ts';
import { literatureQueryOptions } from '#src/features/literature/api/get-literature.ts';

export function Component() {
  return (
    <PagedListingPage
      meta={PAGES[paths.literature]}
      queryOptions={literatureQueryOptions}
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
    </PagedListingPage>
  );
}
