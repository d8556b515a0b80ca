import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataEnvelope, sitePageSchema, type PageSlug } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';

const pageResponse = dataEnvelope(sitePageSchema);

/**
 * GET /api/pages/{slug}: a fixed page's words as editors saved them (docs/product/content-and-pages.md "Pages as
 * content"). The server renderer fetches it before rendering (app/ssr-prefetch.ts), so the page's HTML carries the
 * text and the browser hydrates without a second request.
 */
export const pageQuery = (slug: PageSlug) =>
  queryOptions({
    queryKey: ['page', slug],
    queryFn: ({ signal }) => api.get(`/api/pages/${slug}`, pageResponse, { signal }),
    select: (response) => response.data,
  });

export const useSitePage = (slug: PageSlug) => useQuery(pageQuery(slug));
