import { useId } from 'react';
import { Link } from 'react-router';
import { ArrowRight, CalendarDays, CalendarPlus } from 'lucide-react';
import { paths, type EventDetail } from '@charity/shared';
import { ImageThumbnailGrid } from '#src/components/ui/image-lightbox.tsx';
import { imageSrcSet } from '#src/lib/srcset.ts';
import { VideoFacade } from '#src/components/ui/video-facade.tsx';
import { HtmlBlock } from '#src/features/events/components/html-block.tsx';
import { eventDescriptionFields, formatEventDate } from '#src/features/events/utils/event-content.ts';
import { contentLang } from '#src/lib/content-locale.ts';
import { useLocale, useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

type EventDetailViewProps = {
  event: EventDetail;
  /** False on recurring lists, which show no date (docs/product/events.md). */
  showDate: boolean;
};

function SectionHeader({
  id,
  title,
  linkLabel,
  to,
}: {
  id: string;
  title: string;
  linkLabel: string;
  to: string;
}) {
  return (
    <div className="mb-8 flex flex-col items-start justify-between gap-4 sm:flex-row sm:items-end">
      <div>
        <h2 id={id} className="text-2xl font-semibold sm:text-3xl">
          {title}
        </h2>
        <span className="ornament mt-3" aria-hidden="true">
          <span className="size-1.5 rounded-full bg-current" />
        </span>
      </div>
      <Link to={to} className="btn btn-outline btn-sm shrink-0 whitespace-nowrap">
        {linkLabel}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}

/**
 * The picture's column in `.container-page`: the full width less the padding (1rem, then 1.5rem from 640 px) until
 * 1024 px; then 1.1 / 2.1 of the width left after the padding and the 2.5rem gap; from 1280 px the 80rem
 * container caps it at (1216 - 40) * 1.1 / 2.1 ≈ 616 px.
 */
const DETAIL_IMAGE_SIZES =
  '(min-width: 1280px) 616px, (min-width: 1024px) calc(52.4vw - 2.9rem), (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)';

/** One event (docs/product/events.md): each block and section appears only when it has something to show. */
export function EventDetailView({ event, showDate }: EventDetailViewProps) {
  const t = useT();
  const locale = useLocale();
  const date = showDate ? formatEventDate(event.sdate, event.edate, locale) : null;
  const descriptions = eventDescriptionFields(event);
  // The server's iCalendar file (docs/product/events.md): a plain link, no calendar code in the page. Only for
  // dated events still to come; a past event has nothing to add.
  const calendarFile =
    event.sdate && event.status !== 1 ? paths.eventCalendar(event.category, event.id) : null;
  const imagesHeadingId = useId();
  const videosHeadingId = useId();
  return (
    <>
      <section className="container-page py-12 sm:py-16">
        <article className="grid items-start gap-10 lg:grid-cols-[1.1fr_1fr]">
          <img
            src={event.image}
            srcSet={imageSrcSet(event)}
            sizes={DETAIL_IMAGE_SIZES}
            alt={event.image_alt ?? event.name}
            // The page's largest paint.
            fetchPriority="high"
            width={1200}
            height={900}
            className="aspect-[4/3] w-full rounded-3xl bg-sand object-cover shadow-card"
          />
          <div>
            {/* The hero above is titled with the event's name; this column is what there is to know. */}
            <h2 className="eyebrow">{t(m['events.aboutThisEvent'])}</h2>
            {date ? (
              <dl className="mt-5 inline-flex items-center gap-2 rounded-full bg-primary-soft px-4 py-2 text-primary-strong">
                <CalendarDays aria-hidden="true" className="size-4" />
                <dt className="font-semibold">{t(m['events.date'])}</dt>
                <dd>
                  <time dateTime={event.sdate ?? undefined}>{date}</time>
                </dd>
              </dl>
            ) : null}
            {calendarFile ? (
              <p className="mt-4">
                <a href={calendarFile} download className="btn btn-outline btn-sm">
                  <CalendarPlus aria-hidden="true" className="size-4" />
                  {t(m['events.addToCalendar'])}
                </a>
              </p>
            ) : null}
            {descriptions.length > 0 ? (
              <div className="mt-6 flex flex-col gap-6">
                {descriptions.map(({ field, html }) => (
                  <HtmlBlock key={field} html={html} lang={contentLang(locale, event, field)} />
                ))}
              </div>
            ) : null}
          </div>
        </article>
      </section>

      {event.event_gallery_images.length > 0 ? (
        <section aria-labelledby={imagesHeadingId} className="bg-sand py-12 sm:py-16">
          <div className="container-page">
            <SectionHeader
              id={imagesHeadingId}
              title={t(m['events.latestFrom'], { name: event.name })}
              linkLabel={t(m['events.goToImageGallery'])}
              to={paths.galleryImages}
            />
            <ImageThumbnailGrid images={event.event_gallery_images} />
          </div>
        </section>
      ) : null}

      {event.event_gallery_videos.length > 0 ? (
        <section aria-labelledby={videosHeadingId} className="py-12 sm:py-16">
          <div className="container-page">
            <SectionHeader
              id={videosHeadingId}
              title={t(m['events.videos'])}
              linkLabel={t(m['events.goToVideoGallery'])}
              to={paths.galleryVideos}
            />
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {event.event_gallery_videos.map((video) => (
                <li
                  key={video.id}
                  className="overflow-hidden rounded-2xl border border-line bg-white shadow-card"
                >
                  <VideoFacade src={video.video} title={video.title} />
                  <p className="px-4 py-3 text-sm font-semibold text-maroon">{video.title}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}
