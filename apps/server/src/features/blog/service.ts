import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { BlogPost } from '@charity/shared';
import { createBlogSanitizer, type BlogSanitizer } from './sanitize.ts';

/**
 * "Latest From Blogs" through our server (docs/product/content-and-pages.md): one WordPress call per instance
 * every ten minutes, and a dead or slow blog never fails or stalls the home page. The cache lives in this
 * process; sharing it through REDIS_URL across instances is future work (README.md): each instance only adds
 * one small call per TTL.
 */

export type BlogServiceOptions = {
  /** The WordPress site, without a trailing slash (config.blogUrl). */
  blogUrl: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** How long one call to WordPress may take, body included. */
  timeoutMs?: number;
  /** How long a good answer is served before WordPress is asked again. */
  ttlMs?: number;
  /** After a failure, how long to serve the last good copy (or nothing) before trying again. */
  retryAfterMs?: number;
  /** The clock, so tests can step past the TTL. */
  now?: () => number;
};

export type BlogService = { latestPosts: () => Promise<BlogPost[]> };

export const BLOG_TIMEOUT_MS = 3_000;
export const BLOG_TTL_MS = 10 * 60_000;
/** Without a pause, every visitor during an outage would wait for the timeout. */
export const BLOG_RETRY_AFTER_MS = 60_000;

const FIELDS = ['id', 'title', 'excerpt', 'content', 'link', 'date', 'jetpack_featured_media_url'];

const rendered = z.object({ rendered: z.string() });

/**
 * The fields we ask for (docs/product/external-facts.md); tolerant of what Jetpack-less sites and older
 * versions leave out.
 */
const wpPostsSchema = z.array(
  z.object({
    id: z.number().int(),
    date: z.string(),
    link: z.string(),
    title: rendered,
    excerpt: rendered.optional(),
    content: rendered.optional(),
    // Jetpack's field: absent without Jetpack, "" when the post has no featured image.
    jetpack_featured_media_url: z.string().nullish(),
  }),
);

export function createBlogService({
  blogUrl,
  log,
  timeoutMs = BLOG_TIMEOUT_MS,
  ttlMs = BLOG_TTL_MS,
  retryAfterMs = BLOG_RETRY_AFTER_MS,
  now = Date.now,
}: BlogServiceOptions): BlogService {
  let sanitizer: Promise<BlogSanitizer> | null = null;
  const endpoint = new URL(`${blogUrl}/wp-json/wp/v2/posts`);
  // No per_page: the strip shows WordPress's whole first page (its own page size, 10 unless the blog changed it),
  // as docs/product/content-and-pages.md says.
  endpoint.searchParams.set('_fields', FIELDS.join(','));

  let lastGood: { posts: BlogPost[]; fetchedAt: number } | null = null;
  let lastFailureAt: number | null = null;
  let inFlight: Promise<BlogPost[]> | null = null;

  async function fetchPosts(): Promise<BlogPost[]> {
    const response = await fetch(endpoint, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`WordPress answered HTTP ${response.status}`);
    }
    const posts = wpPostsSchema.parse(await response.json());
    const sanitize = await (sanitizer ??= createBlogSanitizer(blogUrl));
    return posts.map((post) => ({
      id: post.id,
      title: sanitize.text(post.title.rendered),
      excerpt: sanitize.excerpt(post.excerpt?.rendered ?? '', post.content?.rendered ?? ''),
      link: sanitize.url(post.link) ?? blogUrl,
      image:
        sanitize.url(post.jetpack_featured_media_url) ?? sanitize.firstImage(post.content?.rendered ?? ''),
      date: post.date,
    }));
  }

  async function refresh(): Promise<BlogPost[]> {
    try {
      const posts = await fetchPosts();
      lastGood = { posts, fetchedAt: now() };
      lastFailureAt = null;
      return posts;
    } catch (error) {
      lastFailureAt = now();
      log.warn(
        { err: error, blogUrl, servingStaleCopy: lastGood !== null },
        'blog posts unavailable; the home page shows the last good copy or none',
      );
      return lastGood?.posts ?? [];
    }
  }

  return {
    latestPosts() {
      const at = now();
      if (lastGood && at - lastGood.fetchedAt < ttlMs) return Promise.resolve(lastGood.posts);
      if (lastFailureAt !== null && at - lastFailureAt < retryAfterMs) {
        return Promise.resolve(lastGood?.posts ?? []);
      }
      // Requests that arrive while WordPress is being asked wait for that same answer.
      inFlight ??= refresh().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}
