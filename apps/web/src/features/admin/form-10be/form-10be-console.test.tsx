import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_10BE_PATHS, adminPaths, type AdminForm10beCertificate } from '@charity/shared';
import { signedInAs } from '#src/test/console-staff.ts';
import { FIND, preloadConsole, renderApp } from '#src/test/render-app.tsx';
import { server } from '#src/test/api-server.ts';
import { api } from '#src/lib/api-client.ts';
import { checkCertificateFiles } from '#src/features/admin/form-10be/components/form-10be-upload.tsx';

/* The Form 10BE screen against a stubbed admin API (the suite's one msw server). */
preloadConsole();

const certificate = (overrides: Partial<AdminForm10beCertificate>): AdminForm10beCertificate => ({
  id: 1,
  file: 'asha.pdf',
  status: 'matched',
  reason: null,
  certificate_number: 'CERT/2025-26/000001',
  fy: '2025-26',
  id_kind: 'pan',
  donor_id_masked: 'XXXXXX234K',
  donor_name: 'Asha Rao',
  amount: 7500.5,
  donor_id: 11,
  donor_email: 'asha@example.org',
  assigned_by_hand: false,
  mailed: true,
  downloaded: false,
  mailed_at: '2026-04-10T05:00:00.000Z',
  downloaded_at: null,
  ...overrides,
});

const YEAR = [
  certificate({}),
  certificate({
    id: 2,
    file: 'ravi.pdf',
    status: 'ambiguous',
    reason: 'id-not-on-record',
    id_kind: 'aadhaar',
    donor_id_masked: 'XXXX XXXX 2346',
    donor_name: 'Ravi Kumar',
    amount: 1000,
    donor_id: null,
    donor_email: null,
    mailed: false,
    mailed_at: null,
  }),
  certificate({
    id: 3,
    file: 'letter.pdf',
    status: 'unmatched',
    reason: 'not-a-certificate',
    certificate_number: null,
    donor_name: null,
    donor_id_masked: null,
    amount: null,
    donor_id: null,
    donor_email: null,
    mailed: false,
    mailed_at: null,
  }),
];

const yearHandler = (certificates: AdminForm10beCertificate[], asked: string[] = []) =>
  http.get(FORM_10BE_PATHS.list, ({ request }) => {
    const search = new URL(request.url).searchParams;
    asked.push(`${search.get('trust')} ${search.get('fy')}`);
    return HttpResponse.json({ data: { trust: 1, fy: '2025-26', certificates } });
  });

