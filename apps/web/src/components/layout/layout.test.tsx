import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths, publicSite, seedSettings, SITE } from '@charity/shared';
import { loadMatchedRoutes } from '#src/app/router.tsx';
import { renderApp, scrollWindowTo } from '#src/test/render-app.tsx';
import { EMPTY_SITE, on, server } from '#src/test/api-server.ts';
import { SIGNED_IN_DONOR } from '#src/features/giving/test/donation-fixtures.ts';
import { setSessionHint } from '#src/lib/session-hint.ts';

// The pages are lazy modules: compiling one on first use can outlast a waitFor on a busy two-core machine, so the
// pages these tests open or navigate to are loaded once up front (as router.test.tsx does).
beforeAll(async () => {
  await Promise.all([
    loadMatchedRoutes(paths.about),
    loadMatchedRoutes(paths.eventList('madhava-seva', 'upcoming-events')),
    import('#src/components/layout/footer.tsx'),
  ]);
}, 120_000);

// These tests are about the frame of the pages, so the site has no content.
beforeEach(() => {
  server.use(...EMPTY_SITE);
});

afterEach(() => {
  scrollWindowTo(0);
});

describe('header', () => {
  it('links every header destination', async () => {
    renderApp(paths.about);
    const main = within(await screen.findByRole('navigation', { name: 'Main' }));
    expect(main.getByRole('link', { name: 'Introduction' })).toHaveAttribute('href', paths.about);
    expect(main.getByRole('link', { name: 'Leadership Team' })).toHaveAttribute('href', paths.leadershipTeam);
    expect(main.getByRole('link', { name: 'Media' })).toHaveAttribute('href', paths.media);
    expect(main.getByRole('link', { name: 'Testimonial' })).toHaveAttribute('href', paths.testimonial);
    expect(main.getByRole('link', { name: 'Volunteer' })).toHaveAttribute('href', paths.volunteer);
    expect(main.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', paths.faq);
    const blogs = within(screen.getByRole('banner')).getByRole('link', { name: /Blogs/ });
    expect(blogs).toHaveAttribute('target', '_blank');
    expect(blogs).toHaveAttribute('rel', expect.stringContaining('noopener'));
    for (const group of ['Publications', 'Gallery', 'Madhava Seva', 'Manava Seva']) {
      expect(main.getByRole('button', { name: group })).toBeInTheDocument();
    }
    const banner = within(screen.getByRole('banner'));
    expect(banner.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', paths.contact);
    expect(banner.getByRole('link', { name: 'E-Hundi' })).toHaveAttribute('href', paths.eHundi);
    expect(banner.getByRole('link', { name: new RegExp(SITE.email) })).toHaveAttribute(
      'href',
      `mailto:${SITE.email}`,
    );
  });

  it('opens a seva menu whose items lead to the three event lists', async () => {
    const { user, router } = renderApp(paths.about);
    const main = within(await screen.findByRole('navigation', { name: 'Main' }));
    await user.click(main.getByRole('button', { name: 'Madhava Seva' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Past Events',
      'Upcoming Events',
      'Recurring Events',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Upcoming Events' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/madhava-seva/upcoming-events'));
  });

  it('opens the Publications menu whose items lead to literature and the crosswords', async () => {
    const { user, router } = renderApp(paths.about);
    const main = within(await screen.findByRole('navigation', { name: 'Main' }));
    await user.click(main.getByRole('button', { name: 'Publications' }));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Literature',
      'Crossword',
    ]);
    await user.click(menu.getByRole('menuitem', { name: 'Crossword' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.crossword));
  });

  it('marks the current section: its link as the page, or the menu button of its group', async () => {
    const { router } = renderApp(paths.media);
    const main = within(await screen.findByRole('navigation', { name: 'Main' }));
    expect(main.getByRole('link', { name: 'Media' })).toHaveAttribute('aria-current', 'page');
    expect(main.getByRole('button', { name: 'Madhava Seva' })).not.toHaveAttribute('aria-current');

    // An event's page is in its list's section.
    await act(() => router.navigate(paths.eventDetail('madhava-seva', 'past-events', 4)));
    await waitFor(() =>
      expect(main.getByRole('button', { name: 'Madhava Seva' })).toHaveAttribute('aria-current', 'true'),
    );
    expect(main.getByRole('button', { name: 'Manava Seva' })).not.toHaveAttribute('aria-current');
    expect(main.getByRole('link', { name: 'Media' })).not.toHaveAttribute('aria-current');
  });

  it('becomes fixed only after 150 px of scroll', async () => {
    renderApp(paths.about);
    const header = await screen.findByRole('banner');
    act(() => scrollWindowTo(150));
    expect(screen.getByRole('banner')).not.toHaveAttribute('data-fixed');
    act(() => scrollWindowTo(400));
    expect(screen.getByRole('banner')).toHaveAttribute('data-fixed');
    expect(screen.getByRole('banner')).toHaveClass('fixed');
    act(() => scrollWindowTo(0));
    expect(header).not.toHaveClass('fixed');
  });
});

describe('mobile menu', () => {
  it('opens a dialog titled Menu and closes when a link is followed', async () => {
    const { user, router } = renderApp(paths.home);
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('link', { name: 'Introduction' })).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Madhava Seva' })).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Manava Seva' })).toBeInTheDocument();
    const publications = within(within(dialog).getByRole('list', { name: 'Publications' }));
    expect(publications.getByRole('link', { name: 'Literature' })).toHaveAttribute('href', paths.literature);
    expect(publications.getByRole('link', { name: 'Crossword' })).toHaveAttribute('href', paths.crossword);
    expect(within(dialog).getByRole('link', { name: 'Donate' })).toHaveAttribute('href', paths.donation);
    expect(within(dialog).getByRole('link', { name: 'E-Hundi' })).toHaveAttribute('href', paths.eHundi);

    await user.click(within(dialog).getByRole('link', { name: 'Leadership Team' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Leadership Team' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.leadershipTeam);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('has Find Us and, in words, the way to sign in', async () => {
    const { user } = renderApp(paths.home);
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Menu' }));
    expect(dialog.getByRole('link', { name: 'Find Us' })).toHaveAttribute('href', paths.findUs);
    // A visible label, not only an icon's name (docs/product/accounts.md "Profile bar").
    const login = dialog.getByRole('link', { name: 'Login' });
    expect(login).toHaveAttribute('href', paths.login);
    expect(login).toHaveTextContent('Login');
    expect(dialog.queryByRole('link', { name: 'My donations' })).not.toBeInTheDocument();
  });

  it('offers a signed-in donor "My donations"', async () => {
    setSessionHint(true);
    server.use(on('GET /api/auth/me', SIGNED_IN_DONOR));
    try {
      const { user } = renderApp(paths.home);
      await user.click(await screen.findByRole('button', { name: 'Open menu' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Menu' }));
      const mine = await dialog.findByRole('link', { name: 'My donations' });
      expect(mine).toHaveAttribute('href', paths.payment);
      expect(mine).toHaveTextContent('My donations');
      expect(dialog.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    } finally {
      setSessionHint(false);
    }
  });

  it('closes on a route change it did not cause', async () => {
    const { user, router } = renderApp(paths.home);
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    await act(() => router.navigate(paths.faq));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes with its close button', async () => {
    const { user } = renderApp(paths.home);
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('scroll to top', () => {
  it('appears only after 150 px and scrolls back to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { user } = renderApp(paths.about);
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    act(() => scrollWindowTo(151));
    await user.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    act(() => scrollWindowTo(0));
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
  });
});

describe('footer', () => {
  it('has the explore, legal and social links, contact details and the copyright', async () => {
    renderApp(paths.about);
    const footer = within(await screen.findByRole('contentinfo'));
    const hrefs = (name: string) =>
      within(footer.getByRole('navigation', { name }))
        .getAllByRole('link')
        .map((a) => a.getAttribute('href'));
    expect(hrefs('Explore')).toEqual([
      paths.about,
      paths.volunteer,
      paths.contact,
      paths.army2024,
      paths.scy2025,
    ]);
    expect(hrefs('Legal')).toEqual(expect.arrayContaining([paths.termsCondition, paths.privacyPolicy]));
    const social = within(footer.getByRole('navigation', { name: 'Social' }));
    for (const network of ['Facebook', 'Instagram', 'LinkedIn', 'YouTube', 'Twitter']) {
      expect(social.getByRole('link', { name: network })).toHaveAttribute('target', '_blank');
    }
    expect(
      footer.getByText(`© ${new Date().getFullYear()} ${SITE.name}. All rights reserved.`),
    ).toBeInTheDocument();
    expect(footer.getByText(SITE.address)).toBeInTheDocument();
    expect(footer.getByRole('link', { name: SITE.email })).toHaveAttribute('href', `mailto:${SITE.email}`);
    expect(footer.getByRole('link', { name: SITE.phone })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
  });

  it('shows the details an admin saved, as the API serves them', async () => {
    const saved = publicSite(seedSettings());
    saved.phone = '+91 80 9999 0000';
    saved.social.twitter = null;
    saved.trusts[2].name = 'Sri Meru Mathi Temple Trust';
    server.use(on('GET /api/site', [200, { data: saved }]));
    renderApp(paths.about);
    const footer = within(await screen.findByRole('contentinfo'));
    expect(await footer.findByRole('link', { name: '+91 80 9999 0000' })).toHaveAttribute(
      'href',
      'tel:+918099990000',
    );
    expect(footer.queryByRole('link', { name: SITE.phone })).not.toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'Sri Meru Mathi Temple Trust' })).toBeInTheDocument();
    const social = within(footer.getByRole('navigation', { name: 'Social' }));
    expect(social.queryByRole('link', { name: 'Twitter' })).not.toBeInTheDocument();
    expect(social.getByRole('link', { name: 'Facebook' })).toBeInTheDocument();
  });
});
