import { paths } from '@charity/shared';
import { PageHero } from '#src/components/layout/page-hero.tsx';
import { PAGES } from '#src/config/pages.ts';
import { LampsIllustration, YogaIllustration } from '#src/components/art/illustrations.tsx';

/** docs/product/content-and-pages.md promo page: SCY-2025 in two pictures. */
export function Component() {
  const page = PAGES[paths.scy2025];
  return (
    <>
      <PageHero title={page.title} eyebrow="Spiritual Camp for Youth" description={page.description} />
      <div className="container-page py-14 sm:py-20">
        <p className="prose-page mx-auto text-center text-lg">
          SCY-2025, our Spiritual Camp for Youth, offers young people a few days of yoga, meditation, bhajans
          and seva, with talks on values, service and the scriptures, in the calm of a temple campus outside
          Bangalore.
        </p>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <figure>
            <YogaIllustration
              title="Morning yoga at SCY-2025"
              className="block h-auto w-full rounded-3xl shadow-card"
            />
            <figcaption className="mt-3 text-center text-muted">Morning yoga and meditation</figcaption>
          </figure>
          <figure>
            <LampsIllustration
              title="Evening lamp lighting at SCY-2025"
              className="block h-auto w-full rounded-3xl shadow-card"
            />
            <figcaption className="mt-3 text-center text-muted">The evening deepotsava</figcaption>
          </figure>
        </div>
      </div>
    </>
  );
}
