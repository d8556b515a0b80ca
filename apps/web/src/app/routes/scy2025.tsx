import { PageHtml } from '#src/components/ui/page-html.tsx';
import { ContentPage } from '#src/features/about/components/content-page.tsx';
import { LampsIllustration, YogaIllustration } from '#src/components/art/illustrations.tsx';

/** docs/product/content-and-pages.md promo page: SCY-2025 in two pictures. */
export function Component() {
  return (
    <ContentPage slug="scy2025" eyebrow="Spiritual Camp for Youth">
      {(page) => (
        <div className="container-page py-14 sm:py-20">
          {/* The words are the page's saved text (docs/product/content-and-pages.md "Pages as content"). */}
          <PageHtml html={page.body} className="prose-page mx-auto text-center text-lg" />
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
      )}
    </ContentPage>
  );
}
