import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminPaths, type AdminContentItem } from '@charity/shared';
import { signedInAs } from '#src/test/console-staff.ts';
import { FIND, preloadConsole, renderApp } from '#src/test/render-app.tsx';
import { server } from '#src/test/api-server.ts';
import { draftKey } from '#src/features/admin/content/hooks/use-form-draft.ts';

/*
 * The content form's action bar (Save, Save and close, Preview / Save and preview), its drafts kept in the
 * browser, and what its picture and description fields say (docs/product/console.md "Forms"), on the event form
 * against a small stand-in of the content API that keeps the one event it stores.
 */
preloadConsole();

const CREATED_AT = '2026-11-20T10:00:00.000Z';
const PREVIEW_URL = '/preview/events/9?token=1799999999.abc';

const stored = (fields: Partial<AdminContentItem<'events'>> = {}): AdminContentItem<'events'> => ({
  id: 9,
  name: 'Eye Camp',
  image: '/uploads/images/eye-1200.webp',
  image_small: '/uploads/images/eye-720.webp',
  category: 'manava-seva',
  status: 0,
  listed_status: 0,
  sdate: '2099-01-10',
  edate: null,
  description1: '<p>Free eye checks.</p>',
  description2: null,
  description3: null,
  published: false,
  sort_order: 0,
  created_at: CREATED_AT,
  ...fields,
});

type Sent = { method: string; path: string; body: unknown };

/** The events API over one stored event (created by POST when `exists` is false), recording every write. */
function eventsApi(exists: boolean) {
  const sent: Sent[] = [];
  let row: AdminContentItem<'events'> | null = exists ? stored() : null;
  const empty = { data: [], meta: { total: 0, page: 1, per_page: 20 } };
  server.use(
    signedInAs('editor'),
    http.get('/api/admin/events', () =>
      HttpResponse.json(row ? { data: [row], meta: { total: 1, page: 1, per_page: 20 } } : empty),
    ),
    http.post('/api/admin/events', async ({ request }) => {
      const body = (await request.json()) as Partial<AdminContentItem<'events'>>;
      sent.push({ method: 'POST', path: '/api/admin/events', body });
      row = stored(body);
      return HttpResponse.json({ data: row, message: 'Saved.' }, { status: 201 });
    }),
    http.get('/api/admin/events/9', () => HttpResponse.json({ data: row })),
    http.patch('/api/admin/events/9', async ({ request }) => {
      const body = (await request.json()) as Partial<AdminContentItem<'events'>>;
      sent.push({ method: 'PATCH', path: '/api/admin/events/9', body });
      row = stored({ ...row, ...body });
      return HttpResponse.json({ data: row, message: 'Saved.' });
    }),
    http.post('/api/admin/events/9/preview', () => {
      sent.push({ method: 'POST', path: '/api/admin/events/9/preview', body: null });
      return HttpResponse.json({ data: { url: PREVIEW_URL, expires_at: '2099-01-01T00:15:00.000Z' } });
    }),
    // The edit screen's gallery sections.
    http.get('/api/admin/gallery-images', () => HttpResponse.json(empty)),
    http.get('/api/admin/gallery-videos', () => HttpResponse.json(empty)),
  );
  return sent;
}

