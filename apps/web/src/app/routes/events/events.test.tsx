import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, paths, type EventDetail, type EventSummary } from '@charity/shared';
import { on, recordUrls, server } from '#src/test/api-server.ts';
import { renderApp } from '#src/test/render-app.tsx';

beforeAll(async () => {
  // The pages are lazy modules; compiling them on first use can take longer than a findBy* query waits on a busy
  // machine, so they are loaded once up front.
  await Promise.all([
    import('#src/app/routes/events/event-list.tsx'),
    import('#src/app/routes/events/event-detail.tsx'),
  ]);
}, 60_000);

const summary = (id: number, name: string): EventSummary => ({
  id,
  name,
  image: `/uploads/events/${id}.jpg`,
  image_small: `/uploads/events/${id}-480.jpg`,
  category: 'madhava-seva',
  status: 1,
  sdate: '2024-11-03',
  edate: '2024-11-04',
});

const eventsPage = () => ({
  data: [summary(4, 'Karthika Deepotsava'), summary(5, 'Temple cleaning')],
  meta: { total: 2, page: 1, per_page: 9 },
});

const detail = (overrides: Partial<EventDetail> = {}): EventDetail => ({
  ...summary(4, 'Karthika Deepotsava'),
  description1: '<p>Ten thousand lamps were lit.</p><script>window.hacked = true</script>',
  description2: 'null',
  description3: '<p>null</p>',
  event_gallery_images: [],
  event_gallery_videos: [],
  ...overrides,
});

/** The list endpoint answering `eventsPage` (whatever the query), with the requests recorded. */
const answerList = () => {
  server.use(on('GET /api/event/paginate', [200, eventsPage()]));
  return recordUrls();
};

const eventsRequest = (requested: URL[]) =>
  requested.filter((url) => url.pathname === '/api/event/paginate').at(-1);

