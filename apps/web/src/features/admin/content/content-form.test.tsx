import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminPaths, CONTENT_MESSAGES, type AdminContentItem } from '@charity/shared';
import { signedInAs } from '#src/test/console-staff.ts';
import { FIND, preloadConsole, renderApp } from '#src/test/render-app.tsx';
import { server } from '#src/test/api-server.ts';
import { UNSAVED_CHANGES_TITLE } from '#src/features/admin/content/components/content-form.tsx';
import { draftKey } from '#src/features/admin/content/hooks/use-form-draft.ts';

/*
 * The gallery-video form and table against a stubbed content API (the suite's one msw server): the shared schema's
 * messages before anything is sent, the embed link sent, the server's errors.<field> under the field, the publish
 * switch, and the question before leaving unsaved changes.
 */
preloadConsole();

const EMBED = 'https://www.youtube.com/embed/dQw4w9WgXcQ';

const video = (id: number, published: boolean) => ({
  id,
  video: EMBED,
  title: `Annadanam highlights ${id}`,
  category: 'manava-seva',
  event_id: null,
  published,
  sort_order: 0,
  created_at: '2026-11-20T10:00:00.000Z',
});

describe('the gallery video form', () => {
  it('checks the link in the browser, sends the embed form and shows the server’s field errors', async () => {
    const sent: unknown[] = [];
    let answer: 'refuse' | 'accept' = 'refuse';
    server.use(
      signedInAs('editor'),
      http.get('/api/admin/gallery-videos', () =>
        HttpResponse.json({ data: [], meta: { total: 0, page: 1, per_page: 20 } }),
      ),
      http.post('/api/admin/gallery-videos', async ({ request }) => {
        sent.push(await request.json());
        if (answer === 'refuse') {
          return HttpResponse.json(
            { message: 'Please correct the highlighted fields.', errors: { title: 'That title is taken' } },
            { status: 422 },
          );
        }
        return HttpResponse.json({ data: video(31, true), message: 'Saved.' }, { status: 201 });
      }),
    );
    const { user, router } = renderApp(adminPaths.contentNew('gallery-videos'));
    await screen.findByRole('heading', { name: 'New gallery video' }, FIND);

    await user.type(screen.getByLabelText('YouTube link'), 'https://vimeo.com/76979871');
    await user.type(screen.getByLabelText('Title'), 'Annadanam highlights');
    await user.selectOptions(screen.getByLabelText('Seva'), 'Manava Seva');
    await user.click(screen.getByRole('button', { name: 'Save and close' }));
    const link = screen.getByLabelText('YouTube link');
    expect(await screen.findByText(CONTENT_MESSAGES.videoUrl)).toBeInTheDocument();
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await user.clear(link);
    await user.type(link, 'https://youtu.be/dQw4w9WgXcQ');
    await user.click(screen.getByRole('button', { name: 'Save and close' }));
    expect(await screen.findByText('That title is taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([
      {
        video: EMBED,
        title: 'Annadanam highlights',
        category: 'manava-seva',
        event_id: null,
        published: true,
        sort_order: 0,
      },
    ]);

    answer = 'accept';
    await user.click(screen.getByRole('button', { name: 'Save and close' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(adminPaths.contentList('gallery-videos')),
    );
    expect(sent).toHaveLength(2);
  });

  it('asks before leaving with unsaved changes, and stays when asked to', async () => {
    server.use(
      signedInAs('editor'),
      http.get('/api/admin/dashboard', () =>
        HttpResponse.json({ data: { role: 'editor', financial_year: '2026-27', events: 3 } }),
      ),
    );
    const { user, router } = renderApp(adminPaths.contentNew('gallery-videos'));
    await screen.findByRole('heading', { name: 'New gallery video' }, FIND);
    await user.type(screen.getByLabelText('Title'), 'Half written');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: UNSAVED_CHANGES_TITLE });
    await user.click(within(dialog).getByRole('button', { name: 'Stay and keep editing' }));
    expect(router.state.location.pathname).toBe(adminPaths.contentNew('gallery-videos'));
    expect(screen.getByLabelText('Title')).toHaveValue('Half written');

    // A link elsewhere in the console is held too, and followed once the editor chooses to leave.
    await user.click(
      within(screen.getByRole('navigation', { name: 'Console' })).getByRole('link', { name: 'Dashboard' }),
    );
    const again = await screen.findByRole('dialog', { name: UNSAVED_CHANGES_TITLE });
    expect(router.state.location.pathname).toBe(adminPaths.contentNew('gallery-videos'));
    await user.click(within(again).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(adminPaths.dashboard));
    // Left on purpose: the browser's copy of the changes goes too.
    expect(window.localStorage.getItem(draftKey('gallery-videos', undefined))).toBeNull();
  });
});

