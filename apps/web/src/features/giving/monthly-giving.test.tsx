import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MONTHLY_MESSAGES,
  SANDBOX_KEY_ID,
  SITE,
  TRUSTS,
  paths,
  type MonthlyGift,
  type SubscriptionCheckout,
} from '@charity/shared';
import { SANDBOX_DIALOG_TITLE } from '#src/features/giving/checkout/sandbox-checkout-dialog.tsx';
import {
  fillDonationForm,
  openDonation,
  sentDonation,
  SIGNED_IN_DONOR,
} from '#src/features/giving/test/donation-fixtures.ts';
import { toast } from '#src/lib/toast.ts';
import { on, posts, recordRequests, server } from '#src/test/api-server.ts';
import { renderApp } from '#src/test/render-app.tsx';
import { spyOnToasts } from '#src/test/toasts.ts';

beforeAll(async () => {
  await import('#src/app/routes/donation.tsx');
  await import('#src/app/routes/payment.tsx');
}, 60_000);

beforeEach(() => {
  window.localStorage.clear();
  spyOnToasts();
});

const SUBSCRIPTION_ID = 'sub_ID6MOhgkcoHj9I';
const handler = {
  razorpay_payment_id: 'pay_IDZNwZZFtnjyym',
  razorpay_subscription_id: SUBSCRIPTION_ID,
  razorpay_signature: '601f383334975c714c91a7d97dd723eb56520318355863dcf3821c0d07a17693',
};

const monthlyCheckout: SubscriptionCheckout = {
  id: 12,
  subscription_id: SUBSCRIPTION_ID,
  amount: 50_100,
  currency: 'INR',
  key: SANDBOX_KEY_ID,
  gateway: 'sandbox',
  name: TRUSTS[1].name,
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha@example.org',
  phone: '+919845012345',
};

const gift = (overrides: Partial<MonthlyGift> = {}): MonthlyGift => ({
  id: 12,
  amount: 501,
  trust: 1,
  trust_name: TRUSTS[1].name,
  status: 'active',
  status_name: 'Active',
  created_at: '2025-09-02T08:00:00.000Z',
  next_charge_at: '2025-10-02T08:00:00.000Z',
  paid_count: 1,
  cancelled_at: null,
  update_url: null,
  ...overrides,
});

describe('the donation form’s once / monthly choice', () => {
  it('is two radio buttons, once by default; a one-off gift is unchanged', async () => {
    recordRequests();
    const { user } = await openDonation();
    const group = screen.getByRole('group', { name: 'How often' });
    const once = within(group).getByRole('radio', { name: 'Give once' });
    const monthly = within(group).getByRole('radio', { name: 'Give monthly' });
    expect(once).toBeChecked();
    expect(monthly).not.toBeChecked();

    await user.click(monthly);
    expect(monthly).toBeChecked();
    expect(group).toHaveAccessibleDescription(expect.stringContaining('The same amount every month'));
    // The keyboard moves the choice as in any radio group.
    await user.keyboard('{ArrowLeft}');
    expect(once).toBeChecked();
  });

  it('monthly: creates the subscription, opens the sandbox with it, verifies and resets the form', async () => {
    server.use(
      on('POST /api/donation/subscription/create', [201, { data: monthlyCheckout }]),
      on('POST /api/payments/sandbox/subscription/pay', [200, { data: handler }]),
      on('POST /api/donation/subscription/verify', [
        200,
        {
          message: MONTHLY_MESSAGES.started,
          data: gift({ status: 'authenticated', status_name: 'Starting' }),
        },
      ]),
    );
    const sent = recordRequests();
    const { user } = await openDonation();
    await user.click(screen.getByRole('radio', { name: 'Give monthly' }));
    await fillDonationForm(user);
    await user.click(screen.getByRole('button', { name: 'Donate now' }));

    const dialog = await screen.findByRole('dialog', { name: SANDBOX_DIALOG_TITLE });
    expect(within(dialog).getByText('₹501.00 every month')).toBeInTheDocument();
    expect(within(dialog).getByText('Subscription')).toBeInTheDocument();
    expect(within(dialog).getByText(SUBSCRIPTION_ID)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MONTHLY_MESSAGES.started));
    expect(posts(sent).map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/api/donation/subscription/create', body: sentDonation(1) },
      {
        path: '/api/payments/sandbox/subscription/pay',
        body: { subscription_id: SUBSCRIPTION_ID, outcome: 'success' },
      },
      { path: '/api/donation/subscription/verify', body: handler },
    ]);
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Give once' })).toBeChecked();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('closing the checkout and pressing again reopens the same subscription', async () => {
    server.use(on('POST /api/donation/subscription/create', [201, { data: monthlyCheckout }]));
    const sent = recordRequests();
    const { user } = await openDonation();
    await user.click(screen.getByRole('radio', { name: 'Give monthly' }));
    await fillDonationForm(user);
    await user.click(screen.getByRole('button', { name: 'Donate now' }));
    await user.click(await screen.findByRole('button', { name: 'Close the test payment' }));
    await user.click(screen.getByRole('button', { name: 'Donate now' }));
    await screen.findByRole('dialog', { name: SANDBOX_DIALOG_TITLE });
    expect(posts(sent).map((r) => r.path)).toEqual(['/api/donation/subscription/create']);
  });
});

