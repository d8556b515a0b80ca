import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FINANCE_MESSAGES, adminPaths, todayInIndia, type AdminEhundiEntry } from '@charity/shared';
import { signedInAs } from '#src/test/console-staff.ts';
import { adminDonationRow, adminEhundiEntry, offlineGiftDetail } from '#src/test/finance-fixtures.ts';
import { FIND, preloadConsole, renderApp } from '#src/test/render-app.tsx';
import { server } from '#src/test/api-server.ts';

/*
 * The finance screens against a stubbed admin API (the suite's one msw server). Any request without a handler
 * fails the test, so "nothing was sent" is checked too.
 */
preloadConsole();

const pendingEntry = adminEhundiEntry();
const reconciledEntry = adminEhundiEntry({
  status: 'reconciled',
  donation_id: 42,
  received_amount: 500,
  utr: '412345678901',
  received_on: '2026-11-22',
  reconciled_at: '2026-11-23T10:00:00.000Z',
  receipt_number: 'SMT/2026-27/000012',
});
const listOf = (data: AdminEhundiEntry[]) => ({ data, meta: { total: data.length, page: 1, per_page: 25 } });

/** Finance signed in and one pending entry; answers the query strings the list was asked. */
function ehundiApi() {
  const queries: string[] = [];
  server.use(
    signedInAs('finance'),
    http.get('/api/admin/ehundi-entries', ({ request }) => {
      queries.push(new URL(request.url).search);
      return HttpResponse.json(listOf([pendingEntry]));
    }),
  );
  return queries;
}

async function openReconcile() {
  const { user } = renderApp(adminPaths.ehundi);
  const button = await screen.findByRole('button', { name: /^Reconcile/ }, FIND);
  await user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Reconcile an e-hundi entry' });
  return { user, dialog };
}

