import { ConsoleScreen } from '#src/features/admin/shell/components/console-frame.tsx';
import { SubscribersScreen } from '#src/features/admin/inboxes/components/subscribers-screen.tsx';

/** The console's subscribers (coordinator). */
export function SubscribersPage() {
  return (
    <ConsoleScreen title="Subscribers">
      <SubscribersScreen />
    </ConsoleScreen>
  );
}