describe('a monthly gift through Razorpay’s checkout', () => {
  it('opens checkout.js with subscription_id (no order, no amount) and verifies the subscription’s answer', async () => {
    const opened: Record<string, unknown>[] = [];
    class Razorpay {
      constructor(options: Record<string, unknown>) {
        opened.push(options);
      }
      on() {}
      open() {}
    }
    vi.stubGlobal('Razorpay', Razorpay);
    server.use(
      on('POST /api/donation/subscription/create', [
        201,
        { data: { ...monthlyCheckout, gateway: 'razorpay', key: 'rzp_test_1DP5mmOlF5G5ag' } },
      ]),
      on('POST /api/donation/subscription/verify', [
        200,
        { message: MONTHLY_MESSAGES.started, data: gift() },
      ]),
    );
    const sent = recordRequests();
    const { user } = renderApp(paths.donation);
    await screen.findByRole('heading', { level: 1, name: 'Donation' }, { timeout: 5000 });
    await user.click(screen.getByRole('radio', { name: 'Give monthly' }));
    await fillDonationForm(user);
    await user.click(screen.getByRole('button', { name: 'Donate now' }));

    await waitFor(() => expect(opened).toHaveLength(1));
    const options = opened[0]!;
    expect(options).toMatchObject({
      key: 'rzp_test_1DP5mmOlF5G5ag',
      subscription_id: SUBSCRIPTION_ID,
      name: TRUSTS[1].name,
      description: `Monthly gift to ${TRUSTS[1].name}`,
      prefill: { name: 'Asha Rao', email: 'asha@example.org', contact: '+919845012345' },
      theme: { color: SITE.themeColor },
    });
    expect(options).not.toHaveProperty('order_id');
    expect(options).not.toHaveProperty('amount');
    act(() => (options.handler as (response: unknown) => void)(handler));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MONTHLY_MESSAGES.started));
    expect(posts(sent).at(-1)).toMatchObject({ path: '/api/donation/subscription/verify', body: handler });
  });
});