describe('e-hundi reconciliation', () => {
  it('lists pending entries with their reference and sends the bank credit', async () => {
    let listed = 0;
    let sent: unknown;
    server.use(
      signedInAs('finance'),
      http.get('/api/admin/ehundi-entries', ({ request }) => {
        listed += 1;
        expect(new URL(request.url).searchParams.get('status')).toBe('pending');
        return HttpResponse.json(listOf(listed === 1 ? [pendingEntry] : []));
      }),
      http.post('/api/admin/ehundi-entries/7/reconcile', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ data: reconciledEntry, message: FINANCE_MESSAGES.reconciled });
      }),
    );
    const { user, dialog } = await openReconcile();
    expect(within(dialog).getByText(/EH-7KQ2M9XA4T1B/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Amount received')).toHaveValue('501');
    await user.type(within(dialog).getByLabelText('UTR'), '4123 4567 8901');
    await user.clear(within(dialog).getByLabelText('Amount received'));
    await user.type(within(dialog).getByLabelText('Amount received'), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Reconcile' }));

    expect(await screen.findByText(FINANCE_MESSAGES.reconciled)).toBeInTheDocument();
    expect(sent).toEqual({ utr: '412345678901', received_on: todayInIndia(), amount: '500' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list is read again: the entry has left the pending list.
    expect(await screen.findByText('No e-hundi entry here.')).toBeInTheDocument();
  });

  it('shows a used UTR (409) in the form, under the UTR and as an alert, and keeps the dialog open', async () => {
    server.use(
      signedInAs('finance'),
      http.get('/api/admin/ehundi-entries', () => HttpResponse.json(listOf([pendingEntry]))),
      http.post('/api/admin/ehundi-entries/7/reconcile', () =>
        HttpResponse.json(
          { message: FINANCE_MESSAGES.utrUsed, errors: { utr: FINANCE_MESSAGES.utrUsed } },
          { status: 409 },
        ),
      ),
    );
    const { user, dialog } = await openReconcile();
    await user.type(within(dialog).getByLabelText('UTR'), '412345678901');
    await user.click(within(dialog).getByRole('button', { name: 'Reconcile' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(FINANCE_MESSAGES.utrUsed);
    const utr = within(dialog).getByLabelText('UTR');
    expect(utr).toHaveAttribute('aria-invalid', 'true');
    expect(utr).toHaveAccessibleDescription(FINANCE_MESSAGES.utrUsed);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says clearly when the entry was reconciled meanwhile (409)', async () => {
    server.use(
      signedInAs('admin'),
      http.get('/api/admin/ehundi-entries', () => HttpResponse.json(listOf([pendingEntry]))),
      http.post('/api/admin/ehundi-entries/7/reconcile', () =>
        HttpResponse.json({ message: FINANCE_MESSAGES.alreadyReconciled }, { status: 409 }),
      ),
    );
    const { user, dialog } = await openReconcile();
    await user.type(within(dialog).getByLabelText('UTR'), '412345678901');
    await user.click(within(dialog).getByRole('button', { name: 'Reconcile' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(FINANCE_MESSAGES.alreadyReconciled);
  });

  it('puts the server’s 422 under its field', async () => {
    server.use(
      signedInAs('finance'),
      http.get('/api/admin/ehundi-entries', () => HttpResponse.json(listOf([pendingEntry]))),
      http.post('/api/admin/ehundi-entries/7/reconcile', () =>
        HttpResponse.json(
          {
            message: 'Please correct the highlighted fields.',
            errors: { received_on: 'The date cannot be in the future' },
          },
          { status: 422 },
        ),
      ),
    );
    const { user, dialog } = await openReconcile();
    await user.type(within(dialog).getByLabelText('UTR'), '412345678901');
    await user.click(within(dialog).getByRole('button', { name: 'Reconcile' }));
    const date = within(dialog).getByLabelText('Received on');
    await waitFor(() => expect(date).toHaveAttribute('aria-invalid', 'true'));
    expect(date).toHaveAccessibleDescription('The date cannot be in the future');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps its filter bar in the URL: the entries shown and the search, asked of the API, restored by Back', async () => {
    const queries = ehundiApi();
    const { user, router } = renderApp(adminPaths.ehundi);
    const entries = await screen.findByRole('combobox', { name: 'Entries' }, FIND);
    expect(entries).toHaveValue('pending');
    expect(
      within(entries)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Waiting for the bank credit', 'Reconciled', 'All']);
    expect(queries.at(-1)).toBe('?page=1&status=pending');

    await user.selectOptions(entries, 'reconciled');
    await waitFor(() => expect(queries.at(-1)).toBe('?page=1&status=reconciled'));
    const search = screen.getByRole('search', { name: 'Search entries' });
    const box = within(search).getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveAttribute('placeholder', 'Reference, name, e-mail, phone, UTR');
    await user.type(box, 'EH-7KQ');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queries.at(-1)).toBe('?page=1&status=reconciled&q=EH-7KQ'));
    expect(router.state.location.search).toBe('?status=reconciled&q=EH-7KQ');

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?status=reconciled');
    expect(screen.getByRole('combobox', { name: 'Entries' })).toHaveValue('reconciled');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('sorts by the date or the amount from a header, the order in the URL and restored by Back', async () => {
    const queries = ehundiApi();
    const { user, router } = renderApp(`${adminPaths.ehundi}?sort=amount`);
    const amount = await screen.findByRole('columnheader', { name: /^Promised/ }, FIND);
    expect(amount).toHaveAttribute('aria-sort', 'ascending');
    expect(queries.at(-1)).toBe('?page=1&status=pending&sort=amount');
    expect(screen.getByRole('columnheader', { name: /^Made on/ })).not.toHaveAttribute('aria-sort');

    await user.click(within(screen.getByRole('columnheader', { name: /^Made on/ })).getByRole('button'));
    // Newest first: the server's own order, left out of the URL and the request.
    await waitFor(() => expect(queries.at(-1)).toBe('?page=1&status=pending'));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('columnheader', { name: /^Made on/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(screen.getByRole('columnheader', { name: /^Made on/ })).getByRole('button'));
    await waitFor(() => expect(queries.at(-1)).toBe('?page=1&status=pending&sort=date'));
    expect(router.state.location.search).toBe('?sort=date');

    await act(() => router.navigate(-1));
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?sort=amount');
    expect(screen.getByRole('columnheader', { name: /^Promised/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('checks the UTR and amount before sending anything', async () => {
    server.use(
      signedInAs('finance'),
      http.get('/api/admin/ehundi-entries', () => HttpResponse.json(listOf([pendingEntry]))),
    );
    const { user, dialog } = await openReconcile();
    await user.clear(within(dialog).getByLabelText('Amount received'));
    await user.type(within(dialog).getByLabelText('Amount received'), '0.5');
    await user.click(within(dialog).getByRole('button', { name: 'Reconcile' }));
    expect(await within(dialog).findByText('Please enter the UTR')).toBeInTheDocument();
    expect(within(dialog).getByText('The amount must be at least ₹1')).toBeInTheDocument();
  });
});

const recordedGift = offlineGiftDetail();

describe('offline gift form', () => {
  async function fill(user: ReturnType<typeof renderApp>['user']) {
    const form = await screen.findByRole('form', { name: 'Record an offline gift' }, FIND);
    await user.type(within(form).getByLabelText('First name'), 'Meena');
    await user.type(within(form).getByLabelText('Last name'), 'Iyer');
    await user.type(within(form).getByLabelText('E-mail'), 'Meena@Example.org');
    await user.type(within(form).getByLabelText('Address'), '12 Temple Street, Mysuru');
    await user.type(within(form).getByLabelText('PAN'), 'abcpi1234k');
    await user.selectOptions(within(form).getByLabelText('Received as'), 'cheque');
    await user.type(within(form).getByLabelText('Amount'), '5000');
    return form;
  }

  it('asks for the cheque number, then sends the gift and shows its receipt number', async () => {
    let sent: unknown;
    server.use(
      signedInAs('finance'),
      http.post('/api/admin/donations/offline', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          { data: recordedGift, message: FINANCE_MESSAGES.offlineRecorded },
          { status: 201 },
        );
      }),
    );
    const { user } = renderApp(adminPaths.offlineGift);
    const form = await fill(user);
    await user.click(within(form).getByRole('button', { name: 'Record and receipt' }));
    expect(
      await within(form).findByText('Please enter the cheque number or transaction reference'),
    ).toBeInTheDocument();
    expect(sent).toBeUndefined();

    await user.type(within(form).getByLabelText('Cheque number'), '004512');
    await user.click(within(form).getByRole('button', { name: 'Record and receipt' }));
    expect(await screen.findByText(/Receipt SMT\/2026-27\/000013 issued/)).toBeInTheDocument();
    expect(sent).toEqual({
      first_name: 'Meena',
      last_name: 'Iyer',
      email: 'meena@example.org',
      phone: null,
      address: '12 Temple Street, Mysuru',
      pan: 'ABCPI1234K',
      trust: 1,
      fund: null,
      amount: '5000',
      mode: 'cheque',
      reference: '004512',
      received_on: todayInIndia(),
      description: null,
      // No campaign and no dedication chosen: none is sent.
      campaign: null,
      dedication_kind: null,
      dedication_name: null,
    });
    expect(screen.getByRole('link', { name: 'Open the donation' })).toHaveAttribute(
      'href',
      adminPaths.donation(51),
    );
  });

  it("offers the chosen trust's funds, the general fund first, and sends the fund's key", async () => {
    let sent: { trust?: unknown; fund?: unknown } | undefined;
    server.use(
      signedInAs('finance'),
      http.post('/api/admin/donations/offline', async ({ request }) => {
        sent = (await request.json()) as typeof sent;
        return HttpResponse.json(
          { data: recordedGift, message: FINANCE_MESSAGES.offlineRecorded },
          { status: 201 },
        );
      }),
    );
    const { user } = renderApp(adminPaths.offlineGift);
    const form = await fill(user);
    await user.type(within(form).getByLabelText('Cheque number'), '004512');
    const fund = within(form).getByLabelText('Fund');
    const options = () =>
      within(fund)
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(fund).toHaveValue('');
    expect(options()).toEqual(['General fund', 'Annadanam', 'Elder care', "Children's home"]);
    await user.selectOptions(fund, 'elder-care');
    // Another trust has other funds: the choice made for the first is cleared, not sent with the second.
    await user.selectOptions(within(form).getByLabelText('Trust'), '2');
    expect(fund).toHaveValue('');
    expect(options()).toEqual(['General fund', 'Temple restoration', 'Annadanam']);
    await user.selectOptions(fund, 'temple-restoration');
    await user.click(within(form).getByRole('button', { name: 'Record and receipt' }));
    expect(await screen.findByText(/Receipt SMT\/2026-27\/000013 issued/)).toBeInTheDocument();
    expect(sent).toMatchObject({ trust: 2, fund: 'temple-restoration' });
  });

  it("offers the chosen trust's campaigns and sends the campaign and the dedication", async () => {
    let sent: Record<string, unknown> | undefined;
    const campaign = (id: number, trust: number, title: string, published = true) => ({
      id,
      trust,
      fund: null,
      slug: `campaign-${id}`,
      title,
      summary: 'An appeal',
      story_html: '',
      image: null,
      image_small: null,
      goal: 10000,
      starts_on: '2026-01-01',
      ends_on: null,
      published,
      show_wall: false,
      raised: 0,
      donors: 0,
      percent: 0,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    });
    server.use(
      signedInAs('finance'),
      http.get('/api/admin/campaigns', () =>
        HttpResponse.json({
          data: [
            campaign(1, 1, 'Annadanam 2026'),
            campaign(2, 2, 'Temple roof'),
            campaign(3, 1, 'Old appeal', false),
          ],
          meta: { total: 3, page: 1, per_page: 25 },
        }),
      ),
      http.post('/api/admin/donations/offline', async ({ request }) => {
        sent = (await request.json()) as typeof sent;
        return HttpResponse.json(
          { data: recordedGift, message: FINANCE_MESSAGES.offlineRecorded },
          { status: 201 },
        );
      }),
    );
    const { user } = renderApp(adminPaths.offlineGift);
    const form = await fill(user);
    await user.type(within(form).getByLabelText('Cheque number'), '004512');
    const select = within(form).getByLabelText('Campaign');
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['No campaign', 'Annadanam 2026', 'Old appeal (not published)']),
    );
    await user.selectOptions(select, 'campaign-1');
    // A dedication needs its name: the form says so before sending.
    await user.selectOptions(within(form).getByLabelText('Dedication'), 'memory');
    await user.click(within(form).getByRole('button', { name: 'Record and receipt' }));
    expect(
      await within(form).findByText('Please enter the name of the person the gift is dedicated to'),
    ).toBeInTheDocument();
    expect(sent).toBeUndefined();
    await user.type(within(form).getByLabelText('Dedicated to'), 'Sri Raghavan');
    await user.click(within(form).getByRole('button', { name: 'Record and receipt' }));
    expect(await screen.findByText(/Receipt SMT\/2026-27\/000013 issued/)).toBeInTheDocument();
    expect(sent).toMatchObject({
      campaign: 'campaign-1',
      dedication_kind: 'memory',
      dedication_name: 'Sri Raghavan',
    });
  });

  it('warns about 80G for cash and asks what a gift in kind was', async () => {
    server.use(signedInAs('finance'));
    const { user } = renderApp(adminPaths.offlineGift);
    const form = await screen.findByRole('form', { name: 'Record an offline gift' }, FIND);
    expect(within(form).getByLabelText('Amount')).toHaveAccessibleDescription(/not deductible under 80G/);
    await user.selectOptions(within(form).getByLabelText('Received as'), 'kind');
    expect(within(form).getByLabelText('Value of the gift')).toHaveAccessibleDescription(
      /not deductible under 80G/,
    );
    await user.click(within(form).getByRole('button', { name: 'Record and receipt' }));
    expect(await within(form).findByText('Please describe what was given')).toBeInTheDocument();
  });

  it('puts the server’s 422 under its field', async () => {
    server.use(
      signedInAs('admin'),
      http.post('/api/admin/donations/offline', () =>
        HttpResponse.json(
          {
            message: 'Please correct the highlighted fields.',
            errors: { reference: 'Reference is too long' },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderApp(adminPaths.offlineGift);
    const form = await fill(user);
    await user.type(within(form).getByLabelText('Cheque number'), '004512');
    await user.click(within(form).getByRole('button', { name: 'Record and receipt' }));
    const reference = within(form).getByLabelText('Cheque number');
    await waitFor(() => expect(reference).toHaveAttribute('aria-invalid', 'true'));
    expect(reference).toHaveAccessibleDescription('Reference is too long');
  });
});

describe('donations', () => {
  const row = adminDonationRow(recordedGift);
  /** The donations API as finance staff see it, answering `row` and `meta`; the query of each call is kept. */
  const donationsApi = (meta: { total: number; totals: { count: number; amount: number } }) => {
    const queries: string[] = [];
    server.use(
      signedInAs('finance'),
      http.get('/api/admin/donations', ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json({
          data: [row],
          meta: {
            total: meta.total,
            page: 1,
            per_page: 25,
            totals: { refunded: { count: 2, amount: 3500 }, ...meta.totals },
          },
        });
      }),
    );
    return queries;
  };

  it('shows the totals of the whole filter and filters by trust', async () => {
    const queries = donationsApi({ total: 33, totals: { count: 31, amount: 123456.5 } });
    const { user } = renderApp(adminPaths.donations);
    expect(
      await screen.findByText(
        '₹1,23,456.50 received from 31 donations; 2 refunded (₹3,500.00), not counted',
        {},
        FIND,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Meena Iyer' })).toHaveAttribute('href', adminPaths.donation(51));
    await user.selectOptions(screen.getByLabelText('Trust'), '2');
    await waitFor(() => expect(queries.at(-1)).toBe('?page=1&trust=2'));
  });

  it('sorts by a column header, asking the API, and keeps the order with the filter bar', async () => {
    const queries = donationsApi({ total: 1, totals: { count: 1, amount: 1 } });
    const { user } = renderApp(`${adminPaths.donations}?sort=donor`);
    const donor = await screen.findByRole('columnheader', { name: /^Donor/ }, FIND);
    expect(donor).toHaveAttribute('aria-sort', 'ascending');
    expect(queries.at(-1)).toBe('?page=1&sort=donor');
    expect(screen.getByRole('columnheader', { name: /^Date/ })).not.toHaveAttribute('aria-sort');

    await user.click(within(screen.getByRole('columnheader', { name: /^Amount/ })).getByRole('button'));
    await waitFor(() => expect(queries.at(-1)).toBe('?page=1&sort=-amount'));
    expect(screen.getByRole('columnheader', { name: /^Amount/ })).toHaveAttribute('aria-sort', 'descending');

    // The filter bar (ListFilters: selects, then the dates and search form) keeps the order.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Source' }), 'offline');
    await waitFor(() => expect(queries.at(-1)).toBe('?page=1&gateway=offline&sort=-amount'));
    const form = screen.getByRole('form', { name: 'Search and dates' });
    await user.type(within(form).getByRole('searchbox', { name: 'Search' }), 'meena');
    await user.click(within(form).getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(queries.at(-1)).toBe('?page=1&gateway=offline&q=meena&sort=-amount'));

    // Newest first again: the server's own order, not sent.
    await user.click(within(screen.getByRole('columnheader', { name: /^Date/ })).getByRole('button'));
    await waitFor(() => expect(queries.at(-1)).toBe('?page=1&gateway=offline&q=meena'));
    expect(screen.getByRole('columnheader', { name: /^Date/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('sums only the money received, naming unpaid checkouts apart', async () => {
    server.use(
      signedInAs('finance'),
      http.get('/api/admin/donations', () =>
        HttpResponse.json({
          data: [row],
          meta: {
            total: 5,
            page: 1,
            per_page: 25,
            totals: { count: 3, amount: 2502, refunded: { count: 0, amount: 0 } },
          },
        }),
      ),
    );
    renderApp(adminPaths.donations);
    expect(
      await screen.findByText(
        '₹2,502.00 received from 3 donations; 2 pending (unpaid), not counted',
        {},
        FIND,
      ),
    ).toBeInTheDocument();
  });

  it('shows the navigation to finance screens to finance staff only', async () => {
    server.use(
      signedInAs('finance'),
      http.get('/api/admin/dashboard', () =>
        HttpResponse.json({ data: { role: 'finance', financial_year: '2026-27' } }),
      ),
    );
    renderApp(adminPaths.dashboard);
    const nav = await screen.findByRole('navigation', { name: 'Console' }, FIND);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'Campaigns',
      'Donations',
      'Donors',
      'E-hundi',
      'Offline gift',
      'Exports',
      'Form 10BE',
    ]);
  });
});