/** A stand-in for the tab window.open gives back: where the preview was put, and whether it was closed. */
function stubNewTab() {
  const tab = { opener: {} as unknown, location: { href: 'about:blank' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return { tab, open };
}

const nameField = () => screen.getByLabelText('Name', { exact: true });

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('the event form’s action bar', () => {
  it('lands a new event on its edit screen with a toast, then Save stays and Save and close returns to the list', async () => {
    const sent = eventsApi(false);
    const { user, router } = renderApp(adminPaths.contentNew('events'));
    await user.type(await screen.findByLabelText('Name', { exact: true }, FIND), 'Eye Camp');
    const advanced = screen.getByText('Advanced: picture addresses');
    await user.click(advanced);
    await user.type(screen.getByLabelText('Large picture address'), '/uploads/images/eye-1200.webp');
    await user.type(screen.getByLabelText('Small picture address'), '/uploads/images/eye-720.webp');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(adminPaths.contentItem('events', 9)));
    expect(await screen.findByText('The event is created.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Edit event' })).toBeInTheDocument();
    expect(sent.map((call) => call.method)).toEqual(['POST']);

    await user.clear(nameField());
    await user.type(nameField(), 'Eye Camp 2099');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ method: 'PATCH', body: { name: 'Eye Camp 2099' } });
    // Still on the form, showing what was saved, with nothing left unsaved (Preview needs no save).
    expect(router.state.location.pathname).toBe(adminPaths.contentItem('events', 9));
    expect(nameField()).toHaveValue('Eye Camp 2099');
    expect(await screen.findByRole('button', { name: /^Preview/ })).toBeInTheDocument();

    await user.type(nameField(), '!');
    await user.click(screen.getByRole('button', { name: 'Save and close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(adminPaths.contentList('events')));
    expect(sent[2]).toMatchObject({ method: 'PATCH', body: { name: 'Eye Camp 2099!' } });
  }, 30_000);

  it('opens the saved event’s preview in a new tab, saving first when there are changes', async () => {
    const sent = eventsApi(true);
    const { tab, open } = stubNewTab();
    const { user } = renderApp(adminPaths.contentItem('events', 9));
    const preview = await screen.findByRole('button', { name: /^Preview/ }, FIND);
    expect(preview).toHaveTextContent('Preview (opens in a new tab)');
    await user.click(preview);
    await waitFor(() => expect(tab.location.href).toBe(`${window.location.origin}${PREVIEW_URL}`));
    // Opened at the click, cut off from the console.
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();
    expect(sent.map((call) => call.method + ' ' + call.path)).toEqual(['POST /api/admin/events/9/preview']);

    tab.location.href = 'about:blank';
    await user.type(nameField(), ' (draft)');
    await user.click(screen.getByRole('button', { name: /^Save and preview/ }));
    await waitFor(() => expect(tab.location.href).toBe(`${window.location.origin}${PREVIEW_URL}`));
    expect(sent.slice(1).map((call) => call.method + ' ' + call.path)).toEqual([
      'PATCH /api/admin/events/9',
      'POST /api/admin/events/9/preview',
    ]);
    expect(sent[1]?.body).toMatchObject({ name: 'Eye Camp (draft)' });

    // A field to correct: nothing saved, nothing previewed, the blank tab closed.
    await user.clear(nameField());
    await user.click(screen.getByRole('button', { name: /^Save and preview/ }));
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(sent).toHaveLength(3);
  }, 30_000);
});

describe('drafts kept in the browser', () => {
  it('keeps unsaved values per record, offers them back after a closed tab, and discards or saves them away', async () => {
    const sent = eventsApi(true);
    const key = draftKey('events', 9);
    const typedAt = new Date(2026, 10, 29, 14, 5);
    vi.useFakeTimers({ toFake: ['Date'], now: typedAt });
    const first = renderApp(adminPaths.contentItem('events', 9));
    await first.user.type(await screen.findByLabelText('Name', { exact: true }, FIND), ' for all');
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(key) ?? '{}')).toMatchObject({
        saved_at: typedAt.toISOString(),
        values: { name: 'Eye Camp for all' },
      }),
    );
    // The tab closes without saving; later the editor opens the event again.
    first.unmount();
    vi.setSystemTime(new Date(2026, 10, 29, 18, 0));

    const again = renderApp(adminPaths.contentItem('events', 9));
    const notice = await screen.findByText('Restored unsaved changes from 29 Nov 2026, 14:05.', {}, FIND);
    // Nobody saved the event since: nothing to warn about.
    expect(notice).not.toHaveTextContent(/saved since/);
    expect(nameField()).toHaveValue('Eye Camp for all');
    // Restored changes are unsaved changes: previewing them saves first.
    expect(screen.getByRole('button', { name: /^Save and preview/ })).toBeInTheDocument();
    await again.user.click(
      within(notice.parentElement as HTMLElement).getByRole('button', { name: 'Discard' }),
    );
    expect(nameField()).toHaveValue('Eye Camp');
    expect(window.localStorage.getItem(key)).toBeNull();
    expect(screen.queryByText(/Restored unsaved changes/)).toBeNull();

    // Typed again and saved: the copy goes with the save.
    await again.user.type(nameField(), ' 2');
    await waitFor(() => expect(window.localStorage.getItem(key)).not.toBeNull());
    await again.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(window.localStorage.getItem(key)).toBeNull());
    // A new record's draft is its own, not this one's.
    expect(window.localStorage.getItem(draftKey('events', undefined))).toBeNull();
  }, 30_000);
});

