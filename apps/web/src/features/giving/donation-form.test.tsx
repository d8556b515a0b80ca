import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ID_MESSAGES, MESSAGES, paths, SITE, TRUSTS } from '@charity/shared';
import { RAZORPAY_CHECKOUT_SCRIPT } from '#src/features/giving/checkout/razorpay.ts';
import { SANDBOX_DIALOG_TITLE } from '#src/features/giving/checkout/sandbox-checkout-dialog.tsx';
import {
  checkoutFor,
  declined,
  fillDonationForm,
  handlerResponse,
  openDonation,
  ORDER_ID,
  sentDonation,
  setUpDonationPageTests,
  submitDonation,
  THANK_YOU_TOKEN,
  thankYouAnswer,
  verifiedAnswer,
} from '#src/features/giving/test/donation-fixtures.ts';
import { toast } from '#src/lib/toast.ts';
import { renderApp } from '#src/test/render-app.tsx';
import { on, recordRequests, server, posts } from '#src/test/api-server.ts';

setUpDonationPageTests();

const CREATE = 'POST /api/donation/create';
const SANDBOX = 'POST /api/payments/sandbox/pay';
const VERIFY = 'POST /api/donation/verify-payment/';
const THANK_YOU = 'GET /api/donation/thank-you';

describe('donation form', () => {
  it('offers the two trusts, says what each supports, and shows PAN only for the first', async () => {
    recordRequests();
    const { user } = await openDonation();
    const trust = screen.getByLabelText('Trust');
    expect(
      within(trust)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a trust', TRUSTS[1].name, TRUSTS[2].name]);
    expect(screen.getByText(TRUSTS[1].receiptNote)).toBeInTheDocument();
    expect(screen.getByText(TRUSTS[2].receiptNote)).toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByRole('link', { name: /terms and conditions/ })).toHaveAttribute('target', '_blank');

    expect(screen.queryByLabelText('PAN')).not.toBeInTheDocument();
    await user.selectOptions(trust, '1');
    await user.type(screen.getByLabelText('PAN'), 'ABCPE1234F');
    await user.selectOptions(trust, '2');
    expect(screen.queryByLabelText('PAN')).not.toBeInTheDocument();
    // Back to trust 1: the number typed before was cleared, not kept out of sight.
    await user.selectOptions(trust, '1');
    expect(screen.getByLabelText('PAN')).toHaveValue('');
  });

  it('requires PAN for trust 1 and checks the amount, before sending anything', async () => {
    const sent = recordRequests();
    const { user } = await openDonation();
    await submitDonation(user);
    expect(await screen.findByLabelText('Trust')).toHaveAccessibleDescription('Please choose a trust');
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter an amount'),
    );

    await fillDonationForm(user, { amount: '0.5' });
    await user.clear(screen.getByLabelText('PAN'));
    await submitDonation(user);
    expect(await screen.findByText('The amount must be at least ₹1')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '501');
    await submitDonation(user);
    // The PAN rule looks at the whole form, so it speaks once every other field is right.
    expect(await screen.findByText('Please enter your PAN')).toBeInTheDocument();
    expect(screen.getByLabelText('PAN')).toHaveAttribute('aria-invalid', 'true');
    expect(posts(sent)).toEqual([]);
  });

  it('says a zero amount must be positive and a PAN’s 4th letter is the holder type, together', async () => {
    const sent = recordRequests();
    const { user } = await openDonation();
    await fillDonationForm(user, { amount: '0' });
    await user.clear(screen.getByLabelText('PAN'));
    await user.type(screen.getByLabelText('PAN'), 'ABCDE1234F');
    await submitDonation(user);
    expect(await screen.findByText('The amount must be a positive amount in rupees')).toBeInTheDocument();
    expect(screen.getByLabelText('PAN')).toHaveAccessibleDescription(
      expect.stringContaining(ID_MESSAGES.panHolderType),
    );

    await user.clear(screen.getByLabelText('PAN'));
    await user.type(screen.getByLabelText('PAN'), 'ABCPE12345');
    await submitDonation(user);
    expect(await screen.findByText(ID_MESSAGES.panShape)).toBeInTheDocument();
    expect(posts(sent)).toEqual([]);
  });

  it('pays through the sandbox: Pay, then the same verification as Razorpay, the toast and the thank-you page', async () => {
    server.use(
      on(CREATE, [201, { data: checkoutFor() }]),
      on(SANDBOX, [200, { data: handlerResponse }]),
      on(VERIFY, [200, verifiedAnswer]),
      on(THANK_YOU, [200, { data: thankYouAnswer }]),
    );
    const sent = recordRequests();
    const { user, router } = await openDonation();
    await fillDonationForm(user);
    await submitDonation(user);

    const dialog = await screen.findByRole('dialog', { name: SANDBOX_DIALOG_TITLE });
    expect(within(dialog).getByText('₹501.00')).toBeInTheDocument();
    expect(within(dialog).getByText(TRUSTS[1].name)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MESSAGES.donationSuccessful));
    expect(posts(sent).map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/api/donation/create', body: sentDonation(1) },
      { path: '/api/payments/sandbox/pay', body: { order_id: ORDER_ID, outcome: 'success' } },
      { path: '/api/donation/verify-payment/', body: handlerResponse },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // On to the thank-you page the server signed a link for (ADR 33).
    expect(await screen.findByRole('heading', { level: 2, name: 'Thank you, Asha!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.donationThankYou);
    expect(new URLSearchParams(router.state.location.search).get('token')).toBe(THANK_YOU_TOKEN);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('leaves out PAN for trust 2', async () => {
    server.use(on(CREATE, [201, { data: checkoutFor({ name: TRUSTS[2].name }) }]));
    const sent = recordRequests();
    const { user } = await openDonation();
    await fillDonationForm(user, { trust: '2' });
    await submitDonation(user);
    await screen.findByRole('dialog', { name: SANDBOX_DIALOG_TITLE });
    expect(posts(sent)[0]?.body).toEqual(sentDonation(2));
  });

  it('reports a failed sandbox payment with Razorpay’s description, verifies nothing and keeps the form', async () => {
    server.use(
      on(CREATE, [201, { data: checkoutFor() }]),
      on(SANDBOX, [402, declined]),
      on(VERIFY, [200, verifiedAnswer]),
    );
    const sent = recordRequests();
    const { user } = await openDonation();
    await fillDonationForm(user);
    await submitDonation(user);
    const dialog = await screen.findByRole('dialog', { name: SANDBOX_DIALOG_TITLE });
    await user.click(within(dialog).getByRole('button', { name: 'Fail' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Payment failed'));
    // The 402's error object never reaches the generic toast as "[object Object]".
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.success).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(sent).map((request) => request.path)).not.toContain('/api/donation/verify-payment/');
    expect(screen.getByLabelText('First name')).toHaveValue('Asha');

    // The form says what happened, and that the donation is kept unpaid.
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('The payment was declined: Payment failed');
    expect(panel).toHaveTextContent(`Your donation of ₹501.00 to ${TRUSTS[1].name} is kept, unpaid.`);

    // Trying again reopens the same, still unpaid, donation: no second record.
    await submitDonation(user);
    expect(await screen.findByRole('dialog', { name: SANDBOX_DIALOG_TITLE })).toBeInTheDocument();
    expect(posts(sent).filter((request) => request.path === '/api/donation/create')).toHaveLength(1);
  });

  it('offers Try again after a declined payment: the same donation is paid, then the thank-you page', async () => {
    let attempts = 0;
    server.use(
      on(CREATE, [201, { data: checkoutFor() }]),
      on(SANDBOX, () => (++attempts === 1 ? [402, declined] : [200, { data: handlerResponse }])),
      on(VERIFY, [200, verifiedAnswer]),
      on(THANK_YOU, [200, { data: thankYouAnswer }]),
    );
    const sent = recordRequests();
    const { user, router } = await openDonation();
    await fillDonationForm(user);
    await submitDonation(user);
    await user.click(
      within(await screen.findByRole('dialog', { name: SANDBOX_DIALOG_TITLE })).getByRole('button', {
        name: 'Fail',
      }),
    );
    const panel = await screen.findByRole('alert');
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    // The panel goes while the checkout is open again, for the same order.
    const dialog = await screen.findByRole('dialog', { name: SANDBOX_DIALOG_TITLE });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Thank you, Asha!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.donationThankYou);
    expect(posts(sent).map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/api/donation/create', body: sentDonation(1) },
      { path: '/api/payments/sandbox/pay', body: { order_id: ORDER_ID, outcome: 'failure' } },
      { path: '/api/payments/sandbox/pay', body: { order_id: ORDER_ID, outcome: 'success' } },
      { path: '/api/donation/verify-payment/', body: handlerResponse },
    ]);
  });

  it('treats closing the test payment as the donor closing checkout: nothing paid, nothing reported', async () => {
    server.use(on(CREATE, [201, { data: checkoutFor() }]));
    const sent = recordRequests();
    const { user } = await openDonation();
    await fillDonationForm(user);
    await submitDonation(user);
    await screen.findByRole('dialog', { name: SANDBOX_DIALOG_TITLE });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(sent).map((request) => request.path)).toEqual(['/api/donation/create']);
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Amount')).toHaveValue('501');
    expect(screen.getByRole('button', { name: 'Donate now' })).toBeEnabled();
    // Said calmly, as a status: nothing went wrong, nothing was taken.
    const status = (await screen.findByText('Payment not completed — no money was taken.')).closest(
      '[role="status"]',
    );
    expect(status).toBeInstanceOf(HTMLElement);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // Try again reopens the checkout of the same donation.
    await user.click(within(status as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: SANDBOX_DIALOG_TITLE })).toBeInTheDocument();
    expect(posts(sent).map((request) => request.path)).toEqual(['/api/donation/create']);
  });

  it('shows the server’s field errors under their fields', async () => {
    server.use(
      on(CREATE, [422, { message: MESSAGES.invalidInput, errors: { pan: 'This PAN is not valid' } }]),
    );
    const { user } = await openDonation();
    await fillDonationForm(user);
    await submitDonation(user);
    expect(await screen.findByLabelText('PAN')).toHaveAccessibleDescription(
      expect.stringContaining('This PAN is not valid'),
    );
    expect(toast.error).toHaveBeenCalledWith(MESSAGES.invalidInput);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('fills in the logged-in donor’s name, e-mail and phone', async () => {
    window.localStorage.setItem('sm_signed_in', '1');
    server.use(
      on('GET /api/auth/me', [
        200,
        {
          data: {
            id: '0b7c5a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21',
            email: 'asha@example.org',
            first_name: 'Asha',
            last_name: 'Rao',
            phone: '+919845012345',
            email_verified: true,
          },
        },
      ]),
    );
    await openDonation();
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue('Asha'));
    expect(screen.getByLabelText('Last name')).toHaveValue('Rao');
    expect(screen.getByLabelText('E-mail')).toHaveValue('asha@example.org');
    expect(screen.getByLabelText('Phone')).toHaveValue('+919845012345');
    expect(screen.getByLabelText('Amount')).toHaveValue('');
  });
});

type RazorpayOptions = {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  handler: (response: unknown) => void;
  modal: { ondismiss: () => void };
};

/** A stand-in for checkout.js's global: records each checkout and lets the test play the donor. */
function fakeRazorpay() {
  const opened: { options: RazorpayOptions; failed?: (response: { error: unknown }) => void }[] = [];
  class Razorpay {
    private readonly entry: (typeof opened)[number];
    constructor(options: RazorpayOptions) {
      this.entry = { options };
      opened.push(this.entry);
    }
    on(event: string, callback: (response: { error: unknown }) => void) {
      if (event === 'payment.failed') this.entry.failed = callback;
    }
    open() {}
  }
  return { Razorpay, opened };
}

const checkoutScripts = () => document.head.querySelectorAll(`script[src="${RAZORPAY_CHECKOUT_SCRIPT}"]`);

describe('Razorpay checkout', () => {
  it('loads checkout.js once, only when paying, and opens it with the order, prefill and brand colour', async () => {
    const razorpayCheckout = checkoutFor({ gateway: 'razorpay', key: 'rzp_test_1DP5mmOlF5G5ag' });
    server.use(
      on(CREATE, [201, { data: razorpayCheckout }]),
      on(VERIFY, [200, verifiedAnswer]),
      on(THANK_YOU, [200, { data: thankYouAnswer }]),
    );
    const sent = recordRequests();
    const { Razorpay, opened } = fakeRazorpay();
    const { user, router } = await openDonation();
    expect(checkoutScripts()).toHaveLength(0);

    await fillDonationForm(user);
    await submitDonation(user);
    await waitFor(() => expect(checkoutScripts()).toHaveLength(1));
    // The script arrives and defines the global, as checkout.js does.
    vi.stubGlobal('Razorpay', Razorpay);
    act(() => {
      checkoutScripts()[0]?.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]?.options).toMatchObject({
      key: 'rzp_test_1DP5mmOlF5G5ag',
      order_id: ORDER_ID,
      amount: 50_100,
      currency: 'INR',
      name: TRUSTS[1].name,
      prefill: { name: 'Asha Rao', email: 'asha@example.org', contact: '+919845012345' },
      theme: { color: SITE.themeColor },
    });

    // A declined attempt: Razorpay's description is shown; checkout stays open for a retry, which succeeds.
    act(() => opened[0]?.failed?.({ error: declined.error }));
    expect(toast.error).toHaveBeenCalledWith('Payment failed');
    act(() => opened[0]?.options.handler(handlerResponse));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MESSAGES.donationSuccessful));
    expect(posts(sent).at(-1)).toMatchObject({
      path: '/api/donation/verify-payment/',
      body: handlerResponse,
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Thank you, Asha!' })).toBeInTheDocument();

    // A second donation, back on the donation page, reuses the loaded script.
    await act(() => router.navigate(paths.donation));
    await screen.findByRole('button', { name: 'Donate now' });
    await fillDonationForm(user);
    await submitDonation(user);
    await waitFor(() => expect(opened).toHaveLength(2));
    expect(checkoutScripts()).toHaveLength(1);

    // Closing checkout without paying: nothing verified, the form kept.
    const verifies = posts(sent).filter((request) => request.path === '/api/donation/verify-payment/');
    act(() => opened[1]?.options.modal.ondismiss());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Donate now' })).toBeEnabled());
    expect(posts(sent).filter((request) => request.path === '/api/donation/verify-payment/')).toEqual(
      verifies,
    );
    expect(screen.getByLabelText('First name')).toHaveValue('Asha');
  });

  it('keeps the donation Pending when our server refuses the verification', async () => {
    server.use(
      on(CREATE, [201, { data: checkoutFor({ gateway: 'razorpay', key: 'rzp_test_1DP5mmOlF5G5ag' }) }]),
      on(VERIFY, [422, { message: 'The payment could not be verified.' }]),
    );
    const { Razorpay, opened } = fakeRazorpay();
    vi.stubGlobal('Razorpay', Razorpay);
    const { user } = await openDonation();
    await fillDonationForm(user);
    await submitDonation(user);
    await waitFor(() => expect(opened).toHaveLength(1));
    act(() => opened[0]?.options.handler(handlerResponse));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('The payment could not be verified.'));
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByLabelText('First name')).toHaveValue('Asha');
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('The payment could not be confirmed.');
    expect(panel).toHaveTextContent('The payment could not be verified.');
  });
});

