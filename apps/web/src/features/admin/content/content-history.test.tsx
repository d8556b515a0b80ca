import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminPaths, CONTENT_MESSAGES, type ContentRevision, type ContentTrashItem } from '@charity/shared';
import { signedInAs } from '#src/test/console-staff.ts';
import { FIND, preloadConsole, renderApp } from '#src/test/render-app.tsx';
import { server } from '#src/test/api-server.ts';

/*
 * The schedule, revisions and trash of the content area against a stubbed API (docs/product/console.md
 * "Scheduling", "Revisions", "Trash"): the list's "Scheduled for", the India-time schedule sent as an instant, the
 * Revisions panel's restore after asking, and the Trash screen's restore and delete forever.
 */
preloadConsole();

const CREATED_AT = '2026-11-20T10:00:00.000Z';
const banner = (id: number, fields: Record<string, unknown> = {}) => ({
  id,
  quote: `Love all, serve all ${id}`,
  image: `/uploads/images/banner-${id}-1200.webp`,
  image_small: `/uploads/images/banner-${id}-720.webp`,
  published: true,
  sort_order: 0,
  publish_at: null,
  unpublish_at: null,
  created_at: CREATED_AT,
  ...fields,
});

describe('content schedule, revisions and trash', () => {
  it('lists a scheduled item by its publish time in India', async () => {
    server.use(
      signedInAs('editor'),
      http.get('/api/admin/banners', () =>
        HttpResponse.json({
          data: [banner(1), banner(2, { published: false, publish_at: '2026-12-12T12:30:00.000Z' })],
          meta: { total: 2, page: 1, per_page: 20 },
        }),
      ),
    );
    renderApp(adminPaths.contentList('banners'));
    const table = await screen.findByRole(
      'table',
      { name: 'Banners, in the order the site shows them' },
      FIND,
    );
    expect(
      within(table).getByRole('button', { name: /^Scheduled for 12 Dec 2026, 6:00 pm: publish/ }),
    ).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: /^Published: unpublish/ })).toBeInTheDocument();
  });

  it('sends a schedule typed in India time as an instant, and shows the errors under its fields', async () => {
    const sent: unknown[] = [];
    server.use(
      signedInAs('editor'),
      http.post('/api/admin/banners', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        if (sent.length === 1) {
          return HttpResponse.json(
            {
              message: 'Please check the form',
              errors: { unpublish_at: CONTENT_MESSAGES.unpublishPast },
            },
            { status: 422 },
          );
        }
        return HttpResponse.json({ data: banner(3, body), message: 'Saved.' }, { status: 201 });
      }),
    );
    const { user } = renderApp(adminPaths.contentNew('banners'));
    await screen.findByRole('group', { name: 'Schedule' }, FIND);
    await user.type(screen.getByLabelText('Quote'), 'Service is prayer');
    await user.type(screen.getByLabelText('Large picture address'), '/uploads/images/a-1200.webp');
    await user.type(screen.getByLabelText('Small picture address'), '/uploads/images/a-720.webp');
    // Half a time is refused in the browser, under the field.
    await user.type(screen.getByLabelText('Publish on'), '2026-12-12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CONTENT_MESSAGES.publishAt, {}, FIND)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText('Publish on: time in India'), '18:00');
    await user.type(screen.getByLabelText('Withdraw on'), '2026-12-31');
    await user.type(screen.getByLabelText('Withdraw on: time in India'), '09:30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The server's refusal lands under its field.
    expect(await screen.findByText(CONTENT_MESSAGES.unpublishPast, {}, FIND)).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      publish_at: '2026-12-12T12:30:00.000Z',
      unpublish_at: '2026-12-31T04:00:00.000Z',
    });
  }, 30_000);

  it('lists revisions with who, when and what changed, and restores one only after asking', async () => {
    const restored: number[] = [];
    const revisions: ContentRevision[] = [
      {
        id: 12,
        action: 'update',
        changed: ['quote', 'image', 'image_small'],
        staff: { id: 's1', name: 'Lakshmi' },
        created_at: '2026-11-21T05:30:00.000Z',
      },
      { id: 11, action: 'create', changed: [], staff: { id: 's1', name: 'Lakshmi' }, created_at: CREATED_AT },
    ];
    server.use(
      signedInAs('editor'),
      http.get('/api/admin/banners/7', () => HttpResponse.json({ data: banner(7) })),
      http.get('/api/admin/content/banners/7/revisions', () => HttpResponse.json({ data: revisions })),
      http.post('/api/admin/content/banners/7/revisions/:revId/restore', ({ params }) => {
        restored.push(Number(params.revId));
        return HttpResponse.json({ data: banner(7, { quote: 'Restored words' }), message: 'Restored.' });
      }),
    );
    const { user } = renderApp(adminPaths.contentItem('banners', 7));
    const panel = await screen.findByRole('region', { name: 'Revisions' }, FIND);
    await user.click(within(panel).getByRole('button', { name: 'Show revisions' }));
    const items = await within(panel).findAllByRole('listitem', {}, FIND);
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Saved(current)');
    expect(items[0]).toHaveTextContent('21 Nov 2026, 11:00 am · Lakshmi · changed: Quote, Picture');
    expect(within(items[0]!).queryByRole('button', { name: /Restore/ })).not.toBeInTheDocument();

    const restore = within(items[1]!).getByRole('button', {
      name: 'Restore the version of 20 Nov 2026, 3:30 pm',
    });
    await user.click(restore);
    const dialog = await screen.findByRole('dialog', { name: 'Restore this version?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(restored).toEqual([]);

    await user.click(restore);
    const again = await screen.findByRole('dialog', { name: 'Restore this version?' });
    await user.click(within(again).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText(CONTENT_MESSAGES.revisionRestored, {}, FIND)).toBeInTheDocument();
    expect(restored).toEqual([11]);
  }, 30_000);

  it('lists the trash, restores an item and deletes one forever after asking', async () => {
    const calls: string[] = [];
    let items: ContentTrashItem[] = [
      {
        id: 1,
        resource: 'events',
        record_id: 4,
        label: 'Army Seva Camp',
        deleted_by: { id: 's1', name: 'Lakshmi' },
        deleted_at: '2026-11-20T10:00:00.000Z',
        purge_at: '2026-12-20T10:00:00.000Z',
      },
      {
        id: 2,
        resource: 'banners',
        record_id: 9,
        label: 'Love all',
        deleted_by: null,
        deleted_at: '2026-11-19T10:00:00.000Z',
        purge_at: '2026-12-19T10:00:00.000Z',
      },
    ];
    server.use(
      signedInAs('editor'),
      http.get('/api/admin/content/trash', () =>
        HttpResponse.json({ data: items, meta: { total: items.length, page: 1, per_page: 20 } }),
      ),
      http.post('/api/admin/content/trash/:id/restore', ({ params }) => {
        calls.push(`restore ${String(params.id)}`);
        items = items.filter((item) => item.id !== Number(params.id));
        return HttpResponse.json({ data: { resource: 'events', id: 4 }, message: 'Restored.' });
      }),
      http.delete('/api/admin/content/trash/:id', ({ params }) => {
        calls.push(`delete ${String(params.id)}`);
        items = items.filter((item) => item.id !== Number(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderApp(adminPaths.contentTrash);
    const table = await screen.findByRole('table', { name: 'Deleted content' }, FIND);
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'event',
      'Army Seva Camp',
      'Lakshmi',
      '20 Nov 2026, 3:30 pm emptied on 20 Dec 2026',
      'RestoreDelete forever',
    ]);
    // On a phone each item is a card of "Label: value" (jsdom applies no media queries: the labels are pinned).
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual(['Type', 'Name', 'Deleted by', 'Deleted on', null]);
    expect(within(rows[2]!).getByRole('cell', { name: '—' })).toHaveAttribute('data-label', 'Deleted by');

    await user.click(within(table).getByRole('button', { name: 'Restore Army Seva Camp' }));
    expect(await screen.findByText('“Army Seva Camp” is restored.', {}, FIND)).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Delete forever Love all' }, FIND));
    const dialog = await screen.findByRole('dialog', { name: 'Delete forever?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual(['restore 1']);
    await user.click(screen.getByRole('button', { name: 'Delete forever Love all' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete forever?' })).getByRole('button', {
        name: 'Delete forever',
      }),
    );
    expect(await screen.findByText('The trash is empty.', {}, FIND)).toBeInTheDocument();
    expect(calls).toEqual(['restore 1', 'delete 2']);
  }, 30_000);
});
