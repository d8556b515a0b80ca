import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminPaths, STAFF_MESSAGES, type AccountSession } from '@charity/shared';
import { FIND, preloadConsole, renderApp } from '#src/test/render-app.tsx';
import { server } from '#src/test/api-server.ts';
import { signedInAs } from '#src/test/console-staff.ts';

preloadConsole();

const THIS: AccountSession = {
  id: 7,
  created_at: '2026-11-28T04:30:00Z',
  last_seen_at: '2026-11-28T06:00:00Z',
  device: 'Firefox on Windows',
  ip: '10.1.2.3',
  current: true,
};
const PHONE: AccountSession = { ...THIS, id: 5, device: 'Safari on iPhone', ip: '10.9.9.9', current: false };
const CODES = Array.from({ length: 10 }, (_, i) => `abcd-efgh-ijkm-${String(1000 + i)}`);

/** My account (docs/product/console.md "My account"), for a member of any role: here a coordinator. */
describe('my account', () => {
  it('is linked beside Sign out and lists my sessions, this one marked; ends another and all others', async () => {
    let live = [THIS, PHONE];
    const ended: string[] = [];
    server.use(
      signedInAs('coordinator'),
      http.get('/api/admin/account/sessions', () => HttpResponse.json({ data: live })),
      http.delete('/api/admin/account/sessions/:id', ({ params }) => {
        ended.push(String(params.id));
        live = live.filter((s) => String(s.id) !== params.id);
        return HttpResponse.json({ message: STAFF_MESSAGES.sessionEnded });
      }),
      http.post('/api/admin/account/sessions/end-others', () => {
        ended.push('others');
        return HttpResponse.json({ data: { ended: 0 }, message: STAFF_MESSAGES.otherSessionsEnded });
      }),
    );
    const { user } = renderApp(adminPaths.account);
    expect(await screen.findByRole('heading', { name: 'My account', level: 1 }, FIND)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', adminPaths.account);

    const table = await screen.findByRole('table', { name: 'Your sessions' }, FIND);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Firefox on Windows(this session)10.1.2.3');
    expect(rows[0]).toHaveTextContent('28 Nov 2026');
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(rows[1]).toHaveTextContent('Safari on iPhone');
    // On a phone each session is a card of "Label: value" (jsdom applies no media queries: the labels are pinned).
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual(['Browser', 'IP address', 'Signed in', 'Last seen', null]);
    expect(within(rows[1]!).getByRole('cell', { name: '10.9.9.9' })).toHaveAttribute(
      'data-label',
      'IP address',
    );

    await user.click(screen.getByRole('button', { name: 'End all other sessions' }));
    await user.click(within(rows[1]!).getByRole('button', { name: /^End the session of Safari on iPhone/ }));
    expect(await screen.findByText('You are signed in nowhere else.', {}, FIND)).toBeInTheDocument();
    expect(ended).toEqual(['others', '5']);
  });

  it('shows a wrong current password under its field and a weak new one under the new password', async () => {
    const sent: unknown[] = [];
    server.use(
      signedInAs('editor'),
      http.get('/api/admin/account/sessions', () => HttpResponse.json({ data: [THIS] })),
      http.post('/api/admin/account/password', async ({ request }) => {
        const body = (await request.json()) as { current_password: string };
        sent.push(body);
        return body.current_password === 'wrong'
          ? HttpResponse.json(
              {
                message: 'Please check the form',
                errors: { current_password: STAFF_MESSAGES.currentPasswordWrong },
              },
              { status: 422 },
            )
          : HttpResponse.json(
              {
                message: 'Please check the form',
                errors: { new_password: 'This password is too easy to guess.' },
              },
              { status: 422 },
            );
      }),
    );
    const { user } = renderApp(adminPaths.account);
    const form = await screen.findByRole('form', { name: 'Change your password' }, FIND);
    await user.type(within(form).getByLabelText('Current password'), 'wrong');
    await user.type(
      within(form).getByLabelText(/^New password/, { selector: '[name="new_password"]' }),
      'a new long passphrase',
    );
    await user.type(within(form).getByLabelText('New password again'), 'a new long passphrase typo');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('The two passwords differ.', {}, FIND)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(within(form).getByLabelText('New password again'));
    await user.type(within(form).getByLabelText('New password again'), 'a new long passphrase');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(STAFF_MESSAGES.currentPasswordWrong, {}, FIND)).toBeInTheDocument();
    expect(sent).toEqual([{ current_password: 'wrong', new_password: 'a new long passphrase' }]);

    await user.clear(within(form).getByLabelText('Current password'));
    await user.type(within(form).getByLabelText('Current password'), 'right one');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(
      await within(form).findByText('This password is too easy to guess.', {}, FIND),
    ).toBeInTheDocument();
  });

  it('shows the ten new recovery codes once, with "I have saved them" before Done', async () => {
    server.use(
      signedInAs('finance'),
      http.get('/api/admin/account/sessions', () => HttpResponse.json({ data: [THIS] })),
      http.post('/api/admin/account/recovery-codes', () =>
        HttpResponse.json({ data: { recovery_codes: CODES }, message: STAFF_MESSAGES.recoveryCodesReplaced }),
      ),
    );
    const { user } = renderApp(adminPaths.account);
    const form = await screen.findByRole('form', { name: 'New recovery codes' }, FIND);
    await user.type(within(form).getByLabelText('Current password'), 'my password');
    await user.click(within(form).getByRole('button', { name: 'Make new recovery codes' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' }, FIND);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    const done = screen.getByRole('button', { name: 'Done' });
    expect(done).toBeDisabled();
    await user.click(screen.getByLabelText('I have saved them'));
    await user.click(done);
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(screen.getByRole('form', { name: 'New recovery codes' })).toBeInTheDocument();
  });
});
