import { ConsoleTitle } from '#src/features/admin/shell/components/console-frame.tsx';
import { SettingsForm } from '#src/features/admin/settings/components/settings-form.tsx';

/** The console's Trust settings screen. */
export function SettingsPage() {
  return (
    <section aria-labelledby="screen-heading" className="space-y-6">
      <ConsoleTitle>Trust settings</ConsoleTitle>
      <h1 id="screen-heading" className="text-3xl font-semibold">
        Trust settings
      </h1>
      <SettingsForm />
    </section>
  );
}
