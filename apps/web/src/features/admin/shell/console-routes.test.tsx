import { isValidElement } from 'react';
import { Navigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminPaths } from '@charity/shared';
import { CampaignPage, NewCampaignPage } from '#src/features/admin/campaigns/components/campaigns-page.tsx';
import { DonationPage } from '#src/features/admin/finance/components/donation-page.tsx';
import { DonationsPage } from '#src/features/admin/finance/components/donations-page.tsx';
import { MessagePage } from '#src/features/admin/inboxes/components/messages-page.tsx';
import { VolunteerPage } from '#src/features/admin/inboxes/components/volunteers-page.tsx';
import {
  NewNewsletterPage,
  NewsletterPage,
} from '#src/features/admin/newsletters/components/newsletters-page.tsx';
import { CONSOLE_LINKS, currentLink } from '#src/features/admin/shell/console-nav.ts';
import { CONSOLE_ROUTES, consolePageFor } from '#src/features/admin/shell/console-routes.tsx';
import { InvitationPage } from '#src/features/admin/shell/components/invitation-page.tsx';
import { NotFoundPage } from '#src/features/admin/shell/components/not-found-page.tsx';
import { SignInPage } from '#src/features/admin/shell/components/sign-in-page.tsx';

/** What the table picks for `/admin/{screen}/{rest}?{search}`: the page's component, its props, the layout. */
const pick = (screen: string | undefined, rest = '', search = '') => {
  const { page, inLayout } = consolePageFor(screen, rest, search);
  if (!isValidElement(page)) throw new Error('not an element');
  return { type: page.type, props: page.props as Record<string, unknown>, inLayout };
};

/*
 * The console's routes table (docs/decisions/0046). The screens themselves are tested through the app's router elsewhere; this
 * pins what the table decides: the areas, the one record URL style, and the old inbox `?id=` addresses.
 */
describe('console routes table', () => {
  it('names the areas as the server does, each path once', () => {
    expect(new Set(CONSOLE_ROUTES.map((route) => route.area))).toEqual(
      new Set([
        'shell',
        'dashboard',
        'content',
        'campaigns',
        'finance',
        'inboxes',
        'newsletters',
        'staff',
        'settings',
        'audit',
      ]),
    );
    const paths = CONSOLE_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives the sidebar its links in order', () => {
    expect(CONSOLE_LINKS.map((link) => link.to)).toEqual([
      adminPaths.dashboard,
      adminPaths.content,
      adminPaths.uploads,
      adminPaths.campaigns,
      adminPaths.donations,
      adminPaths.donors,
      adminPaths.ehundi,
      adminPaths.offlineGift,
      adminPaths.exports,
      adminPaths.form10be,
      adminPaths.messages,
      adminPaths.volunteers,
      adminPaths.subscribers,
      adminPaths.newsletters,
      adminPaths.staff,
      adminPaths.settings,
      adminPaths.audit,
    ]);
  });

  it('opens records at /admin/{area}/{id}, inside the layout', () => {
    expect(pick('donations', '12')).toEqual({ type: DonationPage, props: { id: 12 }, inLayout: true });
    expect(pick('newsletters', '3')).toEqual({ type: NewsletterPage, props: { id: 3 }, inLayout: true });
    expect(pick('messages', '4')).toEqual({ type: MessagePage, props: { id: 4 }, inLayout: true });
    expect(pick('volunteers', '7')).toEqual({ type: VolunteerPage, props: { id: 7 }, inLayout: true });
    expect(pick('newsletters', 'new').type).toBe(NewNewsletterPage);
    expect(pick('campaigns', '9')).toEqual({ type: CampaignPage, props: { id: 9 }, inLayout: true });
    expect(pick('campaigns', 'new').type).toBe(NewCampaignPage);
  });

  it.each([
    ['messages', '0'],
    ['messages', '4/replies'],
    ['subscribers', '4'],
    ['staff', '4'],
    ['newsletters', 'constructor'],
    ['sign-in', 'x'],
    ['invitation', ''],
    ['no-such-screen', ''],
  ])('shows "no such page" inside the layout for /admin/%s/%s', (screen, rest) => {
    expect(pick(screen, rest)).toMatchObject({ type: NotFoundPage, inLayout: true });
  });

  it('draws sign-in and the invitation without the layout', () => {
    expect(pick('sign-in')).toMatchObject({ type: SignInPage, inLayout: false });
    expect(pick('invitation', 'a-token')).toEqual({
      type: InvitationPage,
      props: { token: 'a-token' },
      inLayout: false,
    });
  });

  it('replaces an inbox’s old `?id=` address with the record’s, keeping the list’s parameters', () => {
    expect(pick('messages', '', '?status=new&id=4&page=2')).toEqual({
      type: Navigate,
      props: { replace: true, to: { pathname: adminPaths.message(4), search: 'status=new&page=2' } },
      inLayout: false,
    });
    expect(pick('volunteers', '', '?id=7').props).toEqual({
      replace: true,
      to: { pathname: adminPaths.volunteer(7), search: '' },
    });
    // Not a record id: the list, as before.
    expect(pick('messages', '', '?id=abc').inLayout).toBe(true);
    // Donations never had `?id=`: the parameter is left alone.
    expect(pick('donations', '', '?id=4').type).toBe(DonationsPage);
  });

  it('finds the screen of every page below one, for its lit link and the top bar on a phone', () => {
    const labelOf = (path: string) => currentLink(CONSOLE_LINKS, path)?.label;
    expect(labelOf(adminPaths.dashboard)).toBe('Dashboard');
    expect(labelOf(adminPaths.contentItem('events', 3))).toBe('Content');
    expect(labelOf(adminPaths.uploads)).toBe('Media library');
    expect(labelOf(adminPaths.donation(12))).toBe('Donations');
    expect(labelOf(`${adminPaths.messages}/4`)).toBe('Messages');
    expect(labelOf(`${adminPaths.volunteers}/9`)).toBe('Volunteers');
    expect(labelOf(adminPaths.newsletterNew)).toBe('Newsletters');
    expect(labelOf('/admin/no/such/page')).toBeUndefined();
    // Only the dashboard, above every screen, is lit on its own path alone.
    expect(CONSOLE_LINKS.filter((link) => link.end).map((link) => link.to)).toEqual([adminPaths.dashboard]);
  });
});
