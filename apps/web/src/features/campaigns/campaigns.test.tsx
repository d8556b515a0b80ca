import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GIFT_CHOICE_MESSAGES, paths, type Campaign, type CampaignSummary } from '@charity/shared';
import { SANDBOX_DIALOG_TITLE } from '#src/features/giving/checkout/sandbox-checkout-dialog.tsx';
import { checkoutFor } from '#src/features/giving/test/donation-fixtures.ts';
import { on, posts, recordRequests, recordUrls, server } from '#src/test/api-server.ts';
import { FIND, renderApp } from '#src/test/render-app.tsx';
import { spyOnToasts } from '#src/test/toasts.ts';

beforeAll(async () => {
  // Lazy page modules, compiled once up front so a busy machine does not outlast the findBy* queries.
  await Promise.all([
    import('#src/app/routes/campaigns/campaign-list.tsx'),
    import('#src/app/routes/campaigns/campaign-detail.tsx'),
    import('#src/app/routes/donation.tsx'),
  ]);
}, 60_000);

beforeEach(() => {
  window.localStorage.clear();
  spyOnToasts();
});

const summary = (overrides: Partial<CampaignSummary> = {}): CampaignSummary => ({
  slug: 'temple-restoration',
  title: 'Temple restoration appeal',
  summary: 'New roof tiles and a repainted gopuram before the Karthika festival.',
  image: '/uploads/campaigns/temple-1200.webp',
  image_small: '/uploads/campaigns/temple-720.webp',
  trust: 1,
  fund: null,
  goal: 500_000,
  raised: 235_000,
  donors: 42,
  percent: 47,
  starts_on: '2026-10-01',
  ends_on: '2026-12-31',
  days_left: 33,
  ...overrides,
});

const ENDED = summary({
  slug: 'annadanam-2025',
  title: 'Annadanam 2025',
  raised: 120_500,
  goal: 100_000,
  percent: 120,
  donors: 18,
  ends_on: '2025-12-31',
  days_left: 0,
});

const detail = (overrides: Partial<Campaign> = {}): Campaign => ({
  ...summary(),
  story_html: '<p>The roof leaks in the monsoon.</p><script>window.hacked = true</script>',
  wall: {
    data: [
      {
        name: 'Meena I.',
        dedication_kind: 'memory',
        dedication_name: 'Smt. Saraswati',
        given_on: '2026-11-20',
      },
      { name: 'Anonymous', dedication_kind: null, dedication_name: null, given_on: '2026-11-18' },
      { name: 'Ravi K.', dedication_kind: 'honour', dedication_name: 'our parents', given_on: '2026-11-02' },
    ],
    meta: { total: 3, page: 1, per_page: 24 },
  },
  ...overrides,
});

const answerCampaign = (campaign: Campaign | null) =>
  server.use(
    on(
      'GET /api/campaign/:slug',
      campaign ? [200, { data: campaign }] : [404, { message: 'Campaign not found' }],
    ),
  );

async function openCampaign(campaign: Campaign, prefix = '') {
  answerCampaign(campaign);
  const view = renderApp(`${prefix}${paths.campaign(campaign.slug)}`);
  await screen.findByRole('heading', { level: 1, name: campaign.title }, FIND);
  return view;
}

