import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { blogPostSchema, dataEnvelope } from '@charity/shared';
import { api } from '#src/lib/api-client.ts';

// docs/product/content-and-pages.md: the posts come through our server, already sanitised and cached.
const blogPostsResponse = dataEnvelope(z.array(blogPostSchema));

const getBlogPosts = (signal?: AbortSignal) => api.get('/api/blog/posts', blogPostsResponse, { signal });

const blogPostsQuery = () =>
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
