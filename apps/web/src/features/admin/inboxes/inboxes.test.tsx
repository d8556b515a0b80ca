import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  adminPaths,
  INBOX_EXPORTS,
  INBOX_MESSAGES,
  type ContactMessageDetail,
  type SubscriberListResponse,
  type VolunteerDetail,
} from '@charity/shared';
import { signedInOnDashboard } from '#src/test/console-staff.ts';
import { FIND, preloadConsole, renderApp } from '#src/test/render-app.tsx';
import { recordRequests, server } from '#src/test/api-server.ts';
import { spyOnToasts } from '#src/test/toasts.ts';
import { toast } from '#src/lib/toast.ts';

/*
 * The inbox screens against a stubbed admin API (the suite's one msw server). Any request without a handler fails
 * the test, so what the screens send is checked exactly.
 */
preloadConsole();

beforeEach(() => spyOnToasts());

const message: ContactMessageDetail = {
  id: 4,
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha@example.org',
  phone: '+919845012345',
  message: 'We would like to sponsor a meal.',
  status: 'new',
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: null,
  replies: [],
};

describe('console navigation', () => {
  it('shows a coordinator the inboxes and nothing else', async () => {
    server.use(...signedInOnDashboard('coordinator'));
    renderApp(adminPaths.dashboard);
    const nav = await screen.findByRole('navigation', { name: 'Console' }, FIND);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Messages', 'Volunteers', 'Subscribers', 'Newsletters']);
  });

  it('says "no access" to an editor without asking the API', async () => {
    server.use(...signedInOnDashboard('editor'));
    renderApp(adminPaths.volunteers);
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }, FIND),
    ).toBeInTheDocument();
  });
});

