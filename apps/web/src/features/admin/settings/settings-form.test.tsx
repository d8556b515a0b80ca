import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminPaths, seedSettings, STAFF_MESSAGES } from '@charity/shared';
import { signedInOnDashboard } from '#src/test/console-staff.ts';
import { FIND, preloadConsole, renderApp } from '#src/test/render-app.tsx';
import { server } from '#src/test/api-server.ts';
import { EXPIRED_80G_WARNING, has80GEnded } from '#src/features/admin/settings/components/settings-form.tsx';

/* The trust settings screen against a stubbed admin API; any request without a handler fails the test. */
preloadConsole();

describe('trust settings', () => {
  /** The real settings document (the seed), with the first trust's 80G approval ending on `validTo`. */
  const settings = (validTo: string) => {
    const seed = seedSettings();
    const registration = seed.trusts[1].registration_80g!;
    return {
      ...seed,
      trusts: {
        ...seed.trusts,
        1: { ...seed.trusts[1], registration_80g: { ...registration, valid_to: validTo } },
      },
    };
  };

  it('tells when an 80G approval has ended, in India’s calendar', () => {
    // 31 March 2027 ends at 18:30 UTC in India.
    expect(has80GEnded('2027-03-31', new Date('2027-03-31T18:29:00Z'))).toBe(false);
    expect(has80GEnded('2027-03-31', new Date('2027-03-31T18:31:00Z'))).toBe(true);
  });

  it('warns on the form when the approval has ended, and sends the edited settings', async () => {
    let sent: unknown;
    server.use(
      ...signedInOnDashboard('admin'),
      http.get('/api/admin/settings', () =>
        HttpResponse.json({ data: settings('2024-03-31'), meta: { updated_at: null } }),
      ),
      http.patch('/api/admin/settings', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          data: settings('2099-03-31'),
          meta: { updated_at: '2026-11-23T10:00:00Z' },
          message: STAFF_MESSAGES.settingsSaved,
        });
      }),
    );
    const { user } = renderApp(adminPaths.settings);
    expect(await screen.findByRole('alert', {}, FIND)).toHaveTextContent(EXPIRED_80G_WARNING);
    await user.clear(screen.getByLabelText('80G valid to'));
    await user.type(screen.getByLabelText('80G valid to'), '2099-03-31');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(sent).toMatchObject({ trusts: { 1: { registration_80g: { valid_to: '2099-03-31' } } } }),
    );
  }, 20_000);

  it('shows each visitor-facing text in English beside its Kannada box, and sends what is typed', async () => {
    let sent: {
      translations?: { kn?: { trusts: Record<string, { purpose: string; funds: Record<string, string> }> } };
    } = {};
    const stored = { ...seedSettings(), translations: {} };
    server.use(
      ...signedInOnDashboard('admin'),
      http.get('/api/admin/settings', () => HttpResponse.json({ data: stored, meta: { updated_at: null } })),
      http.patch('/api/admin/settings', async ({ request }) => {
        sent = (await request.json()) as typeof sent;
        return HttpResponse.json({ data: stored, meta: { updated_at: '2026-11-29T10:00:00Z' } });
      }),
    );
    const { user } = renderApp(adminPaths.settings);
    const kannada = await screen.findByRole('group', { name: 'In Kannada (ಕನ್ನಡ)' }, FIND);
    const trust = within(kannada).getByRole('group', { name: `${seedSettings().trusts[1].name} in Kannada` });
    // A settings document saved before translations existed: every box empty, the English beside it.
    expect(within(trust).getByText(seedSettings().trusts[1].purpose)).toBeInTheDocument();
    const purpose = within(trust).getByLabelText('Purpose in Kannada');
    expect(purpose).toHaveValue('');
    expect(purpose).toHaveAttribute('lang', 'kn');
    await user.type(purpose, 'ಅನಾಥ ಮಕ್ಕಳ ಆರೈಕೆ');
    await user.type(within(trust).getByLabelText('Fund “Annadanam” in Kannada'), 'ಅನ್ನದಾನ');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(sent.translations?.kn?.trusts[1]?.purpose).toBe('ಅನಾಥ ಮಕ್ಕಳ ಆರೈಕೆ'));
    expect(sent.translations?.kn?.trusts[1]?.funds).toEqual({
      annadanam: 'ಅನ್ನದಾನ',
      'elder-care': '',
      'childrens-home': '',
    });
  }, 20_000);
});
