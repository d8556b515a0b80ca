import { ConsoleTitle } from '#src/features/admin/shell/components/console-frame.tsx';
import { VolunteerSettingsPanel } from '#src/features/admin/inboxes/components/volunteer-settings-form.tsx';
import { VolunteersScreen } from '#src/features/admin/inboxes/components/volunteers-screen.tsx';

/** The console's volunteer applications (coordinator). */
export function Component() {
  return (
    <section aria-labelledby="screen-heading" className="space-y-6">
      <ConsoleTitle>Volunteers</ConsoleTitle>
      <h1 id="screen-heading" className="text-3xl font-semibold">
        Volunteers
      </h1>
      <VolunteersScreen />
      <VolunteerSettingsPanel />
    </section>
  );
}
