import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminPaths, seedSettings, STAFF_MESSAGES, type SiteSettings } from '@charity/shared';
import { FIND, preloadConsole, renderApp } from '#src/test/render-app.tsx';
import { server } from '#src/test/api-server.ts';

/**
 * The trust settings' giving block (docs/product/giving.md): the suggested amounts, the funds with their
 * Form 10BD types, and the FCRA flag, edited and sent with the rest of the document.
 */

preloadConsole();

const signedInAsAdmin = [
  http.get('/api/admin/auth/me', () =>
    HttpResponse.json({
      data: {
        id: '0b9f6a3e-3c1d-4e0a-9b7e-2f6d1c5a8e01',
        name: 'Lakshmi',
        email: 'lakshmi@example.org',
        role: 'admin',
      },
    }),
  ),
  http.get('/api/admin/dashboard', () =>
    HttpResponse.json({ data: { role: 'admin', financial_year: '2026-27', contact_messages_new: 3 } }),
  ),
];

describe('trust settings: giving', () => {
  it('edits the amounts, the funds and the FCRA flag of a trust and sends them as the API wants them', async () => {
    let sent: SiteSettings | undefined;
    server.use(
      ...signedInAsAdmin,
      http.get('/api/admin/settings', () =>
        HttpResponse.json({ data: seedSettings(), meta: { updated_at: null } }),
      ),
      http.patch('/api/admin/settings', async ({ request }) => {
        sent = (await request.json()) as SiteSettings;
        return HttpResponse.json({
          data: sent,
          meta: { updated_at: '2026-11-23T10:00:00Z' },
          message: STAFF_MESSAGES.settingsSaved,
        });
      }),
    );
    const { user } = renderApp(adminPaths.settings);
    const temple = within(await screen.findByRole('group', { name: seedSettings().trusts[2].name }, FIND));
    const amounts = temple.getByLabelText('Suggested amounts (₹)');
    expect(amounts).toHaveValue('501, 1001, 2501, 5001');
    expect(temple.getByLabelText('Fund 1: name')).toHaveValue('Temple restoration');
    expect(temple.getByLabelText('Fund 1: Form 10BD type')).toHaveValue('corpus');

    // Out of order: the settings' own rule speaks under the box, and nothing is sent.
    await user.clear(amounts);
    await user.type(amounts, '1001, 501');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await temple.findByText('List the amounts from the smallest up, each once')).toBeInTheDocument();
    expect(sent).toBeUndefined();

    await user.clear(amounts);
    await user.type(amounts, '108, 1008, 10008');
    await user.click(temple.getByRole('button', { name: 'Remove fund 2' }));
    await user.click(temple.getByRole('button', { name: 'Add a fund' }));
    await user.type(temple.getByLabelText('Fund 2: name'), 'Gaushala');
    // The key follows the name (next test).
    expect(temple.getByLabelText('Fund 2: key')).toHaveValue('gaushala');
    await user.selectOptions(temple.getByLabelText('Fund 2: Form 10BD type'), 'others');
    await user.click(temple.getByRole('checkbox', { name: /accept foreign contributions/ }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(sent).toBeDefined());
    expect(sent?.trusts[2]).toMatchObject({
      suggested_amounts: [108, 1008, 10008],
      funds: [
        { key: 'temple-restoration', name: 'Temple restoration', donation_type: 'corpus' },
        { key: 'gaushala', name: 'Gaushala', donation_type: 'others' },
      ],
      accepts_foreign_contributions: true,
    });
    expect(sent?.trusts[1]).toEqual(seedSettings().trusts[1]);
  }, 30_000);
  it("fills a new fund's key from its name until the key is typed by hand, and never rekeys a saved fund", async () => {
    let sent: SiteSettings | undefined;
    server.use(
      ...signedInAsAdmin,
      http.get('/api/admin/settings', () =>
        HttpResponse.json({ data: seedSettings(), meta: { updated_at: null } }),
      ),
      http.patch('/api/admin/settings', async ({ request }) => {
        sent = (await request.json()) as SiteSettings;
        return HttpResponse.json({
          data: sent,
          meta: { updated_at: '2026-11-23T10:00:00Z' },
          message: STAFF_MESSAGES.settingsSaved,
        });
      }),
    );
    const { user } = renderApp(adminPaths.settings);
    const temple = within(await screen.findByRole('group', { name: seedSettings().trusts[2].name }, FIND));

    // A saved fund: renaming it keeps its key, which its donations carry.
    await user.type(temple.getByLabelText('Fund 1: name'), ' Fund');
    expect(temple.getByLabelText('Fund 1: key')).toHaveValue('temple-restoration');

    await user.click(temple.getByRole('button', { name: 'Add a fund' }));
    const name = temple.getByLabelText('Fund 3: name');
    const key = temple.getByLabelText('Fund 3: key');
    await user.type(name, "Children's  Library & Éveil 2");
    expect(key).toHaveValue('childrens-library-eveil-2');
    await user.clear(name);
    await user.type(name, 'Gaushala');
    expect(key).toHaveValue('gaushala');

    // Typed by hand: the name no longer moves it.
    await user.type(key, '-cows');
    await user.type(name, ' and pasture');
    expect(key).toHaveValue('gaushala-cows');

    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent?.trusts[2].funds).toEqual([
      { key: 'temple-restoration', name: 'Temple restoration Fund', donation_type: 'corpus' },
      { key: 'annadanam', name: 'Annadanam', donation_type: 'specific_grant' },
      { key: 'gaushala-cows', name: 'Gaushala and pasture', donation_type: 'specific_grant' },
    ]);
  }, 30_000);
});