describe('donation form in Kannada (docs/product/languages.md)', () => {
  it('labels its fields and says what is missing in Kannada, with the rupee amounts as in English', async () => {
    const { user } = renderApp(`/kn${paths.donation}`);
    await screen.findByRole('heading', { level: 1, name: 'ದೇಣಿಗೆ' }, { timeout: 5000 });
    expect(screen.getByRole('heading', { level: 2, name: 'ದೇಣಿಗೆ ನೀಡಿ' })).toBeInTheDocument();
    const trust = screen.getByLabelText('ಟ್ರಸ್ಟ್');
    expect(within(trust).getAllByRole('option')[0]).toHaveTextContent('ಒಂದು ಟ್ರಸ್ಟ್ ಆರಿಸಿ');
    expect(screen.getByRole('radiogroup', { name: 'ಸೂಚಿಸಿದ ಮೊತ್ತಗಳು' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ಈಗಲೇ ದೇಣಿಗೆ ನೀಡಿ' }));

    expect(await screen.findByLabelText('ಟ್ರಸ್ಟ್')).toHaveAccessibleDescription('ದಯವಿಟ್ಟು ಒಂದು ಟ್ರಸ್ಟ್ ಅನ್ನು ಆರಿಸಿ');
    expect(screen.getByLabelText('ಮೊತ್ತ')).toHaveAccessibleDescription(
      expect.stringContaining('ದಯವಿಟ್ಟು ಮೊತ್ತವನ್ನು ನಮೂದಿಸಿ'),
    );
    expect(screen.getByLabelText('ಮೊದಲ ಹೆಸರು')).toHaveAccessibleDescription('ದಯವಿಟ್ಟು ನಿಮ್ಮ ಮೊದಲ ಹೆಸರನ್ನು ನಮೂದಿಸಿ');
    // A PAN typed wrong on trust 1: the rule's message in Kannada, without the English example.
    await user.selectOptions(screen.getByLabelText('ಟ್ರಸ್ಟ್'), '1');
    await user.type(screen.getByLabelText('ಪ್ಯಾನ್'), 'ABC');
    await user.click(screen.getByRole('button', { name: 'ಈಗಲೇ ದೇಣಿಗೆ ನೀಡಿ' }));
    await waitFor(() =>
      expect(screen.getByLabelText('ಪ್ಯಾನ್')).toHaveAccessibleDescription(
        expect.stringContaining('ದಯವಿಟ್ಟು ಸರಿಯಾದ ಪ್ಯಾನ್ ಸಂಖ್ಯೆಯನ್ನು ನಮೂದಿಸಿ'),
      ),
    );
  });
});
