import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { adminPaths, type Dashboard } from '@charity/shared';
import { FIND, preloadConsole, renderApp } from '#src/test/render-app.tsx';
import { server } from '#src/test/api-server.ts';
import { signedInAs } from '#src/test/console-staff.ts';

// jsdom has no canvas: the chart module is replaced by a stand-in that shows what it was given.
vi.mock('#src/features/admin/dashboard/components/donations-chart.tsx', () => ({
  DonationsChart: ({ days, label }: { days: unknown[]; label: string }) => (
    <p role="img" aria-label={label}>
      chart of {days.length} days
    </p>
  ),
}));

preloadConsole();

const days = Array.from({ length: 30 }, (_, i) => ({
  date: `2026-11-${String(i + 1).padStart(2, '0')}`,
  count: i === 29 ? 2 : 0,
  amount: i === 29 ? 2500.5 : 0,
}));
const figures: Dashboard = {
  role: 'finance',
  financial_year: '2026-27',
  previous_financial_year: '2025-26',
  ehundi_pending: 4,
  donations_this_year: [
    { trust: 1, count: 12, amount: 45000 },
    { trust: 2, count: 3, amount: 1200 },
  ],
  donations_last_year: [
    { trust: 1, count: 40, amount: 150000 },
    { trust: 2, count: 0, amount: 0 },
  ],
  refunds_this_year: [
    { trust: 1, count: 1, amount: 100 },
    { trust: 2, count: 0, amount: 0 },
  ],
  donations_by_day: days,
  year_end_statements: {
    financial_year: '2025-26',
    started_at: '2026-03-31T18:30:00.000Z',
    queued: 120,
    sent: 118,
    opted_out: 3,
  },
};

describe('the finance dashboard', () => {
  it('shows this year and the last per trust, refunds, pending e-hundi entries and the last 30 days', async () => {
    server.use(
      http.get('/api/admin/auth/me', () =>
        HttpResponse.json({
          data: {
            id: '0b9f6a3e-3c1d-4e0a-9b7e-2f6d1c5a8e01',
            name: 'Lakshmi',
            email: 'l@example.org',
            role: 'finance',
          },
        }),
      ),
      http.get('/api/admin/dashboard', () => HttpResponse.json({ data: figures })),
    );
    const { user } = renderApp(adminPaths.dashboard);
    const value = async (label: string) =>
      (await screen.findByText(label, {}, FIND)).nextElementSibling?.textContent;
    expect(await value('E-hundi entries to reconcile')).toBe('4');
    expect(await value('Donations in 2026-27, Sai Mayee Trust (12)')).toBe('₹45,000');
    expect(await value('Donations in 2025-26, Sai Mayee Trust (40)')).toBe('₹1,50,000');
    expect(await value('Refunded in 2026-27, Sai Mayee Trust (1)')).toBe('₹100');
    expect((await screen.findByText(/^Year-end statements/, {}, FIND)).parentElement).toHaveTextContent(
      'Year-end statements 2025-26: started 1 Apr 2026, 12:00 am IST; 120 queued, 118 sent, 3 skipped (opted out).',
    );

    const section = screen.getByRole('region', { name: 'Last 30 days' });
    const label = 'Donations received in the last 30 days by day: 2 donations, ₹2,501 in all.';
    expect(await within(section).findByRole('img', { name: label }, FIND)).toHaveTextContent(
      'chart of 30 days',
    );

    await user.click(within(section).getByText('The days as a table'));
    const rows = within(within(section).getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows.at(-1)).toHaveTextContent('30 Nov2₹2,501');
  });
});

