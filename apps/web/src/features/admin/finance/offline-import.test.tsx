import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  FINANCE_MESSAGES,
  adminPaths,
  type OfflineImportErrorBody,
  type OfflineImportResult,
} from '@charity/shared';
import { toast } from '#src/lib/toast.ts';
import { signedInAs } from '#src/test/console-staff.ts';
import { FIND, preloadConsole, renderApp } from '#src/test/render-app.tsx';
import { server } from '#src/test/api-server.ts';
import { spyOnToasts } from '#src/test/toasts.ts';

preloadConsole();
beforeEach(() => spyOnToasts());

const CSV =
  'first_name,last_name,address,trust,amount,mode,received_on\nMeena,Iyer,"12 Temple St",1,500,cash,2026-11-20\n';

async function chooseFile() {
  const { user } = renderApp(adminPaths.offlineGift);
  const form = await screen.findByRole('form', { name: 'Import gifts from a CSV file' }, FIND);
  await user.upload(
    within(form).getByLabelText('CSV file'),
    new File([CSV], 'gifts.csv', { type: 'text/csv' }),
  );
  return { user, form };
}

describe('importing offline gifts from a CSV file', () => {
  it('sends the file as text with its name and says which receipts were issued', async () => {
    const sent: unknown[] = [];
    const result: OfflineImportResult = {
      count: 2,
      amount: 1500,
      donations: [
        { row: 2, id: 41, receipt_number: 'SMT/2026-27/000011' },
        { row: 3, id: 42, receipt_number: 'SMT/2026-27/000012' },
      ],
    };
    server.use(
      signedInAs('finance'),
      http.post('/api/admin/donations/offline/import', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: result, message: FINANCE_MESSAGES.importRecorded }, { status: 201 });
      }),
    );
    const { user, form } = await chooseFile();
    await user.click(within(form).getByRole('button', { name: 'Import and receipt' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      '2 gifts recorded, ₹1,500.00 in all: receipts SMT/2026-27/000011 to SMT/2026-27/000012.',
    );
    expect(sent).toEqual([{ csv: CSV, file_name: 'gifts.csv' }]);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(FINANCE_MESSAGES.importRecorded));
  });

  it('lists every problem of a refused file by row and column', async () => {
    const refusal: OfflineImportErrorBody = {
      message: FINANCE_MESSAGES.importRefused,
      errors: { csv: 'The file has 2 problems; nothing was recorded.' },
      rows: [
        { row: 3, field: 'amount', message: 'Please enter a valid amount' },
        { row: 4, field: 'reference', message: 'Please enter the cheque number or transaction reference' },
      ],
    };
    server.use(
      signedInAs('finance'),
      http.post('/api/admin/donations/offline/import', () => HttpResponse.json(refusal, { status: 422 })),
    );
    const { user, form } = await chooseFile();
    await user.click(within(form).getByRole('button', { name: 'Import and receipt' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent(FINANCE_MESSAGES.importRefused);
    expect(alert).toHaveTextContent('The file has 2 problems; nothing was recorded.');
    const rows = within(within(alert).getByRole('table', { name: 'Problems in the file' })).getAllByRole(
      'row',
    );
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      '3amountPlease enter a valid amount',
      '4referencePlease enter the cheque number or transaction reference',
    ]);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('names the rows that repeat each other or recorded gifts, and imports anyway when asked', async () => {
    const sent: unknown[] = [];
    const refusal: OfflineImportErrorBody = {
      message: FINANCE_MESSAGES.importDuplicates,
      errors: {
        csv: '1 row looks like a gift already in the file or already recorded.',
      },
      rows: [{ row: 3, field: 'duplicate', message: 'Same donor, amount, date and reference as row 2' }],
      duplicates: true,
    };
    const result: OfflineImportResult = {
      count: 2,
      amount: 1000,
      donations: [
        { row: 2, id: 51, receipt_number: 'SMT/2026-27/000021' },
        { row: 3, id: 52, receipt_number: 'SMT/2026-27/000022' },
      ],
    };
    server.use(
      signedInAs('finance'),
      http.post('/api/admin/donations/offline/import', async ({ request }) => {
        const body = (await request.json()) as { confirm_duplicates?: boolean };
        sent.push(body);
        return body.confirm_duplicates
          ? HttpResponse.json({ data: result, message: FINANCE_MESSAGES.importRecorded }, { status: 201 })
          : HttpResponse.json(refusal, { status: 422 });
      }),
    );
    const { user, form } = await chooseFile();
    await user.click(within(form).getByRole('button', { name: 'Import and receipt' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent(FINANCE_MESSAGES.importDuplicates);
    const rows = within(within(alert).getByRole('table', { name: 'Problems in the file' })).getAllByRole(
      'row',
    );
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      '3whole rowSame donor, amount, date and reference as row 2',
    ]);

    await user.click(within(alert).getByRole('button', { name: 'Import anyway' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('2 gifts recorded');
    expect(sent).toEqual([
      { csv: CSV, file_name: 'gifts.csv' },
      { csv: CSV, file_name: 'gifts.csv', confirm_duplicates: true },
    ]);
  });

  it('offers no "Import anyway" for a file with other problems', async () => {
    const refusal: OfflineImportErrorBody = {
      message: FINANCE_MESSAGES.importRefused,
      errors: { csv: 'The file has 1 problem; nothing was recorded.' },
      rows: [{ row: 2, field: 'first_name', message: 'Please enter the first name' }],
    };
    server.use(
      signedInAs('finance'),
      http.post('/api/admin/donations/offline/import', () => HttpResponse.json(refusal, { status: 422 })),
    );
    const { user, form } = await chooseFile();
    await user.click(within(form).getByRole('button', { name: 'Import and receipt' }));
    const alert = await within(form).findByRole('alert');
    expect(within(alert).queryByRole('button', { name: 'Import anyway' })).not.toBeInTheDocument();
  });

  it('asks for a file before sending anything', async () => {
    server.use(signedInAs('finance'));
    const { user } = renderApp(adminPaths.offlineGift);
    const form = await screen.findByRole('form', { name: 'Import gifts from a CSV file' }, FIND);
    await user.click(within(form).getByRole('button', { name: 'Import and receipt' }));
    expect(within(form).getByText('Please choose a CSV file')).toBeInTheDocument();
    expect(within(form).getByLabelText('CSV file')).toHaveAttribute('aria-invalid', 'true');
  });
});
