import { useLocation } from 'react-router';
import { adminPaths } from '@charity/shared';
import { ConsoleScreen } from '#src/features/admin/shell/components/console-frame.tsx';
import { VolunteerSettingsPanel } from '#src/features/admin/inboxes/components/volunteer-settings-form.tsx';
import { VolunteersScreen } from '#src/features/admin/inboxes/components/volunteers-screen.tsx';
import { VolunteerDetailView } from '#src/features/admin/inboxes/components/volunteer-detail.tsx';

/** The console's volunteer applications (coordinator). */
export function VolunteersPage() {
  return (
    <ConsoleScreen title="Volunteers">
      <VolunteersScreen />
      <VolunteerSettingsPanel />
    </ConsoleScreen>
  );
}

/**
 * One volunteer application, with its notes: `/admin/volunteers/{id}`, the console's one style of record
 * URL (docs/decisions/0046; the routes table redirects the old `?id=` here). Under the list's heading, as when it opened
 * inside the list; the list's `?page&status&q` ride along in the URL, so "back" returns to the same filtered page.
 */
export function VolunteerPage({ id }: { id: number }) {
  const { search } = useLocation();
  return (
    <ConsoleScreen title="Volunteers">
      <VolunteerDetailView id={id} backTo={`${adminPaths.volunteers}${search}`} />
      {/* Below the application too, as it was when the application opened inside the list at `?id=`. */}
      <VolunteerSettingsPanel />
    </ConsoleScreen>
  );
}
