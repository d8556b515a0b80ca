import type { ComponentType } from 'react';
import { useParams, useRouteError } from 'react-router';
import { ADMIN_PATH, adminPaths } from '@charity/shared';
import { ConsoleFrame } from '#src/features/admin/shell/components/console-frame.tsx';
import { ConsoleLayout } from '#src/features/admin/shell/components/console-layout.tsx';
import { ContentScreen } from '#src/features/admin/content/components/content-screen.tsx';
import { Component as Audit } from '#src/features/admin/audit/components/audit-page.tsx';
import { Component as Dashboard } from '#src/features/admin/dashboard/components/dashboard-page.tsx';
import { DonationPage } from '#src/features/admin/finance/components/donation-page.tsx';
import { Component as Donations } from '#src/features/admin/finance/components/donations-page.tsx';
import { Component as Ehundi } from '#src/features/admin/finance/components/ehundi-page.tsx';
import { Component as Exports } from '#src/features/admin/finance/components/exports-page.tsx';
import { Component as OfflineGift } from '#src/features/admin/finance/components/offline-gift-page.tsx';
import { Component as Messages } from '#src/features/admin/inboxes/components/messages-page.tsx';
import {
  Component as Newsletters,
  NewNewsletterPage,
  NewsletterPage,
} from '#src/features/admin/newsletters/components/newsletters-page.tsx';
import { InvitationPage } from '#src/features/admin/shell/components/invitation-page.tsx';
import { Component as NotFound } from '#src/features/admin/shell/components/not-found-page.tsx';
import { Component as Settings } from '#src/features/admin/settings/components/settings-page.tsx';
import { Component as SignIn } from '#src/features/admin/shell/components/sign-in-page.tsx';
import { Component as Staff } from '#src/features/admin/staff/components/staff-page.tsx';
import { Component as Subscribers } from '#src/features/admin/inboxes/components/subscribers-page.tsx';
import { Component as Uploads } from '#src/features/admin/content/components/uploads-page.tsx';
import { Component as Volunteers } from '#src/features/admin/inboxes/components/volunteers-page.tsx';

/*
 * The trust console (docs/product/console.md): ONE lazy route of the app's router, `/admin/:screen?/*`, never server-rendered.
 * Its screens share this chunk instead of being route objects of their own, so that adding the console does not
 * reshape the public site's chunks: the public first load gains one route object (`npm run size`).
 *
 * Why `:screen?/*` and not `/admin/*`: the router ranks `/admin/*` below the public `/:category/:list/:id` for
 * three-segment paths such as `/admin/invitation/{token}`; a named segment ranks above it. The screen is then
 * picked here from the two params.
 */

/** A console path relative to `/admin`, e.g. `staff`. */
const within = (path: string) => path.slice(ADMIN_PATH.length + 1);

const INVITATION = within(adminPaths.invitation('')).replace(/\/$/, '');
const CONTENT = within(adminPaths.content);

/** The screens inside the signed-in layout, by their segment. */
const SCREENS: Record<string, ComponentType> = {
  [within(adminPaths.staff)]: Staff,
  [within(adminPaths.settings)]: Settings,
  [within(adminPaths.audit)]: Audit,
  [within(adminPaths.uploads)]: Uploads,
  [within(adminPaths.donations)]: Donations,
  [within(adminPaths.ehundi)]: Ehundi,
  [within(adminPaths.offlineGift)]: OfflineGift,
  [within(adminPaths.exports)]: Exports,
  [within(adminPaths.messages)]: Messages,
  [within(adminPaths.volunteers)]: Volunteers,
  [within(adminPaths.subscribers)]: Subscribers,
  [within(adminPaths.newsletters)]: Newsletters,
};

/** Screens of one record, `/admin/{screen}/{id}`, by their segment. */
const RECORD_SCREENS: Record<string, ComponentType<{ id: number }>> = {
  [within(adminPaths.donations)]: DonationPage,
  [within(adminPaths.newsletters)]: NewsletterPage,
};

function ConsolePage({ screen, rest }: { screen: string | undefined; rest: string }) {
  if (screen === within(adminPaths.signIn) && !rest) return <SignIn />;
  if (screen === INVITATION && rest && !rest.includes('/')) return <InvitationPage token={rest} />;
  if (screen === CONTENT) {
    return (
      <ConsoleLayout>
        <ContentScreen rest={rest} />
      </ConsoleLayout>
    );
  }
  if (screen === within(adminPaths.newsletters) && rest === 'new') {
    return (
      <ConsoleLayout>
        <NewNewsletterPage />
      </ConsoleLayout>
    );
  }
  const RecordScreen = screen === undefined ? undefined : RECORD_SCREENS[screen];
  if (RecordScreen && /^[1-9]\d{0,9}$/.test(rest)) {
    return (
      <ConsoleLayout>
        <RecordScreen id={Number(rest)} />
      </ConsoleLayout>
    );
  }
  const Screen = screen === undefined ? Dashboard : (!rest && SCREENS[screen]) || NotFound;
  return (
    <ConsoleLayout>
      <Screen />
    </ConsoleLayout>
  );
}

export function Component() {
  const { screen, '*': rest = '' } = useParams();
  return (
    <ConsoleFrame>
      <ConsolePage screen={screen} rest={rest} />
    </ConsoleFrame>
  );
}

/** A console page that failed to load or render (e.g. a chunk lost to a new deployment). */
export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <ConsoleFrame>
      <main className="container-page py-12">
        <h1 className="text-2xl font-semibold">The console could not be shown</h1>
        <p className="mt-2">{error instanceof Error ? error.message : 'Please reload the page.'}</p>
        <a href={adminPaths.dashboard} className="btn btn-outline btn-sm mt-6">
          Reload the console
        </a>
      </main>
    </ConsoleFrame>
  );
}
