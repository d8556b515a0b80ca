import { Link } from 'react-router';
import { CalendarDays } from 'lucide-react';
import { paths } from '@charity/shared';
import { PageHero } from '#src/components/layout/page-hero.tsx';
import { PAGES } from '#src/config/pages.ts';
import { VolunteersIllustration } from '#src/components/art/illustrations.tsx';

/** docs/product/content-and-pages.md promo page: the Army-2024 programme, an image and the way to its event. */
export function Component() {
  const page = PAGES[paths.army2024];
  return (
    <>
      <PageHero title={page.title} eyebrow="Madhava Seva" description={page.description} />
      <div className="container-page grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-2">
        <VolunteersIllustration
          title="Army-2024 volunteers standing together"
          className="block h-auto w-full rounded-3xl shadow-card"
        />
        <div className="prose-page">
          <h2 className="text-3xl font-semibold">An army of seva</h2>
          <p className="mt-4">
            Army-2024 brought together young volunteers from across Bangalore for a season of service:
            cleaning and lighting temple courtyards, serving annadanam at festivals, and spending weekends
            with the children and elders in our care.
          </p>
          <p>
            Each volunteer pledged a few hours a week and learned, alongside our senior sevaks, how small acts
            done with devotion add up to a great offering. The programme's closing gathering is listed among
            our upcoming Madhava Seva events.
          </p>
          <Link to={paths.eventDetail('madhava-seva', 'upcoming-events', 2)} className="btn btn-primary mt-6">
            <CalendarDays aria-hidden="true" className="size-4" />
            See the event
          </Link>
        </div>
      </div>
    </>
  );
}
