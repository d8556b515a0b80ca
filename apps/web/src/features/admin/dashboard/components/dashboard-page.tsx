import { ConsoleScreen } from '#src/features/admin/shell/components/console-frame.tsx';
import { Dashboard } from '#src/features/admin/dashboard/components/dashboard.tsx';

/** The console's Dashboard screen. */
export function DashboardPage() {
  return (
    <ConsoleScreen title="Dashboard">
      <Dashboard />
    </ConsoleScreen>
  );
}
