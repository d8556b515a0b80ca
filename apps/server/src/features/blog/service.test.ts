import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBlogService, type BlogServiceOptions } from './service.ts';
import { startWordPressStandIn, wordpressPosts, type WordPressStandIn } from '@charity/test-support';

describe('blog service against a stand-in WordPress', () => {
  let wp: WordPressStandIn;
  let time: number;
  let warnings: unknown[];

  const service = (options: Partial<BlogServiceOptions> = {}) =>
    createBlogService({
      blogUrl: wp.url,
      log: { warn: (...args: unknown[]) => void warnings.push(args) },
      timeoutMs: 200,
      now: () => time,
      ...options,
    });
  const postsRequests = () => wp.requests.filter((r) => r.url?.startsWith('/wp-json/wp/v2/posts')).length;

  beforeEach(async () => {
    wp = await startWordPressStandIn();
    time = 1_000_000;
    warnings = [];
  });
  afterEach(() => wp.close());

  it('asks for the first page as WordPress pages it, and only the fields it uses', async () => {
    await service().latestPosts();
    const url = new URL(wp.requests[0]?.url ?? '', wp.url);
    expect(url.pathname).toBe('/wp-json/wp/v2/posts');
    expect(url.searchParams.has('per_page')).toBe(false);
    expect(url.searchParams.has('page')).toBe(false);
    expect(url.searchParams.get('_fields')).toBe(
      'id,title,excerpt,content,link,date,jetpack_featured_media_url',
    );
  });

  it('maps the posts: decoded titles, sanitised excerpts, http(s) links and images only', async () => {
    const posts = await service().latestPosts();
    expect(warnings).toEqual([]);
    expect(posts).toHaveLength(3);
    const [plain, hostile, entities] = posts;

    expect(plain).toEqual({
      id: 4,
      title: 'REST API Client Fixture: Post',
      excerpt: '<p>REST API Client Fixture: Post</p>',
      link: 'http://example.org/?p=4',
      image: 'https://i0.wp.com/example.org/wp-content/uploads/2017/02/seva.jpg',
      date: '2017-02-14T00:00:00',
    });

    expect(hostile?.title).toBe('Annadanam day');
    const excerpt = hostile?.excerpt ?? '';
    for (const banned of [
      '<script',
      'onerror',
      'onclick',
      '<img',
      '<iframe',
      'javascript:',
      'mailto:',
      'alert',
    ]) {
      expect(excerpt).not.toContain(banned);
    }
    expect(excerpt).toContain('Seva');
    // The relative link is made absolute on the blog and opens safely in a new tab.
    expect(excerpt).toContain(
      `<a href="${wp.url}/2017/03/annadanam/" target="_blank" rel="noopener noreferrer">read on</a>`,
    );
    // An empty Jetpack image falls back to the first image of the content.
    expect(hostile?.image).toBe('https://example.org/first.jpg');

    expect(entities?.title).toBe('Children’s Day & the elders’ home');
    // An empty excerpt is built from the content's text, escaped again for HTML.
    expect(entities?.excerpt).toBe('<p>We celebrated &amp; sang.</p>');
    // A javascript: link never reaches the page; the blog's home stands in.
    expect(entities?.link).toBe(wp.url);
    // No Jetpack field and no image in the content.
    expect(entities?.image).toBeNull();
  });

  it('keeps every post of the first page: a full page of ten is ten posts on the strip', async () => {
    const [first] = wordpressPosts as Record<string, unknown>[];
    const page = Array.from({ length: 10 }, (_, i) => ({
      ...first,
      id: 500 + i,
      link: `https://blog.example.org/p/${i}`,
    }));
    await wp.close();
    wp = await startWordPressStandIn('posts', { posts: page });
    const posts = await service().latestPosts();
    expect(posts.map((post) => post.id)).toEqual(page.map((post) => post.id));
  });

  it('answers an empty list when the blog has no posts', async () => {
    wp.behaviour = 'empty';
    expect(await service().latestPosts()).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it.each([
    ['an HTTP 500', 'error'],
    ['a body that is not JSON', 'garbage'],
    ['JSON of the wrong shape', 'wrong-shape'],
    ['an answer slower than the timeout', 'slow'],
  ] as const)('answers an empty list and logs one warning for %s', async (_label, behaviour) => {
    wp.behaviour = behaviour;
    const started = performance.now();
    expect(await service().latestPosts()).toEqual([]);
    expect(performance.now() - started).toBeLessThan(wp.slowMs);
    expect(warnings).toHaveLength(1);
  });

  it('serves a second request within the TTL from memory', async () => {
    const blog = service();
    await blog.latestPosts();
    time += 9 * 60_000;
    expect(await blog.latestPosts()).toHaveLength(3);
    expect(postsRequests()).toBe(1);
    time += 2 * 60_000;
    await blog.latestPosts();
    expect(postsRequests()).toBe(2);
  });

  it('shares one fetch between requests that arrive while it is in flight', async () => {
    wp.behaviour = 'slow';
    wp.slowMs = 50;
    const blog = service({ timeoutMs: 2_000 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => blog.latestPosts()));
    expect(answers.every((posts) => posts.length === 3)).toBe(true);
    expect(postsRequests()).toBe(1);
  });

  it('keeps serving the last good copy when the blog fails, and retries after a pause', async () => {
    const blog = service();
    expect(await blog.latestPosts()).toHaveLength(3);

    time += 11 * 60_000;
    wp.behaviour = 'error';
    expect(await blog.latestPosts()).toHaveLength(3);
    expect(warnings).toHaveLength(1);
    expect(postsRequests()).toBe(2);

    // During the pause nobody waits on a failing blog.
    time += 30_000;
    expect(await blog.latestPosts()).toHaveLength(3);
    expect(postsRequests()).toBe(2);

    time += 31_000;
    wp.behaviour = 'empty';
    expect(await blog.latestPosts()).toEqual([]);
    expect(postsRequests()).toBe(3);
    expect(warnings).toHaveLength(1);
  });
});
