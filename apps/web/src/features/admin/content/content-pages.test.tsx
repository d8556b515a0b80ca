import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { adminPaths, PAGE_DRAFT_MESSAGES, type PageDraft } from '@charity/shared';
import { signedInAs } from '#src/test/console-staff.ts';
import { FIND, preloadConsole, renderApp } from '#src/test/render-app.tsx';
import { server } from '#src/test/api-server.ts';
import { draftKey } from '#src/features/admin/content/hooks/use-form-draft.ts';

/*
 * The site's fixed pages in the console (docs/product/console.md "Content", Pages): edited, never created, deleted,
 * unpublished or scheduled.
 */
preloadConsole();

const page = {
  id: 3,
  slug: 'privacy-policy',
  title: 'Privacy Policy',
  body: '<h2>What we collect</h2><p>Little.</p>',
  meta_description: 'What we collect.',
  image: null,
  image_small: null,
  published: true,
  updated_at: null,
  updated_by: null,
  created_at: '2026-11-20T10:00:00.000Z',
};

describe('pages in the console', () => {
  it('lists the pages with their addresses and no New, selection, switch or delete; the form has no schedule', async () => {
    server.use(
      signedInAs('editor'),
      http.get('/api/admin/pages', () =>
        HttpResponse.json({ data: [page], meta: { total: 1, page: 1, per_page: 20 } }),
      ),
      http.get('/api/admin/pages/3', () => HttpResponse.json({ data: page })),
      http.get('/api/admin/content/pages/3/revisions', () => HttpResponse.json({ data: [] })),
      http.get('/api/admin/content/pages/3/draft', () => HttpResponse.json({ data: null })),
    );
    const { user } = renderApp(adminPaths.contentList('pages'));
    const table = await screen.findByRole('table', { name: 'Pages' }, FIND);
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'Privacy Policy' })).toBeInTheDocument();
    expect(within(row).getByText('/privacy-policy')).toBeInTheDocument();
    expect(within(row).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /New page/ })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('link', { name: 'Privacy Policy' }));
    expect(await screen.findByLabelText('Title', {}, FIND)).toHaveValue('Privacy Policy');
    expect(screen.getByLabelText('Description')).toHaveValue('What we collect.');
    expect(screen.queryByLabelText('Publish on')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Published/)).not.toBeInTheDocument();
    // A legal page's layout has no picture: the form offers none.
    expect(screen.queryByRole('group', { name: 'Picture' })).not.toBeInTheDocument();
  });

  it('offers a picture on a page whose layout shows one (About, the trust pages, Army-2024)', async () => {
    const about = { ...page, id: 1, slug: 'about', title: 'About Us' };
    server.use(
      signedInAs('editor'),
      http.get('/api/admin/pages/1', () => HttpResponse.json({ data: about })),
      http.get('/api/admin/content/pages/1/revisions', () => HttpResponse.json({ data: [] })),
      http.get('/api/admin/content/pages/1/draft', () => HttpResponse.json({ data: null })),
    );
    renderApp(adminPaths.contentItem('pages', 1));
    expect(await screen.findByLabelText('Title', {}, FIND)).toHaveValue('About Us');
    expect(screen.getByRole('group', { name: 'Picture' })).toHaveTextContent(
      'No picture: the page shows its built-in illustration.',
    );
  });
});

