/**
 * The e2e blog: a stand-in WordPress on loopback that answers `GET /wp-json/wp/v2/posts` with the posts below, so
 * the home page's "Latest From Blogs" runs end to end (browser -> our server's /api/blog/posts -> here). Playwright
 * starts it as a webServer and points the app's BLOG_URL at it (playwright.config.ts).
 *
 * The posts are in blog-posts.ts, so the journeys can import them without starting a server.
 *
 * Run: npx tsx support/wordpress-stand-in.ts
 */
import { createServer } from 'node:http';
import { standInPosts } from './blog-posts.ts';
import { WORDPRESS_STAND_IN } from './wordpress-stand-in-address.ts';

const server = createServer((request, response) => {
  const json = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
    response.end(JSON.stringify(body));
  };
  if (request.method === 'GET' && request.url?.startsWith('/wp-json/wp/v2/posts'))
    return json(200, standInPosts);
  return json(404, {
    code: 'rest_no_route',
    message: 'No route was found matching the URL and request method.',
  });
});

server.listen(WORDPRESS_STAND_IN.port, WORDPRESS_STAND_IN.host, () => {
  console.log(`wordpress stand-in on http://${WORDPRESS_STAND_IN.host}:${WORDPRESS_STAND_IN.port}`);
});

// Playwright stops web servers with SIGTERM.
process.on('SIGTERM', () => server.close(() => process.exit(0)));
