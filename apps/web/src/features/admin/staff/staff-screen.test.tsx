import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminPaths, STAFF_MESSAGES } from '@charity/shared';
import { signedInOnDashboard, TEST_STAFF } from '#src/test/console-staff.ts';
import { FIND, preloadConsole, renderApp } from '#src/test/render-app.tsx';
import { server } from '#src/test/api-server.ts';

/* The staff screen (members and invitations) against a stubbed admin API; any request without a handler fails. */
preloadConsole();

const RAVI_ID = '6d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';

describe('staff', () => {
  const members = [
    { ...TEST_STAFF, role: 'admin', disabled: false, disabled_at: null, created_at: '2026-11-01T10:00:00Z' },
    {
      id: RAVI_ID,
      name: 'Ravi',
      email: 'ravi@example.org',
      role: 'editor',
      disabled: false,
      disabled_at: null,
      created_at: '2026-11-02T10:00:00Z',
    },
  ];

  const invitations = [
    {
      id: 7,
      email: 'meera@example.org',
      role: 'coordinator',
      created_at: '2026-11-20T10:00:00Z',
      expires_at: '2026-11-22T10:00:00Z',
      expired: true,
      reset: false,
    },
  ];
  const noInvitations = http.get('/api/admin/staff/invitations', () => HttpResponse.json({ data: [] }));

  it('lists pending invitations, sends an expired one a new link, and withdraws one', async () => {
    const sent: { method: string; path: string; body?: unknown }[] = [];
    server.use(
      ...signedInOnDashboard('admin'),
      http.get('/api/admin/staff', () =>
        HttpResponse.json({ data: members, meta: { total: 2, page: 1, per_page: 50 } }),
      ),
      http.get('/api/admin/staff/invitations', () => HttpResponse.json({ data: invitations })),
      http.post('/api/admin/staff', async ({ request }) => {
        sent.push({ method: 'POST', path: '/api/admin/staff', body: await request.json() });
        return HttpResponse.json(
          {
            data: { email: 'meera@example.org', role: 'coordinator', expires_at: '2026-11-26T10:00:00Z' },
            message: STAFF_MESSAGES.invitationSent,
          },
          { status: 201 },
        );
      }),
      http.delete('/api/admin/staff/invitations/:id', ({ params }) => {
        sent.push({ method: 'DELETE', path: `/api/admin/staff/invitations/${String(params.id)}` });
        return HttpResponse.json({ message: STAFF_MESSAGES.invitationWithdrawn });
      }),
    );
    const { user } = renderApp(adminPaths.staff);
    const pending = await screen.findByRole('table', { name: 'Pending invitations' }, FIND);
    const row = within(pending).getByRole('cell', { name: 'meera@example.org' }).closest('tr')!;
    expect(within(row).getByText(/^Expired/)).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Coordinator' })).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Send a new link to meera@example.org' }));
    expect(await screen.findByText('A new link was sent to meera@example.org.')).toBeInTheDocument();
    await user.click(
      within(row).getByRole('button', { name: 'Withdraw the invitation to meera@example.org' }),
    );
    expect(await screen.findByText('The invitation to meera@example.org was withdrawn.')).toBeInTheDocument();
    expect(sent).toEqual([
      { method: 'POST', path: '/api/admin/staff', body: { email: 'meera@example.org', role: 'coordinator' } },
      { method: 'DELETE', path: '/api/admin/staff/invitations/7' },
    ]);
  }, 30_000);

  it('invites with a role, and disables only after confirmation', async () => {
    const sent: { method: string; path: string; body: unknown }[] = [];
    server.use(
      ...signedInOnDashboard('admin'),
      noInvitations,
      http.get('/api/admin/staff', () =>
        HttpResponse.json({ data: members, meta: { total: 2, page: 1, per_page: 50 } }),
      ),
      http.post('/api/admin/staff', async ({ request }) => {
        sent.push({ method: 'POST', path: '/api/admin/staff', body: await request.json() });
        return HttpResponse.json(
          {
            data: { email: 'new@example.org', role: 'finance', expires_at: '2026-11-30T10:00:00Z' },
            message: STAFF_MESSAGES.invitationSent,
          },
          { status: 201 },
        );
      }),
      http.patch('/api/admin/staff/:id', async ({ request, params }) => {
        sent.push({
          method: 'PATCH',
          path: `/api/admin/staff/${String(params.id)}`,
          body: await request.json(),
        });
        return HttpResponse.json({
          data: { ...members[1], disabled: true, disabled_at: '2026-11-23T10:00:00Z' },
        });
      }),
    );
    const { user } = renderApp(adminPaths.staff);
    const invite = await screen.findByRole('form', { name: 'Invite a staff member' }, FIND);
    // The role menu says what the chosen role may do.
    expect(within(invite).getByText('May use: public content, campaigns and uploads.')).toBeInTheDocument();
    await user.type(within(invite).getByLabelText('E-mail'), 'new@example.org');
    await user.selectOptions(within(invite).getByLabelText('Role'), 'finance');
    expect(
      within(invite).getByText(
        'May use: donations, donors, e-hundi entries, receipts, refunds, offline gifts, exports, Form 10BD and Form 10BE.',
      ),
    ).toBeInTheDocument();

    // The only active admin is offered neither Disable nor another role; the server refuses both anyway.
    const adminRow = (await screen.findByRole('cell', { name: TEST_STAFF.email })).closest('tr')!;
    expect(within(adminRow).queryByRole('button', { name: /Disable/ })).toBeNull();
    expect(within(adminRow).getByText('The only admin')).toBeInTheDocument();
    const adminRole = within(adminRow).getByRole('combobox');
    expect(adminRole).toBeDisabled();
    expect(adminRole).toHaveAccessibleDescription(STAFF_MESSAGES.lastAdmin);
    const raviRow = (await screen.findByRole('cell', { name: 'ravi@example.org' })).closest('tr')!;
    expect(within(raviRow).getByRole('combobox')).toHaveAccessibleDescription(
      'May use: public content, campaigns and uploads.',
    );
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { method: 'POST', path: '/api/admin/staff', body: { email: 'new@example.org', role: 'finance' } },
      ]),
    );

    const row = (await screen.findByRole('cell', { name: 'ravi@example.org' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /Disable/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable this staff member?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toHaveLength(1);

    await user.click(within(row).getByRole('button', { name: /Disable/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /^Disable$/ }));
    await waitFor(() =>
      expect(sent[1]).toEqual({
        method: 'PATCH',
        path: `/api/admin/staff/${RAVI_ID}`,
        body: { disabled: true },
      }),
    );
  }, 30_000);
});