/** docs/product/console.md "Drafts of pages": a page's saves are drafts until published. */
describe('drafts of pages in the console', () => {
  const draft: PageDraft = {
    title: 'Privacy Policy (draft)',
    body: '<h2>What we collect</h2><p>Less.</p>',
    meta_description: 'What we collect.',
    image: null,
    image_small: null,
    saved_at: '2026-11-29T05:00:00.000Z',
    saved_by: { id: 'staff-2', name: 'Esha Editor' },
  };
  /** The page, its draft (or none) and the draft routes, each call recorded. */
  function draftApi(initial: PageDraft | null) {
    const calls: Array<{ method: string; url: string; body?: unknown }> = [];
    let current = initial;
    let live: Record<string, unknown> = page;
    server.use(
      signedInAs('editor'),
      http.get('/api/admin/pages/3', () => HttpResponse.json({ data: live })),
      http.get('/api/admin/content/pages/3/revisions', () => HttpResponse.json({ data: [] })),
      http.get('/api/admin/content/pages/3/draft', () => HttpResponse.json({ data: current })),
      http.put('/api/admin/content/pages/3/draft', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        calls.push({ method: 'PUT', url: request.url, body });
        current = { ...draft, ...body, saved_at: '2026-11-29T06:15:00.000Z' };
        return HttpResponse.json({ data: current, message: PAGE_DRAFT_MESSAGES.saved });
      }),
      http.post('/api/admin/content/pages/3/draft/publish', ({ request }) => {
        calls.push({ method: 'POST', url: request.url });
        live = { ...page, ...(current ?? {}), updated_at: '2026-11-29T06:20:00.000Z' };
        current = null;
        return HttpResponse.json({ data: live, message: PAGE_DRAFT_MESSAGES.published });
      }),
      http.delete('/api/admin/content/pages/3/draft', ({ request }) => {
        calls.push({ method: 'DELETE', url: request.url });
        current = null;
        return new HttpResponse(null, { status: 204 });
      }),
      http.patch('/api/admin/pages/3', ({ request }) => {
        calls.push({ method: 'PATCH', url: request.url });
        return HttpResponse.json({ data: live });
      }),
    );
    return calls;
  }
  const title = () => screen.getByLabelText('Title');

  it('opens on the draft, says whose and when, and publishes it', async () => {
    const calls = draftApi(draft);
    const { user } = renderApp(adminPaths.contentItem('pages', 3));
    const notice = await screen.findByText(/Unpublished changes/, {}, FIND);
    // 05:00 UTC is 10:30 am in India.
    expect(notice.closest('[role="status"]')).toHaveTextContent(
      'Unpublished changes saved 29 Nov 2026, 10:30 am by Esha Editor.',
    );
    expect(title()).toHaveValue('Privacy Policy (draft)');
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Preview/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Discard draft' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish changes' }));
    expect(await screen.findByText(PAGE_DRAFT_MESSAGES.published)).toBeInTheDocument();
    expect(calls.map((call) => call.method)).toEqual(['POST']);
    await waitFor(() => expect(screen.queryByText(/Unpublished changes/)).not.toBeInTheDocument());
    expect(title()).toHaveValue('Privacy Policy (draft)');
    expect(screen.queryByRole('button', { name: 'Discard draft' })).not.toBeInTheDocument();
    // Nothing left to publish until the form changes.
    expect(screen.getByRole('button', { name: 'Publish changes' })).toBeDisabled();
  }, 30_000);

  it('saves changes as a draft, never live, and publishes changes still in the form by saving them first', async () => {
    const calls = draftApi(null);
    const { user } = renderApp(adminPaths.contentItem('pages', 3));
    expect(await screen.findByLabelText('Title', {}, FIND)).toHaveValue('Privacy Policy');
    expect(screen.getByText(/Saving keeps your changes as a draft/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish changes' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Discard draft' })).not.toBeInTheDocument();

    await user.clear(title());
    await user.type(title(), 'Privacy');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(PAGE_DRAFT_MESSAGES.saved)).toBeInTheDocument();
    expect(calls).toMatchObject([{ method: 'PUT', body: { title: 'Privacy' } }]);
    expect(await screen.findByText(/Unpublished changes/)).toBeInTheDocument();
    expect(title()).toHaveValue('Privacy');

    await user.type(title(), ' notice');
    await user.click(screen.getByRole('button', { name: 'Publish changes' }));
    await waitFor(() => expect(calls.map((call) => call.method)).toEqual(['PUT', 'PUT', 'POST']));
    expect(calls[1]).toMatchObject({ body: { title: 'Privacy notice' } });
    // Never the page's own PATCH, which would put the words live at once.
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  }, 30_000);

  afterEach(() => window.localStorage.clear());

  it('names a published draft in the page’s revisions', async () => {
    draftApi(null);
    server.use(
      http.get('/api/admin/content/pages/3/revisions', () =>
        HttpResponse.json({
          data: [
            {
              id: 5,
              action: 'publish-draft',
              changed: ['title'],
              staff: { id: 'staff-2', name: 'Esha Editor' },
              created_at: '2026-11-29T06:20:00.000Z',
            },
          ],
        }),
      ),
    );
    const { user } = renderApp(adminPaths.contentItem('pages', 3));
    await user.click(await screen.findByRole('button', { name: 'Show revisions' }, FIND));
    expect(await screen.findByText('Published a draft')).toBeInTheDocument();
  });

  it("keeps unsaved changes in the browser over the page's draft, restored after a closed tab and saved as the draft", async () => {
    const calls = draftApi(draft);
    const key = draftKey('pages', 3);
    const first = renderApp(adminPaths.contentItem('pages', 3));
    await first.user.type(await screen.findByLabelText('Title', {}, FIND), ' 2');
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(key) ?? '{}')).toMatchObject({
        values: { title: 'Privacy Policy (draft) 2' },
      }),
    );
    // The tab closes without saving; the editor opens the page again.
    first.unmount();

    const again = renderApp(adminPaths.contentItem('pages', 3));
    expect(await screen.findByText(/Restored unsaved changes/, {}, FIND)).toBeInTheDocument();
    expect(screen.getByText(/Unpublished changes/)).toBeInTheDocument();
    expect(title()).toHaveValue('Privacy Policy (draft) 2');
    await again.user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(calls).toMatchObject([{ method: 'PUT', body: { title: 'Privacy Policy (draft) 2' } }]),
    );
    await waitFor(() => expect(window.localStorage.getItem(key)).toBeNull());
  }, 30_000);

  it('discards the draft after asking, and the form shows the page as published', async () => {
    const calls = draftApi(draft);
    const { user } = renderApp(adminPaths.contentItem('pages', 3));
    await user.click(await screen.findByRole('button', { name: 'Discard draft' }, FIND));
    const dialog = await screen.findByRole('dialog', { name: 'Discard the unpublished changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard draft' }));
    expect(await screen.findByText(PAGE_DRAFT_MESSAGES.discarded)).toBeInTheDocument();
    expect(calls.map((call) => call.method)).toEqual(['DELETE']);
    await waitFor(() => expect(title()).toHaveValue('Privacy Policy'));
    expect(screen.queryByText(/Unpublished changes/)).not.toBeInTheDocument();
  }, 30_000);
});

describe('the FAQ in the console', () => {
  it('names the type as an acronym inside sentences: "Search FAQ", not "Search faq"', async () => {
    server.use(
      signedInAs('editor'),
      http.get('/api/admin/faqs', () =>
        HttpResponse.json({ data: [], meta: { total: 0, page: 1, per_page: 20 } }),
      ),
    );
    renderApp(adminPaths.contentList('faqs'));
    expect(await screen.findByRole('searchbox', { name: 'Search FAQ' }, FIND)).toBeInTheDocument();
    expect(screen.queryByText(/faq/)).not.toBeInTheDocument();
  });
});
