/**
 * The e2e blog: the repo's one WordPress stand-in (@charity/test-support) on a known loopback port, answering
 * `GET /wp-json/wp/v2/posts` with the posts of blog-posts.ts, so the home page's "Latest From Blogs" runs end to
 * end (browser -> our server's /api/blog/posts -> here). Playwright starts it as a webServer and points the app's
 * BLOG_URL at it (playwright.config.ts). The posts are in blog-posts.ts, so the journeys can import them without
 * starting a server.
 *
 * Run: npx tsx support/wordpress-stand-in.ts
 */
import { startWordPressStandIn } from '@charity/test-support';
import { standInPosts } from './blog-posts.ts';
import { WORDPRESS_STAND_IN } from './wordpress-stand-in-address.ts';

const standIn = await startWordPressStandIn('posts', {
  host: WORDPRESS_STAND_IN.host,
  port: WORDPRESS_STAND_IN.port,
  posts: standInPosts,
});
console.log(`wordpress stand-in on ${standIn.url}`);

// Playwright stops web servers with SIGTERM.
process.on('SIGTERM', () => void standIn.close().then(() => process.exit(0)));
