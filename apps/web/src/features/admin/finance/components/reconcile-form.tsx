import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  formatRupees,
  reconcileEhundiRequestSchema,
  todayInIndia,
  type AdminEhundiEntry,
} from '@charity/shared';
import { Form } from '#src/components/forms/form.tsx';
import { SubmitButton, TextField } from '#src/components/forms/form-fields.tsx';
import { useApiForm } from '#src/components/forms/use-api-form.ts';
import { ApiError } from '#src/lib/api-error.ts';
import { financeKeys } from '#src/features/admin/finance/api/keys.ts';
import { reconcileEhundiEntry } from '#src/features/admin/finance/api/reconcile-ehundi-entry.ts';

const FIELDS = ['utr', 'received_on', 'amount'] as const;

/**
 * The bank credit of one e-hundi entry: UTR, date and the amount actually received (it may differ from the
 * promise). A refusal is shown in the form itself, not only as a toast: a 409 (already reconciled, or the UTR is
 * on another donation) as an alert, with the UTR field marked when the UTR is the problem.
 */
export function ReconcileForm({ entry, onDone }: { entry: AdminEhundiEntry; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const api = useApiForm({
    schema: reconcileEhundiRequestSchema,
    defaultValues: { utr: '', received_on: todayInIndia(), amount: String(entry.amount) },
    serverFields: FIELDS,
    send: (credit) => {
      setProblem(null);
      return reconcileEhundiEntry(entry.id, credit);
    },
    successToast: (result) => result.message ?? 'Reconciled.',
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: financeKeys.all });
      onDone();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 422) setProblem(null);
      else setProblem(error instanceof Error ? error.message : 'Something went wrong.');
    },
    meta: { errorReporting: 'silent' },
  });
  const headingId = `reconcile-${entry.id}`;
  return (
    <Form api={api} aria-labelledby={headingId} className="space-y-4 p-5">
      <p id={headingId}>
        {entry.reference}: {entry.first_name} {entry.last_name} promised {formatRupees(entry.amount)} to{' '}
        {entry.trust_name}. Enter the bank credit as the statement shows it.
      </p>
      {problem ? (
        <p role="alert" className="rounded-xl border border-primary-strong bg-sand p-3 font-semibold">
          {problem}
        </p>
      ) : null}
      <TextField name="utr" label="UTR" autoComplete="off" spellCheck={false} autoCapitalize="characters" />
      <TextField name="received_on" label="Received on" type="date" />
      <TextField
        name="amount"
        label="Amount received"
        prefix="₹"
        inputMode="decimal"
        hint="If it differs from the promise, the amount received is what the receipt says."
      />
      <SubmitButton>Reconcile</SubmitButton>
    </Form>
  );
}