describe('event lists', () => {
  it.each([
    ['madhava-seva', 'past-events', '1'],
    ['manava-seva', 'upcoming-events', '0'],
    ['manava-seva', 'recurring-events', '2'],
  ] as const)('asks /%s/%s for its section and status %s by default', async (category, list, status) => {
    const requested = answerList();
    renderApp(paths.eventList(category, list));
    await screen.findByText('KARTHIKA DEEPOTSAVA');
    const request = eventsRequest(requested);
    expect(request?.searchParams.get('status')).toBe(status);
    expect(request?.searchParams.get('filter')).toBe(category);
    expect(request?.searchParams.get('page')).toBe('1');
  });

  it('lets the query string choose page, status and filter', async () => {
    const requested = answerList();
    renderApp(`${paths.eventList('madhava-seva', 'past-events')}?page=2&status=0&filter=manava-seva`);
    await screen.findByText('KARTHIKA DEEPOTSAVA');
    const request = eventsRequest(requested);
    expect(request?.searchParams.get('page')).toBe('2');
    expect(request?.searchParams.get('status')).toBe('0');
    expect(request?.searchParams.get('filter')).toBe('manava-seva');
  });

  it('shows past events with their date, the name in upper case and a Learn More link', async () => {
    answerList();
    renderApp(paths.eventList('madhava-seva', 'past-events'));
    const name = await screen.findByRole('heading', { name: 'KARTHIKA DEEPOTSAVA' });
    const card = within(name.closest('article')!);
    // A two-day event shows its range (docs/product/events.md "Dates").
    expect(card.getByText('03 – 04 Nov 2024')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Learn More about Karthika Deepotsava' })).toHaveAttribute(
      'href',
      paths.eventDetail('madhava-seva', 'past-events', 4),
    );
    // Two events are one page: nothing to page through.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('shows no date on recurring events', async () => {
    answerList();
    renderApp(paths.eventList('madhava-seva', 'recurring-events'));
    await screen.findByRole('heading', { name: 'KARTHIKA DEEPOTSAVA' });
    expect(screen.queryByText(/Nov 2024/)).not.toBeInTheDocument();
  });

  it('shows an empty state and no pagination when the list is empty', async () => {
    server.use(on('GET /api/event/paginate', [200, { data: [], meta: { total: 0, page: 1, per_page: 9 } }]));
    renderApp(paths.eventList('manava-seva', 'upcoming-events'));
    expect(await screen.findByRole('heading', { name: 'No events here yet' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});

describe('event detail', () => {
  it('shows the event, its date and only the descriptions with content', async () => {
    server.use(on('GET /api/event/display/4', [200, { data: detail() }]));
    const requested = recordUrls();
    renderApp(paths.eventDetail('madhava-seva', 'past-events', 4));
    expect(await screen.findByRole('heading', { level: 1, name: 'Karthika Deepotsava' })).toBeInTheDocument();
    expect(requested.at(-1)?.pathname).toBe('/api/event/display/4');
    expect(screen.getByRole('img', { name: 'Karthika Deepotsava' })).toBeInTheDocument();
    expect(screen.getByText('Date:')).toBeInTheDocument();
    // Both days of a two-day event (docs/product/events.md "Dates").
    expect(screen.getByText('03 – 04 Nov 2024')).toBeInTheDocument();
    expect(screen.getByText('Ten thousand lamps were lit.')).toBeInTheDocument();
    expect(screen.queryByText('null')).not.toBeInTheDocument();
    expect(document.querySelector('main script')).toBeNull();
    // No gallery rows: neither section is shown.
    expect(screen.queryByRole('link', { name: 'Go To Image Gallery' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go To Video Gallery' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Karthika Deepotsava/));
  });

  it('shows the image and video sections when the event has them', async () => {
    server.use(
      on('GET /api/event/display/4', [
        200,
        {
          data: detail({
            event_gallery_images: [
              { id: 9, image: '/uploads/9.jpg', image_small: '/uploads/9-480.jpg', title: 'Lamps' },
            ],
            event_gallery_videos: [
              { id: 3, video: 'https://www.youtube-nocookie.com/embed/x', title: 'Highlights' },
            ],
          }),
        },
      ]),
    );
    renderApp(paths.eventDetail('madhava-seva', 'recurring-events', 4));
    const images = await screen.findByRole('region', { name: 'Latest From Karthika Deepotsava' });
    expect(within(images).getByRole('link', { name: 'Go To Image Gallery' })).toHaveAttribute(
      'href',
      paths.galleryImages,
    );
    expect(within(images).getByRole('img', { name: 'Lamps' })).toBeInTheDocument();
    const videos = screen.getByRole('region', { name: 'Videos' });
    expect(within(videos).getByRole('link', { name: 'Go To Video Gallery' })).toHaveAttribute(
      'href',
      paths.galleryVideos,
    );
    expect(within(videos).getByRole('button', { name: 'Play video: Highlights' })).toBeInTheDocument();
    // Recurring events carry no date.
    expect(screen.queryByText('Date:')).not.toBeInTheDocument();
  });

  it("uses the media library's alt text for the hero and gallery pictures when the server gives one", async () => {
    server.use(
      on('GET /api/event/display/4', [
        200,
        {
          data: detail({
            image_alt: 'Rows of oil lamps around the temple tank',
            event_gallery_images: [
              {
                id: 9,
                image: '/uploads/9.jpg',
                image_small: '/uploads/9-480.jpg',
                title: 'Lamps',
                image_alt: 'A child lighting a lamp',
              },
              { id: 10, image: '/uploads/10.jpg', image_small: '/uploads/10-480.jpg', title: 'Crowd' },
            ],
          }),
        },
      ]),
    );
    renderApp(paths.eventDetail('madhava-seva', 'past-events', 4));
    expect(
      await screen.findByRole('img', { name: 'Rows of oil lamps around the temple tank' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Karthika Deepotsava' })).not.toBeInTheDocument();
    const images = screen.getByRole('region', { name: 'Latest From Karthika Deepotsava' });
    expect(within(images).getByRole('img', { name: 'A child lighting a lamp' })).toBeInTheDocument();
    // Without one, the title as before.
    expect(within(images).getByRole('img', { name: 'Crowd' })).toBeInTheDocument();
  });

  it('offers a dated event still to come as an iCalendar file', async () => {
    server.use(on('GET /api/event/display/4', [200, { data: detail({ status: 0, sdate: '2099-12-20' }) }]));
    renderApp(paths.eventDetail('madhava-seva', 'upcoming-events', 4));
    expect(await screen.findByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      paths.eventCalendar('madhava-seva', 4),
    );
  });

  it('offers no calendar file for a past event', async () => {
    server.use(on('GET /api/event/display/5', [200, { data: detail({ id: 5, status: 1 }) }]));
    renderApp(paths.eventDetail('madhava-seva', 'past-events', 5));
    expect(await screen.findByRole('heading', { level: 1, name: 'Karthika Deepotsava' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add to calendar' })).not.toBeInTheDocument();
  });

  it('says "Invalid ID" and goes back to the list for an id that is not a number', async () => {
    const requested = answerList();
    const { router } = renderApp('/manava-seva/upcoming-events/abc');
    expect(await screen.findByText(MESSAGES.invalidId)).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(paths.eventList('manava-seva', 'upcoming-events')),
    );
    expect(router.state.historyAction).toBe('REPLACE');
    expect(requested.some((url) => url.pathname.startsWith('/api/event/display'))).toBe(false);
  });

  it('shows "Event not found" with the way back to the list for an unknown or unpublished event', async () => {
    answerList();
    server.use(on('GET /api/event/display/99', [404, { message: 'Event not found' }]));
    const { router } = renderApp(paths.eventDetail('madhava-seva', 'upcoming-events', 99));
    expect(await screen.findByRole('heading', { level: 1, name: 'Event not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Upcoming Events' })).toHaveAttribute(
      'href',
      paths.eventList('madhava-seva', 'upcoming-events'),
    );
    // It stays on the address (the server answers it with a 404), with no error toast and no "Event Details".
    expect(router.state.location.pathname).toBe(paths.eventDetail('madhava-seva', 'upcoming-events', 99));
    expect(screen.queryByRole('heading', { name: 'Event Details' })).not.toBeInTheDocument();
    // Only the heading says it: no toast beside it.
    expect(screen.getAllByText('Event not found')).toHaveLength(1);
    await waitFor(() => expect(document.title).toMatch(/^Event not found \|/));
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // Moving on takes the noindex away again.
    await router.navigate(paths.eventList('madhava-seva', 'upcoming-events'));
    await waitFor(() => expect(document.querySelector('meta[name="robots"]')).toBeNull());
  });

  it('shows the error and goes back to the list when the event cannot be loaded', async () => {
    answerList();
    server.use(on('GET /api/event/display/99', [500, { message: 'The server is resting' }]));
    const { router } = renderApp(paths.eventDetail('madhava-seva', 'upcoming-events', 99));
    expect(await screen.findByText('The server is resting')).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(paths.eventList('madhava-seva', 'upcoming-events')),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Upcoming Events' })).toBeInTheDocument();
  });
});
