import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  CATEGORY_LABELS,
  EVENT_LIST_LABELS,
  EVENT_STATUS,
  idParamsSchema,
  MESSAGES,
  paths,
  SITE,
} from '@charity/shared';
import { PageHero } from '#src/components/layout/page-hero.tsx';
import { PARAM_PAGES } from '#src/config/pages.ts';
import { eventQueryOptions } from '#src/features/events/api/get-event.ts';
import { eventPreviewQueryOptions } from '#src/features/events/api/get-event-preview.ts';
import { EventDetailView } from '#src/features/events/components/event-detail-view.tsx';
import { EVENT_NOT_FOUND, EventNotFound } from '#src/features/events/components/event-not-found.tsx';
import { eventMetaDescription, listShowsDate } from '#src/features/events/utils/event-content.ts';
import { useDocumentMeta } from '#src/hooks/use-document-meta.ts';
import { useNotFoundPage } from '#src/hooks/use-not-found-page.ts';
import { parseEventListParams } from '#src/lib/route-params.ts';
import { toast } from '#src/lib/toast.ts';

/** The event page, or at /preview/events/{id} a saved event's preview (app/router.tsx). */
export function Component() {
  return useParams().category === 'preview' ? <Preview /> : <EventPage />;
}

function EventPage() {
  const routeParams = useParams();
  // The route's loader has already turned unknown segments into a 404, so this only narrows the types.
  const params = parseEventListParams(routeParams);
  if (!params) throw new Error('Unknown event list');
  const { category, list } = params;
  const listPath = paths.eventList(category, list);
  const meta = PARAM_PAGES.eventDetail;

  const parsedId = idParamsSchema.safeParse({ id: routeParams.id });
  const id = parsedId.success ? parsedId.data.id : null;
  const navigate = useNavigate();
  const { data: event, isError } = useQuery({ ...eventQueryOptions(id ?? 0), enabled: id !== null });

  // docs/product/events.md: a missing id says "Invalid ID" and goes back to the list. Replace, so Back does
  // not return here.
  useEffect(() => {
    if (id !== null) return;
    // A fixed toast id: StrictMode runs effects twice in development, and the visitor should see one toast.
    toast.error(MESSAGES.invalidId, { id: 'invalid-event-id' });
    void navigate(listPath, { replace: true });
  }, [id, listPath, navigate]);

  // docs/product/events.md: a failed load (other than "no such event") goes back to the list; the query client
  // has already shown the error toast.
  useEffect(() => {
    if (isError) void navigate(listPath, { replace: true });
  }, [isError, listPath, navigate]);

  // An unknown or unpublished event: its own "not found" page, a 404 from the server (docs/product/events.md).
  const notFound = event === null;
  // Runs after the hero's own title effect (children's effects run first), so the tab shows the event's name.
  useDocumentMeta(
    notFound ? EVENT_NOT_FOUND.title : (event?.name ?? meta.title),
    notFound ? EVENT_NOT_FOUND.description : event ? eventMetaDescription(event, SITE.tagline) : undefined,
  );
  useNotFoundPage(notFound);

  if (notFound) return <EventNotFound listPath={listPath} listTitle={EVENT_LIST_LABELS[list]} />;

  return (
    <>
      {/* Titled with the event's name (docs/product/events.md); "Event Details" only while it loads. */}
      <PageHero
        title={event?.name ?? meta.title}
        eyebrow={CATEGORY_LABELS[category]}
        description={meta.description}
      />
      {event ? <EventDetailView event={event} showDate={listShowsDate(list)} /> : null}
    </>
  );
}

/**
 * The preview of a saved event (docs/product/console.md "Preview"): the event page's own components with the
 * saved record, published or not, under a banner that says it is not published. The server renders it only for
 * a link whose signed token is valid, and sends it `noindex`.
 */
/*
 * The preview's own words, here rather than from @charity/shared's preview module: importing that would give the
 * event page a chunk of its own to wait for, and the first load's table one more file (`npm run size`).
 */
export const PREVIEW_BANNER = 'Preview — not published';
const PREVIEW_REFUSED = 'This preview link is invalid or has expired. Open a new one from the console.';

function Preview() {
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
        {PREVIEW_BANNER}
      </p>
      <PageHero
        title={event?.name ?? meta.title}
        eyebrow={event ? CATEGORY_LABELS[event.category] : undefined}
        description={meta.description}
      />
      {event ? <EventDetailView event={event} showDate={event.status !== EVENT_STATUS.recurring} /> : null}
      {refused ? (
        <p role="alert" className="container-page py-12 text-center">
          {PREVIEW_REFUSED}
        </p>
      ) : null}
    </>
  );
}
