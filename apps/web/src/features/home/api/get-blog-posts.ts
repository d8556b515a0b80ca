import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { dataEnvelope } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';

/*
 * docs/product/content-and-pages.md: the posts come through our server, already sanitised and cached. The
 * shape is declared here until the blog issue adds it to packages/shared; then import it from there instead.
 */
export const blogPostSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** Sanitised HTML from the server. */
  excerpt: z.string(),
  link: z.string(),
  image: z.string().nullable(),
  date: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

const blogPostsResponse = dataEnvelope(z.array(blogPostSchema));

export const getBlogPosts = (signal?: AbortSignal) =>
  api.get('/api/blog/posts', blogPostsResponse, { signal });

export const blogPostsQuery = () =>
  queryOptions({
    queryKey: ['home', 'blog-posts'],
    queryFn: ({ signal }) => getBlogPosts(signal),
    select: (r) => r.data,
    // docs/product/content-and-pages.md: the strip has its own spinner and its failures are ignored.
    // ssr: false: the posts come from another site and may be slow; the page is not held up for them.
    meta: { errorReporting: 'silent', overlay: false, ssr: false },
    retry: false,
  });

export const useBlogPosts = () => useQuery(blogPostsQuery());
