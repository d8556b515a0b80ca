import { ConsoleTitle } from '#src/features/admin/shell/components/console-frame.tsx';
import { StaffScreen } from '#src/features/admin/staff/components/staff-screen.tsx';

/** The console's Staff screen. */
export function StaffPage() {
  return (
    <section aria-labelledby="screen-heading" className="space-y-6">
      <ConsoleTitle>Staff</ConsoleTitle>
      <h1 id="screen-heading" className="text-3xl font-semibold">
        Staff
      </h1>
      <StaffScreen />
    </section>
  );
}
