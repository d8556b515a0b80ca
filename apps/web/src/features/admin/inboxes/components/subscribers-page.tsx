import { ConsoleTitle } from '#src/features/admin/shell/components/console-frame.tsx';
import { SubscribersScreen } from '#src/features/admin/inboxes/components/subscribers-screen.tsx';

/** The console's subscribers (coordinator). */
export function SubscribersPage() {
  return (
    <section aria-labelledby="screen-heading" className="space-y-6">
      <ConsoleTitle>Subscribers</ConsoleTitle>
      <h1 id="screen-heading" className="text-3xl font-semibold">
        Subscribers
      </h1>
      <SubscribersScreen />
    </section>
  );
}
