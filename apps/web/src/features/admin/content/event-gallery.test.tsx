import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminPaths, CONTENT_MESSAGES, type AdminContentItem } from '@charity/shared';
import { signedInAs } from '#src/test/console-staff.ts';
import { FIND, preloadConsole, renderApp } from '#src/test/render-app.tsx';
import { server } from '#src/test/api-server.ts';
import { PICKER_PER_PAGE } from '#src/features/admin/content/components/gallery-picker.tsx';

/*
 * The event form's gallery against a small stand-in of the content API that keeps its rows (so the screen shows
 * what the server would read back): pictures and videos reordered, uploaded or added by link, chosen from the
 * gallery's items on no event, and taken off the event.
 */
preloadConsole();

const EVENT_ID = 4;
const CREATED_AT = '2026-11-20T10:00:00.000Z';

const event: AdminContentItem<'events'> = {
  id: EVENT_ID,
  name: 'Army Seva Camp',
  image: '/uploads/images/camp-1200.webp',
  image_small: '/uploads/images/camp-720.webp',
  category: 'madhava-seva',
  status: 0,
  listed_status: 0,
  sdate: '2099-12-20',
  edate: '2099-12-22',
  description1: '<p>Medical camp.</p>',
  description2: null,
  description3: null,
  published: true,
  sort_order: 0,
  created_at: CREATED_AT,
};

type Picture = AdminContentItem<'gallery-images'>;
type Video = AdminContentItem<'gallery-videos'>;

const picture = (id: number, fields: Partial<Picture> = {}): Picture => ({
  id,
  title: `Camp day ${id}`,
  image: `/uploads/images/day-${id}-1200.webp`,
  image_small: `/uploads/images/day-${id}-720.webp`,
  category: 'madhava-seva',
  event_id: EVENT_ID,
  published: true,
  sort_order: 10 - id,
  created_at: CREATED_AT,
  ...fields,
});

const video = (id: number, fields: Partial<Video> = {}): Video => ({
  id,
  title: `Camp film ${id}`,
  video: `https://www.youtube.com/embed/camp${String(id).padStart(7, '0')}`,
  category: 'madhava-seva',
  event_id: EVENT_ID,
  published: true,
  sort_order: 10 - id,
  created_at: CREATED_AT,
  ...fields,
});

type Sent = { method: string; path: string; body: unknown };

/**
 * `/api/admin/gallery-images` and `/api/admin/gallery-videos` over rows kept in memory, as the server answers
 * them: `event_id` (a number, or `none`), `q` on the title, paging, `-sort_order` (ties oldest first), PATCH,
 * POST and PUT …/order. Every write is recorded in `sent`.
 */
function galleryApi(rows: { 'gallery-images': Picture[]; 'gallery-videos': Video[] }) {
  const sent: Sent[] = [];
  let nextId = 100;
  const handlers = (['gallery-images', 'gallery-videos'] as const).flatMap((resource) => {
    const table = rows[resource] as Array<Picture | Video>;
    const base = `/api/admin/${resource}`;
    return [
      http.get(base, ({ request }) => {
        const params = new URL(request.url).searchParams;
        const eventId = params.get('event_id');
        const q = params.get('q')?.toLowerCase();
        const page = Number(params.get('page') ?? 1);
        const perPage = Number(params.get('per_page') ?? 20);
        const found = table
          .filter((row) => (eventId === 'none' ? row.event_id === null : row.event_id === Number(eventId)))
          .filter((row) => !q || row.title.toLowerCase().includes(q))
          .sort((a, b) => b.sort_order - a.sort_order || a.id - b.id);
        return HttpResponse.json({
          data: found.slice((page - 1) * perPage, page * perPage),
          meta: { total: found.length, page, per_page: perPage },
        });
      }),
      http.patch(`${base}/:id`, async ({ request, params }) => {
        const body = (await request.json()) as Partial<Picture & Video>;
        sent.push({ method: 'PATCH', path: new URL(request.url).pathname, body });
        const row = table.find((candidate) => candidate.id === Number(params.id));
        if (!row) return HttpResponse.json({ message: 'Not found' }, { status: 404 });
        Object.assign(row, body);
        return HttpResponse.json({ data: row, message: CONTENT_MESSAGES.updated });
      }),
      http.put(`${base}/order`, async ({ request }) => {
        const body = (await request.json()) as { ids: number[] };
        sent.push({ method: 'PUT', path: new URL(request.url).pathname, body });
        body.ids.forEach((id, index) => {
          const row = table.find((candidate) => candidate.id === id);
          if (row) row.sort_order = body.ids.length - index;
        });
        return HttpResponse.json({ message: CONTENT_MESSAGES.reordered });
      }),
      http.post(base, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push({ method: 'POST', path: base, body });
        // The defaults the shared schema gives a new item.
        const row = {
          published: true,
          sort_order: 0,
          ...body,
          id: nextId++,
          created_at: CREATED_AT,
        } as Picture & Video;
        table.push(row);
        return HttpResponse.json({ data: row, message: CONTENT_MESSAGES.created }, { status: 201 });
      }),
    ];
  });
  server.use(
    signedInAs('editor'),
    http.get(`/api/admin/events/${EVENT_ID}`, () => HttpResponse.json({ data: event })),
    ...handlers,
  );
  return sent;
}

