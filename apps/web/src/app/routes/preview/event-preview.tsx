import { useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CATEGORY_LABELS, EVENT_STATUS, idParamsSchema, PREVIEW_MESSAGES, SITE } from '@charity/shared';
import { PageHero } from '#src/components/layout/page-hero.tsx';
import { PARAM_PAGES } from '#src/config/pages.ts';
import { eventPreviewQueryOptions } from '#src/features/events/api/get-event-preview.ts';
import { EventDetailView } from '#src/features/events/components/event-detail-view.tsx';
import { eventMetaDescription } from '#src/features/events/utils/event-content.ts';
import { useDocumentMeta } from '#src/hooks/use-document-meta.ts';

/**
 * The preview of a saved event (docs/product/console.md "Preview"): the event page's own components with the
 * saved record, published or not, under a banner that says it is not published. The server renders it only for
 * a link whose signed token is valid, and sends it `noindex`.
 */
export function Component() {
  const routeParams = useParams();
  const [search] = useSearchParams();
  const parsedId = idParamsSchema.safeParse({ id: routeParams.id });
  const id = parsedId.success ? parsedId.data.id : 0;
  const token = search.get('token') ?? '';
  const { data: event, isError } = useQuery({
    ...eventPreviewQueryOptions(id, token),
    enabled: parsedId.success && token !== '',
  });
  const meta = PARAM_PAGES.eventDetail;
  useDocumentMeta(event?.name ?? meta.title, event ? eventMetaDescription(event, SITE.tagline) : undefined);
  const refused = isError || !parsedId.success || token === '';

  return (
    <>
      <p
        role="status"
        className="sticky top-0 z-50 bg-maroon px-4 py-2 text-center text-sm font-semibold text-cream"
        data-preview-banner=""
      >
        {PREVIEW_MESSAGES.banner}
      </p>
      <PageHero
        title={event?.name ?? meta.title}
        eyebrow={event ? CATEGORY_LABELS[event.category] : undefined}
        description={meta.description}
      />
      {event ? <EventDetailView event={event} showDate={event.status !== EVENT_STATUS.recurring} /> : null}
      {refused ? (
        <p role="alert" className="container-page py-12 text-center">
          {PREVIEW_MESSAGES.invalidLink}
        </p>
      ) : null}
    </>
  );
}
