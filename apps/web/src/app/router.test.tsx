import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paths, TRUSTS } from '@charity/shared';
import { AppRouter, loadMatchedRoutes } from '#src/app/router.tsx';
import { renderApp } from '#src/test/render-app.tsx';
import { EMPTY_SITE, server } from '#src/test/api-server.ts';

// These tests are about the frame of the pages, so the site has no content.
beforeEach(() => {
  server.use(...EMPTY_SITE);
});

/** Every route of docs/product/content-and-pages.md and events.md with the title its hero must show. */
const specRoutes: [path: string, title: string][] = [
  [paths.about, 'About Us'],
  [paths.saiMayeeTrust, TRUSTS[1].name],
  [paths.saiMeruMathiTrust, TRUSTS[2].name],
  [paths.leadershipTeam, 'Leadership Team'],
  [paths.media, 'Media'],
  [paths.testimonial, 'Testimonial'],
  [paths.galleryImages, 'Images'],
  [paths.galleryVideos, 'Videos'],
  [paths.volunteer, 'Volunteer'],
  [paths.faq, 'FAQ'],
  [paths.faqDemo, 'FAQ'],
  [paths.contact, 'Contact Us'],
  [paths.army2024, 'Army-2024'],
  [paths.scy2025, 'SCY-2025'],
  [paths.termsCondition, 'Terms & Condition'],
  [paths.privacyPolicy, 'Privacy Policy'],
  [paths.refundPolicy, 'Donation Refund Policy'],
  [paths.disclaimer, 'Disclaimer'],
  [paths.findUs, 'Find Us'],
  [paths.literature, 'Literature'],
  [paths.crossword, 'Crossword'],
  [paths.donation, 'Donation'],
  [paths.eHundi, 'E-Hundi'],
  // paths.payment needs a login: features/auth/auth.test.tsx covers its redirect and its page for a donor.
  [paths.login, 'Login'],
  [paths.register, 'Registration'],
  [paths.forgotPassword, 'Forgot Password'],
  [paths.resetPassword('0b7c5a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21'), 'Reset Password'],
  [paths.verifyUser('0b7c5a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21'), 'Verify Email'],
  [paths.eventList('madhava-seva', 'past-events'), 'Past Events'],
  [paths.eventList('madhava-seva', 'upcoming-events'), 'Upcoming Events'],
  [paths.eventList('madhava-seva', 'recurring-events'), 'Recurring Events'],
  [paths.eventList('manava-seva', 'past-events'), 'Past Events'],
  [paths.eventList('manava-seva', 'upcoming-events'), 'Upcoming Events'],
  [paths.eventList('manava-seva', 'recurring-events'), 'Recurring Events'],
];

beforeAll(async () => {
  // The pages are lazy modules; compiling each on first use can take longer than a findBy* query waits on a busy
  // machine, so they are all loaded once up front.
  await Promise.all([
    ...[paths.home, ...specRoutes.map(([path]) => path)].map((path) => loadMatchedRoutes(path)),
    // The layout's footer is lazy too, and a preloaded page would otherwise show before it.
    import('#src/components/layout/footer.tsx'),
  ]);
}, 120_000);

describe('route table', () => {
  it('renders the home page at /', async () => {
    renderApp(paths.home);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sai Mayee Trusts' })).toBeInTheDocument();
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
  });

  it.each(specRoutes)('renders %s with its hero title and breadcrumb', async (path, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(breadcrumb).toHaveTextContent(`Home / ${title}`);
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
    // The layout stays around every page.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each([
    [paths.eventDetail('madhava-seva', 'upcoming-events', 2), 'Back to Upcoming Events'],
    [paths.eventDetail('manava-seva', 'past-events', 7), 'Back to Past Events'],
  ])('renders %s, an event this empty site does not have, as "Event not found"', async (path, back) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Event not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: back })).toBeInTheDocument();
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each(['/no-such-page', '/madhava-seva/someday-events', '/seva/past-events', '/faq/extra/segments/here'])(
    'shows the 404 page inside the layout for %s',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    },
  );

  it('takes the visitor home from the 404 page', async () => {
    const { user } = renderApp('/no-such-page');
    await user.click(await screen.findByRole('link', { name: 'Back to the home page' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sai Mayee Trusts' })).toBeInTheDocument();
  });

  it('shows the category of an event list above its title', async () => {
    renderApp(paths.eventList('manava-seva', 'recurring-events'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Recurring Events' })).toBeInTheDocument();
    expect(screen.getByText('Manava Seva', { selector: 'p' })).toBeInTheDocument();
  });
});

describe('AppRouter', () => {
  it('provides the router it is given (main.tsx makes it before hydrating) rather than making its own', () => {
    const router = createMemoryRouter([{ path: '/given', element: <p>the given router</p> }], {
      initialEntries: ['/given'],
    });
    render(<AppRouter router={router} />);
    expect(screen.getByText('the given router')).toBeInTheDocument();
  });
});
