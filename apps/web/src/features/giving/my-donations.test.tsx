import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { MESSAGES, paths, TRUSTS, type DonationRow } from '@charity/shared';
import { SANDBOX_DIALOG_TITLE } from '#src/features/giving/checkout/sandbox-checkout-dialog.tsx';
import {
  checkoutFor,
  handlerResponse,
  row,
  stubMatchMedia,
  verifiedAnswer,
  SIGNED_IN_DONOR,
} from '#src/features/giving/test/donation-fixtures.ts';
import { toast } from '#src/lib/toast.ts';
import { on, recordRequests, server, posts, type Reply } from '#src/test/api-server.ts';
import { renderApp } from '#src/test/render-app.tsx';
import { spyOnToasts } from '#src/test/toasts.ts';

beforeAll(async () => {
  await import('#src/app/routes/payment.tsx');
}, 60_000);

let restoreMatchMedia: (() => void) | undefined;

beforeEach(() => {
  // A logged-in donor: the session hint, and /me answering below.
  window.localStorage.setItem('sm_signed_in', '1');
  spyOnToasts();
  // The page's yearly statements (yearly-statements.test.tsx): none here.
  server.use(on('GET /api/donation/statements', [200, { data: [] }]));
});

afterEach(() => {
  restoreMatchMedia?.();
  restoreMatchMedia = undefined;
  window.localStorage.clear();
});

const PAID = row({
  id: 8,
  amount: 100_000,
  fund: 'elder-care',
  fund_name: 'Elder care',
  status: 1,
  status_name: 'Paid',
  receipt_number: 'SMT/2025-26/000012',
  created_at: '2025-09-02T08:00:00.000Z',
  paid_at: '2025-09-02T08:01:00.000Z',
});
const PENDING = row({ id: 7, trust: 2, trust_name: TRUSTS[2].name, amount: 1500.5 });

const pageOf = (rows: DonationRow[], total = rows.length, page = 1): Reply<'GET /api/user/payment-data'> => [
  200,
  { data: rows, meta: { total, page, per_page: 10 } },
];

const openPayments = async (path: string = paths.payment) => {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Payment' }, { timeout: 5000 });
  return view;
};

