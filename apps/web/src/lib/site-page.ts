import { createContext, use } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataEnvelope, sitePageSchema, type Locale, type PageSlug, type SitePage } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';
import { contentLocaleQuery, localeKey } from '#src/lib/content-locale.ts';
import { useLocale } from '#src/lib/i18n.ts';

const pageResponse = dataEnvelope(sitePageSchema);

/**
 * GET /api/pages/{slug}: a fixed page's words as editors saved them (docs/product/content-and-pages.md "Pages as
 * content"). The server renderer fetches it before rendering (app/ssr-prefetch.ts), so the page's HTML carries the
 * text and the browser hydrates without a second request. In the page's language where translated.
 */
export const pageQuery = (slug: PageSlug, locale: Locale = 'en') =>
  queryOptions({
    queryKey: ['page', slug, ...localeKey(locale)],
    queryFn: ({ signal }) =>
      api.get(`/api/pages/${slug}`, pageResponse, { signal, query: contentLocaleQuery(locale) }),
    select: (response) => response.data,
  });

/**
 * The words a page's preview shows in place of the public ones (docs/product/console.md "Preview"): the preview
 * page renders the page's own route inside it, so the preview is the page itself.
 */
export const PagePreviewContext = createContext<SitePage | undefined>(undefined);

/** A page's words: the previewed ones inside a preview of this page, else the published ones. */
export function useSitePage(slug: PageSlug): { data: SitePage | undefined; isError: boolean } {
  const preview = use(PagePreviewContext);
  const previewed = preview?.slug === slug ? preview : undefined;
  const query = useQuery({ ...pageQuery(slug, useLocale()), enabled: !previewed });
  return previewed ? { data: previewed, isError: false } : query;
}
