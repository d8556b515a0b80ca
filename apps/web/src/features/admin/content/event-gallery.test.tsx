import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminPaths } from '@charity/shared';
import { renderApp } from '#src/test/render-app.tsx';
import { server } from '#src/test/api-server.ts';

/* The event form's gallery against a stubbed content API: reorder, upload into the event, take a picture off. */
beforeAll(async () => {
  await import('#src/app/routes/admin/console.tsx');
}, 60_000);

const FIND = { timeout: 5000 };

const event = {
  id: 4,
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
  created_at: '2026-11-20T10:00:00.000Z',
};

const picture = (id: number) => ({
  id,
  title: `Camp day ${id}`,
  image: `/uploads/images/day-${id}-1200.webp`,
  image_small: `/uploads/images/day-${id}-720.webp`,
  category: 'madhava-seva',
  event_id: 4,
  published: true,
  sort_order: 10 - id,
  created_at: '2026-11-20T10:00:00.000Z',
});

describe('the event form’s gallery', () => {
  it('reorders, adds an uploaded picture to the event and takes one off', async () => {
    const orders: unknown[] = [];
    const created: unknown[] = [];
    const patches: unknown[] = [];
    server.use(
      http.get('/api/admin/auth/me', () =>
        HttpResponse.json({
          data: {
            id: '0b9f6a3e-3c1d-4e0a-9b7e-2f6d1c5a8e01',
            name: 'L',
            email: 'l@example.org',
            role: 'editor',
          },
        }),
      ),
      http.get('/api/admin/events/4', () => HttpResponse.json({ data: event })),
      http.get('/api/admin/gallery-images', ({ request }) => {
        expect(new URL(request.url).searchParams.get('event_id')).toBe('4');
        return HttpResponse.json({
          data: [picture(1), picture(2)],
          meta: { total: 2, page: 1, per_page: 100 },
        });
      }),
      http.put('/api/admin/gallery-images/order', async ({ request }) => {
        orders.push(await request.json());
        return HttpResponse.json({ message: 'Order saved.' });
      }),
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
      http.post('/api/admin/gallery-images', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        created.push(body);
        return HttpResponse.json({ data: { ...picture(3), ...body } }, { status: 201 });
      }),
      http.patch('/api/admin/gallery-images/1', async ({ request }) => {
        patches.push(await request.json());
        return HttpResponse.json({ data: { ...picture(1), event_id: null } });
      }),
    );
    const { user } = renderApp(adminPaths.contentItem('events', 4));
    const gallery = await screen.findByRole('region', { name: 'Gallery pictures of this event' }, FIND);
    expect(await within(gallery).findByRole('img', { name: 'Camp day 1 (1)' }, FIND)).toBeInTheDocument();
    expect(within(gallery).getByRole('button', { name: 'Earlier picture 1' })).toBeDisabled();

    await user.click(within(gallery).getByRole('button', { name: 'Later picture 1' }));
    await waitFor(() => expect(orders).toEqual([{ ids: [2, 1] }]));

    await user.upload(
      within(gallery).getByLabelText('Add a picture to this event'),
      new File(['JPEG'], 'new.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toEqual({
      image: '/uploads/images/new-1200.webp',
      image_small: '/uploads/images/new-720.webp',
      title: 'Army Seva Camp',
      category: 'madhava-seva',
      event_id: 4,
    });

    await user.click(within(gallery).getByRole('button', { name: 'Take off the event (picture 1)' }));
    await waitFor(() => expect(patches).toEqual([{ event_id: null }]));
  }, 20_000);
});