async function openForm() {
  const app = renderApp(adminPaths.contentItem('events', EVENT_ID));
  const pictures = await screen.findByRole('region', { name: 'Gallery pictures of this event' }, FIND);
  const videos = screen.getByRole('region', { name: 'Videos of this event' });
  return { ...app, pictures, videos };
}

/** The items of an attached list, by the name each shows (a picture's alt text, a video's link text). */
const shown = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map(
      (item) =>
        within(item).queryByRole('img')?.getAttribute('alt') ??
        within(item).getByRole('link').textContent?.replace(' (opens in a new tab)', ''),
    );

describe('the event form’s gallery', () => {
  it('reorders, adds an uploaded picture to the event and takes one off', async () => {
    const sent = galleryApi({ 'gallery-images': [picture(1), picture(2)], 'gallery-videos': [] });
    server.use(
      http.post('/api/admin/uploads', () =>
        HttpResponse.json(
          {
            data: {
              url: '/uploads/images/new-1600.webp',
              kind: 'image',
              width: 1600,
              height: 1200,
              bytes: 200_000,
              renditions: [
                { width: 720, height: 540, url: '/uploads/images/new-720.webp' },
                { width: 1200, height: 900, url: '/uploads/images/new-1200.webp' },
              ],
            },
          },
          { status: 201 },
        ),
      ),
    );
    const { user, pictures } = await openForm();
    expect(await within(pictures).findByRole('img', { name: 'Camp day 1 (1)' }, FIND)).toBeInTheDocument();
    expect(within(pictures).getByRole('button', { name: 'Earlier picture 1' })).toBeDisabled();

    await user.click(within(pictures).getByRole('button', { name: 'Later picture 1' }));
    expect(await within(pictures).findByRole('img', { name: 'Camp day 1 (2)' })).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'PUT', path: '/api/admin/gallery-images/order', body: { ids: [2, 1] } }]);

    await user.upload(
      within(pictures).getByLabelText('Add a picture to this event'),
      new File(['JPEG'], 'new.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.body).toEqual({
      image: '/uploads/images/new-1200.webp',
      image_small: '/uploads/images/new-720.webp',
      title: 'Army Seva Camp',
      category: 'madhava-seva',
      event_id: EVENT_ID,
    });
    const list = within(pictures).getByRole('list', { name: 'Pictures in the order the page shows' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));

    const takeOff = within(pictures).getByRole('button', { name: 'Take off the event (picture 2)' });
    await waitFor(() => expect(takeOff).toBeEnabled());
    await user.click(takeOff);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(sent[2]).toEqual({
      method: 'PATCH',
      path: '/api/admin/gallery-images/1',
      body: { event_id: null },
    });
    expect(shown(list)).toEqual(['Camp day 2 (1)', 'Army Seva Camp (2)']);
  }, 30_000);

  it('attaches pictures chosen from the gallery’s pictures on no event, found by title across pages', async () => {
    // More loose pictures than a page holds, so the last one is on page 2.
    const loose = Array.from({ length: PICKER_PER_PAGE + 1 }, (_, i) =>
      picture(20 + i, { title: `Loose lamp ${i + 1}`, event_id: null, sort_order: 0 }),
    );
    const elsewhere = picture(50, { title: 'Lamp on another event', event_id: 9 });
    const sent = galleryApi({
      'gallery-images': [
        picture(1),
        ...loose,
        elsewhere,
        picture(60, { title: 'Deepavali diyas', event_id: null }),
      ],
      'gallery-videos': [],
    });
    const { user, pictures } = await openForm();
    await within(pictures).findByRole('img', { name: 'Camp day 1 (1)' }, FIND);

    await user.click(within(pictures).getByRole('button', { name: 'Choose pictures from the gallery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add gallery pictures to this event' });
    // Only pictures on no event are offered; the event's own and another event's are not.
    expect(await within(dialog).findByRole('checkbox', { name: 'Loose lamp 1' })).not.toBeChecked();
    expect(within(dialog).queryByRole('checkbox', { name: /Camp day 1|Lamp on another event/ })).toBeNull();
    const add = within(dialog).getByRole('button', { name: 'Add the chosen pictures to the event' });
    expect(add).toBeDisabled();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Loose lamp 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next page' }));
    await user.click(
      await within(dialog).findByRole('checkbox', { name: `Loose lamp ${PICKER_PER_PAGE + 1}` }),
    );

    await user.type(within(dialog).getByRole('searchbox', { name: 'Search by title' }), 'diya');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(dialog).getAllByRole('checkbox')).toHaveLength(1));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Deepavali diyas' }));
    expect(within(dialog).getByText('3 pictures chosen')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Add 3 pictures to the event' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual(
      [20, 20 + PICKER_PER_PAGE, 60].map((id) => ({
        method: 'PATCH',
        path: `/api/admin/gallery-images/${id}`,
        body: { event_id: EVENT_ID },
      })),
    );
    const list = within(pictures).getByRole('list', { name: 'Pictures in the order the page shows' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
    expect(await screen.findByText('3 pictures are added to the event.')).toBeInTheDocument();
  }, 30_000);

  it('adds a video by its link: a bad one gets the field’s message, a good one is sent as the embed link', async () => {
    const sent = galleryApi({ 'gallery-images': [], 'gallery-videos': [video(1)] });
    const { user, videos } = await openForm();
    const list = await within(videos).findByRole(
      'list',
      { name: 'Videos in the order the page shows' },
      FIND,
    );
    const link = within(videos).getByRole('textbox', { name: 'YouTube link' });

    await user.type(link, 'https://vimeo.com/76979871');
    await user.type(within(videos).getByRole('textbox', { name: 'Video title' }), 'Camp day highlights');
    await user.click(within(videos).getByRole('button', { name: 'Add the video' }));
    expect(await within(videos).findByText(CONTENT_MESSAGES.videoUrl)).toBeInTheDocument();
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(link).toHaveAccessibleDescription(expect.stringContaining(CONTENT_MESSAGES.videoUrl));
    expect(sent).toEqual([]);

    await user.clear(link);
    await user.type(link, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s');
    await user.click(within(videos).getByRole('button', { name: 'Add the video' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/admin/gallery-videos',
        body: {
          video: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
          title: 'Camp day highlights',
          category: 'madhava-seva',
          event_id: EVENT_ID,
          published: true,
          sort_order: 0,
        },
      },
    ]);
    expect(within(list).getByRole('link', { name: /Camp day highlights/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
    // The form is ready for the next one.
    expect(link).toHaveValue('');
    expect(link).not.toHaveAttribute('aria-invalid');
  }, 30_000);

  it('shows the server’s message under the video field it refuses', async () => {
    galleryApi({ 'gallery-images': [], 'gallery-videos': [] });
    server.use(
      http.post('/api/admin/gallery-videos', () =>
        HttpResponse.json(
          { message: 'Please correct the highlighted fields.', errors: { title: 'That title is taken' } },
          { status: 422 },
        ),
      ),
    );
    const { user, videos } = await openForm();
    await within(videos).findByText('No videos yet.', {}, FIND);
    await user.type(within(videos).getByRole('textbox', { name: 'YouTube link' }), 'youtu.be/dQw4w9WgXcQ');
    await user.type(within(videos).getByRole('textbox', { name: 'Video title' }), 'Taken');
    await user.click(within(videos).getByRole('button', { name: 'Add the video' }));
    expect(await within(videos).findByText('That title is taken')).toBeInTheDocument();
    expect(within(videos).getByRole('textbox', { name: 'Video title' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  }, 30_000);

  it('reorders the event’s videos, attaches one on no event and takes one off', async () => {
    const sent = galleryApi({
      'gallery-images': [],
      'gallery-videos': [
        video(1),
        video(2),
        video(3),
        video(7, { title: 'Bhajan evening', event_id: null, sort_order: 0 }),
        video(8, { title: 'Another event’s film', event_id: 9 }),
      ],
    });
    const { user, videos } = await openForm();
    const list = await within(videos).findByRole(
      'list',
      { name: 'Videos in the order the page shows' },
      FIND,
    );
    expect(shown(list)).toEqual(['Camp film 1', 'Camp film 2', 'Camp film 3']);

    await user.click(within(videos).getByRole('button', { name: 'Earlier video 3' }));
    await waitFor(() => expect(shown(list)).toEqual(['Camp film 1', 'Camp film 3', 'Camp film 2']));
    expect(sent).toEqual([
      { method: 'PUT', path: '/api/admin/gallery-videos/order', body: { ids: [1, 3, 2] } },
    ]);

    const choose = within(videos).getByRole('button', { name: 'Choose videos from the gallery' });
    await user.click(choose);
    const dialog = await screen.findByRole('dialog', { name: 'Add gallery videos to this event' });
    expect(await within(dialog).findAllByRole('checkbox')).toHaveLength(1);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Bhajan evening' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add 1 video to the event' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(shown(list)).toEqual(['Camp film 1', 'Camp film 3', 'Camp film 2', 'Bhajan evening']),
    );
    // Focus goes back to the button that opened the dialog.
    expect(choose).toHaveFocus();

    const takeOff = within(list).getByRole('button', { name: 'Take off the event (video 1)' });
    await waitFor(() => expect(takeOff).toBeEnabled());
    await user.click(takeOff);
    await waitFor(() => expect(shown(list)).toEqual(['Camp film 3', 'Camp film 2', 'Bhajan evening']));
    expect(sent.slice(1)).toEqual([
      { method: 'PATCH', path: '/api/admin/gallery-videos/7', body: { event_id: EVENT_ID } },
      { method: 'PATCH', path: '/api/admin/gallery-videos/1', body: { event_id: null } },
    ]);
  }, 30_000);
});
