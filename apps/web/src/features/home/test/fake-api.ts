import { vi } from 'vitest';

/** Answers the home page's calls from a table of path -> [status, body]; anything else is a 404. */
export function stubApi(routes: Record<string, [number, unknown]>) {
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    const [status, body] = routes[path] ?? [404, { message: 'Not found' }];
    return Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const img = (name: string) => ({
  image: `/uploads/${name}-1200.webp`,
  image_small: `/uploads/${name}-720.webp`,
});

export const HOME_API: Record<string, [number, unknown]> = {
  '/api/banner/random': [
    200,
    {
      data: [
        { id: 1, ...img('b1'), quote: 'Love all, serve all.' },
        { id: 2, ...img('b2'), quote: 'Hands that serve are holier than lips that pray.' },
      ],
    },
  ],
  '/api/counter/random': [200, { data: [{ id: 1, title: 'Meals served', counter: 1234567 }] }],
  '/api/gallery-image/random': [
    200,
    { data: [{ id: 1, ...img('g1'), title: 'Diwali at the home', category: 'manava-seva' }] },
  ],
  '/api/banner-video/display': [
    200,
    { data: { ...img('v'), video: 'https://www.youtube.com/embed/x', title: 'A year of seva' } },
  ],
  '/api/popup/display': [200, { data: null }],
  '/api/blog/posts': [
    200,
    {
      data: [0, 1, 2].map((i) => ({
        id: i + 1,
        title: `Post ${i + 1}`,
        excerpt: `<p>Excerpt ${i + 1}</p>`,
        link: `https://blog.example.org/${i + 1}`,
        image: i === 2 ? null : `https://blog.example.org/${i + 1}.jpg`,
        date: '2025-01-01',
      })),
    },
  ],
};
