import { useState, type FormEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Form10beUploadResult } from '@charity/shared';
import { CustomField } from '#src/components/forms/form-fields.tsx';
import { ApiError } from '#src/lib/api-error.ts';
import { toast } from '#src/lib/toast.ts';
import { form10beKeys, uploadCertificates } from '#src/features/admin/form-10be/api/form-10be-api.ts';

/** The server's bound on one upload (docs/product/giving.md "Form 10BE certificates"): checked here to spare a long wait. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

const isCertificateFile = (file: File) => /\.(pdf|zip)$/i.test(file.name);

/** Why the chosen files cannot be sent, or null when they may be. */
export function checkCertificateFiles(files: readonly File[]): string | null {
  if (files.length === 0)
    return 'Choose the certificates to upload: the PDFs, or the ZIP the portal gave you.';
  const other = files.find((file) => !isCertificateFile(file));
  if (other) return `“${other.name}” is not a PDF or a ZIP file.`;
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > MAX_UPLOAD_BYTES)
    return 'These files are more than 50 MB together: upload them in smaller groups.';
  return null;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What one upload did, in a treasurer's words. */
function UploadSummary({ result }: { result: Form10beUploadResult }) {
  const waiting = result.unmatched.length + result.ambiguous.length;
  return (
    <div role="status" className="rounded-2xl border border-line bg-sand p-4">
      <p className="font-semibold">
        {plural(result.matched, 'certificate', 'certificates')} matched to{' '}
        {result.matched === 1 ? 'its donor' : 'their donors'} and sent by e-mail where the donor gave one.
        {waiting > 0
          ? ` ${plural(waiting, 'file needs', 'files need')} a look: see “Waiting for a donor” and “Set aside” below.`
          : ''}
      </p>
    </div>
  );
}

/**
 * The upload of one trust's certificates for a year: several PDFs, or the ZIP the income-tax portal gives, in one
 * go. The server reads and matches each; the summary says what happened, and the year's list below shows every file.
 */
export function Form10beUpload({ trust, fy, trustName }: { trust: string; fy: string; trustName: string }) {
  const queryClient = useQueryClient();
  // The form kit's context, for its field chrome: the files' error under the input, tied to it.
  const form = useForm<{ files: null }>({ defaultValues: { files: null } });
  const [files, setFiles] = useState<File[]>([]);
  const upload = useMutation({
    mutationFn: (chosen: File[]) => uploadCertificates(trust, fy, chosen),
    // Shown in the form, on the files field or as an alert.
    meta: { errorReporting: 'silent' },
    onSuccess: (body) => {
      toast.success(`Certificates uploaded: ${plural(body.data.matched, 'match', 'matches')}.`);
      void queryClient.invalidateQueries({ queryKey: form10beKeys.all });
    },
    onError: (error) => {
      const message =
        error instanceof ApiError
          ? (error.errors?.files ?? error.errors?.trust ?? error.errors?.fy ?? error.message)
          : 'The certificates could not be sent. Please try again.';
      form.setError('files', { message });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkCertificateFiles(files);
    if (problem) {
      form.setError('files', { message: problem });
      return;
    }
    upload.mutate(files);
  };

  return (
    <FormProvider {...form}>
      <form
        onSubmit={onSubmit}
        aria-labelledby="upload-heading"
        noValidate
        className="space-y-4 rounded-2xl border border-line bg-white p-5"
      >
        <h2 id="upload-heading" className="text-xl font-semibold">
          Upload certificates for {trustName}, {fy}
        </h2>
        <p className="text-sm">
          Download the certificates from the income-tax portal after Form 10BD is filed, then upload the PDFs
          or the ZIP as it came, up to 50 MB at a time. Each certificate is matched to its donor by PAN and
          amount and e-mailed to them once; the donor can also download it from their payments page.
        </p>
        <CustomField name="files" label="Certificates (PDF or ZIP)" required={false}>
          {({ id, aria }) => (
            <input
              id={id}
              type="file"
              multiple
              accept=".pdf,.zip,application/pdf,application/zip"
              {...aria}
              className="mt-1 block w-full text-sm"
              onChange={(event) => {
                setFiles(Array.from(event.target.files ?? []));
                form.clearErrors('files');
                upload.reset();
              }}
            />
          )}
        </CustomField>
        <button type="submit" className="btn btn-primary" disabled={upload.isPending}>
          {upload.isPending ? 'Reading the certificates…' : 'Upload and match'}
        </button>
        {upload.data ? <UploadSummary result={upload.data.data} /> : null}
      </form>
    </FormProvider>
  );
}
