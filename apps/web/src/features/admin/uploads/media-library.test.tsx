import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminPaths, MEDIA_MESSAGES, type MediaItem } from '@charity/shared';
import { signedInAs } from '#src/test/console-staff.ts';
import { FIND, preloadConsole, renderApp } from '#src/test/render-app.tsx';
import { server } from '#src/test/api-server.ts';

/*
 * The media library screen and the forms' "Choose from the library" against a stand-in of
 * /api/admin/media-library that records what the console asks and sends.
 */
preloadConsole();

const BASE = '/api/admin/media-library';

const lamps: MediaItem = {
  id: 1,
  kind: 'image',
  url: '/uploads/images/lamps-1300.webp',
  renditions: [
    { width: 720, height: 498, url: '/uploads/images/lamps-720.webp' },
    { width: 1200, height: 831, url: '/uploads/images/lamps-1200.webp' },
    { width: 1300, height: 900, url: '/uploads/images/lamps-1300.webp' },
  ],
  original_name: 'Temple lamps.jpg',
  bytes: 240_000,
  width: 1300,
  height: 900,
  alt: '',
  caption: '',
  uploaded_by: 'Test editor',
  uploaded_at: '2026-11-20T10:00:00.000Z',
  used_in: ['Event: Annadanam camp'],
};

const report: MediaItem = {
  ...lamps,
  id: 2,
  kind: 'pdf',
  url: '/uploads/documents/report.pdf',
  renditions: [],
  original_name: 'Annual report.pdf',
  bytes: 2_500_000,
  width: null,
  height: null,
  used_in: [],
};

