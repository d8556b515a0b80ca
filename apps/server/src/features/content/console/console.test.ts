import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_RESOURCES,
  CREATABLE_RESOURCES,
  type CreatableResource,
  MESSAGES,
  STAFF_MESSAGES,
  type AdminContentItem,
  type ErrorBody,
  type ListMeta,
} from '@charity/shared';
import { createTestApp, testDatabases, type TestContext } from '../../../../test/support/test-app.ts';
import { auditRows, firstAdmin, member, type Enrolled } from '../../../../test/support/staff-test-kit.ts';
import { contentCall, SAMPLES } from '../../../../test/support/content-test-kit.ts';

type Item = AdminContentItem<CreatableResource> & { id: number };
type List = { data: Item[]; meta: ListMeta };

describe.each(testDatabases)('the content API on %s', (database) => {
  let ctx: TestContext;
  let admin: Enrolled;
  let editor: Enrolled;
  let finance: Enrolled;
  let coordinator: Enrolled;
  beforeAll(async () => {
    ctx = await createTestApp(database);
    admin = await firstAdmin(ctx.app);
    editor = await member(ctx.app, admin, 'editor');
    finance = await member(ctx.app, admin, 'finance');
    coordinator = await member(ctx.app, admin, 'coordinator');
  });
  afterAll(() => ctx.close());

  const call = (...args: Parameters<typeof contentCall> extends [unknown, ...infer R] ? R : never) =>
    contentCall(ctx.app, ...args);

  describe.each(CREATABLE_RESOURCES)('%s', (resource) => {
    const sample = SAMPLES[resource];
    const collection = `/api/admin/${resource}`;

    it('creates (201), reads, finds, changes and deletes (204) a record, each write audited', async () => {
      const created = await call('POST', collection, { token: editor.token, body: sample.create });
      expect(created.statusCode, created.body).toBe(201);
      const item = created.json<{ data: Item }>().data;
      expect(item).toMatchObject({
        ...sample.create,
        published: true,
        sort_order: 0,
        ...sample.stored,
        id: expect.any(Number) as number,
        created_at: expect.any(String) as string,
      });
      const entry = (await auditRows(ctx.app, 'create')).find(
        (row) => row.resource === resource && row.record_id === String(item.id),
      );
      expect(entry?.staff_id).toBe(editor.staff.id);
      expect(JSON.parse(entry?.after ?? 'null')).toMatchObject({ id: item.id });

      const read = await call('GET', `${collection}/${item.id}`, { token: editor.token });
      expect(read.statusCode).toBe(200);
      expect(read.json<{ data: Item }>().data).toEqual(item);

      const found = await call('GET', `${collection}?q=${encodeURIComponent(sample.search.toUpperCase())}`, {
        token: editor.token,
      });
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json<List>().data.map((row) => row.id)).toContain(item.id);
      const missed = await call('GET', `${collection}?q=zz-no-such-words-zz`, { token: editor.token });
      expect(missed.json<List>()).toMatchObject({ data: [], meta: { total: 0 } });

      const changed = await call('PATCH', `${collection}/${item.id}`, {
        token: admin.token,
        body: sample.patch,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      const after = changed.json<{ data: Item }>().data;
      expect(after).toMatchObject({ id: item.id, created_at: item.created_at });
      for (const [key, value] of Object.entries(sample.patch)) {
        if (typeof value === 'string' && value.includes('youtu')) continue;
        expect(after[key as keyof Item], key).toEqual(value);
      }
      const update = (await auditRows(ctx.app, 'update')).find(
        (row) => row.resource === resource && row.record_id === String(item.id),
      );
      expect(update?.staff_id).toBe(admin.staff.id);
      expect(JSON.parse(update?.before ?? 'null')).toMatchObject({ id: item.id });

      const deleted = await call('DELETE', `${collection}/${item.id}`, { token: editor.token });
      expect(deleted.statusCode).toBe(204);
      expect(deleted.body).toBe('');
      expect((await call('GET', `${collection}/${item.id}`, { token: editor.token })).statusCode).toBe(404);
      expect((await call('DELETE', `${collection}/${item.id}`, { token: editor.token })).statusCode).toBe(
        404,
      );
      const removal = (await auditRows(ctx.app, 'delete')).find(
        (row) => row.resource === resource && row.record_id === String(item.id),
      );
      expect(JSON.parse(removal?.before ?? 'null')).toMatchObject({ id: item.id });
      expect(removal?.after).toBeNull();
    });

    it('unpublishes and publishes again, audited as such, and filters by it', async () => {
      const created = await call('POST', collection, {
        token: editor.token,
        body: { ...sample.create, sort_order: 7 },
      });
      const { id } = created.json<{ data: Item }>().data;
      const hidden = await call('PATCH', `${collection}/${id}`, {
        token: editor.token,
        body: { published: false },
      });
      expect(hidden.statusCode, hidden.body).toBe(200);
      expect(hidden.json<{ data: Item }>().data).toMatchObject({ published: false, sort_order: 7 });
      const unpublished = await call('GET', `${collection}?published=false&per_page=100`, {
        token: editor.token,
      });
      expect(unpublished.json<List>().data.map((row) => row.id)).toEqual([id]);
      const entry = (await auditRows(ctx.app, 'unpublish')).find(
        (row) => row.resource === resource && row.record_id === String(id),
      );
      expect(entry?.staff_id).toBe(editor.staff.id);

      const shown = await call('PATCH', `${collection}/${id}`, {
        token: editor.token,
        body: { published: true },
      });
      expect(shown.json<{ data: Item }>().data.published).toBe(true);
      expect(
        (await auditRows(ctx.app, 'publish')).some(
          (row) => row.resource === resource && row.record_id === String(id),
        ),
      ).toBe(true);
      await call('DELETE', `${collection}/${id}`, { token: editor.token });
    });

    for (const bad of sample.invalid) {
      it(`answers 422 with errors.${bad.field} for ${JSON.stringify(bad.body)}, on create and on change`, async () => {
        const before = (await auditRows(ctx.app)).length;
        const refused = await call('POST', collection, {
          token: editor.token,
          body: { ...sample.create, ...bad.body },
        });
        expect(refused.statusCode, refused.body).toBe(422);
        expect(refused.json<ErrorBody>()).toMatchObject({ message: MESSAGES.invalidInput });
        expect(Object.keys(refused.json<ErrorBody>().errors ?? {})).toEqual([bad.field]);

        const created = await call('POST', collection, { token: editor.token, body: sample.create });
        const { id } = created.json<{ data: Item }>().data;
        const patched = await call('PATCH', `${collection}/${id}`, { token: editor.token, body: bad.body });
        expect(patched.statusCode, patched.body).toBe(422);
        expect(Object.keys(patched.json<ErrorBody>().errors ?? {})).toEqual([bad.field]);
        const unchanged = await call('GET', `${collection}/${id}`, { token: editor.token });
        expect(unchanged.json<{ data: Item }>().data).toEqual(created.json<{ data: Item }>().data);
        await call('DELETE', `${collection}/${id}`, { token: editor.token });
        // create + delete of the valid record; nothing for the refusals.
        expect(await auditRows(ctx.app)).toHaveLength(before + 2);
      });
    }

    it('answers 401 without a session and 403 to finance and coordinator, on every route', async () => {
      const created = await call('POST', collection, { token: editor.token, body: sample.create });
      const { id } = created.json<{ data: Item }>().data;
      const routes = [
        ['GET', collection, undefined],
        ['GET', `${collection}/${id}`, undefined],
        ['POST', collection, sample.create],
        ['PATCH', `${collection}/${id}`, sample.patch],
        ['DELETE', `${collection}/${id}`, undefined],
      ] as const;
      for (const [method, url, body] of routes) {
        const anonymous = await call(method, url, body === undefined ? {} : { body });
        expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
        expect(anonymous.json<ErrorBody>().message).toBe(STAFF_MESSAGES.signInRequired);
        for (const outsider of [finance, coordinator]) {
          const refused = await call(method, url, {
            token: outsider.token,
            ...(body === undefined ? {} : { body }),
          });
          expect(refused.statusCode, `${method} ${url} as ${outsider.staff.role}`).toBe(403);
          expect(refused.json<ErrorBody>().message).toBe(STAFF_MESSAGES.forbidden);
        }
      }
      expect((await call('GET', `${collection}/${id}`, { token: editor.token })).statusCode).toBe(200);
      await call('DELETE', `${collection}/${id}`, { token: editor.token });
    });

    it('answers 404 for an unknown id', async () => {
      for (const method of ['GET', 'DELETE'] as const) {
        expect((await call(method, `${collection}/987654`, { token: editor.token })).statusCode).toBe(404);
      }
      const patch = await call('PATCH', `${collection}/987654`, { token: editor.token, body: sample.patch });
      expect(patch.statusCode).toBe(404);
    });
  });

  describe('lists', () => {
    it('page with per_page up to 100, sort and filter', async () => {
      const ids: number[] = [];
      for (const [title, counter] of [
        ['Alpha meals', 3],
        ['Beta meals', 1],
        ['Gamma meals', 2],
      ] as const) {
        const created = await call('POST', '/api/admin/counters', {
          token: editor.token,
          body: { title, counter, sort_order: counter },
        });
        ids.push(created.json<{ data: Item }>().data.id);
      }
      const page = await call('GET', '/api/admin/counters?q=meals&sort=title&per_page=2&page=2', {
        token: editor.token,
      });
      expect(page.json<List>()).toMatchObject({
        data: [{ id: ids[2] }],
        meta: { total: 3, page: 2, per_page: 2 },
      });
      const bySortOrder = await call('GET', '/api/admin/counters?q=meals&sort=-sort_order', {
        token: editor.token,
      });
      expect(bySortOrder.json<List>().data.map((row) => row.id)).toEqual([ids[0], ids[2], ids[1]]);
      for (const query of ['per_page=101', 'sort=password', 'page=0', 'published=maybe']) {
        const refused = await call('GET', `/api/admin/counters?${query}`, { token: editor.token });
        expect(refused.statusCode, query).toBe(422);
      }
    });

    it('filter events by category and status, galleries by category and testimonials by kind', async () => {
      const event = (category: string, status: number) =>
        call('POST', '/api/admin/events', {
          token: editor.token,
          body: { ...SAMPLES.events.create, name: `Filter ${category} ${status}`, category, status },
        }).then((r) => r.json<{ data: Item }>().data.id);
      const past = await event('madhava-seva', 1);
      await event('manava-seva', 1);
      await event('madhava-seva', 2);
      const filtered = await call('GET', '/api/admin/events?q=filter&category=madhava-seva&status=1', {
        token: editor.token,
      });
      expect(filtered.json<List>().data.map((row) => row.id)).toEqual([past]);
      expect((await call('GET', '/api/admin/events?status=4', { token: editor.token })).statusCode).toBe(422);

      const words = await call('POST', '/api/admin/testimonials', {
        token: editor.token,
        body: { kind: 1, testimonial: 'kind filter words', author: 'Ravi' },
      });
      await call('POST', '/api/admin/testimonials', {
        token: editor.token,
        body: { kind: 2, testimonial: 'https://youtu.be/dQw4w9WgXcQ', author: 'Ravi kind filter' },
      });
      const kinds = await call('GET', '/api/admin/testimonials?q=kind%20filter&kind=1', {
        token: editor.token,
      });
      expect(kinds.json<List>().data.map((row) => row.id)).toEqual([words.json<{ data: Item }>().data.id]);

      await call('POST', '/api/admin/gallery-images', {
        token: editor.token,
        body: { ...SAMPLES['gallery-images'].create, title: 'category filter one', category: 'manava-seva' },
      });
      const gallery = await call(
        'GET',
        '/api/admin/gallery-images?q=category%20filter&category=madhava-seva',
        {
          token: editor.token,
        },
      );
      expect(gallery.json<List>().meta.total).toBe(0);
    });
  });

  describe('events', () => {
    it('sanitise description HTML on save as the site does when rendering', async () => {
      const created = await call('POST', '/api/admin/events', {
        token: editor.token,
        body: {
          ...SAMPLES.events.create,
          description1:
            '<p onclick="steal()">Hello<script>alert(1)</script> <a href="javascript:alert(2)">link</a></p>',
          description2: '<iframe src="https://evil.example/"></iframe><img src="x" onerror="alert(3)">',
          description3: '<script>only()</script>',
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const item = created.json<{ data: Item & Record<string, unknown> }>().data;
      expect(item.description1).toBe('<p>Hello <a>link</a></p>');
      expect(item.description2).toBe('<img src="x">');
      // Nothing left to show: stored as absent.
      expect(item.description3).toBeNull();
    });

    it('drop <style> elements and style attributes on save: their CSS would reach the whole page', async () => {
      const created = await call('POST', '/api/admin/events', {
        token: editor.token,
        body: {
          ...SAMPLES.events.create,
          description1: '<p>Lunch</p><style>header{display:none}</style>',
          description2: '<div style="position:fixed;inset:0;z-index:999">Sign in again</div>',
          description3: '<p><span style="color:red">Sunday</span></p>',
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const item = created.json<{ data: Item & Record<string, unknown> }>().data;
      expect(item.description1).toBe('<p>Lunch</p>');
      expect(item.description2).toBe('<div>Sign in again</div>');
      expect(item.description3).toBe('<p><span>Sunday</span></p>');
    });

    it('keep gallery pictures and videos when their event is deleted, no longer attached to it', async () => {
      const event = await call('POST', '/api/admin/events', {
        token: editor.token,
        body: SAMPLES.events.create,
      });
      const eventId = event.json<{ data: Item }>().data.id;
      const image = await call('POST', '/api/admin/gallery-images', {
        token: editor.token,
        body: { ...SAMPLES['gallery-images'].create, event_id: eventId },
      });
      expect(image.statusCode, image.body).toBe(201);
      const imageId = image.json<{ data: Item }>().data.id;
      expect((await call('DELETE', `/api/admin/events/${eventId}`, { token: editor.token })).statusCode).toBe(
        204,
      );
      const kept = await call('GET', `/api/admin/gallery-images/${imageId}`, { token: editor.token });
      expect(kept.json<{ data: Item }>().data).toMatchObject({ id: imageId, event_id: null });
    });
  });

  it('documents the content routes in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject('/api/docs/json')).json<{ paths: Record<string, unknown> }>();
    for (const resource of CONTENT_RESOURCES) {
      expect(doc.paths, resource).toHaveProperty([`/api/admin/${resource}`]);
      expect(doc.paths, resource).toHaveProperty([`/api/admin/${resource}/{id}`]);
    }
  });
});
