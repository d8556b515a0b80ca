import { ConsoleTitle } from '#src/features/admin/shell/components/console-frame.tsx';
import { DonationsScreen } from '#src/features/admin/finance/components/donations-screen.tsx';

/** The console's Donations screen (finance). */
export function DonationsPage() {
  return (
    <section aria-labelledby="screen-heading" className="space-y-6">
      <ConsoleTitle>Donations</ConsoleTitle>
      <h1 id="screen-heading" className="text-3xl font-semibold">
        Donations
      </h1>
      <DonationsScreen />
    </section>
  );
}
