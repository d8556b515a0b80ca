import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paths, type DonationRow } from '@charity/shared';
import { row, stubMatchMedia, SIGNED_IN_DONOR } from '#src/features/giving/test/donation-fixtures.ts';
import { on, server, type Reply } from '#src/test/api-server.ts';
import { renderApp } from '#src/test/render-app.tsx';
import { spyOnToasts } from '#src/test/toasts.ts';

beforeAll(async () => {
  await import('#src/app/routes/payment.tsx');
}, 60_000);

beforeEach(() => {
  window.localStorage.setItem('sm_signed_in', '1');
  spyOnToasts();
  // The page's yearly statements (yearly-statements.test.tsx): none here.
  server.use(on('GET /api/donation/statements', [200, { data: [] }]));
});
afterEach(() => window.localStorage.clear());

const paid = {
  status: 1,
  status_name: 'Paid',
  created_at: '2025-09-02T08:00:00.000Z',
  paid_at: '2025-09-02T08:01:00.000Z',
} as const;
const REFUNDED = row({
  ...paid,
  id: 9,
  amount: 2100,
  status_name: 'Refunded',
  receipt_number: 'SMT/2025-26/000013',
  refunded_at: '2025-09-05T10:00:00.000Z',
});
const PAID = row({ ...paid, id: 8, amount: 500, receipt_number: 'SMT/2025-26/000012' });

const pageOf = (rows: DonationRow[]): Reply<'GET /api/user/payment-data'> => [
  200,
  { data: rows, meta: { total: rows.length, page: 1, per_page: 10 } },
];

describe('a refunded donation on the payments page', () => {
  it('is tagged Refunded, keeps its receipt number and offers no certificate', async () => {
    server.use(
      on('GET /api/auth/me', SIGNED_IN_DONOR),
      on('GET /api/user/payment-data?page=1', pageOf([REFUNDED, PAID])),
    );
    renderApp(paths.payment);
    const table = await screen.findByRole('table', { name: /My donations/ }, { timeout: 5000 });
    const [, refunded, kept] = within(table).getAllByRole('row');
    if (!refunded || !kept) throw new Error('expected two rows');

    expect(within(refunded).getByText('Refunded')).toBeInTheDocument();
    expect(within(refunded).queryByText('Paid')).not.toBeInTheDocument();
    expect(within(refunded).getAllByRole('cell')[4]).toHaveTextContent('SMT/2025-26/000013');
    expect(within(refunded).queryByRole('button')).not.toBeInTheDocument();
    expect(within(refunded).getByText(/Receipt cancelled/)).toHaveTextContent(
      'Receipt cancelled for ₹2,100.00',
    );

    expect(within(kept).getByText('Paid')).toBeInTheDocument();
    expect(within(kept).getByRole('button', { name: /^Certificate/ })).toBeInTheDocument();
  });

  it('shows the same on a phone’s cards', async () => {
    const restore = stubMatchMedia((query) => query.includes('max-width'));
    try {
      server.use(
        on('GET /api/auth/me', SIGNED_IN_DONOR),
        on('GET /api/user/payment-data?page=1', pageOf([REFUNDED])),
      );
      renderApp(paths.payment);
      expect(await screen.findByText('Refunded', {}, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Certificate/ })).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });
});