describe('the content table', () => {
  it('lists a page from the server and unpublishes a row', async () => {
    const patches: unknown[] = [];
    let published = true;
    server.use(
      signedInAs('editor'),
      http.get('/api/admin/gallery-videos', ({ request }) => {
        const url = new URL(request.url);
        // Gallery videos are ordered by hand: the table lists them in the site's order, 100 a page.
        expect(url.searchParams.get('per_page')).toBe('100');
        expect(url.searchParams.get('sort')).toBe('-sort_order');
        return HttpResponse.json({ data: [video(7, published)], meta: { total: 1, page: 1, per_page: 100 } });
      }),
      http.patch('/api/admin/gallery-videos/7', async ({ request }) => {
        patches.push(await request.json());
        published = false;
        return HttpResponse.json({ data: video(7, false) });
      }),
    );
    const { user } = renderApp(adminPaths.contentList('gallery-videos'));
    const table = await screen.findByRole(
      'table',
      { name: 'Gallery videos, in the order the site shows them' },
      FIND,
    );
    expect(within(table).getByRole('link', { name: 'Annadanam highlights 7' })).toHaveAttribute(
      'href',
      adminPaths.contentItem('gallery-videos', 7),
    );
    await user.click(within(table).getByRole('button', { name: /unpublish Annadanam highlights 7/ }));
    expect(
      await within(table).findByRole('button', { name: /publish Annadanam highlights 7/ }),
    ).toHaveTextContent('Hidden');
    expect(patches).toEqual([{ published: false }]);
  });

  it('shows no access to a role the API refuses', async () => {
    server.use(signedInAs('finance'));
    renderApp(adminPaths.contentList('events'));
    expect(await screen.findByText(/do not have access/i, {}, FIND)).toBeInTheDocument();
  });
});

describe('the media form', () => {
  it('fills the address from an uploaded image and makes the item an image', async () => {
    const sent: unknown[] = [];
    server.use(
      signedInAs('editor'),
      http.post('/api/admin/uploads', () =>
        HttpResponse.json(
          {
            data: {
              url: '/uploads/images/camp-1600.webp',
              kind: 'image',
              width: 1600,
              height: 1200,
              bytes: 220_000,
              renditions: [
                { width: 720, height: 540, url: '/uploads/images/camp-720.webp' },
                { width: 1200, height: 900, url: '/uploads/images/camp-1200.webp' },
              ],
            },
          },
          { status: 201 },
        ),
      ),
      http.post('/api/admin/media', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        return HttpResponse.json(
          { data: { ...body, id: 5, created_at: '2026-11-20T10:00:00.000Z' }, message: 'Saved.' },
          { status: 201 },
        );
      }),
      // After saving, the console goes back to the media table: its list call is answered too, or the test's
      // end would race the navigation (an unanswered request fails a test).
      http.get('/api/admin/media', () =>
        HttpResponse.json({ data: [], meta: { total: 0, page: 1, per_page: 20 } }),
      ),
      http.get('/api/admin/media/5', () =>
        HttpResponse.json({
          data: {
            id: 5,
            title: 'Medical camp',
            type: 1,
            media: '/uploads/images/camp-1200.webp',
            published: true,
            sort_order: 0,
            created_at: '2026-11-20T10:00:00.000Z',
          },
        }),
      ),
    );
    const { user } = renderApp(adminPaths.contentNew('media'));
    await user.type(await screen.findByLabelText('Title', {}, FIND), 'Medical camp');
    await user.selectOptions(screen.getByLabelText('Kind'), 'Video');
    await user.upload(
      screen.getByLabelText('Upload an image'),
      new File(['JPEG-BYTES'], 'camp.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() =>
      expect(screen.getByLabelText(/Image address or YouTube link/)).toHaveValue(
        '/uploads/images/camp-1200.webp',
      ),
    );
    expect(screen.getByLabelText('Kind')).toHaveValue('1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      title: 'Medical camp',
      type: 1,
      media: '/uploads/images/camp-1200.webp',
    });
  }, 20_000);
});

