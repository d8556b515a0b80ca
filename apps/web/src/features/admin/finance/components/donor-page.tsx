import { ConsoleScreen } from '#src/features/admin/shell/components/console-frame.tsx';
import { DonorDetail } from '#src/features/admin/finance/components/donor-detail.tsx';

/** The console's page of one donor (finance). */
export function DonorPage({ id }: { id: number }) {
  return (
    <ConsoleScreen title="Donor" heading={`Donor #${id}`}>
      <DonorDetail id={id} />
    </ConsoleScreen>
  );
}
