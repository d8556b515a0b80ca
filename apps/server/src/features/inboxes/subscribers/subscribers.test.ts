import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, SubscriberListResponse } from '@charity/shared';
import { testDatabases, useTestApp, useTestCast } from '../../../../test/support/test-app.ts';
import { itChecksRoles } from '../../../../test/support/admin-role-matrix.ts';
import { adminCall, auditRows, everyRole } from '../../../../test/support/staff-test-kit.ts';

describe.each(testDatabases)('subscriber list on %s', (database) => {
  const ctx = useTestApp(database);
  const members = useTestCast(ctx, everyRole);
  const ids: Record<string, number> = {};

  const add = async (
    label: string,
    values: {
      name: string;
      email: string;
      topics: Array<'ebook' | 'event' | 'blog' | 'crossword' | 'newsletter'>;
      state: 'confirmed' | 'pending' | 'unsubscribed';
      created_at: string;
    },
  ) => {
    const flag = (topic: (typeof values.topics)[number]) => (values.topics.includes(topic) ? 1 : 0);
    const row = await ctx.app.db
      .insertInto('subscriptions')
      .values({
        name: values.name,
        email: values.email,
        phone: '+919845012345',
        ebook: flag('ebook'),
        event: flag('event'),
        blog: flag('blog'),
        crossword: flag('crossword'),
        newsletter: flag('newsletter'),
        confirm_token_hash: values.state === 'pending' ? `hash-${label}` : null,
        confirm_expires_at: null,
        confirmed_at: values.state === 'pending' ? null : '2026-11-05T10:00:00.000Z',
        unsubscribed_at: values.state === 'unsubscribed' ? '2026-11-06T10:00:00.000Z' : null,
        created_at: values.created_at,
        updated_at: values.created_at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[label] = row.id;
  };

  beforeAll(async () => {
    await add('asha', {
      name: 'Asha Rao',
      email: 'asha@example.org',
      topics: ['event', 'newsletter'],
      state: 'confirmed',
      created_at: '2026-11-01T10:00:00.000Z',
    });
    await add('formula', {
      name: '=cmd|calc',
      email: 'formula@example.org',
      topics: ['blog'],
      state: 'confirmed',
      created_at: '2026-11-02T10:00:00.000Z',
    });
    await add('pending', {
      name: 'Ravi Kumar',
      email: 'ravi@example.net',
      topics: ['newsletter'],
      state: 'pending',
      created_at: '2026-11-03T10:00:00.000Z',
    });
    await add('gone', {
      name: 'Meena Iyer',
      email: 'meena@example.org',
      topics: ['event'],
      state: 'unsubscribed',
      created_at: '2026-11-04T10:00:00.000Z',
    });
  });

  const get = (url: string) => adminCall(ctx.app, 'GET', url, { token: members.coordinator.token });
  const list = async (query = '') => {
    const response = await get(`/api/admin/subscriptions${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SubscriberListResponse>();
  };

  describe('the role matrix', () => {
    itChecksRoles(
      () => ({ app: ctx.app, members }),
      [
        { method: 'GET', url: () => '/api/admin/subscriptions', roles: ['coordinator'] },
        { method: 'GET', url: () => '/api/admin/exports/subscribers.csv', roles: ['coordinator'] },
      ],
    );
  });

  it('documents its routes in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject('/api/docs/json')).json<{ paths: Record<string, unknown> }>();
    for (const path of ['/api/admin/subscriptions', '/api/admin/exports/subscribers.csv']) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });

  it('lists newest first with the counts of each status in meta', async () => {
    const body = await list();
    expect(body.data.map((s) => s.id)).toEqual([ids.gone, ids.pending, ids.formula, ids.asha]);
    expect(body.meta).toEqual({
      total: 4,
      page: 1,
      per_page: 20,
      counts: { confirmed: 2, pending: 1, unsubscribed: 1 },
    });
    expect(body.data.find((s) => s.id === ids.asha)).toEqual({
      id: ids.asha,
      name: 'Asha Rao',
      email: 'asha@example.org',
      phone: '+919845012345',
      topics: ['event', 'newsletter'],
      status: 'confirmed',
      created_at: '2026-11-01T10:00:00.000Z',
      confirmed_at: '2026-11-05T10:00:00.000Z',
      unsubscribed_at: null,
    });
    expect(body.data.map((s) => s.status)).toEqual(['unsubscribed', 'pending', 'confirmed', 'confirmed']);
    expect(JSON.stringify(body)).not.toContain('hash-pending');
  });

  it('filters by status and topic and searches; the counts follow topic and search but not status', async () => {
    const pending = await list('?status=pending');
    expect(pending.data.map((s) => s.id)).toEqual([ids.pending]);
    expect(pending.meta.total).toBe(1);
    expect(pending.meta.counts).toEqual({ confirmed: 2, pending: 1, unsubscribed: 1 });

    const newsletter = await list('?topic=newsletter');
    expect(newsletter.data.map((s) => s.id)).toEqual([ids.pending, ids.asha]);
    expect(newsletter.meta.counts).toEqual({ confirmed: 1, pending: 1, unsubscribed: 0 });

    const confirmedEvent = await list('?topic=event&status=confirmed');
    expect(confirmedEvent.data.map((s) => s.id)).toEqual([ids.asha]);

    const search = await list('?q=EXAMPLE.ORG&per_page=1');
    expect(search.data.map((s) => s.id)).toEqual([ids.gone]);
    expect(search.meta).toMatchObject({
      total: 3,
      per_page: 1,
      counts: { confirmed: 2, pending: 0, unsubscribed: 1 },
    });

    const none = await list('?q=nobody');
    expect(none).toEqual({
      data: [],
      meta: { total: 0, page: 1, per_page: 20, counts: { confirmed: 0, pending: 0, unsubscribed: 0 } },
    });
  });

  it('answers 422 with errors.<field> for bad filters', async () => {
    const bad = await get('/api/admin/subscriptions?status=bounced&topic=poetry&per_page=0');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<ErrorBody>().errors ?? {}).sort()).toEqual(['per_page', 'status', 'topic']);
  });

  it('exports confirmed subscribers only, spreadsheet-safe, and audits the export', async () => {
    const audits = (await auditRows(ctx.app)).length;
    const response = await get('/api/admin/exports/subscribers.csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    expect(parse(response.body, { bom: true })).toEqual([
      ['id', 'name', 'email', 'phone', 'topics', 'subscribed_at', 'confirmed_at'],
      [
        String(ids.asha),
        'Asha Rao',
        'asha@example.org',
        "'+919845012345",
        'event;newsletter',
        '2026-11-01T10:00:00.000Z',
        '2026-11-05T10:00:00.000Z',
      ],
      [
        String(ids.formula),
        "'=cmd|calc",
        'formula@example.org',
        "'+919845012345",
        'blog',
        '2026-11-02T10:00:00.000Z',
        '2026-11-05T10:00:00.000Z',
      ],
    ]);

    const entries = (await auditRows(ctx.app)).slice(audits);
    expect(entries).toEqual([
      expect.objectContaining({
        staff_id: members.coordinator.staff.id,
        action: 'export',
        resource: 'subscriptions',
      }),
    ]);
    expect(JSON.parse(entries[0]!.after!)).toMatchObject({ status: 'confirmed', rows: 2 });
  });

  it('audits no export that was refused', async () => {
    const audits = (await auditRows(ctx.app)).length;
    const refused = await adminCall(ctx.app, 'GET', '/api/admin/exports/subscribers.csv', {
      token: members.editor.token,
    });
    expect(refused.statusCode).toBe(403);
    expect(await auditRows(ctx.app)).toHaveLength(audits);
  });
});
