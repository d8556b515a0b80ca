import { describeStaffRole, STAFF_MESSAGES } from '@charity/shared';
import { ApiError } from '#src/lib/api-error.ts';
import { useInvitationOffer } from '#src/features/admin/shell/api/invitation-offer.ts';
import { ConsoleTitle } from '#src/features/admin/shell/components/console-frame.tsx';
import { InvitationFlow } from '#src/features/admin/shell/components/invitation-flow.tsx';

/**
 * /admin/invitation/:token: a new staff member sets up their account (docs/product/console.md), told first which
 * role they are offered. A link that is no longer valid says so instead of showing a form that would fail.
 */
export function InvitationPage({ token }: { token: string }) {
  const offer = useInvitationOffer(token);
  const gone = offer.error instanceof ApiError && offer.error.status === 404;
  return (
    <main className="flex min-h-dvh items-center justify-center bg-cream p-4">
      <ConsoleTitle>Accept your invitation</ConsoleTitle>
      <div className="w-full max-w-xl space-y-6 rounded-2xl border border-line bg-white p-6 sm:p-8">
        <h1 className="text-2xl font-semibold">Welcome to the trust console</h1>
        {offer.data ? (
          <p data-testid="invitation-role">
            You are invited as <strong>{describeStaffRole(offer.data.role)}</strong>.
          </p>
        ) : null}
        {gone ? <p role="alert">{STAFF_MESSAGES.invitationInvalid}</p> : <InvitationFlow token={token} />}
      </div>
    </main>
  );
}
