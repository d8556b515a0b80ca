import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VOLUNTEER_SETTINGS,
  type ErrorBody,
  type VolunteerSettings,
  type VolunteerStatus,
} from '@charity/shared';
import { testDatabases, useTestApp, useTestCast } from '../../../../test/support/test-app.ts';
import { itChecksRoles } from '../../../../test/support/admin-role-matrix.ts';
import { mailsTo } from '../../../../test/support/mail-outbox.ts';
import { manualClock } from '../../../../test/support/mail-worker.ts';
import { adminCall, auditRows, everyRole } from '../../../../test/support/staff-test-kit.ts';
import { createVolunteerInbox } from './service.ts';

const YEAR = 365 * 24 * 60 * 60 * 1000;

describe.each(testDatabases)('volunteer mails and retention on %s', (database) => {
  const ctx = useTestApp(database);
  const members = useTestCast(ctx, everyRole);
  let serial = 0;

  const apply = async (status: VolunteerStatus = 'new') => {
    serial += 1;
    const email = `applicant${serial}@example.org`;
    const row = await ctx.app.db
      .insertInto('volunteers')
      .values({
        first_name: 'Ravi',
        last_name: 'Kumar',
        email,
        phone: '+919845012345',
        aadhar_encrypted: 'sealed',
        aadhar_last4: '2346',
        address: '12, 4th Cross, Jayanagar, Bengaluru 560011',
        interest: 'Weekend meal service',
        status,
        created_at: '2022-01-10T10:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, email };
  };

  /** A declined application whose decline is dated `at` (the note the move wrote). */
  const declinedAt = async (at: Date) => {
    const application = await apply('declined');
    await ctx.app.db
      .insertInto('volunteer_notes')
      .values({
        volunteer_id: application.id,
        staff_id: null,
        note: 'Lives too far away for the Sunday seva.',
        status_from: 'contacted',
        status_to: 'declined',
        created_at: at.toISOString(),
      })
      .execute();
    return application;
  };

  const call = (method: 'GET' | 'PATCH' | 'PUT', url: string, body?: unknown) =>
    adminCall(ctx.app, method, url, {
      token: members.coordinator.token,
      ...(body === undefined ? {} : { body }),
    });

  describe('the role matrix', () => {
    itChecksRoles(
      () => ({ app: ctx.app, members }),
      [{ method: 'GET', url: () => '/api/admin/volunteer-settings', roles: ['coordinator'] }],
    );
    it('refuses PUT to editor and finance', async () => {
      for (const role of ['editor', 'finance'] as const) {
        const response = await adminCall(ctx.app, 'PUT', '/api/admin/volunteer-settings', {
          token: members[role].token,
          body: DEFAULT_VOLUNTEER_SETTINGS,
        });
        expect(response.statusCode, role).toBe(403);
      }
    });
  });

  it('starts from the default templates and a retention of two years', async () => {
    const response = await call('GET', '/api/admin/volunteer-settings');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: VolunteerSettings }>().data).toEqual(DEFAULT_VOLUNTEER_SETTINGS);
    expect(DEFAULT_VOLUNTEER_SETTINGS.retention_days).toBe(730);
  });

  it('mails the applicant on a move only when asked, with the template filled in', async () => {
    const quiet = await apply();
    const moved = await call('PATCH', `/api/admin/volunteers/${quiet.id}`, { status: 'contacted' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await mailsTo(ctx.app, quiet.email)).toHaveLength(0);

    const told = await apply();
    const response = await call('PATCH', `/api/admin/volunteers/${told.id}`, {
      status: 'contacted',
      notify: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [mail] = await mailsTo(ctx.app, told.email);
    expect(mail?.subject).toMatch(/^About your offer to volunteer — /);
    expect(mail?.text_body).toContain('Namaste Ravi,');
    expect(mail?.related_to).toBe(`volunteer:${told.id}`);
    const [entry] = (await auditRows(ctx.app, 'status-change')).filter(
      (r) => r.record_id === String(told.id),
    );
    expect(JSON.parse(entry!.after!)).toMatchObject({ status: 'contacted', notified: true });

    // A note without a move mails nobody, even when asked.
    await call('PATCH', `/api/admin/volunteers/${told.id}`, {
      status: 'contacted',
      note: 'Called',
      notify: true,
    });
    expect(await mailsTo(ctx.app, told.email)).toHaveLength(1);
  });

  it('keeps edited templates (audited) and uses them; refuses bad ones with 422 on the field', async () => {
    const settings: VolunteerSettings = {
      ...DEFAULT_VOLUNTEER_SETTINGS,
      mails: {
        ...DEFAULT_VOLUNTEER_SETTINGS.mails,
        active: {
          subject: 'Welcome, {first_name}!',
          body: 'See you on Sunday at {site_name}.\n\nBring water.',
        },
      },
      retention_days: 400,
    };
    const saved = await call('PUT', '/api/admin/volunteer-settings', settings);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      (await call('GET', '/api/admin/volunteer-settings')).json<{ data: VolunteerSettings }>().data,
    ).toEqual(settings);
    const [entry] = await auditRows(ctx.app, 'update').then((rows) =>
      rows.filter((r) => r.resource === 'volunteer-settings'),
    );
    expect(JSON.parse(entry!.after!)).toMatchObject({ retention_days: 400 });

    const application = await apply('contacted');
    await call('PATCH', `/api/admin/volunteers/${application.id}`, { status: 'active', notify: true });
    const [mail] = await mailsTo(ctx.app, application.email);
    expect(mail?.subject).toBe('Welcome, Ravi!');
    expect(mail?.text_body).toContain('Bring water.');

    for (const [body, field] of [
      [{ ...settings, retention_days: 10 }, 'retention_days'],
      [{ ...settings, mails: { ...settings.mails, declined: { subject: '', body: 'x' } } }, 'mails'],
    ] as const) {
      const response = await call('PUT', '/api/admin/volunteer-settings', body);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json<ErrorBody>().errors ?? {})).toContain(field);
    }
    await call('PUT', '/api/admin/volunteer-settings', DEFAULT_VOLUNTEER_SETTINGS);
  });

  it('anonymises declined applications after the retention period, once, whoever runs the job', async () => {
    const clock = manualClock(Date.parse('2026-11-25T03:00:00.000Z'));
    const old = await declinedAt(new Date(clock.ms - 2 * YEAR - 24 * 60 * 60 * 1000));
    const recent = await declinedAt(new Date(clock.ms - YEAR));
    const active = await apply('active');

    const inbox = createVolunteerInbox(ctx.app.db, clock.now);
    // Two runs at once (two instances, or a slow run overlapping the next): one anonymises, the other finds nothing.
    const runs = await Promise.all([
      inbox.anonymiseExpired(),
      createVolunteerInbox(ctx.app.db, clock.now).anonymiseExpired(),
    ]);
    expect(runs.flat()).toEqual([old.id]);
    expect(await inbox.anonymiseExpired()).toEqual([]);

    const row = await ctx.app.db
      .selectFrom('volunteers')
      .selectAll()
      .where('id', '=', old.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      first_name: 'Anonymised',
      last_name: '',
      email: '',
      phone: '',
      aadhar_encrypted: '',
      address: '',
      interest: '',
      status: 'declined',
      anonymised_at: clock.now().toISOString(),
    });
    const notes = await ctx.app.db
      .selectFrom('volunteer_notes')
      .select('note')
      .where('volunteer_id', '=', old.id)
      .execute();
    expect(notes.every((n) => n.note === null)).toBe(true);
    for (const kept of [recent, active]) {
      const other = await ctx.app.db
        .selectFrom('volunteers')
        .select(['email', 'anonymised_at'])
        .where('id', '=', kept.id)
        .executeTakeFirstOrThrow();
      expect(other).toEqual({ email: kept.email, anonymised_at: null });
    }
    const audits = (await auditRows(ctx.app, 'anonymise')).map(
      (r) => JSON.parse(r.after!) as { ids: number[] },
    );
    expect(audits).toEqual([{ ids: [old.id], retention_days: 730 }]);

    // A year later the other one is due too.
    clock.advance(YEAR + 24 * 60 * 60 * 1000);
    expect(await inbox.anonymiseExpired()).toEqual([recent.id]);

    // Declined long ago, moved back, declined again lately: the retention period runs from the last decline.
    const redeclined = await declinedAt(new Date(clock.ms - 3 * YEAR));
    await ctx.app.db
      .insertInto('volunteer_notes')
      .values([
        {
          volunteer_id: redeclined.id,
          staff_id: null,
          note: 'Moved back: the seva moved closer to home.',
          status_from: 'declined',
          status_to: 'contacted',
          created_at: new Date(clock.ms - 2 * YEAR).toISOString(),
        },
        {
          volunteer_id: redeclined.id,
          staff_id: null,
          note: null,
          status_from: 'contacted',
          status_to: 'declined',
          created_at: new Date(clock.ms - 24 * 60 * 60 * 1000).toISOString(),
        },
      ])
      .execute();
    expect(await inbox.anonymiseExpired()).toEqual([]);

    // The console shows an anonymised application without anything personal.
    const detail = await call('GET', `/api/admin/volunteers/${old.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.body).not.toContain('Jayanagar');
  });
});
