import { ImageThumbnailGrid } from '#src/components/ui/image-lightbox.tsx';
import { PagedListingPage } from '#src/components/layout/paged-listing-page.tsx';
import { crosswordsQueryOptions } from '#src/features/crossword/api/get-crosswords.ts';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

export function Component() {
  const t = useT();
  return (
    <PagedListingPage
      meta={{ title: t(m['pages.crossword.title']), description: t(m['pages.crossword.description']) }}
      queryOptions={crosswordsQueryOptions}
      errorTitle={t(m['publications.crosswordsFailed'])}
      emptyTitle={t(m['publications.noCrosswords'])}
      emptyMessage={t(m['publications.noCrosswordsText'])}
    >
      {(items) => <ImageThumbnailGrid images={items} priority fit="whole" />}
    </PagedListingPage>
  );
}
