import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DONATION_FIELD_MESSAGES, publicSite, seedSettings, TRUSTS } from '@charity/shared';
import { SANDBOX_DIALOG_TITLE } from '#src/features/giving/checkout/sandbox-checkout-dialog.tsx';
import {
  checkoutFor,
  citizenTick,
  fillDonationForm,
  openDonation,
  sentDonation,
  setUpDonationPageTests,
  submitDonation,
} from '#src/features/giving/test/donation-fixtures.ts';
import { on, posts, recordRequests, server } from '#src/test/api-server.ts';

/**
 * The giving fields on the donation form (docs/product/giving.md "Funds, suggested amounts, address and overseas donors"):
 * the suggested-amount chips, the fund select, the address and PIN code of the 80G receipt, and the
 * Indian-citizen tick, all as the trusts' public settings (`GET /api/site`) describe them.
 */

setUpDonationPageTests();

const CREATE = 'POST /api/donation/create';

const chips = () => within(screen.getByRole('radiogroup', { name: 'Suggested amounts' }));

/** The public settings with the second trust's amounts, funds and FCRA status changed. */
function siteWithSecondTrust(change: Partial<ReturnType<typeof publicSite>['trusts'][2]>) {
  const site = publicSite(seedSettings());
  site.trusts[2] = { ...site.trusts[2], ...change };
  return site;
}

describe('suggested amounts', () => {
  it('offers the amounts as a radio group, Indian style, and a chosen chip fills the amount', async () => {
    const { user } = await openDonation();
    expect(
      chips()
        .getAllByRole('radio')
        .map((chip) => chip.textContent),
    ).toEqual(['₹501', '₹1,001', '₹2,501', '₹5,001', 'Other']);
    // One tab stop while nothing is chosen: the first chip.
    expect(
      chips()
        .getAllByRole('radio')
        .map((chip) => chip.tabIndex),
    ).toEqual([0, -1, -1, -1, -1]);

    await user.click(chips().getByRole('radio', { name: '₹2,501' }));
    expect(screen.getByLabelText('Amount')).toHaveValue('2501');
    expect(chips().getByRole('radio', { name: '₹2,501' })).toHaveAttribute('aria-checked', 'true');
    expect(chips().getByRole('radio', { name: '₹501' })).toHaveAttribute('aria-checked', 'false');

    // The arrow keys move through the group and choose, as radios do.
    await user.keyboard('{ArrowRight}');
    expect(chips().getByRole('radio', { name: '₹5,001' })).toHaveFocus();
    expect(screen.getByLabelText('Amount')).toHaveValue('5001');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByLabelText('Amount')).toHaveValue('1001');

    // "Other" clears the chip's amount and takes the donor to the field to type their own.
    await user.click(chips().getByRole('radio', { name: 'Other' }));
    expect(screen.getByLabelText('Amount')).toHaveValue('');
    expect(screen.getByLabelText('Amount')).toHaveFocus();
    await user.keyboard('777');
    expect(chips().getByRole('radio', { name: 'Other' })).toHaveAttribute('aria-checked', 'true');
    // Typing a chip's amount chooses that chip.
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '501');
    expect(chips().getByRole('radio', { name: '₹501' })).toHaveAttribute('aria-checked', 'true');
  });

  it("shows the chosen trust's own amounts, from the saved settings", async () => {
    server.use(
      on('GET /api/site', [200, { data: siteWithSecondTrust({ suggested_amounts: [251, 100_000] }) }]),
    );
    const { user } = await openDonation();
    await user.selectOptions(screen.getByLabelText('Trust'), '2');
    expect(await chips().findByRole('radio', { name: '₹1,00,000' })).toBeInTheDocument();
    expect(
      chips()
        .getAllByRole('radio')
        .map((chip) => chip.textContent),
    ).toEqual(['₹251', '₹1,00,000', 'Other']);
  });
});

describe('fund', () => {
  it("offers the chosen trust's funds after its general fund, and sends the fund's key", async () => {
    server.use(on(CREATE, [201, { data: checkoutFor() }]));
    const sent = recordRequests();
    const { user } = await openDonation();
    const fund = screen.getByLabelText('Fund');
    const options = () =>
      within(fund)
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options()).toEqual(['General fund']);

    await user.selectOptions(screen.getByLabelText('Trust'), '2');
    expect(options()).toEqual(['General fund', 'Temple restoration', 'Annadanam']);
    await user.selectOptions(fund, 'temple-restoration');
    // Another trust, other funds: the choice made for the first one is not kept.
    await user.selectOptions(screen.getByLabelText('Trust'), '1');
    expect(options()).toEqual(['General fund', 'Annadanam', 'Elder care', "Children's home"]);
    expect(fund).toHaveValue('');

    await fillDonationForm(user);
    await user.selectOptions(fund, 'elder-care');
    await submitDonation(user);
    await screen.findByRole('dialog', { name: SANDBOX_DIALOG_TITLE });
    expect(posts(sent)[0]?.body).toEqual({ ...sentDonation(1), fund: 'elder-care' });
  });
});

