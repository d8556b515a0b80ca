import { ConsoleTitle } from '#src/features/admin/components/console-frame.tsx';
import { OfflineGiftForm } from '#src/features/admin/finance/components/offline-gift-form.tsx';

/** The console's Offline gift screen (finance). */
export function Component() {
  return (
    <section aria-labelledby="screen-heading" className="space-y-6">
      <ConsoleTitle>Offline gift</ConsoleTitle>
      <h1 id="screen-heading" className="text-3xl font-semibold">
        Offline gift
      </h1>
      <OfflineGiftForm />
    </section>
  );
}
