import type { PageSlug } from '@charity/shared';
import { PageHero } from '#src/components/layout/page-hero.tsx';
import { InfoPage, InfoSection } from '#src/features/about/components/info-section.tsx';
import { useSitePage } from '#src/features/pages/api/get-page.ts';
import {
  PageTextPending,
  sectionsOf,
  useInternalLinks,
  usePageHtml,
} from '#src/features/pages/components/page-html.tsx';

/**
 * A legal page (docs/product/content-and-pages.md "Pages as content"): the hero with the saved title and
 * description, and the saved text on a card, one section per `<h2>` with the "On this page" list beside it. The
 * server renders it with its words; on a visit from another page, hero and text appear together once loaded.
 */
export function LegalPage({ slug }: { slug: PageSlug }) {
  const query = useSitePage(slug);
  const page = query.data;
  const html = usePageHtml(page?.body ?? '');
  const onClick = useInternalLinks();
  if (!page) return <PageTextPending failed={query.isError} />;
  return (
    <>
      <PageHero title={page.title} description={page.meta_description} />
      <InfoPage>
        {sectionsOf(html).map((section, index) => (
          <InfoSection
            key={`${index}-${section.title}`}
            title={section.title}
            html={section.html}
            onClick={onClick}
          />
        ))}
      </InfoPage>
    </>
  );
}