describe('the payments page’s monthly gifts', () => {
  beforeEach(() => {
    window.localStorage.setItem('sm_signed_in', '1');
    server.use(
      on('GET /api/auth/me', SIGNED_IN_DONOR),
      on('GET /api/user/payment-data?page=1', [200, { data: [], meta: { total: 0, page: 1, per_page: 10 } }]),
      on('GET /api/donation/statements', [200, { data: [] }]),
    );
  });

  const openPayments = async () => {
    const view = renderApp(paths.payment);
    await screen.findByRole('heading', { level: 1, name: 'Payment' }, { timeout: 5000 });
    return view;
  };

  it('lists each gift: amount a month, trust, status, started, next charge; the halted one links to the update page', async () => {
    server.use(
      on('GET /api/user/monthly-gifts', [
        200,
        {
          data: [
            gift({ paid_count: 3 }),
            gift({
              id: 13,
              amount: 1500.5,
              trust: 2,
              trust_name: TRUSTS[2].name,
              status: 'halted',
              status_name: 'Payment failed',
              next_charge_at: null,
              update_url: 'https://rzp.io/i/z3b1R61A9',
            }),
            gift({
              id: 14,
              status: 'cancelled',
              status_name: 'Cancelled',
              next_charge_at: null,
              cancelled_at: '2025-11-20T08:00:00.000Z',
            }),
          ],
        },
      ]),
    );
    await openPayments();
    const list = await screen.findByRole('list', { name: 'Monthly gifts' });
    const [active, halted, cancelled] = within(list).getAllByRole('listitem');
    if (!active || !halted || !cancelled) throw new Error('expected three gifts');

    expect(screen.getByRole('heading', { level: 2, name: 'Monthly gifts' })).toBeInTheDocument();
    expect(active).toHaveTextContent('₹501.00 a month');
    expect(active).toHaveTextContent(TRUSTS[1].name);
    expect(within(active).getByText('Active')).toHaveClass('text-green-800');
    expect(active).toHaveTextContent('Started02 Sep 2025');
    expect(active).toHaveTextContent('Given3 months');
    expect(active).toHaveTextContent('Next charge02 Oct 2025');
    expect(within(active).getByRole('button', { name: /^Cancel/ })).toHaveAccessibleName(
      `Cancel the monthly gift of ₹501.00 a month to ${TRUSTS[1].name}`,
    );

    expect(within(halted).getByText('Payment failed')).toHaveClass('text-red-800');
    expect(halted).not.toHaveTextContent('Next charge');
    const update = within(halted).getByRole('link', { name: /^Update the payment method/ });
    expect(update).toHaveAttribute('href', 'https://rzp.io/i/z3b1R61A9');
    expect(update).toHaveAttribute('target', '_blank');

    expect(cancelled).toHaveTextContent('Cancelled20 Nov 2025');
    expect(within(cancelled).queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
    expect(within(active).queryByRole('link')).not.toBeInTheDocument();
  });

  it('cancels after asking once more, says so and shows the gift cancelled', async () => {
    let cancelled = false;
    server.use(
      on('GET /api/user/monthly-gifts', () => [
        200,
        {
          data: [
            cancelled
              ? gift({
                  status: 'cancelled',
                  status_name: 'Cancelled',
                  next_charge_at: null,
                  cancelled_at: '2025-09-20T08:00:00.000Z',
                })
              : gift(),
          ],
        },
      ]),
      on('POST /api/donation/subscription/12/cancel', () => {
        cancelled = true;
        return [
          200,
          {
            message: MONTHLY_MESSAGES.cancelled,
            data: gift({ status: 'cancelled', status_name: 'Cancelled' }),
          },
        ];
      }),
    );
    const sent = recordRequests();
    const { user } = await openPayments();
    await user.click(await screen.findByRole('button', { name: /^Cancel the monthly gift/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Cancel this monthly gift?' });
    // "Keep giving" changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep giving' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts(sent)).toEqual([]);

    await user.click(screen.getByRole('button', { name: /^Cancel the monthly gift/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancel this monthly gift?' })).getByRole('button', {
        name: 'Yes, cancel it',
      }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MONTHLY_MESSAGES.cancelled));
    expect(posts(sent).map((r) => r.path)).toEqual(['/api/donation/subscription/12/cancel']);
    const list = screen.getByRole('list', { name: 'Monthly gifts' });
    expect(await within(list).findByText('Cancelled', { selector: 'span' })).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows no monthly section to a donor who never gave monthly', async () => {
    await openPayments();
    expect(await screen.findByRole('heading', { name: 'No donations yet' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Monthly gifts' })).not.toBeInTheDocument();
  });
});
