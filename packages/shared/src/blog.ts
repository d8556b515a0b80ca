import { z } from 'zod';

/**
 * "Latest From Blogs" (docs/product/content-and-pages.md home, docs/product/content-and-pages.md): the server
 * fetches the trusts' WordPress posts, sanitises them and answers this shape from `GET /api/blog/posts`. The
 * web app renders `excerpt` as HTML, so the server must only ever put sanitised markup there.
 */

export const blogPostSchema = z.object({
  id: z.number().int(),
  /** Plain text: WordPress entities (&#8217;, &#038;) decoded, tags dropped. */
  title: z.string(),
  /** A short, sanitised HTML fragment: inline text markup and http(s) links only. */
  excerpt: z.string(),
  /** The post on the blog site, an absolute http(s) URL. */
  link: z.string(),
  /** The featured image, an absolute http(s) URL, or null when the post has none. */
  image: z.string().nullable(),
  /** WordPress's `date`: site-local ISO 8601 without a zone, e.g. 2017-02-14T00:00:00. */
  date: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;