describe('the campaigns page', () => {
  it('lists the running campaigns, then the ended ones, each with its figures as text', async () => {
    server.use(on('GET /api/campaign/list', [200, { data: [summary(), ENDED] }]));
    renderApp(paths.campaigns);
    const running = await screen.findByRole('region', { name: 'Running now' }, FIND);
    const ended = screen.getByRole('region', { name: 'Ended campaigns' });
    expect(within(running).getByRole('link', { name: 'Temple restoration appeal' })).toHaveAttribute(
      'href',
      '/campaigns/temple-restoration',
    );
    expect(within(running).getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '₹2,35,000 raised of ₹5,00,000 (47%)',
    );
    expect(within(running).getByText('33')).toBeInTheDocument();
    // A goal passed fills the bar; its text says by how much.
    const endedBar = within(ended).getByRole('progressbar');
    expect(endedBar).toHaveAttribute('aria-valuenow', '100');
    expect(endedBar).toHaveAttribute('aria-valuetext', '₹1,20,500 raised of ₹1,00,000 (120%)');
    expect(within(ended).getByText('Ended')).toBeInTheDocument();
  });

  it('says kindly when there is no campaign, and points to the donation page', async () => {
    renderApp(paths.campaigns);
    expect(await screen.findByRole('heading', { name: 'No campaigns just now' }, FIND)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Give to our seva' })).toHaveAttribute('href', paths.donation);
  });

  it('is in Kannada under /kn', async () => {
    server.use(on('GET /api/campaign/list', [200, { data: [summary()] }]));
    renderApp(`/kn${paths.campaigns}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'ಅಭಿಯಾನಗಳು' }, FIND)).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', {}, FIND)).toHaveAttribute(
      'aria-valuetext',
      '₹5,00,000 ಗುರಿಯಲ್ಲಿ ₹2,35,000 ಸಂಗ್ರಹವಾಗಿದೆ (47%)',
    );
    expect(screen.getByRole('link', { name: 'Temple restoration appeal' })).toHaveAttribute(
      'href',
      '/kn/campaigns/temple-restoration',
    );
  });
});

describe('a campaign page', () => {
  it('shows the story (sanitised), the progress, share links and the wall without amounts', async () => {
    await openCampaign(detail());
    expect(screen.getByText('The roof leaks in the monsoon.')).toBeInTheDocument();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(screen.getByRole('progressbar', { name: 'Progress towards the goal' })).toHaveAttribute(
      'aria-valuetext',
      '₹2,35,000 raised of ₹5,00,000 (47%)',
    );
    const share = screen.getByRole('region', { name: 'Share this appeal' });
    const whatsapp = within(share).getByRole('link', { name: /Share on WhatsApp/ });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(decodeURIComponent(whatsapp.getAttribute('href') ?? '')).toContain(
      'http://localhost:3000/campaigns/temple-restoration',
    );
    expect(within(share).getByRole('link', { name: /Share on Facebook/ })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('http://localhost:3000/campaigns/temple-restoration')}`,
    );
    expect(within(share).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();

    const wall = screen.getByRole('region', { name: 'Donor wall' });
    const names = within(wall).getAllByRole('listitem');
    expect(names.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Meena I.In memory of Smt. Saraswati'),
      expect.stringContaining('Anonymous'),
      expect.stringContaining('Ravi K.In honour of our parents'),
    ]);
    // Never an amount on the wall.
    expect(wall.textContent).not.toMatch(/₹|\d+\.\d\d/);
  });

  it('takes a gift to the campaign, with the wall and a dedication, through the donation form', async () => {
    server.use(on('POST /api/donation/create', [201, { data: checkoutFor() }]));
    const sent = recordRequests();
    const { user } = await openCampaign(detail());
    const form = screen.getByRole('form', { name: 'Give to this campaign' });
    expect(
      within(form).getByText('This gift is for the campaign “Temple restoration appeal”.'),
    ).toBeInTheDocument();
    // The trust and the fund are the campaign's: not asked.
    expect(within(form).getByLabelText('Trust').parentElement).toHaveClass('hidden');
    await fillCampaignGift(user);
    const wallTick = within(form).getByRole('checkbox', { name: /Show my name on the donor wall/ });
    expect(wallTick).not.toBeChecked();
    await user.click(wallTick);
    expect(within(form).getByLabelText('Name on the wall')).toHaveAccessibleDescription(
      'Leave it as it is to show “Asha R.”, or write another name.',
    );
    await user.click(within(form).getByRole('button', { name: 'Show me as “Anonymous”' }));
    expect(within(form).getByLabelText('Name on the wall')).toHaveValue('Anonymous');
    await user.selectOptions(within(form).getByLabelText('Dedicate this gift (optional)'), 'memory');
    await user.type(within(form).getByLabelText('Their name'), 'Smt.  Saraswati');
    await user.click(within(form).getByRole('button', { name: 'Donate now' }));

    await screen.findByRole('dialog', { name: SANDBOX_DIALOG_TITLE }, FIND);
    expect(posts(sent)[0]).toMatchObject({
      path: '/api/donation/create',
      body: {
        trust: 1,
        fund: null,
        campaign: 'temple-restoration',
        wall: true,
        wall_name: 'Anonymous',
        dedication_kind: 'memory',
        dedication_name: 'Smt. Saraswati',
      },
    });
  });

  it('asks for the name of a dedication before sending, in the page’s language', async () => {
    const sent = recordRequests();
    const { user } = await openCampaign(detail(), '/kn');
    await user.selectOptions(screen.getByLabelText('ಈ ಕಾಣಿಕೆಯನ್ನು ಅರ್ಪಿಸಿ (ಐಚ್ಛಿಕ)'), 'honour');
    await user.click(screen.getByRole('button', { name: 'ಈಗಲೇ ದೇಣಿಗೆ ನೀಡಿ' }));
    await waitFor(() =>
      expect(screen.getByLabelText('ಅವರ ಹೆಸರು')).toHaveAccessibleDescription(
        expect.stringContaining('ದಯವಿಟ್ಟು ಕಾಣಿಕೆಯನ್ನು ಯಾರಿಗೆ ಅರ್ಪಿಸುತ್ತಿದ್ದೀರೋ ಅವರ ಹೆಸರನ್ನು ನಮೂದಿಸಿ'),
      ),
    );
    expect(posts(sent)).toEqual([]);
  });

  it('shows the server’s word on the campaign under the note, e.g. once it has ended', async () => {
    server.use(
      on('POST /api/donation/create', [
        422,
        {
          message: GIFT_CHOICE_MESSAGES.campaignEnded,
          errors: { campaign: GIFT_CHOICE_MESSAGES.campaignEnded },
        },
      ]),
    );
    const { user } = await openCampaign(detail());
    await fillCampaignGift(user);
    await user.click(screen.getByRole('button', { name: 'Donate now' }));
    const form = screen.getByRole('form', { name: 'Give to this campaign' });
    expect(await within(form).findByRole('alert', {}, FIND)).toHaveTextContent(
      GIFT_CHOICE_MESSAGES.campaignEnded,
    );
  });

  it('shows an ended campaign’s result and no giving form', async () => {
    await openCampaign(detail({ ...ENDED, story_html: '<p>Fed 4,000 people.</p>' }));
    expect(
      screen.getByText(
        /This campaign has ended and takes no more gifts\. Together we raised ₹1,20,500 of its ₹1,00,000 goal\./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Donate now' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Give to our seva' })).toHaveAttribute('href', paths.donation);
  });

  it('has no wall when the campaign shows none', async () => {
    await openCampaign(detail({ wall: null }));
    expect(screen.queryByRole('region', { name: 'Donor wall' })).not.toBeInTheDocument();
  });

  it('asks for the wall page the link names', async () => {
    const requested = recordUrls();
    const long = detail({
      wall: { data: detail().wall?.data ?? [], meta: { total: 50, page: 1, per_page: 24 } },
    });
    const { user } = await openCampaign(long);
    const wall = screen.getByRole('region', { name: 'Donor wall' });
    expect(within(wall).getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(within(wall).getByRole('link', { name: 'Next' }));
    await waitFor(() =>
      expect(
        requested.some(
          (url) => url.pathname.endsWith('/temple-restoration') && url.search === '?wall_page=2',
        ),
      ).toBe(true),
    );
  });

  it('says "Campaign not found" for an unknown or malformed address', async () => {
    answerCampaign(null);
    renderApp(paths.campaign('no-such-appeal'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Campaign not found' }, FIND),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all campaigns' })).toHaveAttribute('href', paths.campaigns);
  });
});