describe('messages', () => {
  it('sorts by a column header, asking the API, the caption saying the order', async () => {
    const queries: string[] = [];
    server.use(
      ...signedInOnDashboard('coordinator'),
      http.get('/api/admin/contact-messages', ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json({ data: [message], meta: { total: 1, page: 1, per_page: 20 } });
      }),
    );
    const { user, router } = renderApp(`${adminPaths.messages}?sort=name`);
    const from = await screen.findByRole('columnheader', { name: /^From/ }, FIND);
    expect(from).toHaveAttribute('aria-sort', 'ascending');
    expect(queries.at(-1)).toBe('?page=1&per_page=20&sort=name');
    expect(screen.getByRole('table', { name: 'Contact messages' })).toBeInTheDocument();

    await user.click(within(screen.getByRole('columnheader', { name: /^Received/ })).getByRole('button'));
    await waitFor(() => expect(queries.at(-1)).toBe('?page=1&per_page=20'));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('columnheader', { name: /^Received/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('table', { name: 'Contact messages, newest first' })).toBeInTheDocument();
  });

  it('opens a message from the table and sends a reply, which joins the thread', async () => {
    const sent = recordRequests();
    // The server's copy: the reply changes it, as the real one would.
    let stored = message;
    server.use(
      ...signedInOnDashboard('coordinator'),
      http.get('/api/admin/contact-messages', () =>
        HttpResponse.json({
          data: [{ ...message, replies: undefined }],
          meta: { total: 1, page: 1, per_page: 20 },
        }),
      ),
      http.get('/api/admin/contact-messages/4', () => HttpResponse.json({ data: stored })),
      http.post('/api/admin/contact-messages/4/reply', async ({ request }) => {
        const body = (await request.json()) as { message: string };
        const replied: ContactMessageDetail = {
          ...message,
          status: 'replied',
          replies: [
            {
              id: 1,
              message: body.message,
              staff_id: '0b9f6a3e-3c1d-4e0a-9b7e-2f6d1c5a8e01',
              staff_name: 'Lakshmi',
              created_at: '2026-11-02T10:00:00.000Z',
            },
          ],
        };
        stored = replied;
        return HttpResponse.json({ data: replied, message: INBOX_MESSAGES.contactReplied }, { status: 201 });
      }),
    );
    const { user, router } = renderApp(`${adminPaths.messages}?status=new`);
    await user.click(await screen.findByRole('link', { name: 'Asha Rao' }, FIND));
    // The message's own page (docs/decisions/0046), with the list's filter for the way back.
    expect(router.state.location.pathname).toBe(adminPaths.message(4));
    expect(router.state.location.search).toBe('?status=new');
    expect(await screen.findByRole('heading', { name: 'Message from Asha Rao' })).toHaveFocus();
    expect(screen.getByText('No reply yet.')).toBeInTheDocument();

    // The box starts with the greeting (the mail adds none); nothing is sent while it holds only that.
    expect(screen.getByLabelText('Your reply')).toHaveValue('Namaste Asha,\n\n');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Please write your reply')).toBeInTheDocument();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);

    await user.type(screen.getByLabelText('Your reply'), 'A meal costs ₹5,000. Call us any morning.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));

    const thread = await screen.findByRole('region', { name: 'Replies' });
    expect(
      await within(thread).findByText(
        (_, node) =>
          node?.tagName === 'P' &&
          node.textContent === 'Namaste Asha,\n\nA meal costs ₹5,000. Call us any morning.',
      ),
    ).toBeInTheDocument();
    expect(within(thread).getByText(/^Lakshmi,/)).toBeInTheDocument();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/admin/contact-messages/4/reply',
        kind: 'json',
        body: { message: 'Namaste Asha,\n\nA meal costs ₹5,000. Call us any morning.' },
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith(INBOX_MESSAGES.contactReplied);
    expect(screen.getByLabelText('Your reply')).toHaveValue('Namaste Asha,\n\n');
  }, 20_000);

  it('replaces an old `?id=` address with the message’s own page, keeping the list’s filter', async () => {
    server.use(
      ...signedInOnDashboard('coordinator'),
      http.get('/api/admin/contact-messages/4', () => HttpResponse.json({ data: message })),
    );
    const { router } = renderApp(`${adminPaths.messages}?status=new&id=4`);
    expect(await screen.findByRole('heading', { name: 'Message from Asha Rao' }, FIND)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(adminPaths.message(4));
    expect(router.state.location.search).toBe('?status=new');
    expect(router.state.historyAction).toBe('REPLACE');
    // The sidebar still marks Messages, as it did when the message opened inside the list.
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Back to the messages' })).toHaveAttribute(
      'href',
      `${adminPaths.messages}?status=new`,
    );
  }, 20_000);

  it('previews the reply mail the server renders, in a sandboxed frame, without sending it', async () => {
    const sent = recordRequests();
    const html = '<!DOCTYPE html><p>Namaste Asha,</p><p>Yes.</p>';
    server.use(
      ...signedInOnDashboard('coordinator'),
      http.get('/api/admin/contact-messages/4', () => HttpResponse.json({ data: message })),
      http.post('/api/admin/contact-messages/4/reply/preview', () =>
        HttpResponse.json({ data: { subject: 'Re: your message to Seva', html, text: 'Namaste Asha,' } }),
      ),
    );
    const { user } = renderApp(adminPaths.message(4));
    await user.type(await screen.findByLabelText('Your reply', {}, FIND), 'Yes.');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const region = await screen.findByRole('region', { name: 'Preview' }, FIND);
    await waitFor(() => expect(within(region).getByRole('heading', { name: 'Preview' })).toHaveFocus());
    const frame = within(region).getByTitle('Preview of the reply mail');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame).toHaveAttribute('srcdoc', html);
    expect(within(region).getByText('Re: your message to Seva')).toBeInTheDocument();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/admin/contact-messages/4/reply/preview',
        kind: 'json',
        body: { message: 'Namaste Asha,\n\nYes.' },
      },
    ]);
    expect(toast.success).not.toHaveBeenCalled();
  }, 20_000);

  it('shows the server’s refusal of a reply under the field', async () => {
    server.use(
      ...signedInOnDashboard('coordinator'),
      http.get('/api/admin/contact-messages/4', () => HttpResponse.json({ data: message })),
      http.post('/api/admin/contact-messages/4/reply', () =>
        HttpResponse.json(
          { message: 'Please check the form.', errors: { message: 'Please keep the reply shorter' } },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderApp(adminPaths.message(4));
    await user.type(await screen.findByLabelText('Your reply', {}, FIND), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Please keep the reply shorter')).toBeInTheDocument();
    expect(screen.getByLabelText('Your reply')).toHaveAttribute('aria-invalid', 'true');
    expect(toast.success).not.toHaveBeenCalled();
  }, 20_000);

  it('archives a message', async () => {
    let patched: unknown;
    let stored = message;
    server.use(
      ...signedInOnDashboard('coordinator'),
      http.get('/api/admin/contact-messages/4', () => HttpResponse.json({ data: stored })),
      http.patch('/api/admin/contact-messages/4', async ({ request }) => {
        patched = await request.json();
        stored = { ...message, status: 'archived' };
        return HttpResponse.json({ data: stored, message: 'Saved.' });
      }),
      http.get('/api/admin/contact-messages', () =>
        HttpResponse.json({ data: [], meta: { total: 0, page: 1, per_page: 20 } }),
      ),
    );
    const { user } = renderApp(adminPaths.message(4));
    await user.click(await screen.findByRole('button', { name: 'Archive' }, FIND));
    expect(await screen.findByRole('button', { name: 'Move back to new' })).toBeInTheDocument();
    expect(patched).toEqual({ status: 'archived' });
  }, 20_000);
});

describe('volunteers', () => {
  const volunteer: VolunteerDetail = {
    id: 7,
    first_name: 'Ravi',
    last_name: 'Kumar',
    email: 'ravi@example.org',
    phone: '+919845012345',
    aadhar_masked: 'XXXX XXXX 2346',
    address: '12, 4th Cross, Jayanagar',
    interest: 'Weekend meals',
    status: 'new',
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: null,
    notes: [],
  };

  it('offers only the allowed moves, shows a 422 under the status field, then saves', async () => {
    const bodies: unknown[] = [];
    let answer = 0;
    server.use(
      ...signedInOnDashboard('coordinator'),
      http.get('/api/admin/volunteers/7', () => HttpResponse.json({ data: volunteer })),
      http.patch('/api/admin/volunteers/7', async ({ request }) => {
        const body = (await request.json()) as { status: 'contacted'; note?: string };
        bodies.push(body);
        answer += 1;
        if (answer === 1) {
          return HttpResponse.json(
            {
              message: 'Please check the form.',
              errors: { status: 'A new application can only become contacted.' },
            },
            { status: 422 },
          );
        }
        const updated: VolunteerDetail = {
          ...volunteer,
          status: body.status,
          notes: [
            {
              id: 1,
              note: body.note ?? null,
              status_from: 'new',
              status_to: body.status,
              staff_id: '0b9f6a3e-3c1d-4e0a-9b7e-2f6d1c5a8e01',
              staff_name: 'Lakshmi',
              created_at: '2026-11-02T10:00:00.000Z',
            },
          ],
        };
        return HttpResponse.json({ data: updated, message: INBOX_MESSAGES.volunteerUpdated });
      }),
      http.get('/api/admin/volunteers', () =>
        HttpResponse.json({ data: [], meta: { total: 0, page: 1, per_page: 20 } }),
      ),
    );
    const { user } = renderApp(adminPaths.volunteer(7));
    expect(await screen.findByRole('heading', { name: 'Ravi Kumar' }, FIND)).toBeInTheDocument();
    expect(screen.getByText('XXXX XXXX 2346')).toBeInTheDocument();

    const status = screen.getByLabelText('Status');
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Contacted', 'New (unchanged, note only)']);
    await user.type(screen.getByRole('textbox', { name: /^Note/ }), 'Called on Sunday.');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('A new application can only become contacted.')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveAttribute('aria-invalid', 'true');
    expect(toast.success).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const notes = await screen.findByRole('region', { name: 'Notes' });
    expect(await within(notes).findByText('Called on Sunday.')).toBeInTheDocument();
    expect(within(notes).getByText(/New → Contacted/)).toBeInTheDocument();
    expect(bodies).toEqual([
      { status: 'contacted', note: 'Called on Sunday.', notify: false },
      { status: 'contacted', note: 'Called on Sunday.', notify: false },
    ]);
    expect(toast.success).toHaveBeenCalledWith(INBOX_MESSAGES.volunteerUpdated);
    // Contacted now: the choices move on with it.
    await waitFor(() =>
      expect(
        within(screen.getByLabelText('Status'))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Active', 'Declined', 'Contacted (unchanged, note only)']),
    );
  }, 20_000);

  it('moves a declined application back only after a confirmation', async () => {
    const declined: VolunteerDetail = { ...volunteer, status: 'declined' };
    const bodies: unknown[] = [];
    server.use(
      ...signedInOnDashboard('coordinator'),
      http.get('/api/admin/volunteers/7', () => HttpResponse.json({ data: declined })),
      http.patch('/api/admin/volunteers/7', async ({ request }) => {
        const body = (await request.json()) as { status: 'contacted'; note?: string };
        bodies.push(body);
        return HttpResponse.json({
          data: { ...declined, status: body.status },
          message: INBOX_MESSAGES.volunteerUpdated,
        });
      }),
      http.get('/api/admin/volunteers', () =>
        HttpResponse.json({ data: [], meta: { total: 0, page: 1, per_page: 20 } }),
      ),
    );
    const { user } = renderApp(adminPaths.volunteer(7));
    const status = await screen.findByLabelText('Status', {}, FIND);
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['New (move back)', 'Contacted (move back)', 'Declined (unchanged, note only)']);
    await user.selectOptions(status, 'contacted');
    await user.type(screen.getByRole('textbox', { name: /^Note/ }), 'Declined by mistake.');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();

    // Asked first; Cancel sends nothing.
    await user.click(screen.getByRole('button', { name: 'Move back…' }));
    let confirm = screen.getByRole('group', { name: 'Confirm the move back' });
    expect(confirm).toHaveTextContent('Move this application back from declined to contacted?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group', { name: 'Confirm the move back' })).not.toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Move back…' }));
    confirm = screen.getByRole('group', { name: 'Confirm the move back' });
    await user.click(within(confirm).getByRole('button', { name: 'Move back' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(INBOX_MESSAGES.volunteerUpdated));
    expect(bodies).toEqual([{ status: 'contacted', note: 'Declined by mistake.', notify: false }]);
  }, 20_000);

  it('links the export of active volunteers', async () => {
    server.use(
      ...signedInOnDashboard('coordinator'),
      http.get('/api/admin/volunteers', () =>
        HttpResponse.json({
          data: [{ ...volunteer, notes: undefined }],
          meta: { total: 1, page: 1, per_page: 20 },
        }),
      ),
    );
    renderApp(adminPaths.volunteers);
    expect(await screen.findByRole('link', { name: 'Ravi Kumar' }, FIND)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download active volunteers (CSV)' })).toHaveAttribute(
      'href',
      INBOX_EXPORTS.volunteers,
    );
  }, 20_000);
});

describe('subscribers', () => {
  it('shows the counts per status and filters by topic', async () => {
    const asked: string[] = [];
    const page: SubscriberListResponse = {
      data: [
        {
          id: 1,
          name: 'Asha Rao',
          email: 'asha@example.org',
          phone: '+919845012345',
          topics: ['event', 'newsletter'],
          status: 'confirmed',
          created_at: '2026-11-01T10:00:00.000Z',
          confirmed_at: '2026-11-01T11:00:00.000Z',
          unsubscribed_at: null,
        },
      ],
      meta: { total: 1, page: 1, per_page: 20, counts: { confirmed: 12, pending: 3, unsubscribed: 2 } },
    };
    server.use(
      ...signedInOnDashboard('admin'),
      http.get('/api/admin/subscriptions', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(page);
      }),
    );
    const { user } = renderApp(adminPaths.subscribers);
    const counts = await screen.findByRole('region', { name: 'By status' }, FIND);
    await waitFor(() => expect(within(counts).getByText('12')).toBeInTheDocument());
    expect(within(counts).getByText('3')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Events, Newsletter' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download confirmed subscribers (CSV)' })).toHaveAttribute(
      'href',
      INBOX_EXPORTS.subscribers,
    );
    await user.selectOptions(screen.getByLabelText('Topic'), 'newsletter');
    await waitFor(() => expect(asked.at(-1)).toBe('?page=1&per_page=20&topic=newsletter'));
  }, 20_000);
});
