import { useQueryClient } from '@tanstack/react-query';
import { formatRupees, refundFormSchema, type AdminDonationDetail } from '@charity/shared';
import { Form } from '#src/components/forms/form.tsx';
import { CheckboxField, SubmitButton, TextAreaField } from '#src/components/forms/form-fields.tsx';
import { useApiForm } from '#src/components/forms/use-api-form.ts';
import { financeKeys } from '#src/features/admin/finance/api/keys.ts';
import { refundDonation } from '#src/features/admin/finance/api/refund-donation.ts';

/** What the refund does to the money, said before finance confirms it (docs/product/giving.md "Refunds"). */
function moneyNote(donation: AdminDonationDetail): string {
  if (donation.gateway === 'razorpay') {
    return 'Razorpay sends the money back to the card, account or UPI id it came from.';
  }
  if (donation.gateway === 'sandbox') return 'A sandbox payment moved no money; nothing goes back.';
  return 'This gift did not come through Razorpay: return the money to the donor yourself.';
}

/** Whether the donor hears of it: the server mails every refund to the gift's address (docs/product/giving.md). */
const mailNote = (donation: AdminDonationDetail): string =>
  donation.email
    ? ` The donor is mailed at ${donation.email}.`
    : ' The gift has no e-mail address: tell the donor yourself.';

/**
 * The refund dialog's form: a reason (kept with the donation and in the audit log) and a tick that confirms it,
 * since a refund cannot be undone. A refusal (already refunded, Razorpay refused) is toasted with the server's
 * words, and the form stays open.
 */
export function RefundForm({ donation, onDone }: { donation: AdminDonationDetail; onDone: () => void }) {
  const queryClient = useQueryClient();
  const api = useApiForm({
    schema: refundFormSchema,
    defaultValues: { reason: '', confirm: false },
    serverFields: ['reason'],
    send: ({ reason }) => refundDonation(donation.id, { reason }),
    successToast: (result) => result.message ?? 'Refunded.',
    onSuccess: (result) => {
      queryClient.setQueryData(financeKeys.donation(donation.id), result.data);
      void queryClient.invalidateQueries({ queryKey: financeKeys.all });
      onDone();
    },
  });
  const headingId = `refund-${donation.id}`;
  return (
    <Form api={api} aria-labelledby={headingId} className="space-y-4">
      <p id={headingId}>
        Refund {formatRupees(donation.amount)} to {donation.first_name} {donation.last_name}
        {donation.receipt ? ` and cancel receipt ${donation.receipt.number}` : ''}. {moneyNote(donation)}
        {mailNote(donation)}
      </p>
      <TextAreaField
        name="reason"
        label="Reason for the refund"
        hint="Kept with the donation and in the audit log."
        rows={3}
        maxLength={500}
      />
      <CheckboxField
        name="confirm"
        required
        label="I confirm this refund. It cannot be undone, and the receipt number is never used again."
      />
      <SubmitButton>Refund {formatRupees(donation.amount)}</SubmitButton>
    </Form>
  );
}