describe('the donation page', () => {
  it('lists the running campaigns under "Current appeals", and nothing when none is running', async () => {
    server.use(on('GET /api/campaign/list', [200, { data: [summary(), ENDED] }]));
    renderApp(paths.donation);
    const appeals = await screen.findByRole('region', { name: 'Current appeals' }, FIND);
    expect(within(appeals).getByRole('link', { name: 'Temple restoration appeal' })).toHaveAttribute(
      'href',
      '/campaigns/temple-restoration',
    );
    expect(within(appeals).queryByText('Annadanam 2025')).not.toBeInTheDocument();
    // A gift on this page has no campaign: no wall tick, but a dedication may still be made.
    expect(screen.queryByRole('checkbox', { name: /donor wall/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Dedicate this gift (optional)')).toBeInTheDocument();
  });
});

/** The donor's details on a campaign's form (trust 1: PAN and the 80G address). */
async function fillCampaignGift(user: UserEvent) {
  await user.type(screen.getByLabelText('First name'), 'Asha');
  await user.type(screen.getByLabelText('Last name'), 'Rao');
  await user.type(screen.getByLabelText('E-mail'), 'asha@example.org');
  await user.type(screen.getByLabelText('Phone'), '98450 12345');
  await user.type(screen.getByLabelText('Amount'), '501');
  await user.type(screen.getByLabelText('PAN'), 'abcpe1234f');
  await user.type(screen.getByLabelText('Address'), 'Flat 4, 12 MG Road');
  await user.type(screen.getByLabelText('City'), 'Bengaluru');
  await user.type(screen.getByLabelText('State'), 'Karnataka');
  await user.type(screen.getByLabelText('PIN code'), '560001');
  await user.click(screen.getByRole('checkbox', { name: /I am an Indian citizen/ }));
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
}
