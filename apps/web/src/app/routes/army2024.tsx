import { Link } from 'react-router';
import { CalendarDays } from 'lucide-react';
import { paths } from '@charity/shared';
import { PageHtml } from '#src/components/ui/page-html.tsx';
import { ContentPage } from '#src/features/about/components/content-page.tsx';
import { PagePicture } from '#src/features/about/components/page-picture.tsx';
import { VolunteersIllustration } from '#src/components/art/illustrations.tsx';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/** docs/product/content-and-pages.md promo page: the Army-2024 programme, an image and the way to its event. */
export function Component() {
  const t = useT();
  return (
    <ContentPage slug="army2024" eyebrow={t(m['about.army2024Eyebrow'])}>
      {(page) => (
        <div className="container-page grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-2">
          <PagePicture
            page={page}
            className="block h-auto w-full rounded-3xl shadow-card"
            fallback={
              <VolunteersIllustration
                title={t(m['about.army2024Art'])}
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
              {t(m['about.seeTheEvent'])}
            </Link>
          </div>
        </div>
      )}
    </ContentPage>
  );
}
