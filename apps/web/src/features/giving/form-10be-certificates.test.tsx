import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { donorForm10beUrl, paths, type DonorForm10be } from '@charity/shared';
import { SIGNED_IN_DONOR } from '#src/features/giving/test/donation-fixtures.ts';
import { on, server } from '#src/test/api-server.ts';
import { renderApp } from '#src/test/render-app.tsx';

beforeAll(async () => {
  await import('#src/app/routes/payment.tsx');
}, 60_000);

beforeEach(() => window.localStorage.setItem('sm_signed_in', '1'));
afterEach(() => window.localStorage.clear());

const certificate = (id: number, trust: 1 | 2, fy: string): DonorForm10be => ({
  id,
  trust,
  trust_name: trust === 1 ? 'Sai Mayee Trust' : 'Sai Meru Mathi Trust',
  financial_year: fy,
  certificate_number: `CERT/${fy}/00000${id}`,
  download_url: donorForm10beUrl(id),
});

const open = (certificates: DonorForm10be[], path: string = paths.payment) => {
  server.use(
    on('GET /api/auth/me', SIGNED_IN_DONOR),
    on('GET /api/user/payment-data?page=1', [200, { data: [], meta: { total: 0, page: 1, per_page: 10 } }]),
    on('GET /api/donation/statements', [200, { data: [] }]),
    on('GET /api/donation/form-10be', [200, { data: certificates }]),
  );
  return renderApp(path);
};

describe('Form 10BE certificates on the payments page', () => {
  it('lists each certificate with its trust, year and number, and links its PDF', async () => {
    open([certificate(4, 1, '2025-26'), certificate(3, 2, '2024-25')]);
    const list = await screen.findByRole('list', { name: 'Form 10BE certificates' }, { timeout: 5000 });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Sai Mayee Trust, financial year 2025-26');
    expect(first).toHaveTextContent('Certificate no. CERT/2025-26/000004');
    const link = within(first!).getByRole('link', {
      name: 'Download certificate for Sai Mayee Trust, 2025-26',
    });
    expect(link).toHaveAttribute('href', '/api/donation/form-10be/4');
    expect(link).toHaveAttribute('download');
    expect(second).toHaveTextContent('Sai Meru Mathi Trust, financial year 2024-25');
    expect(screen.getByRole('heading', { name: 'Form 10BE certificates' })).toBeInTheDocument();
  });

  it('speaks Kannada on the Kannada page', async () => {
    open([certificate(4, 1, '2025-26')], `/kn${paths.payment}`);
    const list = await screen.findByRole('list', { name: 'ಫಾರ್ಮ್ 10BE ಪ್ರಮಾಣಪತ್ರಗಳು' }, { timeout: 5000 });
    expect(list).toHaveTextContent('ಸಾಯಿ ಮಾಯಿ ಟ್ರಸ್ಟ್, ಹಣಕಾಸು ವರ್ಷ 2025-26');
    expect(within(list).getByRole('link')).toHaveTextContent('ಪ್ರಮಾಣಪತ್ರವನ್ನು ಡೌನ್‌ಲೋಡ್ ಮಾಡಿ');
  });

  it('shows nothing while the donor has no certificate', async () => {
    open([]);
    expect(
      await screen.findByRole('heading', { name: 'My donations' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Form 10BE certificates' })).not.toBeInTheDocument();
  });
});
