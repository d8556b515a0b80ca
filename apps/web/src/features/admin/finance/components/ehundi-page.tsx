import { ConsoleScreen } from '#src/features/admin/shell/components/console-frame.tsx';
import { EhundiScreen } from '#src/features/admin/finance/components/ehundi-screen.tsx';

/** The console's E-hundi screen (finance). */
export function EhundiPage() {
  return (
    <ConsoleScreen title="E-hundi">
      <EhundiScreen />
    </ConsoleScreen>
  );
}
