import { useMemo, useState } from 'react';
import { FORM_FIELDS, MESSAGES, type EhundiEntry } from '@charity/shared';
import { PublicForm } from '#src/components/forms/public-form.tsx';
import { useApiForm } from '#src/components/forms/use-api-form.ts';
import { createEhundi } from '#src/features/giving/api/create-ehundi.ts';
import { DonationFields } from '#src/features/giving/components/donation-fields.tsx';
import { WallAndDedicationFields } from '#src/features/giving/components/wall-and-dedication-fields.tsx';
import { EhundiQrDialog } from '#src/features/giving/components/ehundi-qr-dialog.tsx';
import { useApplyDefaults, useDonorDefaults } from '#src/features/giving/hooks/use-donor-defaults.ts';
import { donationFormSchemaFor } from '#src/features/giving/utils/donation-schema.ts';
import { useSite } from '#src/lib/site.ts';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/**
 * The e-hundi page's form (docs/product/giving.md "E-hundi"): the same fields as a donation; on success
 * the toast, the reset, then the dialog with the entry's UPI QR code to scan and pay.
 */
export function EhundiForm({ headingId }: { headingId: string }) {
  const [entry, setEntry] = useState<EhundiEntry | null>(null);
  const defaults = useDonorDefaults();
  const site = useSite();
  const t = useT();
  const schema = useMemo(() => donationFormSchemaFor(site), [site]);
  const api = useApiForm({
    schema,
    defaultValues: defaults,
    serverFields: FORM_FIELDS.donation,
    send: ({ terms: _terms, ...request }, honeypot) => createEhundi({ ...request, ...honeypot }),
    successToast: (answer) => answer.message ?? MESSAGES.eHundiCreated,
    onSuccess: (answer) => setEntry(answer.data),
  });
  useApplyDefaults(api.form.reset, defaults);

  return (
    <>
      <PublicForm api={api} labelledBy={headingId} submitLabel={t(m['giving.getQr'])}>
        <DonationFields />
        <WallAndDedicationFields />
      </PublicForm>
      {entry ? <EhundiQrDialog entry={entry} onClose={() => setEntry(null)} /> : null}
    </>
  );
}
