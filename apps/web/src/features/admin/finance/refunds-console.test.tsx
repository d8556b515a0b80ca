import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { REFUND_MESSAGES, adminPaths, type AdminDonationDetail } from '@charity/shared';
import { signedInAs } from '#src/test/console-staff.ts';
import { adminDonationDetail, adminDonationRow, refundedDonation } from '#src/test/finance-fixtures.ts';
import { FIND, preloadConsole, renderApp } from '#src/test/render-app.tsx';
import { server } from '#src/test/api-server.ts';

/*
 * Refund and Resend receipt on a donation's page, and the Refunded tag in the list, against a stubbed admin API
 * (the suite's one msw server): any request without a handler fails the test, so "nothing was sent" is checked.
 */
preloadConsole();

const paid = adminDonationDetail();
const refunded = refundedDonation(paid);

async function openDonation(detail: () => AdminDonationDetail) {
  server.use(
    signedInAs('finance'),
    http.get('/api/admin/donations/64', () => HttpResponse.json({ data: detail() })),
  );
  const view = renderApp(adminPaths.donation(64));
  await screen.findByRole('heading', { name: 'Actions' }, FIND);
  return view;
}

describe('refunding a donation', () => {
  it('asks for a reason and a confirmation, then refunds and shows the receipt cancelled', async () => {
    let current = paid;
    const sent: unknown[] = [];
    server.use(
      http.post('/api/admin/donations/64/refund', async ({ request }) => {
        sent.push(await request.json());
        current = refunded;
        return HttpResponse.json({ data: refunded, message: REFUND_MESSAGES.refunded });
      }),
    );
    const { user } = await openDonation(() => current);

    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this donation' });
    expect(dialog).toHaveTextContent('Refund ₹1,100.00 to Asha Rao and cancel receipt SMT/2026-27/000021');
    expect(dialog).toHaveTextContent(/Razorpay sends the money back/);

    // Neither an empty reason nor a missing tick gets through.
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₹1,100.00' }));
    expect(await within(dialog).findByText('Please give the reason for the refund')).toBeInTheDocument();
    expect(within(dialog).getByText('Please tick to confirm the refund')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason for the refund'), 'Paid twice');
    await user.click(within(dialog).getByRole('checkbox', { name: /I confirm this refund/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₹1,100.00' }));

    expect(await screen.findByText(REFUND_MESSAGES.refunded)).toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'Paid twice' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const refund = screen.getByRole('region', { name: 'Refund' });
    expect(refund).toHaveTextContent('Paid twice');
    expect(refund).toHaveTextContent('rfnd_FS8TWyPrCsa0OB');
    expect(screen.getByRole('link', { name: 'Download the cancelled receipt (PDF)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend receipt' })).not.toBeInTheDocument();
  });

  it('keeps the dialog open and says why when the server refuses', async () => {
    server.use(
      http.post('/api/admin/donations/64/refund', () =>
        HttpResponse.json({ message: REFUND_MESSAGES.alreadyRefunded }, { status: 409 }),
      ),
    );
    const { user } = await openDonation(() => paid);
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this donation' });
    // The server mails the donor every refund: the dialog says so before finance confirms.
    expect(dialog).toHaveTextContent(`The donor is mailed at ${paid.email ?? ''}.`);
    await user.type(within(dialog).getByLabelText('Reason for the refund'), 'Donor asked');
    await user.click(within(dialog).getByRole('checkbox', { name: /I confirm this refund/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₹1,100.00' }));
    expect(await screen.findByText(REFUND_MESSAGES.alreadyRefunded)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Refund this donation' })).toBeInTheDocument();
  });
});

describe('resending a receipt', () => {
  it('sends one request per click and says where it went', async () => {
    let calls = 0;
    server.use(
      http.post('/api/admin/donations/64/resend-receipt', () => {
        calls += 1;
        return HttpResponse.json({
          data: { receipt_number: 'SMT/2026-27/000021', to: 'asha@example.org' },
          message: REFUND_MESSAGES.resent,
        });
      }),
    );
    const { user } = await openDonation(() => paid);
    await user.click(screen.getByRole('button', { name: 'Resend receipt' }));
    expect(await screen.findByText(`${REFUND_MESSAGES.resent} (asha@example.org)`)).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('offers no resend to a donor without e-mail, and its refund says to tell the donor', async () => {
    const { user } = await openDonation(() => ({ ...paid, email: null }));
    expect(screen.queryByRole('button', { name: 'Resend receipt' })).not.toBeInTheDocument();
    expect(screen.getByText(/gave no e-mail/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this donation' });
    expect(dialog).toHaveTextContent('The gift has no e-mail address: tell the donor yourself.');
  });
});

describe('the donations list', () => {
  it('tags a refunded donation Refunded, with the donor’s tag: grey, beside a paid one’s green', async () => {
    server.use(
      signedInAs('finance'),
      http.get('/api/admin/donations', () =>
        HttpResponse.json({
          data: [adminDonationRow(refunded), adminDonationRow({ id: 65, first_name: 'Ravi' })],
          meta: {
            total: 2,
            page: 1,
            per_page: 25,
            totals: { count: 1, amount: 100, refunded: { count: 1, amount: 2100 } },
          },
        }),
      ),
    );
    renderApp(adminPaths.donations);
    const table = await screen.findByRole('table', {}, FIND);
    const [, first, second] = within(table).getAllByRole('row');
    if (!first || !second) throw new Error('expected two rows');
    expect(within(first).getByText('Refunded')).toHaveClass('rounded-full', 'bg-stone-200');
    expect(within(second).getByText('Paid')).toHaveClass('rounded-full', 'bg-green-100');
  });
});

describe("a donation's campaign and dedication", () => {
  it('names the campaign, linked to it, and the dedication as the receipt prints it', async () => {
    await openDonation(() => ({
      ...paid,
      campaign: { id: 7, slug: 'annadanam-2026', title: 'Annadanam 2026' },
      dedication: 'In memory of Sri Raghavan',
    }));
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByRole('link', { name: 'Annadanam 2026' })).toHaveAttribute(
      'href',
      adminPaths.campaign(7),
    );
    expect(payment).toHaveTextContent('DedicationIn memory of Sri Raghavan');
  });

  it('says None for a gift without either', async () => {
    await openDonation(() => paid);
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent('CampaignNone');
    expect(payment).toHaveTextContent('DedicationNone');
  });
});
