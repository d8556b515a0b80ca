import { Link } from 'react-router';
import { ArrowRight, CalendarDays } from 'lucide-react';
import type { EventSummary } from '@charity/shared';
import { GRID_IMAGE_SIZES } from '#src/components/ui/image-lightbox.tsx';
import { imageSrcSet, smallImageSize } from '#src/lib/srcset.ts';
import { formatEventDate } from '#src/features/events/utils/event-content.ts';
import { contentLang } from '#src/lib/content-locale.ts';
import { useLocale, useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

type EventCardProps = {
  event: EventSummary;
  /** The detail route of this event in the current section and list. */
  to: string;
  /** False on recurring lists, which show no date (docs/product/events.md). */
  showDate: boolean;
  /** The list's first card: its picture is in the first screen (often its largest paint), so not lazy. */
  priority?: boolean;
};

/** The card's 4:3 picture box. */
const PICTURE_SIZE = smallImageSize(4 / 3);

export function EventCard({ event, to, showDate, priority = false }: EventCardProps) {
  const t = useT();
  const locale = useLocale();
  const date = showDate ? formatEventDate(event.sdate, event.edate, locale) : null;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-card transition-shadow hover:shadow-header">
      <div className="aspect-[4/3] overflow-hidden bg-sand">
        <img
          src={event.image_small}
          srcSet={imageSrcSet(event)}
          sizes={GRID_IMAGE_SIZES}
          // The card's title names the event; the library's alt text, when written, says what the picture shows.
          alt={event.image_alt ?? ''}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          width={PICTURE_SIZE.width}
          height={PICTURE_SIZE.height}
          className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        {date ? (
          <p className="inline-flex items-center gap-2 text-sm font-semibold text-primary-strong">
            <CalendarDays aria-hidden="true" className="size-4" />
            <time dateTime={event.sdate ?? undefined}>{date}</time>
          </p>
        ) : null}
        {/* Upper-cased in the text, not only by CSS, so it reads the same wherever the card's words are copied. */}
        <h2 className="flex-1 text-lg font-semibold tracking-wide" lang={contentLang(locale, event, 'name')}>
          {event.name.toUpperCase()}
        </h2>
        <Link
          to={to}
          // The stretched ::after makes the whole card clickable while the link keeps
          // docs/product/events.md's label.
          className="inline-flex items-center gap-1.5 font-semibold text-primary-strong after:absolute after:inset-0 after:rounded-2xl"
        >
          {/* Nine "Learn More" links would all sound alike (WCAG 2.4.4, and search engines' link-text check). */}
          {t(m['events.learnMore'])}{' '}
          <span className="sr-only">{t(m['events.learnMoreAbout'], { name: event.name })}</span>
          <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
        </Link>
      </div>
    </article>
  );
}
