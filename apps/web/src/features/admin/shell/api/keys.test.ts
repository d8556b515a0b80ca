import { describe, expect, it } from 'vitest';
import { auditKeys } from '#src/features/admin/audit/api/keys.ts';
import { contentKeys } from '#src/features/admin/content/api/keys.ts';
import { dashboardKeys } from '#src/features/admin/dashboard/api/keys.ts';
import { financeKeys } from '#src/features/admin/finance/api/keys.ts';
import { inboxKeys } from '#src/features/admin/inboxes/api/keys.ts';
import { newsletterKeys } from '#src/features/admin/newsletters/api/keys.ts';
import { settingsKeys } from '#src/features/admin/settings/api/keys.ts';
import { adminKeys } from '#src/features/admin/shell/api/keys.ts';
import { staffKeys } from '#src/features/admin/staff/api/keys.ts';

/*
 * Each console area keeps its query keys beside its api; signing in or out removes `adminKeys.all`, so every one of
 * them must start with it, or a member would see the last member's data.
 */
describe('console query keys', () => {
  it('puts every area’s keys under the console’s root', () => {
    const keys: readonly (readonly unknown[])[] = [
      adminKeys.me,
      auditKeys.list({ page: 1 }),
      contentKeys.all,
      dashboardKeys.figures,
      financeKeys.all,
      inboxKeys.messageLists,
      inboxKeys.volunteerLists,
      inboxKeys.subscriberList({} as never),
      newsletterKeys.lists,
      settingsKeys.document,
      staffKeys.members,
      staffKeys.invitations,
      staffKeys.accountSessions,
    ];
    for (const key of keys) expect(key.slice(0, adminKeys.all.length)).toEqual([...adminKeys.all]);
  });

  it('keeps the invitations under the staff list, so refreshing the list refreshes them', () => {
    expect(staffKeys.invitations.slice(0, staffKeys.members.length)).toEqual([...staffKeys.members]);
  });
});