function mediaApi(items: MediaItem[]) {
  const asked: URLSearchParams[] = [];
  const sent: { method: string; id: number; body: unknown }[] = [];
  server.use(
    signedInAs('editor'),
    http.get(BASE, ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const q = params.get('q')?.toLowerCase() ?? '';
      const kind = params.get('kind');
      const data = items.filter(
        (item) =>
          (!kind || item.kind === kind) &&
          (!q || `${item.original_name} ${item.alt} ${item.caption}`.toLowerCase().includes(q)),
      );
      return HttpResponse.json({ data, meta: { total: data.length, page: 1, per_page: 24 } });
    }),
    http.patch(`${BASE}/:id`, async ({ request, params }) => {
      const body = (await request.json()) as { alt: string; caption: string };
      sent.push({ method: 'PATCH', id: Number(params.id), body });
      if (body.alt.length > 20) {
        return HttpResponse.json(
          { message: 'Please check the form.', errors: { alt: 'Alt text can be at most 20 characters' } },
          { status: 422 },
        );
      }
      const item = items.find((row) => row.id === Number(params.id))!;
      Object.assign(item, body);
      return HttpResponse.json({ data: item, message: 'Saved.' });
    }),
    http.delete(`${BASE}/:id`, ({ params }) => {
      sent.push({ method: 'DELETE', id: Number(params.id), body: null });
      const item = items.find((row) => row.id === Number(params.id))!;
      if (item.used_in.length > 0) {
        return HttpResponse.json({ message: MEDIA_MESSAGES.inUse(item.used_in) }, { status: 409 });
      }
      items.splice(items.indexOf(item), 1);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { asked, sent };
}

describe('the media library', () => {
  it('lists files with size and use, searches, edits alt text and deletes only an unused file', async () => {
    const { asked, sent } = mediaApi([lamps, report].map((item) => ({ ...item })));
    const { user } = renderApp(adminPaths.uploads);
    const files = await screen.findByRole('list', { name: 'Files' }, FIND);
    expect(within(files).getAllByRole('listitem')).toHaveLength(2);
    expect(within(files).getByText('Used in Event: Annadanam camp')).toBeInTheDocument();
    expect(within(files).getByText('234 kB · 1300 × 900')).toBeInTheDocument();
    expect(within(files).getByText('2.4 MB · PDF')).toBeInTheDocument();
    expect(within(files).getByText('Not used')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search files'), 'lamps');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asked.at(-1)?.get('q')).toBe('lamps'));
    await user.selectOptions(screen.getByLabelText('Kind'), 'PDFs');
    await waitFor(() => expect(asked.at(-1)?.get('kind')).toBe('pdf'));
    await user.selectOptions(screen.getByLabelText('Kind'), 'Pictures and PDFs');
    await user.clear(screen.getByLabelText('Search files'));
    await user.click(screen.getByRole('button', { name: 'Search' }));

    // The used picture: alt text is edited (a refusal shows on the field), delete is disabled with the reason.
    await user.click(await screen.findByRole('button', { name: 'Temple lamps.jpg' }, FIND));
    let dialog = await screen.findByRole('dialog', { name: 'Temple lamps.jpg' }, FIND);
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(within(dialog).getByText(/remove it from Event: Annadanam camp first/)).toBeInTheDocument();
    const alt = within(dialog).getByLabelText('Alt text');
    await user.type(alt, 'Oil lamps lit at dusk in the temple');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Alt text can be at most 20 characters')).toBeInTheDocument();
    expect(alt).toHaveAttribute('aria-invalid', 'true');
    await user.clear(alt);
    await user.type(alt, 'Lamps at dusk');
    await user.type(within(dialog).getByLabelText('Caption'), 'Karthika Deepam');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent.at(-1)).toEqual({
        method: 'PATCH',
        id: 1,
        body: { alt: 'Lamps at dusk', caption: 'Karthika Deepam' },
      }),
    );
    await user.keyboard('{Escape}');

    // The unused PDF is deleted after a confirmation.
    await user.click(await screen.findByRole('button', { name: 'Annual report.pdf' }, FIND));
    dialog = await screen.findByRole('dialog', { name: 'Annual report.pdf' }, FIND);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(sent.at(-1)).toEqual({ method: 'DELETE', id: 2, body: null }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Annual report.pdf' })).not.toBeInTheDocument(),
    );
  }, 30_000);
});

describe('the media library’s order', () => {
  it('sorts by date, name or size from Sort by, the order in the URL and restored by Back', async () => {
    const { asked } = mediaApi([lamps, report].map((item) => ({ ...item })));
    const { user, router } = renderApp(`${adminPaths.uploads}?sort=name`);
    await screen.findByRole('list', { name: 'Files' }, FIND);
    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sortBy).toHaveValue('name');
    expect(asked.at(-1)?.get('sort')).toBe('name');
    expect(
      within(sortBy)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Newest first',
      'Oldest first',
      'Name, A to Z',
      'Name, Z to A',
      'Largest first',
      'Smallest first',
    ]);

    await user.selectOptions(sortBy, 'Largest first');
    await waitFor(() => expect(asked.at(-1)?.get('sort')).toBe('-size'));
    expect(router.state.location.search).toBe('?sort=-size');
    // Newest first: the library's own order, left out of the URL and the request.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Newest first');
    await waitFor(() => expect(asked.at(-1)?.has('sort')).toBe(false));
    expect(router.state.location.search).toBe('');

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?sort=-size');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('-size');
  });
});

describe('choosing a picture from the library in a form', () => {
  it('lists the library pictures with a search and fills both addresses from the chosen one', async () => {
    const { asked } = mediaApi([{ ...lamps, alt: 'Lamps at dusk' }, { ...report }]);
    const { user } = renderApp(adminPaths.contentNew('crosswords'));
    await user.click(await screen.findByRole('button', { name: 'Choose from the library' }, FIND));
    const dialog = await screen.findByRole('dialog', { name: 'Choose from the library' }, FIND);
    expect(
      await within(dialog).findByRole('button', { name: 'Choose Temple lamps.jpg' }, FIND),
    ).toBeInTheDocument();
    expect(asked.at(-1)?.get('kind')).toBe('image');
    expect(within(dialog).queryByText('Annual report.pdf')).not.toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Search the library'), 'nothing like it');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(await within(dialog).findByText('No files match.', {}, FIND)).toBeInTheDocument();
    expect(asked.at(-1)?.get('q')).toBe('nothing like it');
    await user.clear(within(dialog).getByLabelText('Search the library'));
    await user.type(within(dialog).getByLabelText('Search the library'), 'dusk');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Choose Temple lamps.jpg' }, FIND));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Large picture address')).toHaveValue('/uploads/images/lamps-1200.webp');
    expect(screen.getByLabelText('Small picture address')).toHaveValue('/uploads/images/lamps-720.webp');
  }, 30_000);
});
