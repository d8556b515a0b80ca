import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminPaths, CONTENT_MESSAGES } from '@charity/shared';
import { signedInAs } from '#src/test/console-staff.ts';
import { FIND, preloadConsole, renderApp } from '#src/test/render-app.tsx';
import { server } from '#src/test/api-server.ts';

/*
 * The content table's selection and order against a stubbed content API: bulk publish/unpublish sent at once,
 * bulk delete only after the question, and a row moved with the keyboard saved as the new order.
 */
preloadConsole();

const book = (id: number) => ({
  id,
  title: `Sai Satcharitra ${id}`,
  image: `/uploads/images/book-${id}-1200.webp`,
  image_small: `/uploads/images/book-${id}-720.webp`,
  file: `/uploads/files/book-${id}.pdf`,
  is_pdf: true,
  published: true,
  sort_order: 0,
  created_at: '2026-11-20T10:00:00.000Z',
});

const banner = (id: number) => ({
  id,
  quote: `Love all, serve all ${id}`,
  image: `/uploads/images/banner-${id}-1200.webp`,
  image_small: `/uploads/images/banner-${id}-720.webp`,
  published: true,
  sort_order: 10 - id,
  created_at: '2026-11-20T10:00:00.000Z',
});

describe('the content table’s selection', () => {
  it('unpublishes the selected rows at once and deletes them only after asking', async () => {
    const sent: unknown[] = [];
    server.use(
      signedInAs('editor'),
      http.get('/api/admin/literature', () =>
        HttpResponse.json({ data: [book(1), book(2), book(3)], meta: { total: 3, page: 1, per_page: 20 } }),
      ),
      http.post('/api/admin/literature/bulk', async ({ request }) => {
        const body = (await request.json()) as { action: string; ids: number[] };
        sent.push(body);
        return HttpResponse.json({ data: { count: body.ids.length }, message: 'Done.' });
      }),
    );
    const { user } = renderApp(adminPaths.contentList('literature'));
    const table = await screen.findByRole('table', { name: 'Literature' }, FIND);
    expect(screen.queryByRole('toolbar', { name: 'Selected rows' })).not.toBeInTheDocument();
    // On a phone each row is a card of "Label: value" (jsdom applies no media queries: the labels are pinned).
    const first = within(table).getAllByRole('row')[1]!;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual([null, 'Title', 'Kind', 'Published', null]);
    expect(within(first).getByRole('link', { name: 'Sai Satcharitra 1' }).closest('td')).toHaveAttribute(
      'data-label',
      'Title',
    );

    await user.click(within(table).getByRole('checkbox', { name: 'Select Sai Satcharitra 1' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Select Sai Satcharitra 3' }));
    const toolbar = screen.getByRole('toolbar', { name: 'Selected rows' });
    expect(toolbar).toHaveTextContent('2 literature selected');
    await user.click(within(toolbar).getByRole('button', { name: 'Unpublish selected' }));
    expect(await screen.findByText('2 literature unpublished.', {}, FIND)).toBeInTheDocument();
    expect(sent).toEqual([{ action: 'unpublish', ids: [1, 3] }]);
    // Done: the selection is cleared.
    expect(within(table).getByRole('checkbox', { name: 'Select Sai Satcharitra 1' })).not.toBeChecked();

    await user.click(within(table).getByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 3 literature?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const again = await screen.findByRole('dialog', { name: 'Delete 3 literature?' });
    await user.click(within(again).getByRole('button', { name: 'Delete 3 literature' }));
    expect(await screen.findByText('3 literature moved to the trash.', {}, FIND)).toBeInTheDocument();
    expect(sent).toEqual([
      { action: 'unpublish', ids: [1, 3] },
      { action: 'delete', ids: [1, 2, 3] },
    ]);
  });

  it('shows the server’s refusal and keeps the selection', async () => {
    server.use(
      signedInAs('editor'),
      http.get('/api/admin/literature', () =>
        HttpResponse.json({ data: [book(1)], meta: { total: 1, page: 1, per_page: 20 } }),
      ),
      http.post('/api/admin/literature/bulk', () =>
        HttpResponse.json(
          { message: 'Please correct the highlighted fields.', errors: { ids: CONTENT_MESSAGES.unknownIds } },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderApp(adminPaths.contentList('literature'));
    const table = await screen.findByRole('table', { name: 'Literature' }, FIND);
    await user.click(within(table).getByRole('checkbox', { name: 'Select Sai Satcharitra 1' }));
    await user.click(screen.getByRole('button', { name: 'Publish selected' }));
    expect(await screen.findByText(/highlighted fields|no longer exist/, {}, FIND)).toBeInTheDocument();
    expect(within(table).getByRole('checkbox', { name: 'Select Sai Satcharitra 1' })).toBeChecked();
  });
});

describe('the content table’s order', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('moves a banner with the keyboard and saves the new order', async () => {
    const orders: unknown[] = [];
    server.use(
      signedInAs('editor'),
      http.get('/api/admin/banners', ({ request }) => {
        expect(new URL(request.url).searchParams.get('sort')).toBe('-sort_order');
        return HttpResponse.json({
          data: [banner(1), banner(2), banner(3)],
          meta: { total: 3, page: 1, per_page: 100 },
        });
      }),
      http.put('/api/admin/banners/order', async ({ request }) => {
        orders.push(await request.json());
        return HttpResponse.json({ message: CONTENT_MESSAGES.reordered });
      }),
    );
    const { user } = renderApp(adminPaths.contentList('banners'));
    const table = await screen.findByRole(
      'table',
      { name: 'Banners, in the order the site shows them' },
      FIND,
    );
    // A small picture beside each quote, decorative (the quote names the banner), labelled on a phone's card.
    const picture = within(within(table).getAllByRole('row')[1]!).getByRole('presentation');
    expect(picture).toHaveAttribute('src', '/uploads/images/banner-1-720.webp');
    expect(picture).toHaveAttribute('alt', '');
    expect(picture.closest('td')).toHaveAttribute('data-label', 'Picture');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toContain('Picture');
    // jsdom lays nothing out; @dnd-kit's keyboard moves go by the rows' boxes, so each row gets one, 40 px high.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const row = this.closest('tbody tr');
      const index = row ? [...row.parentElement!.children].indexOf(row) : 0;
      return DOMRect.fromRect({ x: 0, y: 100 + index * 40, width: 600, height: 40 });
    });
    const grip = within(table).getByRole('button', { name: 'Move Love all, serve all 1' });
    grip.focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    expect(await screen.findByText(CONTENT_MESSAGES.reordered, {}, FIND)).toBeInTheDocument();
    expect(orders).toEqual([{ ids: [2, 1, 3] }]);
  });
});

describe('the content table’s URL', () => {
  it('keeps the search and the page in the URL, asks the API for them on a fresh load, and Back restores them', async () => {
    const asked: string[] = [];
    server.use(
      signedInAs('editor'),
      http.get('/api/admin/literature', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({
          data: [book(1), book(2)],
          meta: { total: 45, page: 1, per_page: 20 },
        });
      }),
    );
    const { user, router } = renderApp(`${adminPaths.contentList('literature')}?q=Sai&page=2`);
    const box = await screen.findByRole('searchbox', { name: 'Search literature' }, FIND);
    expect(box).toHaveValue('Sai');
    expect(await screen.findByText('Page 2 of 3 (45 in all)', {}, FIND)).toBeInTheDocument();
    expect(new URLSearchParams(asked[0])).toEqual(new URLSearchParams('page=2&per_page=20&q=Sai'));

    await user.clear(box);
    await user.type(box, 'Gita');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    // A new search starts on its first page.
    expect(router.state.location.search).toBe('?q=Gita');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?q=Gita&page=2');

    await act(() => router.navigate(-2));
    expect(router.state.location.search).toBe('?q=Sai&page=2');
    expect(screen.getByRole('searchbox', { name: 'Search literature' })).toHaveValue('Sai');
    expect(screen.getByText('Page 2 of 3 (45 in all)')).toBeInTheDocument();
  });
});