describe('the Form 10BE screen', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows the year's certificates: matched with mail and download, waiting with the reason, set aside", async () => {
    const asked: string[] = [];
    server.use(signedInAs('finance'), yearHandler(YEAR, asked));
    renderApp(`${adminPaths.form10be}?trust=1&fy=2025-26`);
    const matched = await screen.findByRole('list', { name: 'Matched (1)' }, FIND);
    const [asha] = within(matched).getAllByRole('listitem');
    expect(asha).toHaveTextContent('Asha Rao · asha@example.org');
    expect(asha).toHaveTextContent('PAN XXXXXX234K · ₹7,500.50 · No. CERT/2025-26/000001');
    expect(asha).toHaveTextContent(/Mailed 10 Apr 2026.*Not downloaded yet/);

    const waiting = screen.getByRole('list', { name: 'Waiting for a donor (1)' });
    expect(waiting).toHaveTextContent('The site keeps no Aadhaar numbers: choose the donor by hand');
    expect(waiting).toHaveTextContent('Aadhaar XXXX XXXX 2346');
    expect(screen.getByRole('list', { name: 'Set aside (1)' })).toHaveTextContent(
      'Not a Form 10BE certificate',
    );
    expect(asked).toEqual(['1 2025-26']);
  });

  it('assigns a waiting certificate to a donor found by search', async () => {
    const assigned: unknown[] = [];
    let searched = '';
    server.use(
      signedInAs('finance'),
      yearHandler(YEAR),
      http.get(FORM_10BE_PATHS.donors, ({ request }) => {
        searched = new URL(request.url).searchParams.get('q') ?? '';
        return HttpResponse.json({
          data: [
            { donor_id: 42, name: 'Ravi Kumar', email: 'ravi@example.org', amount: 1000, pan_masked: null },
          ],
        });
      }),
      http.post('/api/admin/form-10be/2/assign', async ({ request }) => {
        assigned.push(await request.json());
        return HttpResponse.json({
          data: certificate({ id: 2, file: 'ravi.pdf', donor_id: 42, assigned_by_hand: true }),
        });
      }),
    );
    const { user } = renderApp(`${adminPaths.form10be}?trust=1&fy=2025-26`);
    const waiting = await screen.findByRole('list', { name: 'Waiting for a donor (1)' }, FIND);
    const search = within(waiting).getByLabelText('Find the donor by name, e-mail or PAN');
    // The name on the certificate is the first guess.
    expect(search).toHaveValue('Ravi Kumar');
    await user.click(within(waiting).getByRole('button', { name: 'Search' }));
    const button = await within(waiting).findByRole('button', { name: /Assign and mail/ }, FIND);
    expect(button).toHaveAccessibleName('Assign and mail to Ravi Kumar');
    expect(searched).toBe('Ravi Kumar');
    await user.click(button);
    await waitFor(() => expect(assigned).toEqual([{ donor_id: 42 }]), FIND);
  });

  it("shows the server's refusal of an assignment in place", async () => {
    server.use(
      signedInAs('finance'),
      yearHandler(YEAR),
      http.get(FORM_10BE_PATHS.donors, () =>
        HttpResponse.json({
          data: [{ donor_id: 42, name: 'Ravi Kumar', email: '', amount: 1000, pan_masked: null }],
        }),
      ),
      http.post('/api/admin/form-10be/2/assign', () =>
        HttpResponse.json(
          { message: 'This certificate has already been mailed to its donor, and stays theirs.' },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderApp(`${adminPaths.form10be}?trust=1&fy=2025-26`);
    const waiting = await screen.findByRole('list', { name: 'Waiting for a donor (1)' }, FIND);
    await user.click(within(waiting).getByRole('button', { name: 'Search' }));
    await user.click(await within(waiting).findByRole('button', { name: /Assign and mail/ }, FIND));
    expect(await within(waiting).findByRole('alert', {}, FIND)).toHaveTextContent('already been mailed');
  });

  it('uploads the chosen files with the trust and year, and sums up what happened', async () => {
    // jsdom's FormData cannot travel through Node's fetch (which msw answers): the call is caught one step
    // earlier, at the API client, with the form as the screen built it.
    const post = vi.spyOn(api, 'post').mockResolvedValue({
      data: {
        batch_id: 5,
        matched: 2,
        unmatched: [{ id: 9, file: 'x.pdf', reason: 'no-gifts', message: 'No receipted gift' }],
        ambiguous: [],
      },
    });
    server.use(signedInAs('finance'), yearHandler([]));
    const { user } = renderApp(`${adminPaths.form10be}?trust=2&fy=2024-25`);
    const input = await screen.findByLabelText('Certificates (PDF or ZIP)', {}, FIND);
    await user.click(screen.getByRole('button', { name: 'Upload and match' }));
    expect(input).toHaveAccessibleDescription(/Choose the certificates to upload/);
    expect(post).not.toHaveBeenCalled();

    await user.upload(input, [
      new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' }),
      new File(['PK'], 'all.zip', { type: 'application/zip' }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Upload and match' }));
    expect(await screen.findByText(/2 certificates matched to their donors/, {}, FIND)).toHaveTextContent(
      '1 file needs a look',
    );
    expect(post).toHaveBeenCalledTimes(1);
    const [path, , body] = post.mock.calls[0]!;
    expect(path).toBe(FORM_10BE_PATHS.upload);
    const form = body as FormData;
    expect(form.get('trust')).toBe('2');
    expect(form.get('fy')).toBe('2024-25');
    expect(form.getAll('files').map((file) => (file as File).name)).toEqual(['a.pdf', 'all.zip']);
  });

  it("puts the server's refusal of an upload under the files", async () => {
    server.use(
      signedInAs('finance'),
      yearHandler([]),
      http.post(FORM_10BE_PATHS.upload, () =>
        HttpResponse.json(
          {
            message: 'The certificates are too large together: at most 50 MB at once.',
            errors: { files: 'The certificates are too large together: at most 50 MB at once.' },
          },
          { status: 413 },
        ),
      ),
    );
    const { user } = renderApp(`${adminPaths.form10be}?trust=1&fy=2025-26`);
    const input = await screen.findByLabelText('Certificates (PDF or ZIP)', {}, FIND);
    await user.upload(input, new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Upload and match' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription(/at most 50 MB at once/), FIND);
  });

  it('refuses other files and more than 50 MB before sending', () => {
    const pdf = new File(['x'], 'a.PDF');
    expect(checkCertificateFiles([pdf])).toBeNull();
    expect(checkCertificateFiles([pdf, new File(['x'], 'notes.docx')])).toBe(
      '“notes.docx” is not a PDF or a ZIP file.',
    );
    const big = new File(['x'], 'big.zip');
    Object.defineProperty(big, 'size', { value: 51 * 1024 * 1024 });
    expect(checkCertificateFiles([big])).toMatch(/more than 50 MB/);
  });

  it('shows an editor "no access" and asks the API nothing', async () => {
    server.use(signedInAs('editor'));
    renderApp(adminPaths.form10be);
    expect(await screen.findByText(/Your role does not include this screen/, {}, FIND)).toBeInTheDocument();
    expect(screen.queryByLabelText('Certificates (PDF or ZIP)')).not.toBeInTheDocument();
  });
});
