import { on } from '#src/test/api-server.ts';

export const img = (name: string) => ({
  image: `/uploads/${name}-1200.webp`,
  image_small: `/uploads/${name}-720.webp`,
});

/** The home page's calls, answered with a little of everything: `server.use(...HOME_API)`. */
export const HOME_API = [
  on('GET /api/banner/random', [
    200,
    {
      data: [
        { id: 1, ...img('b1'), quote: 'Love all, serve all.' },
        { id: 2, ...img('b2'), quote: 'Hands that serve are holier than lips that pray.' },
      ],
    },
  ]),
  on('GET /api/counter/random', [200, { data: [{ id: 1, title: 'Meals served', counter: 1234567 }] }]),
  on('GET /api/gallery-image/random', [
    200,
    { data: [{ id: 1, ...img('g1'), title: 'Diwali at the home', category: 'manava-seva' }] },
  ]),
  on('GET /api/banner-video/display', [
    200,
    { data: { ...img('v'), video: 'https://www.youtube.com/embed/x', title: 'A year of seva' } },
  ]),
  on('GET /api/popup/display', [200, { data: null }]),
  on('GET /api/blog/posts', [
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
  ]),
];
