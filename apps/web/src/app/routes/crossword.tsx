import { paths } from '@charity/shared';
import { ImageThumbnailGrid } from '#src/components/ui/image-lightbox.tsx';
import { PagedListingPage } from '#src/components/layout/paged-listing-page.tsx';
import { PAGES } from '#src/config/pages.ts';
import { crosswordsQueryOptions } from '#src/features/crossword/api/get-crosswords.ts';

export function Component() {
  return (
    <PagedListingPage
      meta={PAGES[paths.crossword]}
      queryOptions={crosswordsQueryOptions}
      noun="Crosswords"
      emptyTitle="No crosswords yet"
      emptyMessage="New puzzles are on their way. Please visit again soon."
    >
      {(items) => <ImageThumbnailGrid images={items} priority fit="whole" />}
    </PagedListingPage>
  );
}
