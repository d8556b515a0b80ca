import { LiteratureCard } from '#src/features/literature/components/literature-card.tsx';
import { PagedListingPage } from '#src/components/layout/paged-listing-page.tsx';
import { literatureQueryOptions } from '#src/features/literature/api/get-literature.ts';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

export function Component() {
  const t = useT();
  return (
    <PagedListingPage
      meta={{ title: t(m['pages.literature.title']), description: t(m['pages.literature.description']) }}
      queryOptions={literatureQueryOptions}
      errorTitle={t(m['publications.literatureFailed'])}
      emptyTitle={t(m['publications.noLiterature'])}
      emptyMessage={t(m['publications.noLiteratureText'])}
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
