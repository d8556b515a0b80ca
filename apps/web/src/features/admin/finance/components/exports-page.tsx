import { ConsoleTitle } from '#src/features/admin/shell/components/console-frame.tsx';
import { ExportsScreen } from '#src/features/admin/finance/components/exports-screen.tsx';

/** The console's Exports screen (finance): the year's donations, Form 10BD and its checklist. */
export function ExportsPage() {
  return (
    <section aria-labelledby="screen-heading" className="space-y-6">
      <ConsoleTitle>Exports</ConsoleTitle>
      <h1 id="screen-heading" className="text-3xl font-semibold">
        Exports
      </h1>
      <ExportsScreen />
    </section>
  );
}
