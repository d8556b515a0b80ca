import { ConsoleTitle } from '#src/features/admin/shell/components/console-frame.tsx';
import { OfflineGiftForm } from '#src/features/admin/finance/components/offline-gift-form.tsx';
import { OfflineImportForm } from '#src/features/admin/finance/components/offline-import-form.tsx';

/** The console's Offline gift screen (finance): one gift by hand, or a batch from a CSV file. */
export function OfflineGiftPage() {
  return (
    <section aria-labelledby="screen-heading" className="space-y-6">
      <ConsoleTitle>Offline gift</ConsoleTitle>
      <h1 id="screen-heading" className="text-3xl font-semibold">
        Offline gift
      </h1>
      <OfflineGiftForm />
      <OfflineImportForm />
    </section>
  );
}
