import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { idParamsSchema, paths, SITE } from '@charity/shared';
import { PageHero } from '#src/components/layout/page-hero.tsx';
import { CATEGORY_MESSAGES, EVENT_LIST_MESSAGES } from '#src/config/navigation.ts';
import { eventQueryOptions } from '#src/features/events/api/get-event.ts';
import { EventDetailView } from '#src/features/events/components/event-detail-view.tsx';
import { EVENT_NOT_FOUND, EventNotFound } from '#src/features/events/components/event-not-found.tsx';
import { eventMetaDescription, listShowsDate } from '#src/features/events/utils/event-content.ts';
import { useDocumentMeta } from '#src/hooks/use-document-meta.ts';
import { useNotFoundPage } from '#src/hooks/use-not-found-page.ts';
import { parseEventListParams } from '#src/lib/route-params.ts';
import { toast } from '#src/lib/toast.ts';
import { useLocale, useT } from '#src/lib/i18n.ts';
import { contentLang } from '#src/lib/content-locale.ts';
import { m } from '#src/paraglide/messages.js';

/** The event page (docs/product/events.md); its preview is app/routes/preview.tsx's. */
export function Component() {
  const routeParams = useParams();
  // The route's loader has already turned unknown segments into a 404, so this only narrows the types.
  const params = parseEventListParams(routeParams);
  if (!params) throw new Error('Unknown event list');
  const { category, list } = params;
  const listPath = paths.eventList(category, list);
  const t = useT();
  const meta = { title: t(m['events.detailTitle']), description: t(m['events.detailDescription']) };

  const parsedId = idParamsSchema.safeParse({ id: routeParams.id });
  const id = parsedId.success ? parsedId.data.id : null;
  const navigate = useNavigate();
  const locale = useLocale();
  // The toast is this page's own words, so it reads in the page's language.
  const invalidId = t(m['events.invalidId']);
  const { data: event, isError } = useQuery({ ...eventQueryOptions(id ?? 0, locale), enabled: id !== null });

  // docs/product/events.md: a missing id says "Invalid ID" and goes back to the list. Replace, so Back does
  // not return here.
  useEffect(() => {
    if (id !== null) return;
    // A fixed toast id: StrictMode runs effects twice in development, and the visitor should see one toast.
    toast.error(invalidId, { id: 'invalid-event-id' });
    void navigate(listPath, { replace: true });
  }, [id, invalidId, listPath, navigate]);

  // docs/product/events.md: a failed load (other than "no such event") goes back to the list; the query client
  // has already shown the error toast.
  useEffect(() => {
    if (isError) void navigate(listPath, { replace: true });
  }, [isError, listPath, navigate]);

  // An unknown or unpublished event: its own "not found" page, a 404 from the server (docs/product/events.md).
  const notFound = event === null;
  // Runs after the hero's own title effect (children's effects run first), so the tab shows the event's name.
  useDocumentMeta(
    notFound ? t(EVENT_NOT_FOUND.title) : (event?.name ?? meta.title),
    notFound ? t(EVENT_NOT_FOUND.description) : event ? eventMetaDescription(event, SITE.tagline) : undefined,
  );
  useNotFoundPage(notFound);

  if (notFound) return <EventNotFound listPath={listPath} listTitle={t(EVENT_LIST_MESSAGES[list])} />;

  return (
    <>
      {/* Titled with the event's name (docs/product/events.md); "Event Details" only while it loads. */}
      <PageHero
        title={event?.name ?? meta.title}
        titleLang={event ? contentLang(locale, event, 'name') : undefined}
        eyebrow={t(CATEGORY_MESSAGES[category])}
        description={meta.description}
      />
      {event ? <EventDetailView event={event} showDate={listShowsDate(list)} /> : null}
    </>
  );
}
