import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPostSchema } from '@charity/shared';
import { createTestApp, testDatabases, type TestContext } from '../../../test/support/test-app.ts';
import { startWordPressStandIn, type WordPressStandIn } from '@charity/test-support';

describe.each(testDatabases)('blog posts on %s', (database) => {
  let wp: WordPressStandIn;
  beforeAll(async () => {
    wp = await startWordPressStandIn();
  });
  afterAll(() => wp.close());

  it('answers an empty list, cacheable, when no blog is configured', async () => {
    const ctx = await createTestApp(database);
    try {
      const res = await ctx.app.inject('/api/blog/posts');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: [] });
      expect(res.headers['cache-control']).toBe('public, max-age=300');
    } finally {
      await ctx.close();
    }
  });

  describe('with BLOG_URL set', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp(database, { BLOG_URL: `${wp.url}/` });
    });
    afterAll(() => ctx.close());

    it('answers the sanitised posts in the shared shape and asks WordPress once per TTL', async () => {
      wp.behaviour = 'posts';
      const before = wp.requests.length;
      const res = await ctx.app.inject('/api/blog/posts');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      const { data } = res.json<{ data: unknown[] }>();
      expect(data).toHaveLength(3);
      for (const post of data) expect(blogPostSchema.strict().parse(post)).toBeTruthy();
      expect(res.body).not.toMatch(/<script|onerror|javascript:/);

      // Even with the blog now failing, the cached answer is served without asking it again.
      wp.behaviour = 'error';
      const again = await ctx.app.inject('/api/blog/posts');
      expect(again.json<{ data: unknown[] }>().data).toHaveLength(3);
      expect(wp.requests.length - before).toBe(1);
    });
  });

  describe('with a failing blog', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp(database, { BLOG_URL: wp.url });
    });
    afterAll(() => ctx.close());

    it('answers 200 with an empty list, never a 500', async () => {
      wp.behaviour = 'garbage';
      const res = await ctx.app.inject('/api/blog/posts');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: [] });
    });
  });
});
