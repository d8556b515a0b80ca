import { useLocation } from 'react-router';
import { adminPaths } from '@charity/shared';
import { ConsoleScreen } from '#src/features/admin/shell/components/console-frame.tsx';
import { MessagesScreen } from '#src/features/admin/inboxes/components/messages-screen.tsx';
import { MessageDetail } from '#src/features/admin/inboxes/components/message-detail.tsx';

/** The console's contact messages (coordinator). */
export function MessagesPage() {
  return (
    <ConsoleScreen title="Messages">
      <MessagesScreen />
    </ConsoleScreen>
  );
}

/**
 * One contact message, with its thread: `/admin/messages/{id}`, the console's one style of record
 * URL (docs/decisions/0046; the routes table redirects the old `?id=` here). Under the list's heading, as when it opened
 * inside the list; the list's `?page&status&q` ride along in the URL, so "back" returns to the same filtered page.
 */
export function MessagePage({ id }: { id: number }) {
  const { search } = useLocation();
  return (
    <ConsoleScreen title="Messages">
      <MessageDetail id={id} backTo={`${adminPaths.messages}${search}`} />
    </ConsoleScreen>
  );
}
