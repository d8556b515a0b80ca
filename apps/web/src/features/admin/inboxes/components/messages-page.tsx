import { ConsoleTitle } from '#src/features/admin/shell/components/console-frame.tsx';
import { MessagesScreen } from '#src/features/admin/inboxes/components/messages-screen.tsx';

/** The console's contact messages (coordinator). */
export function Component() {
  return (
    <section aria-labelledby="screen-heading" className="space-y-6">
      <ConsoleTitle>Messages</ConsoleTitle>
      <h1 id="screen-heading" className="text-3xl font-semibold">
        Messages
      </h1>
      <MessagesScreen />
    </section>
  );
}
