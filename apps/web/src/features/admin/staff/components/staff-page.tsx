import { ConsoleScreen } from '#src/features/admin/shell/components/console-frame.tsx';
import { StaffScreen } from '#src/features/admin/staff/components/staff-screen.tsx';

/** The console's Staff screen. */
export function StaffPage() {
  return (
    <ConsoleScreen title="Staff">
      <StaffScreen />
    </ConsoleScreen>
  );
}
