import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES, STAFF_MESSAGES, type ErrorBody } from '@charity/shared';
import { createTestApp, testDatabases, type TestContext } from '../../../../test/support/test-app.ts';
import { fixtures } from '../../../../test/support/fixtures.ts';
import { auditRows, firstAdmin, member, type Enrolled } from '../../../../test/support/staff-test-kit.ts';
import { contentCall, SAMPLES } from '../../../../test/support/content-test-kit.ts';

type Item = { id: number; published: boolean; sort_order: number } & Record<string, unknown>;

describe.each(testDatabases)('bulk actions and ordering on %s', (database) => {
  let ctx: TestContext;
  let editor: Enrolled;
  let finance: Enrolled;
  beforeAll(async () => {
    ctx = await createTestApp(database);
    const admin = await firstAdmin(ctx.app);
    editor = await member(ctx.app, admin, 'editor');
    finance = await member(ctx.app, admin, 'finance');
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, token = editor.token) =>
    contentCall(ctx.app, method, url, { token, ...(body === undefined ? {} : { body }) });
  const create = async (resource: keyof typeof SAMPLES, overrides: Record<string, unknown> = {}) =>
    (await call('POST', `/api/admin/${resource}`, { ...SAMPLES[resource].create, ...overrides })).json<{
      data: Item;
    }>().data;
  const get = async (resource: string, id: number) =>
    (await call('GET', `/api/admin/${resource}/${id}`)).json<{ data: Item }>().data;

  it('unpublishes, publishes and deletes a selection, all audited per item', async () => {
    const a = await create('literature', { title: 'Bulk A' });
    const b = await create('literature', { title: 'Bulk B' });
    const other = await create('literature', { title: 'Bulk untouched' });

    const off = await call('POST', '/api/admin/literature/bulk', { action: 'unpublish', ids: [a.id, b.id] });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ data: { count: 2 }, message: CONTENT_MESSAGES.bulkUnpublished });
    expect((await get('literature', a.id)).published).toBe(false);
    expect((await get('literature', b.id)).published).toBe(false);
    expect((await get('literature', other.id)).published).toBe(true);
    const entries = (await auditRows(ctx.app, 'unpublish')).filter((row) => row.resource === 'literature');
    expect(entries.map((row) => row.record_id).sort()).toEqual([String(a.id), String(b.id)].sort());
    expect(entries.every((row) => row.staff_id === editor.staff.id)).toBe(true);
    expect(JSON.parse(entries[0]?.before ?? 'null')).toMatchObject({ published: true });
    expect(JSON.parse(entries[0]?.after ?? 'null')).toMatchObject({ published: false });

    const on = await call('POST', '/api/admin/literature/bulk', { action: 'publish', ids: [a.id] });
    expect(on.json()).toEqual({ data: { count: 1 }, message: CONTENT_MESSAGES.bulkPublished });
    expect((await get('literature', a.id)).published).toBe(true);

    const gone = await call('POST', '/api/admin/literature/bulk', { action: 'delete', ids: [a.id, b.id] });
    expect(gone.json()).toEqual({ data: { count: 2 }, message: CONTENT_MESSAGES.deleted });
    expect((await call('GET', `/api/admin/literature/${a.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/literature/${other.id}`)).statusCode).toBe(200);
    const deletions = (await auditRows(ctx.app, 'delete')).filter((row) => row.resource === 'literature');
    expect(deletions.map((row) => row.record_id).sort()).toEqual([String(a.id), String(b.id)].sort());
  });

  it('keeps the gallery of events deleted in bulk, detached', async () => {
    const event = await create('events', { name: 'Bulk-deleted camp' });
    const picture = await create('gallery-images', { event_id: event.id });
    const res = await call('POST', '/api/admin/events/bulk', { action: 'delete', ids: [event.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get('gallery-images', picture.id)).event_id).toBeNull();
  });

  it('changes nothing when one of the items no longer exists (422 on ids)', async () => {
    const a = await create('media');
    const res = await call('POST', '/api/admin/media/bulk', { action: 'delete', ids: [a.id, 2_000_000_000] });
    expect(res.statusCode).toBe(422);
    expect(res.json<ErrorBody>().errors).toEqual({ ids: CONTENT_MESSAGES.unknownIds });
    expect((await call('GET', `/api/admin/media/${a.id}`)).statusCode).toBe(200);
  });

  it.each([
    [{ action: 'archive', ids: [1] }, 'action'],
    [{ action: 'delete', ids: [] }, 'ids'],
    [{ action: 'delete', ids: [1, 1] }, 'ids'],
    [{ action: 'delete', ids: ['x'] }, 'ids'],
    [{ action: 'delete', ids: Array.from({ length: 101 }, (_, i) => i + 1) }, 'ids'],
    [{ action: 'delete' }, 'ids'],
  ])('refuses the bulk body %j on %s (422)', async (body, field) => {
    const res = await call('POST', '/api/admin/media/bulk', body);
    expect(res.statusCode).toBe(422);
    expect(res.json<ErrorBody>().errors?.[field]).toBeTruthy();
  });

  it('sets the order of banners as the site shows them, audited once, and the home slider follows', async () => {
    // Banners made before this test (none here) would come after these; only ours exist in this schema.
    const ids = [] as number[];
    for (const quote of ['First made', 'Second made', 'Third made']) {
      ids.push((await create('banners', { quote })).id);
    }
    const [first, second, third] = ids as [number, number, number];
    const res = await call('PUT', '/api/admin/banners/order', { ids: [third, first, second] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: CONTENT_MESSAGES.reordered });
    expect((await get('banners', third)).sort_order).toBe(3);
    expect((await get('banners', first)).sort_order).toBe(2);
    expect((await get('banners', second)).sort_order).toBe(1);

    const slider = (await ctx.app.inject('/api/banner/random')).json<{ data: { id: number }[] }>().data;
    expect(slider.map((banner) => banner.id)).toEqual([third, first, second]);

    const [entry] = (await auditRows(ctx.app, 'reorder')).filter((row) => row.resource === 'banners');
    expect(entry?.staff_id).toBe(editor.staff.id);
    expect(JSON.parse(entry?.before ?? 'null')).toEqual({
      sort_order: { [first]: 0, [second]: 0, [third]: 0 },
    });
    expect(JSON.parse(entry?.after ?? 'null')).toEqual({
      sort_order: { [third]: 3, [first]: 2, [second]: 1 },
    });
  });

  it('lists banners of the same order as the slider shows them: oldest first', async () => {
    // Equal orders (every seeded banner starts at 0): the console's table must not promise another order.
    const made = [] as number[];
    for (const quote of ['Tied one', 'Tied two']) {
      made.push((await create('banners', { quote, sort_order: 50 })).id);
    }
    const table = (await call('GET', '/api/admin/banners?sort=-sort_order&per_page=100')).json<{
      data: Item[];
    }>().data;
    expect(table.map((banner) => banner.id).filter((id) => made.includes(id))).toEqual(made);
    const slider = (await ctx.app.inject('/api/banner/random')).json<{ data: { id: number }[] }>().data;
    expect(slider.map((banner) => banner.id).filter((id) => made.includes(id))).toEqual(made);
  });

  it('sets the order of leaders, and the Leadership page lists them so, unpublished ones left out', async () => {
    const founder = await create('leaders', { name: 'Order Founder', team: 'founder' });
    const chair = await create('leaders', { name: 'Order Chair', team: 'mayee' });
    const hidden = await create('leaders', { name: 'Order Hidden', published: false });
    const res = await call('PUT', '/api/admin/leaders/order', { ids: [founder.id, hidden.id, chair.id] });
    expect(res.statusCode, res.body).toBe(200);
    const list = (await ctx.app.inject('/api/leader/list')).json<{ data: Item[] }>().data;
    expect(list.map((leader) => leader.id)).toEqual([founder.id, chair.id]);
    expect(list[0]).toMatchObject({ name: 'Order Founder', team: 'founder', image: null, image_small: null });
    const [entry] = (await auditRows(ctx.app, 'reorder')).filter((row) => row.resource === 'leaders');
    expect(JSON.parse(entry?.after ?? 'null')).toEqual({
      sort_order: { [founder.id]: 3, [hidden.id]: 2, [chair.id]: 1 },
    });
  });

  it("shows an event's gallery in the order set", async () => {
    const event = await create('events', { name: 'Ordered gallery', category: 'madhava-seva' });
    const one = await create('gallery-images', { event_id: event.id, title: 'One' });
    const two = await create('gallery-images', { event_id: event.id, title: 'Two' });
    await call('PUT', '/api/admin/gallery-images/order', { ids: [two.id, one.id] });
    const detail = (await ctx.app.inject(`/api/event/display/${event.id}`)).json<{
      data: { event_gallery_images: { id: number }[] };
    }>().data;
    expect(detail.event_gallery_images.map((image) => image.id)).toEqual([two.id, one.id]);
  });

  it("sets the order of an event's videos, and its page shows them so, others' left alone", async () => {
    const event = await create('events', { name: 'Ordered videos', category: 'madhava-seva' });
    const one = await create('gallery-videos', { event_id: event.id, title: 'Video one' });
    const two = await create('gallery-videos', { event_id: event.id, title: 'Video two' });
    const three = await create('gallery-videos', { event_id: event.id, title: 'Video three' });
    const elsewhere = await create('gallery-videos', { title: 'On no event', sort_order: 7 });
    const res = await call('PUT', '/api/admin/gallery-videos/order', { ids: [three.id, one.id, two.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: CONTENT_MESSAGES.reordered });

    const detail = (await ctx.app.inject(`/api/event/display/${event.id}`)).json<{
      data: { event_gallery_videos: { id: number }[] };
    }>().data;
    expect(detail.event_gallery_videos.map((video) => video.id)).toEqual([three.id, one.id, two.id]);
    const listed = (
      await call('GET', `/api/admin/gallery-videos?event_id=${event.id}&sort=-sort_order`)
    ).json<{ data: Item[] }>().data;
    expect(listed.map((video) => [video.id, video.sort_order])).toEqual([
      [three.id, 3],
      [one.id, 2],
      [two.id, 1],
    ]);
    expect((await get('gallery-videos', elsewhere.id)).sort_order).toBe(7);
    const [entry] = (await auditRows(ctx.app, 'reorder')).filter((row) => row.resource === 'gallery-videos');
    expect(entry?.staff_id).toBe(editor.staff.id);
    expect(JSON.parse(entry?.after ?? 'null')).toEqual({
      sort_order: { [three.id]: 3, [one.id]: 2, [two.id]: 1 },
    });
  });

  it('lists the gallery items on no event (event_id=none), searchable, for the event form to pick from', async () => {
    const event = await create('events', { name: 'Picking camp' });
    const loose = await create('gallery-images', { title: 'Picking loose lamp' });
    const looseToo = await create('gallery-images', { title: 'Picking loose bell' });
    const taken = await create('gallery-images', { title: 'Picking taken lamp', event_id: event.id });
    const res = await call('GET', '/api/admin/gallery-images?event_id=none&q=picking&per_page=100');
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json<{ data: Item[] }>().data.map((item) => item.id);
    expect(ids.sort()).toEqual([loose.id, looseToo.id].sort());
    expect(ids).not.toContain(taken.id);

    const lamps = await call('GET', '/api/admin/gallery-images?event_id=none&q=loose%20lamp');
    expect(lamps.json<{ data: Item[]; meta: { total: number } }>()).toMatchObject({
      data: [{ id: loose.id, event_id: null }],
      meta: { total: 1 },
    });
    const paged = await call('GET', '/api/admin/gallery-images?event_id=none&q=picking&per_page=1&page=2');
    const second = paged.json<{ data: Item[]; meta: { total: number } }>();
    expect(second.meta.total).toBe(2);
    expect(second.data).toHaveLength(1);

    // Attaching one takes it out of the list of items on no event.
    await contentCall(ctx.app, 'PATCH', `/api/admin/gallery-images/${loose.id}`, {
      token: editor.token,
      body: { event_id: event.id },
    });
    const after = await call('GET', '/api/admin/gallery-images?event_id=none&q=picking');
    expect(after.json<{ data: Item[] }>().data.map((item) => item.id)).toEqual([looseToo.id]);
    const videos = await call('GET', '/api/admin/gallery-videos?event_id=none&q=zzz-nothing');
    expect(videos.json<{ meta: { total: number } }>().meta.total).toBe(0);
  });

  it("lists one event's gallery items in the order set, and refuses a bad event id (422)", async () => {
    const event = await create('events', { name: 'Filtered gallery' });
    const mine = await create('gallery-videos', { event_id: event.id, title: 'Mine' });
    await create('gallery-videos', { title: 'Not the event’s' });
    const res = await call('GET', `/api/admin/gallery-videos?event_id=${event.id}&sort=-sort_order`);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: Item[] }>().data.map((item) => item.id)).toEqual([mine.id]);
    const bad = await call('GET', '/api/admin/gallery-images?event_id=abc');
    expect(bad.statusCode).toBe(422);
    expect(bad.json<ErrorBody>().errors?.event_id).toBeTruthy();
  });

  it('has no order for resources the site does not order by hand, and refuses unknown or repeated ids', async () => {
    expect((await call('PUT', '/api/admin/events/order', { ids: [1] })).statusCode).toBe(404);
    const counter = await fixtures.counter(ctx.app.db);
    const missing = await call('PUT', '/api/admin/counters/order', { ids: [counter, 2_000_000_000] });
    expect(missing.statusCode).toBe(422);
    expect(missing.json<ErrorBody>().errors).toEqual({ ids: CONTENT_MESSAGES.unknownIds });
    const repeated = await call('PUT', '/api/admin/counters/order', { ids: [counter, counter] });
    expect(repeated.json<ErrorBody>().errors).toEqual({ ids: CONTENT_MESSAGES.duplicateIds });
  });

  it('refuses other roles (403) and visitors without a session (401)', async () => {
    const bulk = { action: 'delete', ids: [1] };
    const forbidden = await call('POST', '/api/admin/media/bulk', bulk, finance.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json<ErrorBody>().message).toBe(STAFF_MESSAGES.forbidden);
    expect((await call('PUT', '/api/admin/banners/order', { ids: [1] }, finance.token)).statusCode).toBe(403);
    expect((await contentCall(ctx.app, 'POST', '/api/admin/media/bulk', { body: bulk })).statusCode).toBe(
      401,
    );
    expect(
      (await contentCall(ctx.app, 'PUT', '/api/admin/banners/order', { body: { ids: [1] } })).statusCode,
    ).toBe(401);
  });
});
