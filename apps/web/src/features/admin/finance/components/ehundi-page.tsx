import { ConsoleTitle } from '#src/features/admin/shell/components/console-frame.tsx';
import { EhundiScreen } from '#src/features/admin/finance/components/ehundi-screen.tsx';

/** The console's E-hundi screen (finance). */
export function EhundiPage() {
  return (
    <section aria-labelledby="screen-heading" className="space-y-6">
      <ConsoleTitle>E-hundi</ConsoleTitle>
      <h1 id="screen-heading" className="text-3xl font-semibold">
        E-hundi
      </h1>
      <EhundiScreen />
    </section>
  );
}
