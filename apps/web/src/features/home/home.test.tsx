import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { paths, publicSite, seedSettings } from '@charity/shared';
import { HOME_API } from '#src/features/home/test/home-api.ts';
import { on, server } from '#src/test/api-server.ts';
import { renderApp } from '#src/test/render-app.tsx';

beforeAll(async () => {
  // The page and its lower half are lazy modules; compiling them on first use can take longer than a findBy*
  // query waits on a busy machine, so they are loaded once up front.
  await Promise.all([
    import('#src/app/routes/home.tsx'),
    import('#src/features/home/components/home-below-fold.tsx'),
  ]);
}, 60_000);

const SECTION_TITLES = [
  'Sai Mayee Trusts',
  'Love in action, every day',
  'Come heal your hearts',
  'Subscribe For More Updates',
  'Events',
  'Our seva in numbers',
  'Latest From Gallery',
  'A year of seva',
  'Latest From Blogs',
];

describe('home page', () => {
  it("welcomes visitors with the organisation's name and tagline as admins saved them", async () => {
    const saved = {
      ...publicSite(seedSettings()),
      name: 'Sri Sai Seva Trust',
      tagline: 'Serving since 2004',
    };
    server.use(...HOME_API, on('GET /api/site', [200, { data: saved }]));
    renderApp(paths.home);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sri Sai Seva Trust' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('Serving since 2004')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Sai Mayee Trusts' })).not.toBeInTheDocument();
  });

  it('renders its sections in the documented order', async () => {
    server.use(...HOME_API);
    renderApp(paths.home);
    // The whole app renders (lazy route, several calls), which can take a while on a busy test machine.
    expect(
      await screen.findByRole('heading', { name: 'Latest From Blogs' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Our seva in numbers' }, { timeout: 5000 });
    await screen.findByRole('heading', { name: 'A year of seva' }, { timeout: 5000 });
    const main = screen.getByRole('main');
    const order = within(main)
      .getAllByRole('heading')
      .map((heading) => heading.textContent)
      .filter((text): text is string => text !== null && SECTION_TITLES.includes(text));
    expect(order).toEqual(SECTION_TITLES);

    // About cards, event links, gallery link and the static mission paragraph.
    expect(within(main).getByRole('link', { name: /about Sai Mayee Trust$/ })).toHaveAttribute(
      'href',
      paths.saiMayeeTrust,
    );
    expect(within(main).getByRole('link', { name: /about Sai Meru Mathi Trust$/ })).toHaveAttribute(
      'href',
      paths.saiMeruMathiTrust,
    );
    expect(within(main).getByRole('link', { name: /about Who We Are$/ })).toHaveAttribute(
      'href',
      paths.about,
    );
    const manava = within(main).getByRole('list', { name: 'Manava Seva events' });
    expect(within(manava).getByRole('link', { name: 'Upcoming Events' })).toHaveAttribute(
      'href',
      paths.eventList('manava-seva', 'upcoming-events'),
    );
    expect(within(main).getByRole('link', { name: /View More Images/ })).toHaveAttribute(
      'href',
      paths.galleryImages,
    );
    expect(within(main).getByRole('img', { name: 'Diwali at the home' })).toHaveAttribute('loading', 'lazy');
    // Counters: no IntersectionObserver in jsdom, so the final value shows with Indian grouping.
    expect(within(main).getByText('12,34,567', { selector: '.sr-only' })).toBeInTheDocument();
    // The whole app, several calls and lazy chunks: generous, for a busy two-core test machine.
  }, 15_000);

  it('alternates blog rows, odd index image first, and clamps excerpts', async () => {
    server.use(...HOME_API);
    renderApp(paths.home);
    await screen.findByRole('heading', { name: 'Latest From Blogs' }, { timeout: 5000 });
    const rows = screen.getAllByTestId('blog-row');
    expect(rows.map((row) => row.dataset.imageFirst)).toEqual(['false', 'true', 'false']);
    expect(screen.getByText('Excerpt 1').parentElement).toHaveClass('line-clamp-3');
    expect(screen.getByRole('link', { name: /More Blogs/ })).toHaveAttribute('target', '_blank');
  });

  it('shows nothing for blogs when the call fails, and no toast for the video banner 404', async () => {
    server.use(...HOME_API);
    // Added last, so they answer first.
    server.use(
      on('GET /api/blog/posts', [500, { message: 'Blog down' }]),
      on('GET /api/banner-video/display', [404, { message: 'No banner video yet' }]),
    );
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp(paths.home);
    await screen.findByRole('heading', { name: 'Latest From Gallery' }, { timeout: 5000 });
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalledWith('No banner video yet'));
    await vi.waitFor(() => expect(screen.queryByRole('status', { name: /blogs/i })).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Latest From Blogs' })).not.toBeInTheDocument();
    expect(screen.queryByText('Blog down')).not.toBeInTheDocument();
    expect(screen.queryByText('No banner video yet')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Play video/ })).not.toBeInTheDocument();
  });

  it('shows a spinner while the blogs load', async () => {
    // The posts are held back until the spinner has been seen: an instant answer would race the assertion.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      on('GET /api/blog/posts', async () => {
        await held;
        return [200, { data: [] }];
      }),
      ...HOME_API,
    );
    renderApp(paths.home);
    expect(await screen.findByText('Loading the latest blogs', {}, { timeout: 5000 })).toBeInTheDocument();
    release();
    await waitForElementToBeRemoved(() => screen.queryByText('Loading the latest blogs'), { timeout: 5000 });
  });
});
