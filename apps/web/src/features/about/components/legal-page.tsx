import type { PageSlug } from '@charity/shared';
import { InfoPage, InfoSection } from '#src/features/about/components/info-section.tsx';
import { ContentPage } from '#src/features/about/components/content-page.tsx';
import { sectionsOf, useInternalLinks, usePageHtml } from '#src/components/ui/page-html.tsx';

/**
 * A legal page (docs/product/content-and-pages.md "Pages as content"): the saved text on a card, one section per
 * `<h2>`, with the "On this page" list beside it.
 */
export function LegalPage({ slug }: { slug: PageSlug }) {
  return <ContentPage slug={slug}>{(page) => <LegalText body={page.body} />}</ContentPage>;
}

function LegalText({ body }: { body: string }) {
  const html = usePageHtml(body);
  const onClick = useInternalLinks();
  return (
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
  );
}
