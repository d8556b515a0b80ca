import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminPaths } from '@charity/shared';
import { signedInAs } from '#src/test/console-staff.ts';
import { FIND, preloadConsole, renderApp } from '#src/test/render-app.tsx';
import { server } from '#src/test/api-server.ts';

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
    );
    renderApp(adminPaths.contentItem('pages', 1));
    expect(await screen.findByLabelText('Title', {}, FIND)).toHaveValue('About Us');
    expect(screen.getByRole('group', { name: 'Picture' })).toHaveTextContent(
      'No picture: the page shows its built-in illustration.',
    );
  });
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
