import { ConsoleScreen } from '#src/features/admin/shell/components/console-frame.tsx';
import { DonorsScreen } from '#src/features/admin/finance/components/donors-screen.tsx';

/** The console's Donors screen (finance). */
export function DonorsPage() {
  return (
    <ConsoleScreen title="Donors">
      <DonorsScreen />
    </ConsoleScreen>
  );
}
