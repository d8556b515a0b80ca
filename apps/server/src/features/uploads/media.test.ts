import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MEDIA_ALT_MAX,
  uploadResponseSchema,
  type ErrorBody,
  type EventDetail,
  type EventSummary,
  type MediaItem,
  type Page,
} from '@charity/shared';
import { jpegWithGps, pdf } from '../../../test/support/test-files.ts';
import { createTestApp, testDatabases, type TestContext } from '../../../test/support/test-app.ts';
import {
  adminCall,
  auditRows,
  expectUnknownSorts,
  firstAdmin,
  member,
  type Enrolled,
} from '../../../test/support/staff-test-kit.ts';
import { clearSiteState, readSiteState } from '#src/db/site-state.ts';
import { ADOPTED, createMediaLibrary, storageKeyOf } from './media-service.ts';

/** A multipart body with one file part, as a browser sends it. */
async function multipart(bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

describe.each(testDatabases)('the media library on %s', (database) => {
  let ctx: TestContext;
  let admin: Enrolled;
  let editor: Enrolled;
  let finance: Enrolled;
  beforeAll(async () => {
    ctx = await createTestApp(database);
    admin = await firstAdmin(ctx.app);
    editor = await member(ctx.app, admin, 'editor');
    finance = await member(ctx.app, admin, 'finance');
  });
  afterAll(() => ctx.close());

  const upload = async (bytes: Buffer, name: string, type: string) => {
    const body = await multipart(bytes, name, type);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      headers: { ...body.headers, authorization: `Bearer ${editor.token}` },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return uploadResponseSchema.parse(response.json()).data;
  };
  const list = async (query = '') => {
    const response = await adminCall(ctx.app, 'GET', `/api/admin/media-library${query}`, {
      token: editor.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page<MediaItem>>();
  };

  it('records uploads, searches and filters them, edits alt text, refuses to delete a used file and deletes an unused one', async () => {
    const photo = await upload(await jpegWithGps(1300, 900), 'Temple lamps.jpg', 'image/jpeg');
    const report = await upload(await pdf(), 'Annual report 2026.pdf', 'application/pdf');
    if (photo.kind !== 'image') throw new Error('expected a picture');
    expect(photo.media_id).toEqual(expect.any(Number));

    const all = await list();
    const listed = all.data.find((item) => item.id === photo.media_id);
    expect(listed).toMatchObject({
      kind: 'image',
      url: photo.url,
      original_name: 'Temple lamps.jpg',
      width: 1300,
      height: 900,
      bytes: photo.bytes,
      alt: '',
      caption: '',
      uploaded_by: editor.staff.name,
      used_in: [],
    });
    expect(listed?.renditions).toEqual(photo.renditions);
    expect((await list('?kind=pdf')).data.map((item) => item.original_name)).toEqual([
      'Annual report 2026.pdf',
    ]);
    expect((await list('?q=TEMPLE')).data.map((item) => item.id)).toEqual([photo.media_id]);
    expect((await list('?per_page=1')).meta).toMatchObject({ total: 2, per_page: 1 });
    const badKind = await adminCall(ctx.app, 'GET', '/api/admin/media-library?kind=video', {
      token: editor.token,
    });
    expect(badKind.statusCode).toBe(422);

    // Alt text and caption: trimmed, searchable, audited; too long is a 422 on the field.
    const url = `/api/admin/media-library/${photo.media_id}`;
    const edited = await adminCall(ctx.app, 'PATCH', url, {
      token: editor.token,
      body: { alt: '  Oil lamps lit at dusk in the temple  ', caption: 'Karthika Deepam, 2026' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ data: MediaItem }>().data).toMatchObject({
      alt: 'Oil lamps lit at dusk in the temple',
      caption: 'Karthika Deepam, 2026',
    });
    expect((await list('?q=dusk')).data.map((item) => item.id)).toEqual([photo.media_id]);
    expect((await list('?q=karthika')).data.map((item) => item.id)).toEqual([photo.media_id]);
    const update = (await auditRows(ctx.app, 'update')).find(
      (row) => row.resource === 'media-library' && row.record_id === String(photo.media_id),
    );
    expect(update?.staff_id).toBe(editor.staff.id);
    for (const [body, field] of [
      [{ alt: 'x'.repeat(MEDIA_ALT_MAX + 1) }, 'alt'],
      [{ caption: 'x'.repeat(1001) }, 'caption'],
      [{ alt: 5 }, 'alt'],
    ] as const) {
      const refused = await adminCall(ctx.app, 'PATCH', url, { token: editor.token, body });
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
      expect(refused.json<ErrorBody>().errors?.[field]).toEqual(expect.any(String));
    }
    expect(
      (
        await adminCall(ctx.app, 'PATCH', '/api/admin/media-library/999999', {
          token: editor.token,
          body: {},
        })
      ).statusCode,
    ).toBe(404);

    // An event shows two of its renditions: it is in use, the answer says where, and the public pages get its alt text.
    const [small, , large] = photo.renditions;
    const created = await adminCall(ctx.app, 'POST', '/api/admin/events', {
      token: editor.token,
      body: {
        name: 'Annadanam camp',
        image: large!.url,
        image_small: small!.url,
        category: 'manava-seva',
        status: 0,
        sdate: '2099-01-10',
        edate: '2099-01-12',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const eventId = created.json<{ data: { id: number } }>().data.id;

    const refused = await adminCall(ctx.app, 'DELETE', url, { token: editor.token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().message).toContain('Event: Annadanam camp');
    expect(
      (await adminCall(ctx.app, 'GET', url, { token: editor.token })).json<{ data: MediaItem }>().data
        .used_in,
    ).toEqual(['Event: Annadanam camp']);
    expect(await ctx.app.storage.exists(storageKeyOf(ctx.app.storage, photo.url)!)).toBe(true);

    // A fixed page's text showing it counts too (docs/product/content-and-pages.md "Pages as content").
    const pages = await adminCall(ctx.app, 'GET', '/api/admin/pages?q=disclaimer', { token: editor.token });
    const pageId = pages.json<{ data: Array<{ id: number }> }>().data[0]!.id;
    const withPicture = await adminCall(ctx.app, 'PATCH', `/api/admin/pages/${pageId}`, {
      token: editor.token,
      body: { body: `<p>Our lamps.</p><p><img src="${small!.url}" alt=""></p>` },
    });
    expect(withPicture.statusCode, withPicture.body).toBe(200);
    expect(
      (await adminCall(ctx.app, 'GET', url, { token: editor.token })).json<{ data: MediaItem }>().data
        .used_in,
    ).toEqual(['Event: Annadanam camp', 'Page text: Disclaimer']);
    // So does a page's draft (docs/product/console.md "Drafts of pages"): publishing it must find the file there.
    const drafted = await adminCall(ctx.app, 'PUT', `/api/admin/content/pages/${pageId}/draft`, {
      token: editor.token,
      body: { title: 'Disclaimer draft', image: large!.url, image_small: small!.url },
    });
    expect(drafted.statusCode, drafted.body).toBe(200);
    expect(
      (await adminCall(ctx.app, 'GET', url, { token: editor.token })).json<{ data: MediaItem }>().data
        .used_in,
    ).toEqual([
      'Event: Annadanam camp',
      'Page draft: Disclaimer draft',
      'Page text: Disclaimer',
      'Page draft text: Disclaimer draft',
    ]);
    await adminCall(ctx.app, 'DELETE', `/api/admin/content/pages/${pageId}/draft`, { token: editor.token });
    // As the page's own picture, the public page answer carries the library's alt text.
    const asPicture = await adminCall(ctx.app, 'PATCH', `/api/admin/pages/${pageId}`, {
      token: editor.token,
      body: { image: photo.url, image_small: small!.url },
    });
    expect(asPicture.statusCode, asPicture.body).toBe(200);
    const shownPage = await ctx.app.inject({ method: 'GET', url: '/api/pages/disclaimer' });
    expect(shownPage.json<{ data: { image_alt?: string } }>().data.image_alt).toBe(
      'Oil lamps lit at dusk in the temple',
    );
    await adminCall(ctx.app, 'PATCH', `/api/admin/pages/${pageId}`, {
      token: editor.token,
      body: { body: '<p>No picture now.</p>', image: null, image_small: null },
    });

    const detail = await ctx.app.inject({ method: 'GET', url: `/api/event/display/${eventId}` });
    expect(detail.json<{ data: EventDetail }>().data.image_alt).toBe('Oil lamps lit at dusk in the temple');
    const cards = await ctx.app.inject({ method: 'GET', url: '/api/event/paginate?status=0' });
    const card = cards.json<Page<EventSummary>>().data.find((event) => event.id === eventId);
    expect(card?.image_alt).toBe('Oil lamps lit at dusk in the temple');

    // The other public pictures carry it too: literature, crosswords, a picture media item and the popup.
    const db = ctx.app.db;
    const pictured = { image: photo.url, image_small: small!.url, publish_at: null, unpublish_at: null };
    const book = await db
      .insertInto('literature')
      .values({ ...pictured, title: 'Lamp book', file: report.url, is_pdf: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const puzzle = await db
      .insertInto('crosswords')
      .values({ ...pictured, title: 'Lamp puzzle' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const item = await db
      .insertInto('media')
      .values({ title: 'Lamp photo', type: 1, media: small!.url, publish_at: null, unpublish_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const popup = await db
      .insertInto('popups')
      .values({ ...pictured, title: 'Lamp popup', link: null, active: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const altOf = async (address: string, id: number) => {
      const answer = await ctx.app.inject({ method: 'GET', url: address });
      return answer
        .json<{ data: Array<{ id: number; image_alt?: string }> }>()
        .data.find((row) => row.id === id)?.image_alt;
    };
    const alt = 'Oil lamps lit at dusk in the temple';
    expect(await altOf('/api/literature/paginate', book.id)).toBe(alt);
    expect(await altOf('/api/crossword/paginate', puzzle.id)).toBe(alt);
    expect(await altOf('/api/media/paginate', item.id)).toBe(alt);
    const shown = await ctx.app.inject({ method: 'GET', url: '/api/popup/display' });
    expect(shown.json<{ data: { image_alt?: string } }>().data.image_alt).toBe(alt);
    await db.deleteFrom('literature').where('id', '=', book.id).execute();
    await db.deleteFrom('crosswords').where('id', '=', puzzle.id).execute();
    await db.deleteFrom('media').where('id', '=', item.id).execute();
    await db.deleteFrom('popups').where('id', '=', popup.id).execute();

    // Unused: deleted from the library and from storage, audited.
    const reportKey = storageKeyOf(ctx.app.storage, report.url)!;
    expect(await ctx.app.storage.exists(reportKey)).toBe(true);
    const deleted = await adminCall(ctx.app, 'DELETE', `/api/admin/media-library/${report.media_id}`, {
      token: editor.token,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await ctx.app.storage.exists(reportKey)).toBe(false);
    expect(
      (
        await adminCall(ctx.app, 'GET', `/api/admin/media-library/${report.media_id}`, {
          token: editor.token,
        })
      ).statusCode,
    ).toBe(404);
    const entry = (await auditRows(ctx.app, 'delete')).find(
      (row) => row.resource === 'media-library' && row.record_id === String(report.media_id),
    );
    expect(entry?.staff_id).toBe(editor.staff.id);

    // An event in the trash still holds its picture: restoring it must find the file (docs/product/console.md).
    expect(
      (await adminCall(ctx.app, 'DELETE', `/api/admin/events/${eventId}`, { token: editor.token }))
        .statusCode,
    ).toBe(204);
    expect(
      (await adminCall(ctx.app, 'GET', url, { token: editor.token })).json<{ data: MediaItem }>().data
        .used_in,
    ).toEqual(['In the trash: Annadanam camp']);
    expect((await adminCall(ctx.app, 'DELETE', url, { token: editor.token })).statusCode).toBe(409);
    const trash = await adminCall(ctx.app, 'GET', '/api/admin/content/trash', { token: editor.token });
    const trashId = trash
      .json<{ data: Array<{ id: number; record_id: number }> }>()
      .data.find((item) => item.record_id === eventId)!.id;
    const restored = await adminCall(ctx.app, 'POST', `/api/admin/content/trash/${trashId}/restore`, {
      token: editor.token,
    });
    expect(restored.statusCode, restored.body).toBeLessThan(300);

    // Once the event uses another picture, the photo is free to go, every rendition with it.
    const other = await upload(await jpegWithGps(900, 600), 'Other.jpg', 'image/jpeg');
    const moved = await adminCall(ctx.app, 'PATCH', `/api/admin/events/${eventId}`, {
      token: editor.token,
      body: { image: other.url, image_small: other.url },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await adminCall(ctx.app, 'DELETE', url, { token: admin.token })).statusCode).toBe(204);
    for (const rendition of photo.renditions) {
      expect(await ctx.app.storage.exists(storageKeyOf(ctx.app.storage, rendition.url)!)).toBe(false);
    }
    const after = await ctx.app.inject({ method: 'GET', url: `/api/event/display/${eventId}` });
    expect(after.json<{ data: EventDetail }>().data.image_alt).toBeUndefined();
  });

  it('registers files that records used before the library, on the first listing', async () => {
    // A database from before the library: the other tests' listings registered its files already; forget that.
    await clearSiteState(ctx.app.db, ADOPTED);
    const image = ctx.app.storage.publicUrl('images/seeded-lamp-1200.webp');
    const imageSmall = ctx.app.storage.publicUrl('images/seeded-lamp-720.webp');
    await ctx.app.db
      .insertInto('gallery_images')
      .values({
        image,
        image_small: imageSmall,
        title: 'Seeded lamp',
        category: 'madhava-seva',
        event_id: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    // An address outside the folder or bucket is not a file of ours.
    await ctx.app.db
      .insertInto('banners')
      .values({
        image: 'https://cdn.example.org/banner.webp',
        image_small: 'https://cdn.example.org/banner.webp',
        quote: 'Elsewhere',
        created_at: new Date().toISOString(),
      })
      .execute();
    const found = (await list('?q=seeded-lamp')).data;
    expect(found).toEqual([
      expect.objectContaining({
        url: image,
        original_name: 'seeded-lamp-1200.webp',
        bytes: null,
        uploaded_by: null,
        used_in: ['Gallery picture: Seeded lamp'],
      }),
    ]);
    expect((await list('?q=banner.webp')).data).toEqual([]);
    // Listing again registers nothing twice.
    expect((await list('?q=seeded-lamp')).meta.total).toBe(1);
  });

  it('looks for files from before the library once per database, not on every listing', async () => {
    await clearSiteState(ctx.app.db, ADOPTED);
    const older = (name: string) => ({
      image: ctx.app.storage.publicUrl(`images/${name}-1200.webp`),
      image_small: ctx.app.storage.publicUrl(`images/${name}-720.webp`),
      quote: name,
      created_at: new Date().toISOString(),
    });
    await ctx.app.db.insertInto('banners').values(older('once-diya')).execute();
    expect((await list('?q=once-diya')).meta.total).toBe(1);
    expect(await readSiteState(ctx.app.db, ADOPTED)).toBeDefined();

    // Done once: a record that gains an unknown file afterwards (since the library, files arrive by upload, which
    // registers them) is not looked for again, by this server or another on the same database.
    await ctx.app.db.insertInto('banners').values(older('later-diya')).execute();
    expect((await list('?q=later-diya')).meta.total).toBe(0);
    const otherServer = createMediaLibrary(ctx.app.db, ctx.app.storage);
    expect(
      (await otherServer.list({ page: 1, per_page: 20, q: 'later-diya', sort: '-date' })).meta.total,
    ).toBe(0);
    // "Used in" is still read afresh on each listing.
    expect((await list('?q=once-diya')).data[0]?.used_in).toEqual(['Banner: once-diya']);

    // The demo seed forgets the marker (its pictures go straight into records): the next listing looks again.
    await clearSiteState(ctx.app.db, ADOPTED);
    expect((await list('?q=later-diya')).meta.total).toBe(1);
  });

  it('is for editors and admins only', async () => {
    const none = await adminCall(ctx.app, 'GET', '/api/admin/media-library');
    expect(none.statusCode).toBe(401);
    for (const [method, url] of [
      ['GET', '/api/admin/media-library'],
      ['PATCH', '/api/admin/media-library/1'],
      ['DELETE', '/api/admin/media-library/1'],
    ] as const) {
      const response = await adminCall(ctx.app, method, url, {
        token: finance.token,
        body: method === 'PATCH' ? { alt: 'x' } : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(
      (await adminCall(ctx.app, 'GET', '/api/admin/media-library', { token: admin.token })).statusCode,
    ).toBe(200);
  });

  it('sorts by date, name or size, either way; without a sort, newest first as sort=-date', async () => {
    const made = [
      await upload(await jpegWithGps(900, 600), 'sortme Banyan.jpg', 'image/jpeg'),
      await upload(await pdf(), 'Sortme accounts.pdf', 'application/pdf'),
      await upload(await jpegWithGps(1300, 900), 'sortme Courtyard.jpg', 'image/jpeg'),
    ];
    const items = async (sort: string) => (await list(`?q=sortme&per_page=100${sort}`)).data;
    const ids = async (sort: string) => (await items(sort)).map((item) => item.id);
    const newest = await ids('');
    expect(newest).toEqual(made.map((file) => file.media_id).reverse());
    expect(await ids('&sort=-date')).toEqual(newest);
    expect(await ids('&sort=date')).toEqual([...newest].reverse());
    const names = (await items('&sort=name')).map((item) => item.original_name);
    expect(names).toEqual(['Sortme accounts.pdf', 'sortme Banyan.jpg', 'sortme Courtyard.jpg']);
    expect((await items('&sort=-name')).map((item) => item.original_name)).toEqual([...names].reverse());
    const sizes = (await items('&sort=size')).map((item) => item.bytes ?? 0);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    expect((await items('&sort=-size')).map((item) => item.bytes ?? 0)).toEqual([...sizes].reverse());
  });

  it('422 on sort for an order it does not offer', () =>
    expectUnknownSorts(ctx.app, editor.token, '/api/admin/media-library', ['kind', '-bytes', 'name desc']));
});
