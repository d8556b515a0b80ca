import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FINANCE_EXPORTS, adminPaths, type Form10bdChecklist } from '@charity/shared';
import { signedInAs } from '#src/test/console-staff.ts';
import { FIND, preloadConsole, renderApp } from '#src/test/render-app.tsx';
import { server } from '#src/test/api-server.ts';

/* The Exports screen against a stubbed admin API (the suite's one msw server). */
preloadConsole();

const checklist = (overrides: Partial<Form10bdChecklist> = {}): Form10bdChecklist => ({
  trust: 1,
  trust_name: 'Sai Mayee Trust',
  financial_year: '2025-26',
  ready: false,
  donations: 4,
  rows: 3,
  amount: 20500.5,
  checks: [
    {
      code: 'missing-id',
      severity: 'blocking',
      message: "Donations without the donor's PAN or Aadhaar: ask the donors, or report another ID by hand.",
      count: 1,
      receipt_numbers: ['SMT/2025-26/000004'],
    },
    {
      code: 'missing-address',
      severity: 'blocking',
      message: "Donations without the donor's address: Form 10BD requires it.",
      count: 0,
      receipt_numbers: [],
    },
    {
      code: 'cash-over-limit',
      severity: 'warning',
      message: 'Cash above ₹2,000: reported with mode Cash, not deductible under 80G for the donor.',
      count: 23,
      receipt_numbers: Array.from(
        { length: 23 },
        (_, i) => `SMT/2025-26/${String(100 + i).padStart(6, '0')}`,
      ),
    },
  ],
  ...overrides,
});

describe('exports', () => {
  it('links both downloads for the chosen trust and year and lists the checklist', async () => {
    const asked: string[] = [];
    server.use(
      signedInAs('finance'),
      http.get(FINANCE_EXPORTS.checklist, ({ request }) => {
        const search = new URL(request.url).searchParams;
        asked.push(`${search.get('trust')} ${search.get('fy')}`);
        return HttpResponse.json({
          data: search.get('trust') === '2' ? checklist({ trust: 2, ready: true, checks: [] }) : checklist(),
        });
      }),
    );
    const { user } = renderApp(`${adminPaths.exports}?trust=1&fy=2025-26`);
    const checks = await screen.findByRole('list', { name: 'Checks' }, FIND);
    const items = within(checks).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Blocks filing');
    expect(items[0]).toHaveTextContent('1 donation.');
    expect(items[0]).toHaveTextContent('Receipts: SMT/2025-26/000004');
    expect(items[1]).toHaveTextContent('✓ Blocks filing');
    expect(items[1]).toHaveTextContent('None.');
    expect(items[2]).toHaveTextContent('23 donations.');
    expect(items[2]).toHaveTextContent('and 3 more');
    expect(screen.getByText(/Something blocks the filing/)).toHaveTextContent(
      '4 donations (₹20,500.50) in 3 statement rows.',
    );

    expect(screen.getByRole('link', { name: 'Donations (CSV)' })).toHaveAttribute(
      'href',
      `${FINANCE_EXPORTS.donations}?trust=1&fy=2025-26`,
    );
    expect(screen.getByRole('link', { name: 'Form 10BD Part B (CSV)' })).toHaveAttribute(
      'href',
      `${FINANCE_EXPORTS.form10bd}?trust=1&fy=2025-26`,
    );

    await user.selectOptions(screen.getByLabelText('Trust'), '2');
    expect(await screen.findByText(/Nothing blocks the filing/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Donations (CSV)' })).toHaveAttribute(
      'href',
      `${FINANCE_EXPORTS.donations}?trust=2&fy=2025-26`,
    );
    await waitFor(() => expect(asked).toEqual(['1 2025-26', '2 2025-26']));
  });

  it('shows an editor "no access" and asks the API nothing', async () => {
    // No checklist handler: a request would fail the test.
    server.use(signedInAs('editor'));
    renderApp(adminPaths.exports);
    expect(await screen.findByText(/Your role does not include this screen/, {}, FIND)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Donations (CSV)' })).not.toBeInTheDocument();
  });
});
