import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  PAYMENTS_TEST_MODE_NOTICE,
  paths,
  publicSite,
  seedSettings,
  thankYouPath,
} from '@charity/shared';
import {
  SIGNED_IN_DONOR,
  THANK_YOU_TOKEN,
  ehundiEntry,
  fillDonationForm,
  setUpDonationPageTests,
  thankYouAnswer,
} from '#src/features/giving/test/donation-fixtures.ts';
import { on, server } from '#src/test/api-server.ts';
import { renderApp } from '#src/test/render-app.tsx';

/*
 * Test mode (docs/decisions/0040-payments-test-mode.md): when `GET /api/site` says the server takes no money, every
 * giving page says so; otherwise none does.
 */

setUpDonationPageTests(
  () => import('#src/app/routes/e-hundi.tsx'),
  () => import('#src/app/routes/payment.tsx'),
);

afterEach(() => {
  window.localStorage.clear();
});

const site = (testMode: boolean) =>
  on('GET /api/site', [200, { data: { ...publicSite(seedSettings()), payments_test_mode: testMode } }]);

const signedIn = () => {
  window.localStorage.setItem('sm_signed_in', '1');
  server.use(
    on('GET /api/auth/me', SIGNED_IN_DONOR),
    on('GET /api/user/payment-data?page=1', [200, { data: [], meta: { total: 0, page: 1, per_page: 10 } }]),
    on('GET /api/donation/statements', [200, { data: [] }]),
  );
};

const PAGES = [
  { name: 'the donation page (one-off and monthly giving)', path: paths.donation, heading: 'Donation' },
  { name: 'the e-hundi page', path: paths.eHundi, heading: 'E-Hundi' },
  { name: "the donor's payments page", path: paths.payment, heading: 'Payment', before: signedIn },
  {
    name: 'the thank-you page',
    path: thankYouPath(THANK_YOU_TOKEN),
    heading: 'Thank You',
    before: () => server.use(on('GET /api/donation/thank-you', [200, { data: thankYouAnswer }])),
  },
];

describe('the test-mode notice', () => {
  it.each(PAGES)('shows on $name when the API says test mode', async ({ path, heading, before }) => {
    before?.();
    server.use(site(true));
    renderApp(path);
    await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 });
    expect(await screen.findByText(PAYMENTS_TEST_MODE_NOTICE.title, {}, { timeout: 5000 })).toBeVisible();
  });

  it.each(PAGES)('is absent from $name on a live site', async ({ path, heading, before }) => {
    before?.();
    server.use(site(false));
    renderApp(path);
    await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 });
    // The site's answer has arrived once the page shows its saved details; the notice never appears.
    expect(screen.queryByText(PAYMENTS_TEST_MODE_NOTICE.title)).not.toBeInTheDocument();
  });

  it("shows in the e-hundi's QR dialog", async () => {
    const created = [201, { data: ehundiEntry, message: MESSAGES.eHundiCreated }] as const;
    server.use(site(true), on('POST /api/e-hundi/create', [...created]));
    const { user } = renderApp(paths.eHundi);
    await screen.findByRole('heading', { level: 1, name: 'E-Hundi' }, { timeout: 5000 });
    await fillDonationForm(user, { trust: '2', amount: '251' });
    await user.click(screen.getByRole('button', { name: 'Get the QR code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scan the QR code to pay' });
    expect(within(dialog).getByText(PAYMENTS_TEST_MODE_NOTICE.title)).toBeInTheDocument();
  });
});
