import { ConsoleTitle } from '#src/features/admin/shell/components/console-frame.tsx';
import { DonationDetail } from '#src/features/admin/finance/components/donation-detail.tsx';

/** The console's page of one donation (finance). */
export function DonationPage({ id }: { id: number }) {
  return (
    <section aria-labelledby="screen-heading" className="space-y-6">
      <ConsoleTitle>Donation</ConsoleTitle>
      <h1 id="screen-heading" className="text-3xl font-semibold">
        Donation #{id}
      </h1>
      <DonationDetail id={id} />
    </section>
  );
}