describe('the admin dashboard', () => {
  const signedInAdmin = (backups: Dashboard['backups']) =>
    server.use(
      http.get('/api/admin/auth/me', () =>
        HttpResponse.json({
          data: {
            id: '0b9f6a3e-3c1d-4e0a-9b7e-2f6d1c5a8e02',
            name: 'Ravi',
            email: 'r@example.org',
            role: 'admin',
          },
        }),
      ),
      http.get('/api/admin/dashboard', () =>
        HttpResponse.json({ data: { role: 'admin', financial_year: '2026-27', events: 3, backups } }),
      ),
    );

  it("shows the Form 10BE season with the days left and each trust's progress, linked to the screen", async () => {
    server.use(
      signedInAs('finance'),
      http.get('/api/admin/dashboard', () =>
        HttpResponse.json({
          data: {
            ...figures,
            form_10be_season: {
              financial_year: '2025-26',
              deadline: '2026-05-31',
              days_left: 11,
              trusts: [
                {
                  trust: 1,
                  form_10bd_downloaded_at: '2026-04-05T05:00:00.000Z',
                  uploaded: 40,
                  mailed: 38,
                  unmatched: 2,
                },
                { trust: 2, form_10bd_downloaded_at: null, uploaded: 0, mailed: 0, unmatched: 0 },
              ],
            },
          } satisfies Dashboard,
        }),
      ),
    );
    renderApp(adminPaths.dashboard);
    const season = await screen.findByRole('region', { name: 'Form 10BE certificates for 2025-26' }, FIND);
    expect(season).toHaveTextContent('11 days left to 31 May.');
    const [first, second] = within(season).getAllByRole('listitem');
    expect(first).toHaveTextContent(
      'Sai Mayee Trust: Form 10BD downloaded 5 Apr 2026, 10:30 am IST; 40 certificates uploaded, 38 mailed, 2 waiting for a donor.',
    );
    expect(second).toHaveTextContent(
      'Sai Meru Mathi Trust: Form 10BD not downloaded yet; 0 certificates uploaded, 0 mailed.',
    );
    expect(within(first!).getByRole('link', { name: 'Open Form 10BE for Sai Mayee Trust' })).toHaveAttribute(
      'href',
      `${adminPaths.form10be}?trust=1&fy=2025-26`,
    );
  });

  it('leaves the Form 10BE season out when the server sends none', async () => {
    server.use(
      signedInAs('finance'),
      http.get('/api/admin/dashboard', () => HttpResponse.json({ data: figures })),
    );
    renderApp(adminPaths.dashboard);
    await screen.findByText('E-hundi entries to reconcile', {}, FIND);
    expect(screen.queryByText(/Form 10BE certificates for/)).not.toBeInTheDocument();
  });

  it('has a Backups line with the last backup, its time in India and its size', async () => {
    signedInAdmin({
      state: 'ok',
      at: '2026-11-28T02:00:00.000Z',
      last_success_at: '2026-11-28T02:00:00.000Z',
      bytes: 12_900_000,
      message: null,
    });
    renderApp(adminPaths.dashboard);
    const line = await screen.findByText(/^last backup/, {}, FIND);
    expect(line).toHaveTextContent('Backups: last backup 28 Nov 2026, 7:30 am IST (12.3 MB).');
    // Above the figures, where a phone shows it without scrolling past them.
    const firstFigure = screen.getAllByRole('term')[0];
    expect(firstFigure).toBeDefined();
    expect(line.compareDocumentPosition(firstFigure as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('announces a failed backup with why and the last good one', async () => {
    signedInAdmin({
      state: 'failed',
      at: '2026-11-28T02:00:00.000Z',
      last_success_at: '2026-11-27T02:00:00.000Z',
      bytes: 12_900_000,
      message: 'ENOSPC: no space left on device',
    });
    renderApp(adminPaths.dashboard);
    const alert = await screen.findByRole('alert', {}, FIND);
    expect(alert).toHaveTextContent(
      'the last backup failed (28 Nov 2026, 7:30 am IST): ENOSPC: no space left on device.',
    );
    expect(alert).toHaveTextContent('Last good backup: 27 Nov 2026, 7:30 am IST.');
  });
});
