import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { FormProvider, useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OFFLINE_GIFT_FIELDS,
  OFFLINE_IMPORT_DUPLICATE_FIELD,
  OFFLINE_IMPORT_MAX_ROWS,
  OFFLINE_IMPORT_REQUIRED_COLUMNS,
  adminPaths,
  formatRupees,
  offlineImportErrorBodySchema,
  type OfflineImportRowError,
} from '@charity/shared';
import { CustomField } from '#src/components/forms/form-fields.tsx';
import { financeKeys } from '#src/features/admin/finance/api/keys.ts';
import { importOfflineGifts } from '#src/features/admin/finance/api/import-offline-gifts.ts';
import { ApiError } from '#src/lib/api-error.ts';
import { toast } from '#src/lib/toast.ts';

const OPTIONAL_COLUMNS = OFFLINE_GIFT_FIELDS.filter(
  (field) => !(OFFLINE_IMPORT_REQUIRED_COLUMNS as readonly string[]).includes(field),
);

/**
 * What a refusal says: the summary and every problem by row and column, and whether the only problem is rows that
 * repeat each other or recorded gifts (which the treasurer may import anyway).
 */
function refusalOf(error: unknown): { message: string; rows: OfflineImportRowError[]; duplicates: boolean } {
  if (!(error instanceof ApiError)) {
    return { message: 'The file could not be sent. Try again.', rows: [], duplicates: false };
  }
  const body = offlineImportErrorBodySchema.safeParse(error.payload);
  const rows = body.success ? (body.data.rows ?? []) : [];
  const summary = error.errors?.csv;
  return {
    message: summary ? `${error.message} ${summary}` : error.message,
    rows,
    duplicates: body.success && body.data.duplicates === true,
  };
}

/** The chosen file's text (UTF-8); FileReader rather than Blob.text() so the tests' jsdom reads it too. */
const textOf = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });

const rowLabel = (row: number) => (row === 0 ? 'The file' : String(row));

/**
 * A treasurer's batch of offline gifts as a CSV file (docs/product/giving.md "Offline gifts from a CSV file"): the
 * file is read in the browser and sent as text; the server records every row or none, and a refusal lists each
 * problem by row (the header is row 1, as in a spreadsheet) and column, to correct in the file and upload again.
 */
export function OfflineImportForm() {
  const queryClient = useQueryClient();
  // The form kit's context, for its field chrome: the file's error under it, tied as on every form (docs/decisions/0046).
  const form = useForm<{ file: null }>({ defaultValues: { file: null } });
  const [file, setFile] = useState<File | null>(null);
  const upload = useMutation({
    // confirm: the treasurer has seen the rows named as duplicates and imports them anyway
    // (docs/product/giving.md "Offline gifts from a CSV file").
    mutationFn: async ({ chosen, confirm }: { chosen: File; confirm: boolean }) =>
      importOfflineGifts({
        csv: await textOf(chosen),
        file_name: chosen.name,
        ...(confirm ? { confirm_duplicates: true as const } : {}),
      }),
    // Shown in the form, with the rows to correct.
    meta: { errorReporting: 'silent' },
    onSuccess: (body) => {
      toast.success(body.message);
      void queryClient.invalidateQueries({ queryKey: financeKeys.all });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      form.setError('file', { message: 'Please choose a CSV file' });
      return;
    }
    upload.mutate({ chosen: file, confirm: false });
  };

  const refusal = upload.isError ? refusalOf(upload.error) : null;
  const result = upload.data?.data;
  const first = result?.donations[0]?.receipt_number;
  const last = result?.donations.at(-1)?.receipt_number;

  return (
    <FormProvider {...form}>
      <form
        onSubmit={onSubmit}
        aria-labelledby="import-heading"
        noValidate
        className="space-y-4 rounded-2xl border border-line bg-white p-5"
      >
        <h2 id="import-heading" className="text-xl font-semibold">
          Import gifts from a CSV file
        </h2>
        <p className="text-sm">
          A header row, then one gift a row (at most {OFFLINE_IMPORT_MAX_ROWS}). Columns:{' '}
          <code>{OFFLINE_IMPORT_REQUIRED_COLUMNS.join(', ')}</code>; may be added:{' '}
          <code>{OPTIONAL_COLUMNS.join(', ')}</code>. <code>fund</code> names one of the trust&rsquo;s funds
          by key or name; left empty, the gift goes to the general fund. Each row is checked like the form
          above. If any row is wrong, nothing is recorded.
        </p>
        <CustomField name="file" label="CSV file" required={false}>
          {({ id, aria }) => (
            <input
              id={id}
              type="file"
              accept=".csv,text/csv"
              {...aria}
              className="mt-1 block w-full text-sm"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                form.clearErrors('file');
                upload.reset();
              }}
            />
          )}
        </CustomField>
        <button type="submit" className="btn btn-primary" disabled={upload.isPending}>
          {upload.isPending ? 'Importing…' : 'Import and receipt'}
        </button>

        {result ? (
          <p role="status" className="rounded-2xl border border-line bg-sand p-4">
            {result.count === 1 ? '1 gift' : `${result.count} gifts`} recorded, {formatRupees(result.amount)}{' '}
            in all
            {first && last ? `: receipts ${first} to ${last}` : ''}.{' '}
            <Link to={adminPaths.donations} className="font-semibold underline">
              See the donations
            </Link>
          </p>
        ) : null}

        {refusal ? (
          <div role="alert" className="space-y-3 rounded-2xl border border-red-300 bg-red-50 p-4">
            <p className="font-semibold text-red-800">{refusal.message}</p>
            {refusal.rows.length > 0 ? (
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Problems in the file</caption>
                <thead>
                  <tr>
                    <th scope="col" className="py-1 pr-4">
                      Row
                    </th>
                    <th scope="col" className="py-1 pr-4">
                      Column
                    </th>
                    <th scope="col" className="py-1">
                      Problem
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {refusal.rows.map((problem) => (
                    <tr key={`${problem.row}-${problem.field}`}>
                      <td className="py-1 pr-4">{rowLabel(problem.row)}</td>
                      {/* A CSV column in code type, as it is spelt in the header; a repeated gift is the whole row. */}
                      {problem.field === OFFLINE_IMPORT_DUPLICATE_FIELD ? (
                        <td className="py-1 pr-4">whole row</td>
                      ) : (
                        <td className="py-1 pr-4 font-mono">{problem.field}</td>
                      )}
                      <td className="py-1">{problem.message}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
            {refusal.duplicates && file ? (
              <div className="flex flex-wrap items-center gap-3">
                <p className="text-sm text-red-800">
                  If these are separate gifts (two gifts of the same amount on one day), import the file as it
                  is.
                </p>
                <button
                  type="button"
                  className="btn btn-outline"
                  onClick={() => upload.mutate({ chosen: file, confirm: true })}
                >
                  Import anyway
                </button>
              </div>
            ) : null}
          </div>
        ) : null}
      </form>
    </FormProvider>
  );
}
