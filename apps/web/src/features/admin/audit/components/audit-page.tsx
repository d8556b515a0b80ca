import { ConsoleScreen } from '#src/features/admin/shell/components/console-frame.tsx';
import { AuditLog } from '#src/features/admin/audit/components/audit-log.tsx';

/** The console's Audit log screen. */
export function AuditPage() {
  return (
    <ConsoleScreen title="Audit log">
      <AuditLog />
    </ConsoleScreen>
  );
}
