import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  DONOR_MESSAGES,
  DONOR_PATHS,
  adminPaths,
  type DonorDetail,
  type DonorSummary,
} from '@charity/shared';
import { signedInAs } from '#src/test/console-staff.ts';
import { FIND, preloadConsole, renderApp } from '#src/test/render-app.tsx';
import { server } from '#src/test/api-server.ts';

/* The Donors screens against a stubbed admin API (the suite's one msw server). */
preloadConsole();

const summary = (overrides: Partial<DonorSummary> = {}): DonorSummary => ({
  id: 7,
  name: 'Lakshmi Iyer',
  pan: 'XXXXXX234F',
  email: 'lakshmi@example.org',
  phone: '+919845012345',
  city: 'Mysuru',
  lifetime_total: 12500,
  year_total: 2500,
  gift_count: 3,
  first_gift_on: '2024-06-01',
  last_gift_on: '2026-11-02',
  monthly: true,
  ...overrides,
});

const detail = (overrides: Partial<DonorDetail> = {}): DonorDetail => ({
  ...summary(),
  gifts: [
    {
      id: 41,
      reference: 'DN41',
      date: '2026-11-02',
      amount: 2500,
      trust: 1,
      trust_name: 'Sai Mayee Trust',
      gateway: 'offline',
      subscription_id: null,
      receipt_number: 'SMT/2026-27/000041',
      refunded: false,
    },
  ],
  monthly_gifts: [
    {
      id: 3,
      reference: 'MG3',
      amount: 500,
      trust_name: 'Sai Mayee Trust',
      status: 'active',
      status_name: 'Active',
      paid_count: 4,
      created_at: '2026-07-01T04:00:00.000Z',
    },
  ],
  receipts: [
    {
      donation_id: 41,
      number: 'SMT/2026-27/000041',
      financial_year: '2026-27',
      cancelled: false,
      download_url: '/api/admin/donations/41/receipt',
    },
  ],
  statements: [
    {
      trust: 1,
      trust_name: 'Sai Mayee Trust',
      financial_year: '2026-27',
      amount: 2500,
      gift_count: 1,
      mailed_at: null,
    },
  ],
  certificates: [],
  ...overrides,
});

const listOf = (rows: DonorSummary[], total = rows.length) => ({
  data: rows,
  meta: { total, page: 1, per_page: 25, financial_year: '2026-27' },
});

describe('donors', () => {
  it('lists donors with their totals, searches, narrows to a segment and links the CSV of the same question', async () => {
    const asked: string[] = [];
    server.use(
      signedInAs('finance'),
      http.get(DONOR_PATHS.list, ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(listOf([summary()], 60));
      }),
    );
    const { user } = renderApp(adminPaths.donors);
    const link = await screen.findByRole('link', { name: 'Lakshmi Iyer' }, FIND);
    expect(link).toHaveAttribute('href', adminPaths.donor(7));
    const row = link.closest('tr');
    expect(row).not.toBeNull();
    expect(within(row!).getByText('₹12,500.00')).toBeInTheDocument();
    expect(within(row!).getByText('monthly')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      '60 donors. “This year” is the financial year 2026-27.',
    );
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', DONOR_PATHS.csv);

    await user.type(screen.getByRole('searchbox'), 'lakshmi');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.selectOptions(screen.getByLabelText('Segment'), 'lapsed');
    await waitFor(() => expect(asked.at(-1)).toBe('?page=1&q=lakshmi&segment=lapsed'));
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `${DONOR_PATHS.csv}?q=lakshmi&segment=lapsed`,
    );
    expect(screen.getByRole('navigation', { name: 'Donor pages' })).toBeInTheDocument();
  });

  it('says so when no donor matches', async () => {
    server.use(
      signedInAs('finance'),
      http.get(DONOR_PATHS.list, () => HttpResponse.json(listOf([]))),
    );
    renderApp(`${adminPaths.donors}?q=nobody`);
    expect(await screen.findByText('No donor matches this search.', {}, FIND)).toBeInTheDocument();
  });

  it('shows a donor with every gift, and merges another record after confirming', async () => {
    let merged: unknown = null;
    server.use(
      signedInAs('finance'),
      http.get('/api/admin/donors/7', () => HttpResponse.json({ data: detail() })),
      http.get(DONOR_PATHS.list, () =>
        HttpResponse.json(
          listOf([summary(), summary({ id: 9, name: 'L. Iyer', gift_count: 1, lifetime_total: 500 })]),
        ),
      ),
      http.post('/api/admin/donors/7/merge', async ({ request }) => {
        merged = await request.json();
        return HttpResponse.json({ message: DONOR_MESSAGES.merged, data: detail({ gift_count: 4 }) });
      }),
    );
    const { user } = renderApp(adminPaths.donor(7));
    expect(await screen.findByRole('heading', { name: 'Gifts' }, FIND)).toBeInTheDocument();
    expect(screen.getAllByText('SMT/2026-27/000041').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'SMT/2026-27/000041' })).toHaveAttribute(
      'href',
      '/api/admin/donations/41/receipt',
    );
    expect(screen.getByText('₹500.00 a month')).toBeInTheDocument();
    expect(screen.getByText('None matched yet.')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: /Find the other record/ }), 'iyer');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const found = await screen.findByRole('list', { name: 'Records found' }, FIND);
    // The record on screen is never offered as its own other half.
    expect(within(found).getAllByRole('listitem')).toHaveLength(1);
    await user.click(within(found).getByRole('button', { name: 'Merge into this donor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge these records?' });
    expect(dialog).toHaveTextContent('L. Iyer (#9, 1 gift, ₹500.00) will become part of Lakshmi Iyer (#7)');
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(merged).toEqual({ other_id: 9 }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server’s refusal inside the dialog', async () => {
    server.use(
      signedInAs('finance'),
      http.get('/api/admin/donors/7', () => HttpResponse.json({ data: detail() })),
      http.get(DONOR_PATHS.list, () => HttpResponse.json(listOf([summary({ id: 9, name: 'L. Iyer' })]))),
      http.post('/api/admin/donors/7/merge', () =>
        HttpResponse.json(
          {
            message: 'Please correct the highlighted fields.',
            errors: { other_id: DONOR_MESSAGES.mergeUnknown },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderApp(adminPaths.donor(7));
    await user.type(await screen.findByRole('searchbox', { name: /Find the other record/ }, FIND), 'iyer');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'Merge into this donor' }, FIND));
    const dialog = await screen.findByRole('dialog', { name: 'Merge these records?' });
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(DONOR_MESSAGES.mergeUnknown);
  });

  it('leads a merged record’s number to its survivor', async () => {
    server.use(
      signedInAs('finance'),
      http.get('/api/admin/donors/9', () => HttpResponse.json({ data: detail() })),
    );
    renderApp(adminPaths.donor(9));
    expect(await screen.findByText(/Record #9 was merged into this one/, {}, FIND)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'donor #7' })).toHaveAttribute('href', adminPaths.donor(7));
  });
});
