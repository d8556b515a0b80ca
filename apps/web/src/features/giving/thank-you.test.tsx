import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DONATION_MESSAGES,
  paths,
  publicSite,
  seedSettings,
  THANK_YOU_ERROR_CODES,
  thankYouPath,
  TRUSTS,
} from '@charity/shared';
import {
  THANK_YOU_TOKEN,
  thankYouAnswer,
  SIGNED_IN_DONOR,
} from '#src/features/giving/test/donation-fixtures.ts';
import { on, recordUrls, server } from '#src/test/api-server.ts';
import { renderApp } from '#src/test/render-app.tsx';
import { spyOnToasts } from '#src/test/toasts.ts';

/*
 * The thank-you page after a successful payment (docs/product/giving.md "Thank-you page and retrying a
 * payment"): the gift the signed token names, read from the server on every load.
 */

beforeAll(async () => {
  await import('#src/app/routes/donation.tsx');
  await import('#src/app/routes/auth/register.tsx');
}, 60_000);

beforeEach(() => {
  window.localStorage.clear();
  spyOnToasts();
});

afterEach(() => {
  window.localStorage.clear();
});

const THANK_YOU = 'GET /api/donation/thank-you';

const openThankYou = async (path = thankYouPath(THANK_YOU_TOKEN)) => {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Thank You' }, { timeout: 5000 });
  return view;
};

describe('thank-you page', () => {
  it("shares the organisation's name as admins saved it", async () => {
    const saved = { ...publicSite(seedSettings()), name: 'Sri Sai Seva Trust' };
    server.use(on(THANK_YOU, [200, { data: thankYouAnswer }]), on('GET /api/site', [200, { data: saved }]));
    await openThankYou();
    const share = await screen.findByRole('region', { name: 'Invite others to give' }, { timeout: 5000 });
    const whatsApp = within(share).getByRole('link', { name: 'Share on WhatsApp (opens in a new tab)' });
    await waitFor(() =>
      expect(decodeURIComponent(whatsApp.getAttribute('href') ?? '')).toContain(
        'I just gave to Sri Sai Seva Trust.',
      ),
    );
    const mail = decodeURIComponent(
      within(share)
        .getByRole('link', { name: 'Share on E-mail (opens in a new tab)' })
        .getAttribute('href') ?? '',
    );
    expect(mail).toContain('subject=Give to Sri Sai Seva Trust');
    expect(mail).not.toContain('Sai Mayee Trusts');
  });

  it('shows the gift, the receipt download, the invitation to register with the same e-mail and share links', async () => {
    server.use(on(THANK_YOU, [200, { data: thankYouAnswer }]));
    const urls = recordUrls();
    const { user, router } = await openThankYou();

    expect(await screen.findByRole('heading', { level: 2, name: 'Thank you, Asha!' })).toBeInTheDocument();
    expect(urls.find((url) => url.pathname === '/api/donation/thank-you')?.searchParams.get('token')).toBe(
      THANK_YOU_TOKEN,
    );
    expect(screen.getByText('₹501.00')).toBeInTheDocument();
    expect(screen.getAllByText(TRUSTS[1].name).length).toBeGreaterThan(0);
    expect(screen.getByText('SMT/2025-26/000001')).toBeInTheDocument();
    // No fund named: no Fund line.
    expect(screen.queryByText('Fund')).not.toBeInTheDocument();
    const receipt = screen.getByRole('link', { name: 'Download your receipt (PDF)' });
    expect(receipt).toHaveAttribute('href', thankYouAnswer.receipt_url);
    expect(receipt).toHaveAttribute('target', '_blank');
    // Never indexed.
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'),
    );

    // Plain links with the donation page's address, nothing of the donor's.
    const donateUrl = `${window.location.origin}${paths.donation}`;
    const share = screen.getByRole('region', { name: 'Invite others to give' });
    const hrefOf = (name: string) =>
      within(share)
        .getByRole('link', { name: `Share on ${name} (opens in a new tab)` })
        .getAttribute('href') ?? '';
    expect(hrefOf('WhatsApp')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(decodeURIComponent(hrefOf('WhatsApp'))).toContain(donateUrl);
    expect(hrefOf('Facebook')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(donateUrl)}`,
    );
    expect(new URL(hrefOf('X')).searchParams.get('url')).toBe(donateUrl);
    expect(hrefOf('E-mail')).toMatch(/^mailto:\?subject=/);
    expect(decodeURIComponent(hrefOf('E-mail'))).toContain(donateUrl);
    for (const name of ['WhatsApp', 'Facebook', 'X', 'E-mail']) {
      expect(decodeURIComponent(hrefOf(name))).not.toContain('asha@example.org');
    }

    // The invitation opens the register form with the e-mail filled in.
    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    await screen.findByRole('heading', { level: 1, name: 'Registration' }, { timeout: 5000 });
    expect(router.state.location.pathname).toBe(paths.register);
    expect(screen.getByLabelText('E-mail')).toHaveValue('asha@example.org');
  });

  it('shows the fund when the gift names one', async () => {
    server.use(on(THANK_YOU, [200, { data: { ...thankYouAnswer, fund_name: 'Annadanam' } }]));
    await openThankYou();
    expect(await screen.findByText('Annadanam')).toBeInTheDocument();
    expect(screen.getByText('Fund')).toBeInTheDocument();
  });

  it('points a signed-in donor to My donations instead, in the words of the menu and the Payment page', async () => {
    window.localStorage.setItem('sm_signed_in', '1');
    server.use(on(THANK_YOU, [200, { data: thankYouAnswer }]), on('GET /api/auth/me', SIGNED_IN_DONOR));
    await openThankYou();
    expect(await screen.findByRole('link', { name: 'My donations' })).toHaveAttribute('href', paths.payment);
    expect(screen.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
  });

  it.each([
    ['expired', DONATION_MESSAGES.thankYouExpired, THANK_YOU_ERROR_CODES.expired],
    ['not valid', DONATION_MESSAGES.thankYouInvalid, THANK_YOU_ERROR_CODES.invalid],
  ])('says so when the link is %s', async (_, message, code) => {
    server.use(on(THANK_YOU, [403, { message, error_code: code }]));
    await openThankYou();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('link', { name: 'My donations' })).toHaveAttribute('href', paths.payment);
  });

  it('says so for a donation that is not paid', async () => {
    server.use(on(THANK_YOU, [409, { message: DONATION_MESSAGES.thankYouUnpaid }]));
    await openThankYou();
    expect(await screen.findByRole('alert')).toHaveTextContent(DONATION_MESSAGES.thankYouUnpaid);
  });

  it('asks nothing of the server without a token', async () => {
    const urls = recordUrls();
    await openThankYou(paths.donationThankYou);
    expect(await screen.findByRole('alert')).toHaveTextContent('This thank-you link is incomplete');
    expect(urls.map((url) => url.pathname)).not.toContain('/api/donation/thank-you');
  });
});
