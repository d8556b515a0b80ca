import { Link } from 'react-router';
import { CalendarDays } from 'lucide-react';
import { paths } from '@charity/shared';
import { PageHtml } from '#src/components/ui/page-html.tsx';
import { ContentPage } from '#src/features/about/components/content-page.tsx';
import { PagePicture } from '#src/features/about/components/page-picture.tsx';
import { VolunteersIllustration } from '#src/components/art/illustrations.tsx';

/** docs/product/content-and-pages.md promo page: the Army-2024 programme, an image and the way to its event. */
export function Component() {
  return (
    <ContentPage slug="army2024" eyebrow="Madhava Seva">
      {(page) => (
        <div className="container-page grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-2">
          <PagePicture
            page={page}
            className="block h-auto w-full rounded-3xl shadow-card"
            fallback={
              <VolunteersIllustration
                title="Army-2024 volunteers standing together"
                className="block h-auto w-full rounded-3xl shadow-card"
              />
            }
          />
          <div className="prose-page">
            {/* The words are the page's saved text (docs/product/content-and-pages.md "Pages as content"). */}
            <PageHtml html={page.body} className="[&_h2]:text-3xl [&_h2]:font-semibold [&_h2+p]:mt-4" />
            <Link
              to={paths.eventDetail('madhava-seva', 'upcoming-events', 2)}
              className="btn btn-primary mt-6"
            >
              <CalendarDays aria-hidden="true" className="size-4" />
              See the event
            </Link>
          </div>
        </div>
      )}
    </ContentPage>
  );
}
