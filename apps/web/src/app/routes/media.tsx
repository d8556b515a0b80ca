import { MediaCard } from '#src/features/media/components/media-card.tsx';
import { PagedListingPage } from '#src/components/layout/paged-listing-page.tsx';
import { mediaQueryOptions } from '#src/features/media/api/get-media.ts';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

export function Component() {
  const t = useT();
  return (
    <PagedListingPage
      meta={{ title: t(m['pages.media.title']), description: t(m['pages.media.description']) }}
      queryOptions={mediaQueryOptions}
      errorTitle={t(m['publications.mediaFailed'])}
      emptyTitle={t(m['publications.noMedia'])}
      emptyMessage={t(m['publications.noMediaText'])}
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