describe('the leader form', () => {
  type Leader = AdminContentItem<'leaders'>;
  const EMPTY_NOTE = 'No portrait: the Leadership page shows the initials instead.';

  /** Answers the leader's creation (recording what was sent) and the leaders table the save goes back to. */
  function leadersApi() {
    const sent: Record<string, unknown>[] = [];
    server.use(
      signedInAs('editor'),
      http.post('/api/admin/leaders', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        const data = { ...body, id: 12, created_at: '2026-11-20T10:00:00.000Z' } as Leader;
        return HttpResponse.json({ data, message: CONTENT_MESSAGES.created }, { status: 201 });
      }),
      http.get('/api/admin/leaders', () =>
        HttpResponse.json({ data: [], meta: { total: 0, page: 1, per_page: 100 } }),
      ),
    );
    return sent;
  }

  async function fillLeader(user: ReturnType<typeof renderApp>['user']) {
    await user.type(await screen.findByLabelText('Name', {}, FIND), 'Meera Iyer');
    await user.type(screen.getByLabelText('Role'), 'Volunteer Coordinator');
    await user.type(screen.getByLabelText('Description'), 'Plans the Sunday visits.');
    await user.selectOptions(screen.getByLabelText('Place on the organisation chart'), 'Coordinators');
  }

  it('saves a leader without a portrait as null, and says the page shows the initials', async () => {
    const sent = leadersApi();
    const { user, router } = renderApp(adminPaths.contentNew('leaders'));
    await fillLeader(user);
    const portrait = screen.getByRole('group', { name: 'Picture' });
    expect(within(portrait).getByText(EMPTY_NOTE)).toBeInTheDocument();
    expect(within(portrait).queryByRole('img')).toBeNull();
    expect(within(portrait).getByLabelText('Large picture address (optional)')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Save and close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(adminPaths.contentList('leaders')));
    expect(sent).toEqual([
      {
        name: 'Meera Iyer',
        role: 'Volunteer Coordinator',
        description: 'Plans the Sunday visits.',
        team: 'coordinator',
        image: null,
        image_small: null,
        published: true,
        sort_order: 0,
      },
    ]);
  }, 20_000);

  it('sends the uploaded portrait in the two sizes the page uses', async () => {
    const sent = leadersApi();
    server.use(
      http.post('/api/admin/uploads', () =>
        HttpResponse.json(
          {
            data: {
              url: '/uploads/images/meera-1600.webp',
              kind: 'image',
              width: 1600,
              height: 1600,
              bytes: 180_000,
              renditions: [
                { width: 240, height: 240, url: '/uploads/images/meera-240.webp' },
                { width: 480, height: 480, url: '/uploads/images/meera-480.webp' },
                { width: 1200, height: 1200, url: '/uploads/images/meera-1200.webp' },
              ],
            },
          },
          { status: 201 },
        ),
      ),
    );
    const { user, router } = renderApp(adminPaths.contentNew('leaders'));
    await fillLeader(user);
    const portrait = screen.getByRole('group', { name: 'Picture' });
    await user.upload(
      within(portrait).getByLabelText('Upload a picture'),
      new File(['JPEG'], 'meera.jpg', { type: 'image/jpeg' }),
    );
    expect(await within(portrait).findByRole('img', { name: 'The current picture' })).toHaveAttribute(
      'src',
      '/uploads/images/meera-240.webp',
    );
    expect(within(portrait).queryByText(EMPTY_NOTE)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save and close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(adminPaths.contentList('leaders')));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      name: 'Meera Iyer',
      image: '/uploads/images/meera-480.webp',
      image_small: '/uploads/images/meera-240.webp',
    });
  }, 20_000);
});
