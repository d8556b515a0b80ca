import { ConsoleTitle } from '#src/features/admin/shell/components/console-frame.tsx';
import { Dashboard } from '#src/features/admin/dashboard/components/dashboard.tsx';

/** The console's Dashboard screen. */
export function DashboardPage() {
  return (
    <section aria-labelledby="screen-heading" className="space-y-6">
      <ConsoleTitle>Dashboard</ConsoleTitle>
      <h1 id="screen-heading" className="text-3xl font-semibold">
        Dashboard
      </h1>
      <Dashboard />
    </section>
  );
}