describe('a draft older than the record', () => {
  it('warns that saving would replace a save made since the draft began', async () => {
    eventsApi(true);
    const key = draftKey('events', 9);
    const first = renderApp(adminPaths.contentItem('events', 9));
    await first.user.type(await screen.findByLabelText('Name', { exact: true }, FIND), ' for all');
    await waitFor(() => expect(window.localStorage.getItem(key)).not.toBeNull());
    first.unmount();
    // Meanwhile someone else saved the event: the record the draft began from is not the record now.
    const draft = JSON.parse(window.localStorage.getItem(key) ?? '{}') as { base: string };
    const base = JSON.parse(draft.base) as Record<string, unknown>;
    window.localStorage.setItem(
      key,
      JSON.stringify({ ...draft, base: JSON.stringify({ ...base, name: 'Eye Camp before the other save' }) }),
    );

    renderApp(adminPaths.contentItem('events', 9));
    const notice = await screen.findByText(/Restored unsaved changes/, {}, FIND);
    expect(notice).toHaveTextContent('This item has been saved since');
    expect(nameField()).toHaveValue('Eye Camp for all');
  }, 30_000);
});

describe('what the event form’s fields say', () => {
  it('says what the picture box takes, keeps the addresses under Advanced, and names the blocks after where they show', async () => {
    eventsApi(true);
    renderApp(adminPaths.contentItem('events', 9));
    const picture = await screen.findByRole('group', { name: 'Picture' }, FIND);
    expect(within(picture).getByText(/JPEG, PNG, WebP or AVIF pictures up to 15 MB/)).toBeInTheDocument();
    expect(within(picture).queryByText(/PDF/)).toBeNull();
    const advanced = within(picture).getByText('Advanced: picture addresses').closest('details');
    expect(advanced).not.toHaveAttribute('open');
    expect(within(advanced as HTMLElement).getByLabelText('Large picture address')).toHaveValue(
      '/uploads/images/eye-1200.webp',
    );

    const intro = screen.getByRole('textbox', { name: 'Introduction' });
    expect(intro).toHaveAccessibleDescription(/First under “About this event”, beside the picture/);
    expect(screen.getByRole('textbox', { name: 'More details' })).toHaveAccessibleDescription(
      /Under the introduction/,
    );
    expect(screen.getByRole('textbox', { name: 'Closing note' })).toHaveAccessibleDescription(
      /Last in the column/,
    );
    expect(screen.queryByText(/first block|second block|third block/i)).toBeNull();
  });

  it('opens Advanced by itself when an address has an error', async () => {
    eventsApi(false);
    const { user } = renderApp(adminPaths.contentNew('events'));
    await user.type(await screen.findByLabelText('Name', { exact: true }, FIND), 'No picture yet');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const advanced = screen.getByText('Advanced: picture addresses').closest('details');
    await waitFor(() => expect(advanced).toHaveAttribute('open'));
    expect(screen.getByLabelText('Large picture address')).toHaveAttribute('aria-invalid', 'true');
  });
});
