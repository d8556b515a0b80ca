import type { ComponentType } from 'react';
import { data, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  EVENT_STATUS,
  idParamsSchema,
  isContentResource,
  isPreviewResource,
  NOT_FOUND_MESSAGE,
  PREVIEW_MESSAGES,
  SITE,
  type PageSlug,
  type PreviewResource,
} from '@charity/shared';
import { PageHero } from '#src/components/layout/page-hero.tsx';
import { CATEGORY_MESSAGES } from '#src/config/navigation.ts';
import { PagePreviewContext } from '#src/lib/site-page.ts';
import { EventDetailView } from '#src/features/events/components/event-detail-view.tsx';
import { eventMetaDescription } from '#src/features/events/utils/event-content.ts';
import { FaqsPreviewContext } from '#src/features/faq/api/get-faqs.ts';
import { previewQueryOptions, type PreviewData } from '#src/features/previews/api/get-preview.ts';
import { useDocumentMeta } from '#src/hooks/use-document-meta.ts';
import { Component as About } from '#src/app/routes/about/about.tsx';
import { Component as SaiMayeeTrust } from '#src/app/routes/about/sai-mayee-trust.tsx';
import { Component as SaiMeruMathiTrust } from '#src/app/routes/about/sai-meru-mathi-trust.tsx';
import { Component as Army2024 } from '#src/app/routes/army2024.tsx';
import { Component as Faq } from '#src/app/routes/faq.tsx';
import { Component as FindUs } from '#src/app/routes/find-us.tsx';
import { Component as Disclaimer } from '#src/app/routes/legal/disclaimer.tsx';
import { Component as RefundPolicy } from '#src/app/routes/legal/donation-refund-policy.tsx';
import { Component as PrivacyPolicy } from '#src/app/routes/legal/privacy-policy.tsx';
import { Component as TermsCondition } from '#src/app/routes/legal/terms-condition.tsx';
import { Component as Scy2025 } from '#src/app/routes/scy2025.tsx';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/**
 * The preview of a saved record at /preview/{resource}/{id}?token= (docs/product/console.md "Preview"): the public
 * page's own route with the saved record, published or not, under a banner that says it is not published. The
 * server renders it only for a link whose signed token is valid, and sends it `noindex`, never kept.
 */

export const PREVIEW_BANNER = 'Preview — not published';

/** A type without previews is no page. */
export function loader({ params }: LoaderFunctionArgs) {
  const resource = params.resource ?? '';
  if (!isContentResource(resource) || !isPreviewResource(resource))
    throw data(NOT_FOUND_MESSAGE, { status: 404 });
  return null;
}

/** Each fixed page's route, which its preview renders with the saved words. */
const PAGE_ROUTES: Record<PageSlug, ComponentType> = {
  about: About,
  'sai-mayee-trust': SaiMayeeTrust,
  'sai-meru-mathi-trust': SaiMeruMathiTrust,
  'donation-refund-policy': RefundPolicy,
  'privacy-policy': PrivacyPolicy,
  disclaimer: Disclaimer,
  'terms-condition': TermsCondition,
  army2024: Army2024,
  scy2025: Scy2025,
  faq: Faq,
  'find-us': FindUs,
};

function EventPreview({ event }: { event: PreviewData<'events'> | undefined }) {
  const t = useT();
  const meta = { title: t(m['events.detailTitle']), description: t(m['events.detailDescription']) };
  useDocumentMeta(event?.name ?? meta.title, event ? eventMetaDescription(event, SITE.tagline) : undefined);
  return (
    <>
      <PageHero
        title={event?.name ?? meta.title}
        eyebrow={event ? t(CATEGORY_MESSAGES[event.category]) : undefined}
        description={meta.description}
      />
      {event ? <EventDetailView event={event} showDate={event.status !== EVENT_STATUS.recurring} /> : null}
    </>
  );
}

function PagePreview({ page }: { page: PreviewData<'pages'> }) {
  const Page = PAGE_ROUTES[page.slug];
  return (
    <PagePreviewContext value={page}>
      <Page />
    </PagePreviewContext>
  );
}

function FaqPreview({ faqs }: { faqs: PreviewData<'faqs'> }) {
  return (
    <FaqsPreviewContext value={faqs}>
      <Faq />
    </FaqsPreviewContext>
  );
}

/** The record's page, once read: the event page draws its hero while it loads, as the event page does. */
function RecordPreview({ resource, id, token }: { resource: PreviewResource; id: number; token: string }) {
  const enabled = id > 0 && token !== '';
  const events = useQuery({
    ...previewQueryOptions('events', id, token),
    enabled: enabled && resource === 'events',
  });
  const pages = useQuery({
    ...previewQueryOptions('pages', id, token),
    enabled: enabled && resource === 'pages',
  });
  const faqs = useQuery({
    ...previewQueryOptions('faqs', id, token),
    enabled: enabled && resource === 'faqs',
  });
  const refused = !enabled || events.isError || pages.isError || faqs.isError;
  return (
    <>
      {resource === 'events' ? <EventPreview event={events.data} /> : null}
      {pages.data ? <PagePreview page={pages.data} /> : null}
      {faqs.data ? <FaqPreview faqs={faqs.data} /> : null}
      {refused ? (
        <p role="alert" className="container-page py-12 text-center">
          {PREVIEW_MESSAGES.invalidLink}
        </p>
      ) : null}
    </>
  );
}

export function Component() {
  const routeParams = useParams();
  const [search] = useSearchParams();
  const parsedId = idParamsSchema.safeParse({ id: routeParams.id });
  // The loader has already turned other types into a 404.
  const resource = routeParams.resource as PreviewResource;
  return (
    <>
      <p
        role="status"
        className="sticky top-0 z-50 bg-maroon px-4 py-2 text-center text-sm font-semibold text-cream"
        data-preview-banner=""
      >
        {PREVIEW_BANNER}
      </p>
      <RecordPreview
        // A new record, a new page: no answer of the last one stays on screen.
        key={`${resource}/${routeParams.id}`}
        resource={resource}
        id={parsedId.success ? parsedId.data.id : 0}
        token={search.get('token') ?? ''}
      />
    </>
  );
}
