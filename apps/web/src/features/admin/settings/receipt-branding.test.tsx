import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  adminPaths,
  brandingImagePath,
  seedSettings,
  STAFF_MESSAGES,
  type SiteSettings,
  type UploadResponse,
} from '@charity/shared';
import { FIND, preloadConsole, renderApp } from '#src/test/render-app.tsx';
import { server } from '#src/test/api-server.ts';

/*
 * The receipt branding on the trust settings screen (docs/product/giving.md "Receipt branding and dates"): the
 * 12A/12AB registration, the signatory, and the logo and signature uploaded through the settings' image route.
 */
preloadConsole();

const LOGO_KEY = `branding/${'1'.repeat(20)}.png`;
const SIGNATURE_KEY = `branding/${'2'.repeat(20)}.jpg`;

/** The seed, with a logo already saved for the first trust. */
const stored = (): SiteSettings => {
  const seed = seedSettings();
  return { ...seed, trusts: { ...seed.trusts, 1: { ...seed.trusts[1], logo_image: LOGO_KEY } } };
};

const signedInAdmin = [
  http.get('/api/admin/auth/me', () =>
    HttpResponse.json({
      data: {
        id: '0b9f6a3e-3c1d-4e0a-9b7e-2f6d1c5a8e01',
        name: 'Lakshmi',
        email: 'l@example.org',
        role: 'admin',
      },
    }),
  ),
  http.get('/api/admin/settings', () => HttpResponse.json({ data: stored(), meta: { updated_at: null } })),
];

const trustFieldset = (name: string) => screen.getByRole('group', { name });

describe('receipt branding on the settings screen', () => {
  it('shows each trust’s 12A/12AB registration, signatory and saved images', async () => {
    server.use(...signedInAdmin);
    renderApp(adminPaths.settings);
    await screen.findByRole('button', { name: 'Save settings' }, FIND);
    const mayee = trustFieldset('Sai Mayee Trust');
    expect(within(mayee).getByLabelText('12A/12AB registration number')).toHaveValue('AAATS1234KE20214');
    expect(within(mayee).getByLabelText('Authorised signatory')).toHaveValue('K. Sai Prasad');
    expect(within(mayee).getByLabelText('Signatory’s title')).toHaveValue('Managing Trustee');
    expect(
      within(mayee).getByRole('img', { name: /logo receipts of Sai Mayee Trust print/ }),
    ).toHaveAttribute('src', brandingImagePath(LOGO_KEY));
    expect(within(mayee).getByText(/No signature: receipts print a line to sign on/)).toBeInTheDocument();
    const meru = trustFieldset('Sai Meru Mathi Trust');
    expect(within(meru).getByText(/No logo/)).toBeInTheDocument();
    expect(within(meru).getByLabelText('Upload a signature for Sai Meru Mathi Trust')).toHaveAttribute(
      'accept',
      'image/png,image/jpeg',
    );
  }, 20_000);

  it('uploads a signature, removes a logo, clears a title, and sends them with the settings', async () => {
    let uploadedTo = '';
    let sent: { trusts: Record<string, Record<string, unknown>> } | undefined;
    server.use(
      ...signedInAdmin,
      http.post('/api/admin/settings/images', ({ request }) => {
        uploadedTo = new URL(request.url).pathname;
        const url = brandingImagePath(SIGNATURE_KEY);
        const answer: UploadResponse = {
          data: {
            kind: 'image',
            key: SIGNATURE_KEY,
            url,
            width: 600,
            height: 200,
            bytes: 30_000,
            renditions: [],
          },
        };
        return HttpResponse.json(answer, { status: 201 });
      }),
      http.patch('/api/admin/settings', async ({ request }) => {
        sent = (await request.json()) as typeof sent;
        return HttpResponse.json({
          data: stored(),
          meta: { updated_at: '2026-11-26T05:00:00Z' },
          message: STAFF_MESSAGES.settingsSaved,
        });
      }),
    );
    const { user } = renderApp(adminPaths.settings);
    await screen.findByRole('button', { name: 'Save settings' }, FIND);
    const mayee = trustFieldset('Sai Mayee Trust');
    const meru = trustFieldset('Sai Meru Mathi Trust');

    await user.upload(
      within(meru).getByLabelText('Upload a signature for Sai Meru Mathi Trust'),
      new File(['PNG'], 'signature.png', { type: 'image/png' }),
    );
    expect(
      await within(meru).findByRole(
        'img',
        { name: /signature receipts of Sai Meru Mathi Trust print/ },
        FIND,
      ),
    ).toHaveAttribute('src', brandingImagePath(SIGNATURE_KEY));
    expect(uploadedTo).toBe('/api/admin/settings/images');

    await user.click(within(mayee).getByRole('button', { name: 'Remove the logo of Sai Mayee Trust' }));
    expect(within(mayee).getByText(/No logo/)).toBeInTheDocument();
    await user.clear(within(mayee).getByLabelText('Signatory’s title'));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(sent).toBeDefined());
    expect(sent?.trusts['1']).toMatchObject({ logo_image: null, signatory_title: null });
    expect(sent?.trusts['2']).toMatchObject({
      signature_image: SIGNATURE_KEY,
      registration_12a: 'AAATS5678ME20215',
    });
  }, 20_000);

  it('refuses a WebP before sending it, and shows the server’s refusal of a saved image on its field', async () => {
    server.use(
      ...signedInAdmin,
      http.patch('/api/admin/settings', () =>
        HttpResponse.json(
          {
            message: 'Please check the highlighted fields.',
            errors: { 'trusts.1.logo_image': 'Please upload the image again' },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderApp(adminPaths.settings);
    await screen.findByRole('button', { name: 'Save settings' }, FIND);
    const mayee = trustFieldset('Sai Mayee Trust');
    // The file picker's accept list would drop the WebP before the widget sees it: this user ignores it.
    const upload = userEvent.setup({ applyAccept: false });
    await upload.upload(
      within(mayee).getByLabelText('Upload a signature for Sai Mayee Trust'),
      new File(['RIFF'], 'signature.webp', { type: 'image/webp' }),
    );
    expect(await within(mayee).findByRole('alert')).toHaveTextContent(
      '“signature.webp” is not a PNG or JPEG image.',
    );

    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await within(mayee).findByText('Please upload the image again', {}, FIND)).toBeInTheDocument();
  }, 20_000);
});
