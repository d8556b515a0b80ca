import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_MESSAGES,
  REVISIONS_KEPT,
  TRASH_DAYS,
  type ContentResource,
  type CreatableResource,
} from '@charity/shared';
import { createDatabase, type Db } from '#src/db/database.ts';
import { createTestApp, testDatabases, type TestContext } from '../../../../test/support/test-app.ts';
import { auditRows, firstAdmin, member, type Enrolled } from '../../../../test/support/staff-test-kit.ts';
import { contentCall, SAMPLES } from '../../../../test/support/content-test-kit.ts';
import { createContentService } from './service.ts';

/**
 * The publish schedule, revisions and the trash (docs/product/console.md "Scheduling", "Revisions", "Trash"). The
 * content job runs here through the service with a fixed clock; a second service on its own connection to the same
 * database stands for a second instance of the app.
 */

type Item = {
  id: number;
  published: boolean;
  publish_at: string | null;
  unpublish_at: string | null;
} & Record<string, unknown>;
type Revision = { id: number; action: string; changed: string[]; staff: { name: string } | null };
type TrashItem = {
  id: number;
  resource: ContentResource;
  record_id: number;
  label: string;
  deleted_by: { name: string } | null;
  deleted_at: string;
  purge_at: string;
};

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDatabases)('content schedule, revisions and trash on %s', (database) => {
  let ctx: TestContext;
  let editor: Enrolled;
  let finance: Enrolled;
  let second: Db;
  beforeAll(async () => {
    ctx = await createTestApp(database);
    const admin = await firstAdmin(ctx.app);
    editor = await member(ctx.app, admin, 'editor');
    finance = await member(ctx.app, admin, 'finance');
    second = createDatabase(ctx.config.database);
  });
  afterAll(async () => {
    await second.destroy();
    await ctx.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    token = editor.token,
  ) => contentCall(ctx.app, method, url, { token, ...(body === undefined ? {} : { body }) });
  const create = async (resource: CreatableResource, overrides: Record<string, unknown> = {}) => {
    const response = await call('POST', `/api/admin/${resource}`, {
      ...SAMPLES[resource].create,
      ...overrides,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: Item }>().data;
  };
  const get = async (resource: ContentResource, id: number) =>
    (await call('GET', `/api/admin/${resource}/${id}`)).json<{ data: Item }>().data;
  /** The job on both "instances" at one clock: together on PostgreSQL; on SQLite, one writer at a time anyway. */
  const runBoth = async (at: Date) => {
    const one = createContentService({ db: ctx.app.db, now: () => at });
    const two = createContentService({ db: second, now: () => at });
    if (database === 'postgres') return Promise.all([one.runSchedule(), two.runSchedule()]);
    return [await one.runSchedule(), await two.runSchedule()];
  };
  const publicLiterature = async () =>
    (await ctx.app.inject('/api/literature/paginate'))
      .json<{ data: Array<{ id: number }> }>()
      .data.map((r) => r.id);
  const auditFor = async (action: string, resource: string, id: number) =>
    (await auditRows(ctx.app, action)).filter(
      (row) => row.resource === resource && row.record_id === String(id),
    );

  it('publishes a scheduled record once when two instances run the job, and withdraws at unpublish_at', async () => {
    const publishAt = '2099-12-12T18:00:00+05:30';
    const record = await create('literature', { title: 'Scheduled book', publish_at: publishAt });
    // A future publish time keeps the record a draft until then, stored as a UTC instant.
    expect(record).toMatchObject({
      published: false,
      publish_at: '2099-12-12T12:30:00.000Z',
      unpublish_at: null,
    });
    expect(await publicLiterature()).not.toContain(record.id);

    const early = await runBoth(new Date('2099-12-12T12:29:59Z'));
    expect(early.map((run) => run.published)).toEqual([0, 0]);
    expect((await get('literature', record.id)).published).toBe(false);

    const runs = await runBoth(new Date('2099-12-12T12:30:00Z'));
    expect(runs[0]!.published + runs[1]!.published).toBe(1);
    expect(await get('literature', record.id)).toMatchObject({ published: true, publish_at: null });
    expect(await publicLiterature()).toContain(record.id);
    const published = await auditFor('scheduled-publish', 'literature', record.id);
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({ staff_id: null, ip: null });
    // A later run finds nothing left to do.
    expect((await runBoth(new Date('2099-12-13T00:00:00Z'))).map((run) => run.published)).toEqual([0, 0]);
    expect(await auditFor('scheduled-publish', 'literature', record.id)).toHaveLength(1);

    const withdraw = await create('literature', {
      title: 'Withdrawn book',
      unpublish_at: '2099-06-01T00:00:00Z',
    });
    expect(withdraw).toMatchObject({ published: true, unpublish_at: '2099-06-01T00:00:00.000Z' });
    const withdrawals = await runBoth(new Date('2099-06-01T00:00:01Z'));
    expect(withdrawals[0]!.withdrawn + withdrawals[1]!.withdrawn).toBe(1);
    expect(await get('literature', withdraw.id)).toMatchObject({ published: false, unpublish_at: null });
    expect(await publicLiterature()).not.toContain(withdraw.id);
    expect(await auditFor('scheduled-unpublish', 'literature', withdraw.id)).toHaveLength(1);
    // The job's changes are revisions too, by nobody.
    const revisions = (await call('GET', `/api/admin/content/literature/${withdraw.id}/revisions`)).json<{
      data: Revision[];
    }>().data;
    expect(revisions[0]).toMatchObject({ action: 'scheduled-unpublish', staff: null });
    expect(revisions[0]!.changed).toEqual(expect.arrayContaining(['published', 'unpublish_at']));
  });

  it('validates the schedule on the right field, and takes a past publish time as "publish now"', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ publish_at: 'tomorrow at six' }, 'publish_at', CONTENT_MESSAGES.publishAt],
      [
        { publish_at: '2099-12-12T12:30:00Z', unpublish_at: '2099-12-12T12:30:00Z' },
        'unpublish_at',
        CONTENT_MESSAGES.unpublishBeforePublish,
      ],
      [{ unpublish_at: '2001-01-01T00:00:00Z' }, 'unpublish_at', CONTENT_MESSAGES.unpublishPast],
    ];
    for (const [body, field, message] of cases) {
      const response = await call('POST', '/api/admin/banners', { ...SAMPLES.banners.create, ...body });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json<{ errors?: Record<string, string> }>().errors).toEqual({ [field]: message });
    }
    // A passed withdrawal time left on a record unpublished by hand does not block saving it again.
    const left = await create('banners', { unpublish_at: '2099-03-01T00:00:00Z' });
    await call('PATCH', `/api/admin/banners/${left.id}`, { published: false });
    const later = createContentService({ db: ctx.app.db, now: () => new Date('2099-03-02T00:00:00Z') });
    const saved = await later.update(
      'banners',
      left.id,
      { quote: 'Saved later', unpublish_at: '2099-03-01T00:00:00.000Z' },
      { staffId: editor.staff.id, ip: null },
    );
    expect(saved).toMatchObject({ quote: 'Saved later', published: false });

    const draft = await create('banners', { published: false, publish_at: '2001-01-01T00:00:00Z' });
    expect(draft).toMatchObject({ published: true, publish_at: null });
    // Publishing by hand settles a pending publish time.
    const scheduled = await create('banners', { publish_at: '2099-01-01T00:00:00Z' });
    const published = await call('PATCH', `/api/admin/banners/${scheduled.id}`, { published: true });
    expect(published.json<{ data: Item }>().data).toMatchObject({ published: true, publish_at: null });
  });

  it('keeps a revision per save, lists them newest first and restores one as a new, audited revision', async () => {
    const banner = await create('banners', { quote: 'First words' });
    await call('PATCH', `/api/admin/banners/${banner.id}`, { quote: 'Second words' });
    await call('PATCH', `/api/admin/banners/${banner.id}`, { quote: 'Third words', sort_order: 4 });
    const url = `/api/admin/content/banners/${banner.id}/revisions`;
    const list = await call('GET', url);
    expect(list.statusCode, list.body).toBe(200);
    const revisions = list.json<{ data: Revision[] }>().data;
    expect(revisions.map((r) => [r.action, r.changed])).toEqual([
      ['update', ['quote', 'sort_order']],
      ['update', ['quote']],
      ['create', []],
    ]);
    expect(revisions[0]!.staff?.name).toBe('Test editor');

    // Back to the first words; the list position is not part of what a restore puts back.
    const first = revisions[2]!;
    const restored = await call('POST', `${url}/${first.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({
      data: { quote: 'First words', sort_order: 4 },
      message: CONTENT_MESSAGES.revisionRestored,
    });
    const after = (await call('GET', url)).json<{ data: Revision[] }>().data;
    expect(after).toHaveLength(4);
    expect(after[0]).toMatchObject({ action: 'restore-revision', changed: ['quote'] });
    expect(await auditFor('restore-revision', 'banners', banner.id)).toHaveLength(1);

    // 404s: no such record, no such revision, a revision of another record; 403 for a finance member.
    const other = await create('banners');
    expect((await call('GET', '/api/admin/content/banners/999999/revisions')).statusCode).toBe(404);
    expect((await call('POST', `${url}/999999/restore`)).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/admin/content/banners/${other.id}/revisions/${first.id}/restore`)).statusCode,
    ).toBe(404);
    expect((await call('GET', url, undefined, finance.token)).statusCode).toBe(403);
    expect((await call('POST', `${url}/${first.id}/restore`, undefined, finance.token)).statusCode).toBe(403);
    expect((await contentCall(ctx.app, 'GET', url)).statusCode).toBe(401);
  });

  it(`keeps at most ${REVISIONS_KEPT} revisions per record`, async () => {
    const service = createContentService({ db: ctx.app.db });
    const counter = await create('counters');
    const actor = { staffId: editor.staff.id, ip: null };
    for (let n = 1; n <= REVISIONS_KEPT; n++)
      await service.update('counters', counter.id, { counter: n }, actor);
    const revisions = await service.revisions('counters', counter.id);
    expect(revisions).toHaveLength(REVISIONS_KEPT);
    // The oldest (the create) went; the newest is the last save.
    expect(revisions.some((r) => r.action === 'create')).toBe(false);
    expect(revisions[0]!.action).toBe('update');
  });

  it('moves a deleted record to the trash, restores it with its gallery, and deletes it for good', async () => {
    const event = await create('events', { name: 'Trash Fair' });
    const picture = await create('gallery-images', { title: 'Fair picture', event_id: event.id });
    expect((await call('DELETE', `/api/admin/events/${event.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/admin/events/${event.id}`)).statusCode).toBe(404);
    expect((await ctx.app.inject(`/api/event/display/${event.id}`)).statusCode).toBe(404);
    expect((await get('gallery-images', picture.id)).event_id).toBeNull();

    const trash = (await call('GET', '/api/admin/content/trash')).json<{ data: TrashItem[] }>().data;
    const entry = trash.find((t) => t.resource === 'events' && t.record_id === event.id);
    expect(entry).toMatchObject({ label: 'Trash Fair', deleted_by: { name: 'Test editor' } });
    expect(Date.parse(entry!.purge_at) - Date.parse(entry!.deleted_at)).toBe(TRASH_DAYS * DAY_MS);

    const restored = await call('POST', `/api/admin/content/trash/${entry!.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual({
      data: { resource: 'events', id: event.id },
      message: CONTENT_MESSAGES.restored,
    });
    expect(await get('events', event.id)).toMatchObject({ name: 'Trash Fair', published: true });
    expect((await get('gallery-images', picture.id)).event_id).toBe(event.id);
    expect((await ctx.app.inject(`/api/event/display/${event.id}`)).statusCode).toBe(200);
    expect(await auditFor('restore', 'events', event.id)).toHaveLength(1);
    // Restored once: a second restore finds nothing.
    expect((await call('POST', `/api/admin/content/trash/${entry!.id}/restore`)).statusCode).toBe(404);

    // Bulk delete goes to the trash too; delete forever removes the entry and the record's revisions.
    await call('POST', '/api/admin/events/bulk', { action: 'delete', ids: [event.id] });
    const again = (await call('GET', '/api/admin/content/trash')).json<{ data: TrashItem[] }>().data;
    const second = again.find((t) => t.record_id === event.id && t.resource === 'events')!;
    expect(
      (await call('DELETE', `/api/admin/content/trash/${second.id}`, undefined, finance.token)).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/admin/content/trash/${second.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/content/trash/${second.id}`)).statusCode).toBe(404);
    expect(await auditFor('delete-forever', 'events', event.id)).toHaveLength(1);
    const left = await ctx.app.db
      .selectFrom('content_revisions')
      .select('id')
      .where('resource', '=', 'events')
      .where('record_id', '=', event.id)
      .execute();
    expect(left).toHaveLength(0);
    expect((await call('GET', '/api/admin/content/trash', undefined, finance.token)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/content/trash/999999/restore')).statusCode).toBe(404);
  });

  it(`empties trash older than ${TRASH_DAYS} days once, whichever instance runs the job`, async () => {
    const counter = await create('counters', { title: 'Purged counter' });
    await call('DELETE', `/api/admin/counters/${counter.id}`);
    const inTrash = async () =>
      (await call('GET', '/api/admin/content/trash'))
        .json<{ data: TrashItem[] }>()
        .data.some((t) => t.resource === 'counters' && t.record_id === counter.id);
    const entry = (await call('GET', '/api/admin/content/trash'))
      .json<{ data: TrashItem[] }>()
      .data.find((t) => t.record_id === counter.id && t.resource === 'counters')!;

    await runBoth(new Date(Date.parse(entry.purge_at) - 1000));
    expect(await inTrash()).toBe(true);
    const runs = await runBoth(new Date(entry.purge_at));
    expect(runs[0]!.purged + runs[1]!.purged).toBeGreaterThanOrEqual(1);
    expect(await inTrash()).toBe(false);
    expect(await auditFor('purge', 'counters', counter.id)).toHaveLength(1);
  });
});
