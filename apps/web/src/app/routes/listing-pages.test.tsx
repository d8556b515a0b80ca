import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_TYPE, paths, SIZES } from '@charity/shared';
import { on, onRaw, recordUrls, server } from '#src/test/api-server.ts';
import { renderApp } from '#src/test/render-app.tsx';

beforeAll(async () => {
  // The pages are lazy modules; compiling them on first use can take longer than a findBy* query waits on a busy
  // machine, so they are loaded once up front.
  await Promise.all([
    import('#src/app/routes/crossword.tsx'),
    import('#src/app/routes/literature.tsx'),
    import('#src/app/routes/media.tsx'),
    import('#src/components/ui/image-lightbox-viewer.tsx'),
  ]);
}, 60_000);

/**
 * Tests of the three simple paginated pages: crossword, literature and media
 * (docs/product/content-and-pages.md "Galleries and listings").
 */

const pageOf = <T,>(data: T[], total = data.length) => ({ data, meta: { total, page: 1, per_page: 9 } });

describe('crossword', () => {
  it('shows the page of the query string as small images that open in the viewer', async () => {
    server.use(
      on('GET /api/crossword/paginate', [
        200,
        pageOf(
          [{ id: 1, image: '/uploads/cw/1.jpg', image_small: '/uploads/cw/1-480.jpg', title: 'Crossword 1' }],
          12,
        ),
      ]),
    );
    const requested = recordUrls();
    const { user } = renderApp(`${paths.crossword}?page=2`);
    const thumb = await screen.findByRole('img', { name: 'Crossword 1' });
    expect(thumb).toHaveAttribute('srcset', '/uploads/cw/1-480.jpg 720w, /uploads/cw/1.jpg 1200w');
    // A crossword's title is drawn into the picture: shown whole in a square, never cropped.
    expect(thumb).toHaveClass('object-contain');
    expect(thumb.closest('button')).toHaveClass('aspect-square');
    expect(requested.at(-1)?.pathname).toBe('/api/crossword/paginate');
    expect(requested.at(-1)?.searchParams.get('page')).toBe('2');
    const pagination = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(pagination.getByLabelText('Page 2')).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Crossword 1' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('shows an answer without meta.total as one page instead of failing', async () => {
    server.use(
      onRaw('GET /api/crossword/paginate', () =>
        Response.json({
          data: [
            { id: 3, image: '/uploads/cw/3.jpg', image_small: '/uploads/cw/3-480.jpg', title: 'Crossword 3' },
          ],
        }),
      ),
    );
    renderApp(paths.crossword);
    expect(await screen.findByRole('img', { name: 'Crossword 3' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Page 2')).not.toBeInTheDocument();
  });

  it('hides pagination when there is nothing to show', async () => {
    server.use(on('GET /api/crossword/paginate', [200, pageOf([])]));
    renderApp(paths.crossword);
    expect(await screen.findByRole('heading', { name: 'No crosswords yet' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});

describe('literature', () => {
  it('labels PDFs "View PDF" and the rest "Buy Now", both opening a new tab', async () => {
    const book = { image: '/uploads/b.jpg', image_small: '/uploads/b-480.jpg' };
    server.use(
      on('GET /api/literature/paginate', [
        200,
        pageOf([
          { ...book, id: 1, title: 'Sai Satcharitra', file: '/uploads/books/satcharitra.pdf', is_pdf: true },
          { ...book, id: 2, title: 'Prayer book', file: 'https://shop.example/prayer-book', is_pdf: false },
        ]),
      ]),
    );
    renderApp(paths.literature);
    const view = await screen.findByRole('link', { name: 'View PDF' });
    expect(view).toHaveAttribute('href', '/uploads/books/satcharitra.pdf');
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAccessibleDescription('Sai Satcharitra');
    const buy = screen.getByRole('link', { name: 'Buy Now' });
    expect(buy).toHaveAttribute('href', 'https://shop.example/prayer-book');
    expect(buy).toHaveAttribute('target', '_blank');
    expect(buy.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('img', { name: 'Prayer book' })).toBeInTheDocument();
  });

  it('hides pagination when there is nothing to show', async () => {
    server.use(on('GET /api/literature/paginate', [200, pageOf([])]));
    renderApp(paths.literature);
    expect(await screen.findByRole('heading', { name: 'No literature yet' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});

describe('media', () => {
  it('shows type 1 as an image and any other type as a video facade', async () => {
    server.use(
      on('GET /api/media/paginate', [
        200,
        pageOf([
          { id: 1, title: 'In the Deccan Herald', type: MEDIA_TYPE.image, media: '/uploads/media/1.jpg' },
          {
            id: 2,
            title: 'On the evening news',
            type: MEDIA_TYPE.video,
            media: 'https://www.youtube-nocookie.com/embed/n',
          },
          { id: 3, title: 'Radio interview', type: 7, media: 'https://www.youtube-nocookie.com/embed/r' },
        ]),
      ]),
    );
    const requested = recordUrls();
    renderApp(paths.media);
    expect(await screen.findByRole('img', { name: 'In the Deccan Herald' })).toHaveAttribute(
      'src',
      '/uploads/media/1.jpg',
    );
    expect(screen.queryByTitle('In the Deccan Herald')).not.toBeInTheDocument();
    for (const title of ['On the evening news', 'Radio interview']) {
      const play = screen.getByRole('button', { name: `Play video: ${title}` });
      expect(play.parentElement).toHaveStyle({ height: `${SIZES.galleryVideoHeightPx}px` });
    }
    expect(document.querySelector('iframe')).toBeNull();
    expect(requested.at(-1)?.searchParams.get('page')).toBe('1');
  });

  it('hides pagination when there is nothing to show', async () => {
    server.use(on('GET /api/media/paginate', [200, pageOf([])]));
    renderApp(paths.media);
    expect(await screen.findByRole('heading', { name: 'No media yet' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});
