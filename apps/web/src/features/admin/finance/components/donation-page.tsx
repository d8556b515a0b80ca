import { ConsoleScreen } from '#src/features/admin/shell/components/console-frame.tsx';
import { DonationDetail } from '#src/features/admin/finance/components/donation-detail.tsx';

/** The console's page of one donation (finance). */
export function DonationPage({ id }: { id: number }) {
  return (
    <ConsoleScreen title="Donation" heading={`Donation #${id}`}>
      <DonationDetail id={id} />
    </ConsoleScreen>
  );
}
