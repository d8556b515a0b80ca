import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, paths, TRUSTS } from '@charity/shared';
import {
  ehundiEntry,
  fillDonationForm,
  sentDonation,
  stubMatchMedia,
} from '#src/features/giving/test/donation-fixtures.ts';
import { toast } from '#src/lib/toast.ts';
import { on, recordRequests, server, posts } from '#src/test/api-server.ts';
import { renderApp } from '#src/test/render-app.tsx';
import { spyOnToasts } from '#src/test/toasts.ts';

beforeAll(async () => {
  await import('#src/app/routes/e-hundi.tsx');
}, 60_000);

let restoreMatchMedia: (() => void) | undefined;

beforeEach(() => {
  window.localStorage.clear();
  spyOnToasts();
});

afterEach(() => {
  restoreMatchMedia?.();
  restoreMatchMedia = undefined;
});

const CREATED = [201, { data: ehundiEntry, message: MESSAGES.eHundiCreated }] as const;

const submitEhundi = async () => {
  server.use(on('POST /api/e-hundi/create', [...CREATED]));
  const sent = recordRequests();
  const { user } = renderApp(paths.eHundi);
  await screen.findByRole('heading', { level: 1, name: 'E-Hundi' }, { timeout: 5000 });
  await fillDonationForm(user, { trust: '2', amount: '251' });
  await user.click(screen.getByRole('button', { name: 'Get the QR code' }));
  const dialog = await screen.findByRole('dialog', { name: 'Scan the QR code to pay' });
  return { sent, user, dialog };
};

describe('e-hundi', () => {
  it('saves the entry, says so, resets the form, then shows the QR code with what it pays', async () => {
    const { sent, dialog } = await submitEhundi();
    expect(posts(sent).map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/api/e-hundi/create', body: { ...sentDonation(2), amount: '251' } },
    ]);
    expect(toast.success).toHaveBeenCalledWith(MESSAGES.eHundiCreated);
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByLabelText('Trust')).toHaveValue('');

    const qr = within(dialog).getByRole('img', { name: `UPI QR code to pay ₹251.00 to ${TRUSTS[2].name}` });
    // The server's SVG as an image (a data URL), never as markup in the page.
    expect(qr).toHaveAttribute(
      'src',
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(ehundiEntry.qr_svg)}`,
    );
    expect(dialog.querySelector('svg path[d="M0 0h7v7H0z"]')).toBeNull();
    expect(within(dialog).getByText('Scan with any UPI app')).toBeInTheDocument();
    expect(within(dialog).getByText('₹251.00')).toBeInTheDocument();
    expect(within(dialog).getByText(TRUSTS[2].name)).toBeInTheDocument();
    expect(within(dialog).getByText(ehundiEntry.upi_vpa)).toBeInTheDocument();
    expect(within(dialog).getByText(ehundiEntry.reference)).toBeInTheDocument();
    // On a desktop there is nothing to tap: the UPI link is for phones.
    expect(within(dialog).queryByRole('link', { name: 'Pay with a UPI app' })).not.toBeInTheDocument();
  });

  it('on a phone also offers the UPI request as a tappable link', async () => {
    restoreMatchMedia = stubMatchMedia((query) => query.includes('pointer: coarse'));
    const { dialog, user } = await submitEhundi();
    expect(within(dialog).getByRole('link', { name: 'Pay with a UPI app' })).toHaveAttribute(
      'href',
      ehundiEntry.upi_link,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows no dialog when the entry is refused, and keeps what was typed', async () => {
    server.use(
      on('POST /api/e-hundi/create', [
        422,
        { message: MESSAGES.invalidInput, errors: { city: 'Unknown city' } },
      ]),
    );
    const { user } = renderApp(paths.eHundi);
    await screen.findByRole('heading', { level: 1, name: 'E-Hundi' }, { timeout: 5000 });
    await fillDonationForm(user, { trust: '2' });
    await user.click(screen.getByRole('button', { name: 'Get the QR code' }));
    expect(await screen.findByLabelText('City')).toHaveAccessibleDescription('Unknown city');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Asha');
  });
});