describe('payments page', () => {
  it('says the same words as the menu and docs/product/giving.md: Payment, My donations, Certificate', async () => {
    server.use(
      on('GET /api/auth/me', SIGNED_IN_DONOR),
      on('GET /api/user/payment-data?page=1', pageOf([PAID])),
    );
    // The page's description (its meta tag) names the list and the download as the page does, not "receipts".
    const description = document.createElement('meta');
    description.name = 'description';
    document.head.append(description);
    onTestFinished(() => description.remove());
    await openPayments();
    await waitFor(() =>
      expect(description).toHaveAttribute('content', 'Your donations, their status and their certificates.'),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'My donations' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Certificate for/ })).toBeInTheDocument();
  });

  it('lists the donor’s donations with date, trust, amount, receipt, a worded status tag and one action each', async () => {
    server.use(
      on('GET /api/auth/me', SIGNED_IN_DONOR),
      on('GET /api/user/payment-data?page=1', pageOf([PAID, PENDING])),
    );
    await openPayments();
    const table = await screen.findByRole('table', { name: /My donations/ });
    const [, paid, pending] = within(table).getAllByRole('row');
    if (!paid || !pending) throw new Error('expected two rows');

    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Trust', 'Fund', 'Amount', 'Receipt no.', 'Status', 'Action']);
    const paidCells = within(paid).getAllByRole('cell');
    expect(paidCells[0]).toHaveTextContent('02 Sep 2025');
    expect(paidCells[1]).toHaveTextContent(TRUSTS[1].name);
    expect(paidCells[2]).toHaveTextContent('Elder care');
    expect(paidCells[3]).toHaveTextContent('₹1,00,000.00');
    expect(paidCells[4]).toHaveTextContent('SMT/2025-26/000012');
    expect(within(paid).getByText('Paid')).toHaveClass('text-green-800');
    expect(within(paid).getByRole('button', { name: /^Certificate/ })).toBeInTheDocument();
    expect(within(paid).queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();

    // No fund chosen: the trust's general fund.
    expect(within(pending).getAllByRole('cell')[2]).toHaveTextContent('General fund');
    expect(within(pending).getAllByRole('cell')[3]).toHaveTextContent('₹1,500.50');
    expect(within(pending).getByText('Pending')).toHaveClass('text-red-800');
    expect(within(pending).getByRole('button', { name: /^Pay/ })).toHaveAccessibleName(
      `Pay for ₹1,500.50 to ${TRUSTS[2].name} on 15 Aug 2025`,
    );
    expect(within(pending).queryByRole('button', { name: /^Certificate/ })).not.toBeInTheDocument();
    // Two donations are one page: nothing to page through.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('pages through ?page=, 10 to a page', async () => {
    server.use(
      on('GET /api/auth/me', SIGNED_IN_DONOR),
      on('GET /api/user/payment-data?page=1', pageOf([PAID], 23)),
      on('GET /api/user/payment-data?page=3', pageOf([PENDING], 23, 3)),
    );
    const sent = recordRequests();
    const { user, router } = await openPayments();
    await screen.findByRole('table');
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Page 3' })).toBeInTheDocument();
    expect(within(pagination).queryByRole('link', { name: 'Page 4' })).not.toBeInTheDocument();

    await user.click(within(pagination).getByRole('link', { name: 'Page 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    expect(await screen.findByRole('button', { name: /^Pay/ })).toBeInTheDocument();
    expect(sent.map((request) => request.path)).toContain('/api/user/payment-data?page=3');
  });

  it('pays an unpaid donation: reopens its checkout, verifies, and shows it Paid', async () => {
    let paid = false;
    server.use(
      on('GET /api/auth/me', SIGNED_IN_DONOR),
      on('GET /api/user/payment-data?page=1', () =>
        pageOf([
          paid
            ? { ...PENDING, status: 1, status_name: 'Paid', receipt_number: 'SMMT/2025-26/000003' }
            : PENDING,
        ]),
      ),
      on('POST /api/donation/7/pay', [200, { data: checkoutFor({ id: 7, amount: 150_050 }) }]),
      on('POST /api/payments/sandbox/pay', [200, { data: handlerResponse }]),
      on('POST /api/donation/verify-payment/', () => {
        paid = true;
        return [200, verifiedAnswer];
      }),
    );
    const sent = recordRequests();
    const { user } = await openPayments();
    await user.click(await screen.findByRole('button', { name: /^Pay/ }));
    const dialog = await screen.findByRole('dialog', { name: SANDBOX_DIALOG_TITLE });
    expect(within(dialog).getByText('₹1,500.50')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MESSAGES.donationSuccessful));
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Certificate/ })).toBeInTheDocument();
    expect(posts(sent).map((request) => request.path)).toEqual([
      '/api/donation/7/pay',
      '/api/payments/sandbox/pay',
      '/api/donation/verify-payment/',
    ]);
  });

  it('opens the certificate in a tab opened at the click, then pointed at the signed URL', async () => {
    const url = 'http://localhost/api/donation/certificate/8/receipt.pdf?expires=1&signature=abc';
    server.use(
      on('GET /api/auth/me', SIGNED_IN_DONOR),
      on('GET /api/user/payment-data?page=1', pageOf([PAID])),
      on('GET /api/donation/certificate/8', [200, { data: url }]),
    );
    const tab = { opener: {} as unknown, closed: false, location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    const { user } = await openPayments();
    await user.click(await screen.findByRole('button', { name: /^Certificate/ }));

    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    await waitFor(() => expect(tab.location.href).toBe(url));
    expect(tab.close).not.toHaveBeenCalled();
  });

  it('closes the blank tab again when the certificate cannot be had', async () => {
    server.use(
      on('GET /api/auth/me', SIGNED_IN_DONOR),
      on('GET /api/user/payment-data?page=1', pageOf([PAID])),
      on('GET /api/donation/certificate/8', [404, { message: MESSAGES.notFound }]),
    );
    const tab = { opener: null, closed: false, location: { href: 'about:blank' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    const { user } = await openPayments();
    await user.click(await screen.findByRole('button', { name: /^Certificate/ }));
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(toast.error).toHaveBeenCalledWith(MESSAGES.notFound);
  });

  it('invites a donor with no donations to give', async () => {
    server.use(
      on('GET /api/auth/me', SIGNED_IN_DONOR),
      on('GET /api/user/payment-data?page=1', pageOf([], 0)),
    );
    await openPayments();
    expect(await screen.findByRole('heading', { name: 'No donations yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Make a donation' })).toHaveAttribute('href', paths.donation);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('shows cards instead of the table on a narrow screen', async () => {
    restoreMatchMedia = stubMatchMedia((query) => query.includes('max-width'));
    server.use(
      on('GET /api/auth/me', SIGNED_IN_DONOR),
      on('GET /api/user/payment-data?page=1', pageOf([PAID, PENDING])),
    );
    await openPayments();
    const list = await screen.findByRole('list', { name: /My donations/ });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByText('Paid')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByRole('button', { name: /^Certificate/ })).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('Pending')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByRole('button', { name: /^Pay/ })).toBeInTheDocument();
  });
});

describe('payments page dates', () => {
  const savedZone = process.env.TZ;
  beforeEach(() => {
    // A browser in UTC: a payment made in India just after midnight is still the day before here.
    process.env.TZ = 'UTC';
  });
  afterEach(() => {
    if (savedZone === undefined) delete process.env.TZ;
    else process.env.TZ = savedZone;
  });

  it("dates a paid donation by its payment, in India's calendar, as its receipt does", async () => {
    const lateNight = row({
      ...PAID,
      id: 9,
      receipt_number: 'SMT/2025-26/000013',
      created_at: '2025-09-01T18:20:00.000Z', // 1 September 23:50 in India
      paid_at: '2025-09-01T18:40:00.000Z', // 2 September 00:10 in India: the receipt's date
    });
    server.use(
      on('GET /api/auth/me', SIGNED_IN_DONOR),
      on('GET /api/user/payment-data?page=1', pageOf([lateNight])),
    );
    await openPayments();
    const table = await screen.findByRole('table', { name: /My donations/ });
    const [, paid] = within(table).getAllByRole('row');
    expect(within(paid as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent('02 Sep 2025');
    expect(within(paid as HTMLElement).getByRole('button', { name: /^Certificate/ })).toHaveAccessibleName(
      `Certificate for ₹1,00,000.00 to ${TRUSTS[1].name} on 02 Sep 2025`,
    );
  });
});
