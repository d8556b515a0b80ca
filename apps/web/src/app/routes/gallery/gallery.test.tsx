import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths, SIZES, type GalleryImage, type GalleryVideo } from '@charity/shared';
import { on, recordUrls, server } from '#src/test/api-server.ts';
import { renderApp } from '#src/test/render-app.tsx';

beforeAll(async () => {
  // The pages are lazy modules; compiling them on first use can take longer than a findBy* query waits on a busy
  // machine, so they are loaded once up front.
  await Promise.all([
    import('#src/app/routes/gallery/images.tsx'),
    import('#src/app/routes/gallery/videos.tsx'),
  ]);
}, 60_000);

const image = (id: number): GalleryImage => ({
  id,
  image: `/uploads/gallery/${id}.jpg`,
  image_small: `/uploads/gallery/${id}-480.jpg`,
  title: `Seva photograph ${id}`,
  category: 'madhava-seva',
});

const video = (id: number): GalleryVideo => ({
  id,
  video: `https://www.youtube-nocookie.com/embed/v${id}`,
  title: `Seva video ${id}`,
  category: 'manava-seva',
});

const pageOf = (request: Request) => Number(new URL(request.url).searchParams.get('page') ?? 1);

/** Two images on each of 20 pages' worth, echoing the page asked for; the requests recorded. */
const answerImages = () => {
  server.use(
    on('GET /api/gallery-image/paginate', (request) => [
      200,
      { data: [image(1), image(2)], meta: { total: 20, page: pageOf(request), per_page: 9 } },
    ]),
  );
  return recordUrls();
};

const lastRequest = (requested: URL[], path: string) =>
  requested.filter((url) => url.pathname === path).at(-1);

describe('image gallery', () => {
  it('asks for page 1 of all images and shows them with pagination', async () => {
    const requested = answerImages();
    renderApp(paths.galleryImages);
    expect(await screen.findByRole('img', { name: 'Seva photograph 1' })).toBeInTheDocument();
    const request = lastRequest(requested, '/api/gallery-image/paginate');
    expect(request?.searchParams.get('page')).toBe('1');
    expect(request?.searchParams.get('filter')).toBe('all');
    expect(request?.searchParams.has('search')).toBe(false);
    const pagination = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(pagination.getByLabelText('Page 1')).toHaveAttribute('aria-current', 'page');
    expect(pagination.getByRole('link', { name: 'Page 3' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  });

  it('puts the chosen tab in the query string and goes back to page 1', async () => {
    const requested = answerImages();
    const { user, router } = renderApp(`${paths.galleryImages}?page=2&filter=all`);
    await screen.findByRole('img', { name: 'Seva photograph 1' });
    expect(lastRequest(requested, '/api/gallery-image/paginate')?.searchParams.get('page')).toBe('2');

    await user.click(screen.getByRole('tab', { name: 'Manava Seva' }));
    await waitFor(() => expect(router.state.location.search).toContain('filter=manava-seva'));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('1');
    await waitFor(() =>
      expect(lastRequest(requested, '/api/gallery-image/paginate')?.searchParams.get('filter')).toBe(
        'manava-seva',
      ),
    );
    expect(screen.getByRole('tab', { name: 'Manava Seva' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves between tabs with the keyboard', async () => {
    answerImages();
    const { user, router } = renderApp(paths.galleryImages);
    await screen.findByRole('img', { name: 'Seva photograph 1' });
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Madhava Seva' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toContain('filter=madhava-seva'));
  });

  it('follows the query string on back and forward', async () => {
    answerImages();
    const { user, router } = renderApp(paths.galleryImages);
    await screen.findByRole('img', { name: 'Seva photograph 1' });
    await user.click(screen.getByRole('tab', { name: 'Madhava Seva' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Madhava Seva' })).toHaveAttribute('aria-selected', 'true'),
    );
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true'),
    );
  });

  it('searches through the query string, starting again at page 1', async () => {
    const requested = answerImages();
    const { user, router } = renderApp(`${paths.galleryImages}?page=3`);
    await screen.findByRole('img', { name: 'Seva photograph 1' });
    const search = screen.getByRole('search');
    await user.type(within(search).getByRole('searchbox', { name: 'Search images' }), 'lamps');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('search')).toBe('lamps'),
    );
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('1');
    await waitFor(() =>
      expect(lastRequest(requested, '/api/gallery-image/paginate')?.searchParams.get('search')).toBe('lamps'),
    );
  });

  it('shows an empty state and no pagination when nothing matches', async () => {
    server.use(
      on('GET /api/gallery-image/paginate', [200, { data: [], meta: { total: 0, page: 1, per_page: 9 } }]),
    );
    renderApp(`${paths.galleryImages}?search=nothing`);
    expect(await screen.findByRole('heading', { name: 'No images found' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search images' })).toHaveValue('nothing');
  });

  it('opens a picture in the viewer', async () => {
    answerImages();
    const { user } = renderApp(paths.galleryImages);
    await user.click(await screen.findByRole('button', { name: 'Seva photograph 2' }));
    const viewer = await screen.findByRole('dialog');
    expect(within(viewer).getAllByRole('img', { name: 'Seva photograph 2' }).length).toBeGreaterThan(0);
  });
});

describe('video gallery', () => {
  it('shows each video as a 350 px facade and filters through the query string', async () => {
    server.use(
      on('GET /api/gallery-video/paginate', (request) => [
        200,
        { data: [video(1), video(2)], meta: { total: 2, page: pageOf(request), per_page: 9 } },
      ]),
    );
    const requested = recordUrls();
    const { user, router } = renderApp(`${paths.galleryVideos}?filter=manava-seva`);
    const play = await screen.findByRole('button', { name: 'Play video: Seva video 1' });
    expect(play.parentElement).toHaveStyle({ height: `${SIZES.galleryVideoHeightPx}px` });
    // No player until a video is played (components/ui/video-facade.tsx).
    expect(document.querySelector('iframe')).toBeNull();
    expect(lastRequest(requested, '/api/gallery-video/paginate')?.searchParams.get('filter')).toBe(
      'manava-seva',
    );
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    // Two videos are one page: nothing to page through.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('filter')).toBe('all'));
  });

  it('shows an empty state and no pagination when there are no videos', async () => {
    server.use(
      on('GET /api/gallery-video/paginate', [200, { data: [], meta: { total: 0, page: 1, per_page: 9 } }]),
    );
    renderApp(paths.galleryVideos);
    expect(await screen.findByRole('heading', { name: 'No videos found' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});
