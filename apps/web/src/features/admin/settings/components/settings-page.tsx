import { ConsoleScreen } from '#src/features/admin/shell/components/console-frame.tsx';
import { SettingsForm } from '#src/features/admin/settings/components/settings-form.tsx';

/** The console's Trust settings screen. */
export function SettingsPage() {
  return (
    <ConsoleScreen title="Trust settings">
      <SettingsForm />
    </ConsoleScreen>
  );
}
