import type { ReactNode } from 'react';
import type { PageSlug, SitePage } from '@charity/shared';
import { PageHero } from '#src/components/layout/page-hero.tsx';
import { useSitePage } from '#src/lib/site-page.ts';
import { PageTextPending } from '#src/components/ui/page-html.tsx';
import { contentLang } from '#src/lib/content-locale.ts';
import { useLocale } from '#src/lib/i18n.ts';

/**
 * A fixed page whose words are content (docs/product/content-and-pages.md "Pages as content"): the hero with the
 * saved title and description, then `children(page)`, the page's own layout around its saved text. The server
 * renders it with its words; on a visit from another page, hero and text appear together once loaded.
 */
export function ContentPage({
  slug,
  eyebrow,
  children,
}: {
  slug: PageSlug;
  eyebrow?: string;
  children: (page: SitePage) => ReactNode;
}) {
  const query = useSitePage(slug);
  const locale = useLocale();
  const page = query.data;
  if (!page) return <PageTextPending failed={query.isError} />;
  // On a page in another language, the saved text still in English says so (lib/content-locale.ts); `contents`
  // keeps the wrapper out of the layout.
  const bodyLang = contentLang(locale, page, 'body');
  return (
    <>
      <PageHero
        title={page.title}
        description={page.meta_description}
        titleLang={contentLang(locale, page, 'title')}
        {...(eyebrow ? { eyebrow } : {})}
      />
      {bodyLang ? (
        <div lang={bodyLang} className="contents">
          {children(page)}
        </div>
      ) : (
        children(page)
      )}
    </>
  );
}
