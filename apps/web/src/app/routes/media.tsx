import { paths } from '@charity/shared';
import { MediaCard } from '#src/features/media/components/media-card.tsx';
import { PagedListingPage } from '#src/components/layout/paged-listing-page.tsx';
import { PAGES } from '#src/config/pages.ts';
import { mediaQueryOptions } from '#src/features/media/api/get-media.ts';

export function Component() {
  return (
    <PagedListingPage
      meta={PAGES[paths.media]}
      queryOptions={mediaQueryOptions}
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
    </PagedListingPage>
  );
}
