import { ConsoleTitle } from '#src/features/admin/shell/components/console-frame.tsx';
import { InvitationFlow } from '#src/features/admin/shell/components/invitation-flow.tsx';

/** /admin/invitation/:token: a new staff member sets up their account (docs/product/console.md). */
export function InvitationPage({ token }: { token: string }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-cream p-4">
      <ConsoleTitle>Accept your invitation</ConsoleTitle>
      <div className="w-full max-w-xl space-y-6 rounded-2xl border border-line bg-white p-6 sm:p-8">
        <h1 className="text-2xl font-semibold">Welcome to the trust console</h1>
        <InvitationFlow token={token} />
      </div>
    </main>
  );
}
