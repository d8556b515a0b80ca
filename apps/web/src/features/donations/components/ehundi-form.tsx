import { useState } from 'react';
import { donationFormSchema, FORM_FIELDS, MESSAGES, type EhundiEntry } from '@charity/shared';
import { createEhundi } from '#src/features/donations/api/create-ehundi.ts';
import { DonationFields } from '#src/features/donations/components/donation-fields.tsx';
import { EhundiQrDialog } from '#src/features/donations/components/ehundi-qr-dialog.tsx';
import { useApplyDefaults, useDonorDefaults } from '#src/features/donations/hooks/use-donor-defaults.ts';
import { Form, SubmitButton, useApiForm } from '#src/features/forms/index.ts';

/**
 * The e-hundi page's form (SPEC §4 "E-hundi flow"): the same fields as a donation; on success the toast, the
 * reset, then the dialog with the entry's UPI QR code to scan and pay.
 */
export function EhundiForm({ headingId }: { headingId: string }) {
  const [entry, setEntry] = useState<EhundiEntry | null>(null);
  const defaults = useDonorDefaults();
  const api = useApiForm({
    schema: donationFormSchema,
    defaultValues: defaults,
    serverFields: FORM_FIELDS.donation,
    send: ({ terms: _terms, ...request }, honeypot) => createEhundi({ ...request, ...honeypot }),
    successToast: (answer) => answer.message ?? MESSAGES.eHundiCreated,
    onSuccess: (answer) => setEntry(answer.data),
  });
  useApplyDefaults(api.form.reset, defaults);

  return (
    <>
      <Form api={api} aria-labelledby={headingId} className="grid gap-5 sm:grid-cols-2">
        <DonationFields />
        <div className="sm:col-span-2">
          <SubmitButton className="w-full sm:w-auto">Get the QR code</SubmitButton>
        </div>
      </Form>
      {entry ? <EhundiQrDialog entry={entry} onClose={() => setEntry(null)} /> : null}
    </>
  );
}
