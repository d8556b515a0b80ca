import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminPaths, NEWSLETTER_MESSAGES, type Newsletter } from '@charity/shared';
import { signedInOnDashboard } from '#src/test/console-staff.ts';
import { FIND, preloadConsole, renderApp } from '#src/test/render-app.tsx';
import { recordRequests, server } from '#src/test/api-server.ts';
import { spyOnToasts } from '#src/test/toasts.ts';
import { toast } from '#src/lib/toast.ts';

/* The newsletter screens against a stubbed admin API; any request without a handler fails the test. */
preloadConsole();

beforeEach(() => spyOnToasts());

const draft: Newsletter = {
  id: 7,
  subject: 'Seva news',
  body_html: '<p>Annadanam on Sunday.</p>',
  translations: {},
  topics: ['event', 'newsletter'],
  rate_per_minute: 60,
  status: 'draft',
  created_by: '0b9f6a3e-3c1d-4e0a-9b7e-2f6d1c5a8e01',
  created_by_name: 'Lakshmi',
  created_at: '2026-11-25T10:00:00.000Z',
  updated_at: null,
  started_at: null,
  finished_at: null,
  counts: { recipients: 0, waiting: 0, queued: 0, sent: 0, failed: 0, skipped: 0 },
};

describe('newsletters', () => {
  it('lists newsletters with their status and counts', async () => {
    server.use(
      ...signedInOnDashboard('coordinator'),
      http.get('/api/admin/newsletters', () =>
        HttpResponse.json({
          data: [{ ...draft, status: 'sent', counts: { ...draft.counts, recipients: 3, sent: 3 } }],
          meta: { total: 1, page: 1, per_page: 20 },
        }),
      ),
    );
    renderApp(adminPaths.newsletters);
    const table = await screen.findByRole('table', { name: 'Newsletters, newest first' }, FIND);
    expect(within(table).getByRole('link', { name: 'Seva news' })).toHaveAttribute(
      'href',
      adminPaths.newsletter(7),
    );
    expect(within(table).getByText('3 / 3')).toBeInTheDocument();
  });

  it('sorts by the subject or the date from a header, the order in the URL and restored by Back', async () => {
    const queries: string[] = [];
    server.use(
      ...signedInOnDashboard('coordinator'),
      http.get('/api/admin/newsletters', ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json({ data: [draft], meta: { total: 1, page: 1, per_page: 20 } });
      }),
    );
    const { user, router } = renderApp(`${adminPaths.newsletters}?sort=-subject`);
    const subject = await screen.findByRole('columnheader', { name: /^Subject/ }, FIND);
    expect(subject).toHaveAttribute('aria-sort', 'descending');
    expect(queries.at(-1)).toBe('?page=1&per_page=20&sort=-subject');
    expect(screen.getByRole('table', { name: 'Newsletters' })).toBeInTheDocument();

    await user.click(within(screen.getByRole('columnheader', { name: /^Subject/ })).getByRole('button'));
    await waitFor(() => expect(queries.at(-1)).toBe('?page=1&per_page=20&sort=subject'));
    expect(router.state.location.search).toBe('?sort=subject');
    expect(screen.getByRole('columnheader', { name: /^Subject/ })).toHaveAttribute('aria-sort', 'ascending');

    // Newest first: the list's own order, left out of the URL and the request.
    await user.click(within(screen.getByRole('columnheader', { name: /^Written/ })).getByRole('button'));
    await waitFor(() => expect(queries.at(-1)).toBe('?page=1&per_page=20'));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('table', { name: 'Newsletters, newest first' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /^Written/ })).toHaveAttribute('aria-sort', 'descending');

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?sort=subject');
    expect(screen.getByRole('columnheader', { name: /^Subject/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('shows the server’s 422 under the field of a draft being saved', async () => {
    server.use(
      ...signedInOnDashboard('coordinator'),
      http.get('/api/admin/newsletters/7', () => HttpResponse.json({ data: draft })),
      http.patch('/api/admin/newsletters/7', () =>
        HttpResponse.json(
          { message: 'Please check the form.', errors: { topics: 'Please choose at least one topic' } },
          { status: 422 },
        ),
      ),
    );
    const sent = recordRequests();
    const { user } = renderApp(adminPaths.newsletter(7));
    const subject = await screen.findByLabelText('Subject', {}, FIND);
    await user.clear(subject);
    await user.type(subject, 'Seva news for December');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please choose at least one topic', {}, FIND)).toBeInTheDocument();
    const patch = sent.find((r) => r.method === 'PATCH');
    expect(patch?.body).toMatchObject({
      subject: 'Seva news for December',
      topics: ['event', 'newsletter'],
      rate_per_minute: 60,
    });
  });

  it('keeps "Mails per minute" in a collapsed Advanced section that says when to change it, opened by its error', async () => {
    server.use(
      ...signedInOnDashboard('admin'),
      http.get('/api/admin/newsletters/7', () => HttpResponse.json({ data: draft })),
      http.patch('/api/admin/newsletters/7', () =>
        HttpResponse.json(
          { message: 'Please check the form.', errors: { rate_per_minute: 'At most 6000 a minute' } },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderApp(adminPaths.newsletter(7));
    const rate = await screen.findByLabelText('Mails per minute', {}, FIND);
    const advanced = rate.closest('details')!;
    expect(advanced).not.toHaveAttribute('open');
    expect(within(advanced).getByText('Advanced').tagName).toBe('SUMMARY');
    expect(advanced).toHaveTextContent(
      /unless the trust's mail provider limits how many mails it takes a minute/,
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('At most 6000 a minute', {}, FIND)).toBeVisible();
    expect(advanced).toHaveAttribute('open');
  });

  it('shows a coordinator no "Mails per minute", on the page or in the form, and keeps the draft’s rate', async () => {
    server.use(
      ...signedInOnDashboard('coordinator'),
      http.get('/api/admin/newsletters/7', () =>
        HttpResponse.json({ data: { ...draft, rate_per_minute: 30 } }),
      ),
      http.patch('/api/admin/newsletters/7', () =>
        HttpResponse.json({ data: { ...draft, rate_per_minute: 30 }, message: NEWSLETTER_MESSAGES.saved }),
      ),
    );
    const sent = recordRequests();
    const { user } = renderApp(adminPaths.newsletter(7));
    const save = await screen.findByRole('button', { name: 'Save changes' }, FIND);
    expect(screen.getByTestId('newsletter-status')).toHaveTextContent('Draft');
    // A technical setting (docs/product/console.md "Newsletters"): neither shown nor offered.
    expect(screen.queryByText(/mails per minute/i)).not.toBeInTheDocument();
    expect(screen.queryByText('Advanced')).not.toBeInTheDocument();
    await user.click(save);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(NEWSLETTER_MESSAGES.saved));
    expect(sent.find((r) => r.method === 'PATCH')?.body).toMatchObject({ rate_per_minute: 30 });
  });

  it('shows the preview in a sandboxed frame, so a style or script in the mail never reaches the console', async () => {
    const hostile = '<style>body{display:none}</style><p>Annadanam on Sunday.</p><script>parent.x=1</script>';
    server.use(
      ...signedInOnDashboard('coordinator'),
      http.get('/api/admin/newsletters/7', () => HttpResponse.json({ data: draft })),
      http.post('/api/admin/newsletters/preview', () =>
        HttpResponse.json({
          data: { subject: 'Seva news', html: hostile, text: 'Annadanam', recipients: 2 },
        }),
      ),
    );
    const { user } = renderApp(adminPaths.newsletter(7));
    await user.click(await screen.findByRole('button', { name: 'Preview' }, FIND));
    const frame = await screen.findByTitle('Preview of the newsletter mail', {}, FIND);
    // An empty sandbox: no script, no same origin (the frame's CSS and DOM are its own), no top navigation.
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame).toHaveAttribute('srcdoc', hostile);
  });

  it('keeps a Kannada version under its own fold, sends it with the draft, and previews it in its own frame', async () => {
    const kannada = { subject: 'ಸೇವಾ ಸುದ್ದಿ', body_html: '<p>ಭಾನುವಾರ ಅನ್ನದಾನ.</p>' };
    server.use(
      ...signedInOnDashboard('coordinator'),
      http.get('/api/admin/newsletters/7', () =>
        HttpResponse.json({ data: { ...draft, translations: { kn: kannada } } }),
      ),
      http.patch('/api/admin/newsletters/7', () =>
        HttpResponse.json({
          data: { ...draft, translations: { kn: kannada } },
          message: NEWSLETTER_MESSAGES.saved,
        }),
      ),
      http.post('/api/admin/newsletters/preview', () =>
        HttpResponse.json({
          data: {
            subject: 'Seva news',
            html: '<p>Annadanam on Sunday.</p>',
            text: 'Annadanam',
            recipients: 2,
            versions: { kn: { subject: kannada.subject, html: kannada.body_html, text: 'ಅನ್ನದಾನ' } },
          },
        }),
      ),
    );
    const sent = recordRequests();
    const { user } = renderApp(adminPaths.newsletter(7));
    const subject = await screen.findByLabelText('Subject in Kannada', {}, FIND);
    // A draft that has a version opens with it showing.
    expect(subject.closest('details')).toHaveAttribute('open');
    expect(subject).toHaveValue(kannada.subject);
    expect(subject).toHaveAttribute('lang', 'kn');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(NEWSLETTER_MESSAGES.saved));
    expect(sent.find((r) => r.method === 'PATCH')?.body).toMatchObject({
      translations: { kn: { subject: kannada.subject } },
    });

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const frame = await screen.findByTitle('Preview of the Kannada version', {}, FIND);
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame).toHaveAttribute('srcdoc', kannada.body_html);
    expect(screen.getByRole('heading', { name: 'The Kannada version' })).toBeInTheDocument();
  });

  it('takes the focus to the preview below the form and announces each new preview', async () => {
    let previews = 0;
    server.use(
      ...signedInOnDashboard('coordinator'),
      http.get('/api/admin/newsletters/7', () => HttpResponse.json({ data: draft })),
      http.post('/api/admin/newsletters/preview', () => {
        previews += 1;
        return HttpResponse.json({
          data: { subject: 'Seva news', html: `<p>Version ${previews}</p>`, text: 'x', recipients: 2 },
        });
      }),
    );
    const { user } = renderApp(adminPaths.newsletter(7));
    const button = await screen.findByRole('button', { name: 'Preview' }, FIND);
    await user.click(button);
    const region = await screen.findByRole('region', { name: 'Preview' }, FIND);
    const heading = within(region).getByRole('heading', { name: 'Preview' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Preview updated.');
    expect(within(region).getByText('2 confirmed subscribers')).toBeInTheDocument();

    // A second preview (after the member went back up to the form) takes them to it again.
    await user.click(button);
    await waitFor(() =>
      expect(screen.getByTitle('Preview of the newsletter mail')).toHaveAttribute(
        'srcdoc',
        '<p>Version 2</p>',
      ),
    );
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Preview' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Close the preview' }));
    expect(screen.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
  }, 20_000);

  it('sends only after a second confirmation, then follows the counts to the end', async () => {
    let reads = 0;
    const sending: Newsletter = {
      ...draft,
      status: 'sending',
      started_at: '2026-11-25T10:05:00.000Z',
      counts: { ...draft.counts, recipients: 2, waiting: 2 },
    };
    const finished: Newsletter = {
      ...sending,
      status: 'sent',
      counts: { ...sending.counts, waiting: 0, sent: 2 },
    };
    server.use(
      ...signedInOnDashboard('coordinator'),
      http.get('/api/admin/newsletters/7', () => {
        reads += 1;
        return HttpResponse.json({ data: reads === 1 ? draft : finished });
      }),
      http.post('/api/admin/newsletters/7/send', () =>
        HttpResponse.json({ data: sending, message: NEWSLETTER_MESSAGES.sending }),
      ),
    );
    const { user } = renderApp(adminPaths.newsletter(7));
    await user.click(await screen.findByRole('button', { name: 'Send to subscribers…' }, FIND));
    const confirm = screen.getByRole('group', { name: 'Confirm the send' });
    await user.click(within(confirm).getByRole('button', { name: 'Send now' }));
    expect(
      await screen.findByText('0 of 2 done; the counts update by themselves.', {}, FIND),
    ).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith(NEWSLETTER_MESSAGES.sending);
    // The page reads the newsletter again while it is sending (every 2 s) until it has finished.
    expect(
      await screen.findByText('Finished: 2 sent, 0 failed, 0 skipped.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
