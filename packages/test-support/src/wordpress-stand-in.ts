import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The one WordPress stand-in of the repo: a local WordPress that answers /wp-json/wp/v2/posts the way the test
 * tells it to. Server tests start it on a free port; e2e runs it as a process on a known port with its own posts
 * (e2e/support/wordpress-stand-in.ts). Tests fake the blog at the HTTP edge, so the real fetch, timeout
 * and parsing all run.
 */

export type StandInBehaviour = 'posts' | 'empty' | 'error' | 'garbage' | 'wrong-shape' | 'slow';

/**
 * WordPress core's generated fixture (docs/product/external-facts.md, `mockedApiResponse.PostsCollection`)
 * trimmed to the fields we ask for, plus Jetpack's image field, grown to three posts: one hostile, one with
 * the entities WordPress emits.
 */
export const wordpressPosts = [
  {
    id: 4,
    date: '2017-02-14T00:00:00',
    link: 'http://example.org/?p=4',
    title: { rendered: 'REST API Client Fixture: Post' },
    content: { rendered: '<p>Updated post content.</p>\n', protected: false },
    excerpt: { rendered: '<p>REST API Client Fixture: Post</p>\n', protected: false },
    jetpack_featured_media_url: 'https://i0.wp.com/example.org/wp-content/uploads/2017/02/seva.jpg',
  },
  {
    id: 5,
    date: '2017-03-01T09:30:00',
    link: 'http://example.org/?p=5',
    title: { rendered: 'Annadanam <script>alert(1)</script>day' },
    content: {
      rendered:
        '<p>Hello<script>alert("content")</script></p><img src="https://example.org/first.jpg" onerror="alert(2)">',
      protected: false,
    },
    excerpt: {
      rendered:
        '<p onclick="alert(3)">Seva <img src="x" onerror="alert(4)"><script>alert(5)</script>' +
        '<iframe src="https://evil.example/"></iframe><a href="javascript:alert(6)">bad</a> ' +
        '<a href="/2017/03/annadanam/">read on</a> <a href="mailto:x@example.org">mail</a></p>\n',
      protected: false,
    },
    // Jetpack sends "" when a post has no featured image; the first image in the content stands in.
    jetpack_featured_media_url: '',
  },
  {
    id: 6,
    date: '2017-03-08T18:00:00',
    link: 'javascript:alert(7)',
    title: { rendered: 'Children&#8217;s Day &#038; the elders&#8217; home' },
    content: { rendered: '<p>We celebrated &amp; sang.</p>', protected: false },
    excerpt: { rendered: '', protected: false },
    // A site without Jetpack leaves jetpack_featured_media_url out entirely.
  },
];

export type WordPressStandIn = {
  /** The blog's address, for BLOG_URL. */
  url: string;
  behaviour: StandInBehaviour;
  /** How long 'slow' waits before answering. */
  slowMs: number;
  /** Every request it received, newest last. */
  requests: IncomingMessage[];
  close: () => Promise<void>;
};

export type WordPressStandInOptions = {
  /** 127.0.0.1 unless told. */
  host?: string;
  /** 0 (any free port) unless told. */
  port?: number;
  /** What 'posts' (and 'slow') answer with; the fixture above unless told. */
  posts?: unknown[];
};

export async function startWordPressStandIn(
  behaviour: StandInBehaviour = 'posts',
  { host = '127.0.0.1', port = 0, posts = wordpressPosts }: WordPressStandInOptions = {},
): Promise<WordPressStandIn> {
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((request, response) => {
    standIn.requests.push(request);
    const json = (status: number, body: string) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
      response.end(body);
    };
    if (request.method !== 'GET' || !request.url?.startsWith('/wp-json/wp/v2/posts'))
      return json(
        404,
        '{"code":"rest_no_route","message":"No route was found matching the URL and request method."}',
      );
    switch (standIn.behaviour) {
      case 'posts':
        return json(200, JSON.stringify(posts));
      case 'empty':
        return json(200, '[]');
      case 'error':
        return json(500, '{"code":"internal_server_error","message":"There has been a critical error."}');
      case 'garbage':
        return json(200, '<html><body>Briefly unavailable for scheduled maintenance.');
      case 'wrong-shape':
        // Posts whose title is a plain string instead of { rendered }, as a non-WordPress API might send.
        return json(
          200,
          JSON.stringify([{ id: 1, date: '2017-02-14T00:00:00', link: 'http://example.org/', title: 'x' }]),
        );
      case 'slow': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          json(200, JSON.stringify(posts));
        }, standIn.slowMs);
        timers.add(timer);
        return;
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address() as AddressInfo;

  const standIn: WordPressStandIn = {
    url: `http://${host}:${address.port}`,
    behaviour,
    slowMs: 1_000,
    requests: [],
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return standIn;
}
