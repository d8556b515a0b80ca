import { ConsoleScreen } from '#src/features/admin/shell/components/console-frame.tsx';
import { OfflineGiftForm } from '#src/features/admin/finance/components/offline-gift-form.tsx';
import { OfflineImportForm } from '#src/features/admin/finance/components/offline-import-form.tsx';

/** The console's Offline gift screen (finance): one gift by hand, or a batch from a CSV file. */
export function OfflineGiftPage() {
  return (
    <ConsoleScreen title="Offline gift">
      <OfflineGiftForm />
      <OfflineImportForm />
    </ConsoleScreen>
  );
}
