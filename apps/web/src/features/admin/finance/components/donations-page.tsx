import { ConsoleScreen } from '#src/features/admin/shell/components/console-frame.tsx';
import { DonationsScreen } from '#src/features/admin/finance/components/donations-screen.tsx';

/** The console's Donations screen (finance). */
export function DonationsPage() {
  return (
    <ConsoleScreen title="Donations">
      <DonationsScreen />
    </ConsoleScreen>
  );
}
