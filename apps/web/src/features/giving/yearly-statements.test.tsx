import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STATEMENT_MESSAGES, paths, statementPdfUrl, type DonorStatement } from '@charity/shared';
import { row, SIGNED_IN_DONOR } from '#src/features/giving/test/donation-fixtures.ts';
import { toast } from '#src/lib/toast.ts';
import { on, posts, recordRequests, server } from '#src/test/api-server.ts';
import { renderApp } from '#src/test/render-app.tsx';
import { spyOnToasts } from '#src/test/toasts.ts';

beforeAll(async () => {
  await import('#src/app/routes/payment.tsx');
}, 60_000);

beforeEach(() => {
  window.localStorage.setItem('sm_signed_in', '1');
  spyOnToasts();
});
afterEach(() => window.localStorage.clear());

const PAID = row({
  id: 8,
  amount: 500,
  status: 1,
  status_name: 'Paid',
  receipt_number: 'SMT/2025-26/000012',
  created_at: '2025-09-02T08:00:00.000Z',
  paid_at: '2025-09-02T08:01:00.000Z',
});

const statement = (trust: 1 | 2, fy: string, count: number, amount: number): DonorStatement => ({
  trust,
  trust_name: trust === 1 ? 'Sai Mayee Trust' : 'Sai Meru Mathi Trust',
  financial_year: fy,
  count,
  amount,
  download_url: statementPdfUrl(trust, fy),
});

const open = () => {
  server.use(
    on('GET /api/auth/me', SIGNED_IN_DONOR),
    on('GET /api/user/payment-data?page=1', [
      200,
      { data: [PAID], meta: { total: 1, page: 1, per_page: 10 } },
    ]),
  );
  return renderApp(paths.payment);
};

describe('yearly statements on the payments page', () => {
  it('links each trust and year to its PDF and mails one on request', async () => {
    server.use(
      on('GET /api/donation/statements', [
        200,
        { data: [statement(1, '2025-26', 2, 4500.5), statement(2, '2024-25', 1, 250)] },
      ]),
      on('POST /api/donation/statement/mail', [200, { message: STATEMENT_MESSAGES.mailed }]),
    );
    const sent = recordRequests();
    const { user } = open();
    const list = await screen.findByRole('list', { name: 'Yearly statements' }, { timeout: 5000 });
    const [first, second] = within(list).getAllByRole('listitem');
    if (!first || !second) throw new Error('expected two statements');

    expect(first).toHaveTextContent('Sai Mayee Trust, 2025-26');
    expect(first).toHaveTextContent('2 receipts, ₹4,500.50');
    const link = within(first).getByRole('link', { name: 'Download statement for Sai Mayee Trust, 2025-26' });
    expect(link).toHaveAttribute('href', '/api/donation/statement?trust=1&fy=2025-26');
    expect(link).toHaveAttribute('download');
    expect(second).toHaveTextContent('1 receipt, ₹250.00');

    await user.click(within(second).getByRole('button', { name: /^Mail it to me/ }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(STATEMENT_MESSAGES.mailed));
    expect(posts(sent).map((request) => [request.path, request.body])).toEqual([
      ['/api/donation/statement/mail', { trust: 2, fy: '2024-25' }],
    ]);
  });

  it('shows no statements section before any donation is receipted', async () => {
    server.use(on('GET /api/donation/statements', [200, { data: [] }]));
    open();
    await screen.findByRole('table', { name: /My donations/ }, { timeout: 5000 });
    expect(screen.queryByRole('heading', { name: 'Yearly statements' })).not.toBeInTheDocument();
  });
});
