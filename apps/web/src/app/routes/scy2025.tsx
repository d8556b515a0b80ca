import { PageHtml } from '#src/components/ui/page-html.tsx';
import { ContentPage } from '#src/features/about/components/content-page.tsx';
import { LampsIllustration, YogaIllustration } from '#src/components/art/illustrations.tsx';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/** docs/product/content-and-pages.md promo page: SCY-2025 in two pictures. */
export function Component() {
  const t = useT();
  return (
    <ContentPage slug="scy2025" eyebrow={t(m['about.scy2025Eyebrow'])}>
      {(page) => (
        <div className="container-page py-14 sm:py-20">
          {/* The words are the page's saved text (docs/product/content-and-pages.md "Pages as content"). */}
          <PageHtml html={page.body} className="prose-page mx-auto text-center text-lg" />
          <div className="mt-10 grid gap-6 md:grid-cols-2">
            <figure>
              <YogaIllustration
                title={t(m['about.scyYogaArt'])}
                className="block h-auto w-full rounded-3xl shadow-card"
              />
              <figcaption className="mt-3 text-center text-muted">{t(m['about.scyYoga'])}</figcaption>
            </figure>
            <figure>
              <LampsIllustration
                title={t(m['about.scyLampsArt'])}
                className="block h-auto w-full rounded-3xl shadow-card"
              />
              <figcaption className="mt-3 text-center text-muted">{t(m['about.scyLamps'])}</figcaption>
            </figure>
          </div>
        </div>
      )}
    </ContentPage>
  );
}
