import { describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from '../../../test/support/test-app.ts';
import { mailsTo } from '../../../test/support/mail-outbox.ts';
import { inviteFirstAdminIfNeeded } from './first-admin.ts';
import { auditRows, enrol, invitationToken, uniqueEmail } from '../../../test/support/staff-test-kit.ts';

describe.each(testDatabases)('the first admin (ADMIN_EMAIL) on %s', (database) => {
  const ctx = useTestApp(database);

  it('does nothing without ADMIN_EMAIL', async () => {
    expect(await inviteFirstAdminIfNeeded(ctx.app, undefined)).toBeNull();
    expect(await inviteFirstAdminIfNeeded(ctx.app, '  ')).toBeNull();
  });

  it('invites once per live invitation, again after it expired, and never once an admin exists', async () => {
    const email = uniqueEmail('boss');
    const url = await inviteFirstAdminIfNeeded(ctx.app, email.toUpperCase());
    expect(url).toMatch(new RegExp(`^${ctx.config.publicUrl}/admin/invitation/[A-Za-z0-9_-]{43}$`));
    // A restart (or a second instance) while the link is still live sends nothing more.
    expect(await inviteFirstAdminIfNeeded(ctx.app, email)).toBeNull();
    expect(await mailsTo(ctx.app, email)).toHaveLength(1);
    // Three days later, nobody accepted: the next start sends a fresh link.
    const later = () => new Date(Date.now() + 72 * 3_600_000);
    expect(await inviteFirstAdminIfNeeded(ctx.app, email, later)).not.toBeNull();
    expect(await mailsTo(ctx.app, email)).toHaveLength(2);

    // The new link replaced the first one, which no longer works.
    const dead = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/auth/invitations/${invitationToken(url!)}`,
      payload: { name: 'Boss', password: 'seva is its own reward 108' },
    });
    expect(dead.statusCode).toBe(404);

    // The newest link works; once an admin exists, no start invites anyone.
    const current = invitationToken((await mailsTo(ctx.app, email)).at(-1)!.text_body);
    const admin = await enrol(ctx.app, current, email);
    expect(admin.staff).toMatchObject({ role: 'admin', email });
    expect(await inviteFirstAdminIfNeeded(ctx.app, uniqueEmail('third'))).toBeNull();
    expect((await auditRows(ctx.app, 'invite')).every((r) => r.staff_id === null)).toBe(true);
  });
});