describe('address and PIN code', () => {
  it('marks them required for the 80G receipt of the first trust, and says so before sending', async () => {
    const sent = recordRequests();
    const { user } = await openDonation();
    await fillDonationForm(user);
    await user.clear(screen.getByLabelText('Address'));
    await user.clear(screen.getByLabelText('PIN code'));
    expect(screen.getByLabelText('Address')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('PIN code')).toHaveAttribute('aria-required', 'true');
    await submitDonation(user);
    expect(await screen.findByLabelText('Address')).toHaveAccessibleDescription(
      expect.stringContaining(DONATION_FIELD_MESSAGES.address),
    );
    expect(screen.getByLabelText('PIN code')).toHaveAccessibleDescription(
      expect.stringContaining(DONATION_FIELD_MESSAGES.pinCode),
    );
    await user.type(screen.getByLabelText('PIN code'), '012345');
    await submitDonation(user);
    expect(await screen.findByText(DONATION_FIELD_MESSAGES.pinCodeInvalid)).toBeInTheDocument();
    expect(posts(sent)).toEqual([]);

    // The second trust issues no 80G receipt: both optional, and the first trust's messages go.
    await user.selectOptions(screen.getByLabelText('Trust'), '2');
    expect(screen.getByLabelText('Address')).not.toHaveAttribute('aria-required');
    expect(screen.getByLabelText('PIN code')).not.toHaveAttribute('aria-required');
    expect(screen.queryByText(DONATION_FIELD_MESSAGES.address)).not.toBeInTheDocument();
  });
});

describe('Indian citizenship (FCRA)', () => {
  it('asks a donor to a trust without FCRA registration to confirm, and sends nothing until they do', async () => {
    const sent = recordRequests();
    const { user } = await openDonation();
    expect(screen.queryByRole('checkbox', { name: /Indian citizen/ })).not.toBeInTheDocument();
    await fillDonationForm(user);
    expect(citizenTick()).toHaveAccessibleName(expect.stringContaining('NRIs are Indian citizens'));
    expect(citizenTick()).toHaveAccessibleDescription(expect.stringContaining(TRUSTS[1].name));
    await user.click(citizenTick());
    await submitDonation(user);
    await waitFor(() =>
      expect(citizenTick()).toHaveAccessibleDescription(
        expect.stringContaining(DONATION_FIELD_MESSAGES.indianCitizen),
      ),
    );
    expect(posts(sent)).toEqual([]);
  });

  it('asks nothing of a donor to a trust that accepts foreign contributions', async () => {
    server.use(
      on('GET /api/site', [200, { data: siteWithSecondTrust({ accepts_foreign_contributions: true }) }]),
      on(CREATE, [201, { data: checkoutFor({ name: TRUSTS[2].name }) }]),
    );
    const sent = recordRequests();
    const { user } = await openDonation();
    await user.selectOptions(screen.getByLabelText('Trust'), '1');
    expect(citizenTick()).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Trust'), '2');
    await waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: /Indian citizen/ })).not.toBeInTheDocument(),
    );

    await user.type(screen.getByLabelText('First name'), 'Asha');
    await user.type(screen.getByLabelText('Last name'), 'Rao');
    await user.type(screen.getByLabelText('E-mail'), 'asha@example.org');
    await user.type(screen.getByLabelText('Phone'), '+44 7911 123456');
    await user.click(chips().getByRole('radio', { name: '₹1,001' }));
    await user.type(screen.getByLabelText('City'), 'London');
    await user.type(screen.getByLabelText('State'), 'England');
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
    await submitDonation(user);
    await screen.findByRole('dialog', { name: SANDBOX_DIALOG_TITLE });
    expect(posts(sent)[0]?.body).toEqual({
      first_name: 'Asha',
      last_name: 'Rao',
      email: 'asha@example.org',
      phone: '+447911123456',
      amount: '1001',
      city: 'London',
      state: 'England',
      trust: 2,
      fund: null,
      address: null,
      pin_code: null,
      indian_citizen: false,
      campaign: null,
      wall: false,
      wall_name: null,
      dedication_kind: null,
      dedication_name: null,
    });
  });
});
