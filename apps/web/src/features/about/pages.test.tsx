import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths, publicSite, seedSettings, type SitePage } from '@charity/shared';
import { on, server } from '#src/test/api-server.ts';
import { renderApp } from '#src/test/render-app.tsx';

const saved = (slug: SitePage['slug'], page: Partial<SitePage>): SitePage => ({
  slug,
  title: 'Edited title',
  body: '<p>Edited text.</p>',
  image: null,
  image_small: null,
  meta_description: 'Edited description.',
  updated_at: '2026-11-28T10:00:00.000Z',
  ...page,
});

/** docs/product/content-and-pages.md "Pages as content": the pages show the words editors saved. */
describe('pages as content', () => {
  it('shows a legal page as saved: title, sections from its headings, the site name filled in', async () => {
    server.use(
      on('GET /api/site', [200, { data: { ...publicSite(seedSettings()), name: 'Sri Sai Seva Trust' } }]),
      on('GET /api/pages/:slug', [
        200,
        {
          data: saved('disclaimer', {
            title: 'Disclaimer, revised',
            body: '<h2>First &amp; foremost</h2><p>By {{site_name}}.</p><h2>Links</h2><p>See the <a href="/privacy-policy">Privacy Policy</a>.</p>',
          }),
        },
      ]),
    );
    const { user } = renderApp(paths.disclaimer);
    await screen.findByRole('heading', { level: 1, name: 'Disclaimer, revised' });
    expect(await screen.findByText('By Sri Sai Seva Trust.')).toBeInTheDocument();
    const contents = within(screen.getByRole('navigation', { name: 'On this page', hidden: true }));
    expect(contents.getAllByRole('link', { hidden: true }).map((link) => link.textContent)).toEqual([
      'First & foremost',
      'Links',
    ]);
    expect(document.getElementById('first-foremost')).toHaveTextContent('By Sri Sai Seva Trust.');

    // A link to another page of the site moves within the app.
    server.use(
      on('GET /api/pages/:slug', [200, { data: saved('privacy-policy', { title: 'Privacy, saved' }) }]),
    );
    await user.click(within(document.getElementById('links')!).getByRole('link', { name: 'Privacy Policy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy, saved' })).toBeInTheDocument();
  });

  it('shows the picture an editor chose, with its library alt text, in place of the illustration', async () => {
    server.use(
      on('GET /api/pages/:slug', [
        200,
        {
          data: saved('sai-mayee-trust', {
            image: '/uploads/images/home-1200.webp',
            image_small: '/uploads/images/home-720.webp',
            image_alt: 'Children at the Jayanagar home',
          }),
        },
      ]),
    );
    renderApp(paths.saiMayeeTrust);
    const picture = await screen.findByRole('img', { name: 'Children at the Jayanagar home' });
    expect(picture).toHaveAttribute('src', '/uploads/images/home-1200.webp');
    expect(picture).toHaveAttribute('srcset', expect.stringContaining('/uploads/images/home-720.webp 720w'));
    // The built-in illustration gives way.
    expect(screen.queryByRole('img', { name: 'Children and an elder in front of a home' })).toBeNull();
  });

  it('puts the saved text in the About and trust pages, inside their own layout', async () => {
    server.use(
      on('GET /api/pages/:slug', [
        200,
        { data: saved('about', { body: '<p>Our <strong>new</strong> story.</p>' }) },
      ]),
    );
    renderApp(paths.about);
    await screen.findByRole('heading', { level: 1, name: 'Edited title' });
    expect(screen.getByText(/story\./)).toHaveTextContent('Our new story.');
    expect(screen.getByRole('heading', { name: 'Join the seva' })).toBeInTheDocument();
  });

  it('says so when the text cannot be loaded', async () => {
    server.use(on('GET /api/pages/:slug', [500, { message: 'Something went wrong' }]));
    renderApp(paths.saiMayeeTrust);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(/could not be loaded/);
  });

  it('lists the FAQ questions in the order the API gives them, each under its list', async () => {
    server.use(
      on('GET /api/faq', [
        200,
        {
          data: [
            { id: 9, section: 'giving', question: 'Second-made, shown first?', answer: '<p>Yes.</p>' },
            { id: 3, section: 'giving', question: 'Older question?', answer: '<p>Later.</p>' },
            { id: 5, section: 'trusts', question: 'Only trusts question?', answer: '<p>Indeed.</p>' },
          ],
        },
      ]),
    );
    renderApp(paths.faq);
    await screen.findByRole('heading', { level: 1, name: 'FAQ' });
    const giving = within(screen.getByRole('region', { name: 'Donations & volunteering' }));
    expect(giving.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Second-made, shown first?',
      'Older question?',
    ]);
    expect(
      within(screen.getByRole('region', { name: 'About the trusts' })).getAllByRole('button'),
    ).toHaveLength(1);
  });
});
