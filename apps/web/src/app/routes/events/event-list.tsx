import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { paths } from '@charity/shared';
import { PageHero } from '#src/components/layout/page-hero.tsx';
import { PagedResults } from '#src/components/ui/paged-results.tsx';
import { eventListPage } from '#src/config/pages.ts';
import { eventsQueryOptions } from '#src/features/events/api/get-events.ts';
import { EventCard } from '#src/features/events/components/event-card.tsx';
import { listShowsDate } from '#src/features/events/utils/event-content.ts';
import { eventListParams } from '#src/features/events/utils/event-list-params.ts';
import { useDocumentMeta } from '#src/hooks/use-document-meta.ts';
import { usePageQuery } from '#src/hooks/use-page-query.ts';
import { parseEventListParams } from '#src/lib/route-params.ts';
import { CATEGORY_MESSAGES } from '#src/config/navigation.ts';
import { useLocale, useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

export function Component() {
  // The route's loader has already turned unknown segments into a 404, so this only narrows the types.
  const params = parseEventListParams(useParams());
  if (!params) throw new Error('Unknown event list');
  const { category, list } = params;
  const t = useT();
  const locale = useLocale();
  const meta = eventListPage(category, list, locale);
  // After the hero's own call (a child's effect runs first), so the tab names the section too.
  useDocumentMeta(meta.documentTitle, meta.description);

  // docs/product/events.md: status and filter may come from the query string; the list and section give the
  // defaults.
  const { page, get, hrefForPage } = usePageQuery();
  const { data, isError } = useQuery(
    eventsQueryOptions(eventListParams(category, list, { get }), useLocale()),
  );
  const showDate = listShowsDate(list);

  return (
    <>
      <PageHero title={meta.title} eyebrow={t(CATEGORY_MESSAGES[category])} description={meta.description} />
      <section className="container-page py-12 sm:py-16">
        <PagedResults
          data={data}
          isError={isError}
          page={page}
          hrefForPage={hrefForPage}
          errorTitle={t(m['events.loadFailed'])}
          emptyTitle={t(m['events.emptyTitle'])}
          emptyMessage={t(m['events.emptyMessage'])}
        >
          {(items) => (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((event, index) => (
                <li key={event.id}>
                  <EventCard
                    event={event}
                    to={paths.eventDetail(category, list, event.id)}
                    showDate={showDate}
                    priority={index === 0}
                  />
                </li>
              ))}
            </ul>
          )}
        </PagedResults>
      </section>
    </>
  );
}
