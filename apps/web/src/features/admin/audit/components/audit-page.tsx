import { ConsoleTitle } from '#src/features/admin/shell/components/console-frame.tsx';
import { AuditLog } from '#src/features/admin/audit/components/audit-log.tsx';

/** The console's Audit log screen. */
export function AuditPage() {
  return (
    <section aria-labelledby="screen-heading" className="space-y-6">
      <ConsoleTitle>Audit log</ConsoleTitle>
      <h1 id="screen-heading" className="text-3xl font-semibold">
        Audit log
      </h1>
      <AuditLog />
    </section>
  );
}
