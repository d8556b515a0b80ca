import { Link } from 'react-router';
import { paths, type Category, type EventList } from '@charity/shared';
import { CATEGORY_MESSAGES, EVENT_LIST_MESSAGES } from '#src/config/navigation.ts';
import { CareIllustration, TempleIllustration } from '#src/components/art/illustrations.tsx';
import { SectionHeading } from '#src/features/home/components/section-heading.tsx';
import { useT, type Message } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/**
 * docs/product/events.md "Lists", the cards: image, title and the three list links; static by
 * docs/product/events.md.
 */
const eventCards: { category: Category; summary: Message; art: 'home' | 'temple' }[] = [
  {
    category: 'manava-seva',
    summary: m['homeSections.manavaSummary'],
    art: 'home',
  },
  {
    category: 'madhava-seva',
    summary: m['homeSections.madhavaSummary'],
    art: 'temple',
  },
];

// Upcoming first: it is what a visitor who wants to take part looks for.
const LIST_ORDER: EventList[] = ['upcoming-events', 'past-events', 'recurring-events'];

/** Section 4 of the home page: the two seva categories with links to their event lists. */
export function EventsSection() {
  const t = useT();
  return (
    <section aria-labelledby="home-events" className="container-page py-16 sm:py-24">
      <SectionHeading
        id="home-events"
        eyebrow={t(m['homeSections.eventsEyebrow'])}
        title={t(m['homeSections.eventsTitle'])}
        intro={t(m['homeSections.eventsIntro'])}
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-2">
        {eventCards.map(({ category, summary, art }) => (
          <li key={category}>
            <article className="flex h-full flex-col overflow-hidden rounded-3xl bg-maroon text-cream shadow-card on-dark sm:flex-row">
              <div className="aspect-[8/5] shrink-0 sm:aspect-auto sm:w-2/5">
                {art === 'home' ? <CareIllustration cover /> : <TempleIllustration cover />}
              </div>
              <div className="flex flex-1 flex-col p-6 sm:p-8">
                <h3 className="text-2xl font-semibold text-cream">{t(CATEGORY_MESSAGES[category])}</h3>
                <p className="mt-2 flex-1 text-cream/90">{t(summary)}</p>
                <ul
                  className="mt-5 flex flex-wrap gap-2"
                  aria-label={t(m['events.categoryEvents'], { category: t(CATEGORY_MESSAGES[category]) })}
                >
                  {LIST_ORDER.map((list) => (
                    <li key={list}>
                      <Link
                        to={paths.eventList(category, list)}
                        className="inline-flex min-h-11 items-center rounded-full border border-cream/40 px-4 text-sm font-semibold text-cream transition-colors hover:border-gold-soft hover:bg-gold-soft hover:text-maroon-deep"
                      >
                        {t(EVENT_LIST_MESSAGES[list])}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
