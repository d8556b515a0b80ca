import { ConsoleScreen } from '#src/features/admin/shell/components/console-frame.tsx';
import { ExportsScreen } from '#src/features/admin/finance/components/exports-screen.tsx';

/** The console's Exports screen (finance): the year's donations, Form 10BD and its checklist. */
export function ExportsPage() {
  return (
    <ConsoleScreen title="Exports">
      <ExportsScreen />
    </ConsoleScreen>
  );
}
