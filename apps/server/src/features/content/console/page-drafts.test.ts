import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_DRAFT_MESSAGES, type PageDraft, type SitePage } from '@charity/shared';
import { testDatabases, useTestApp } from '../../../../test/support/test-app.ts';
import { auditRows, firstAdmin, member, type Enrolled } from '../../../../test/support/staff-test-kit.ts';
import { contentCall } from '../../../../test/support/content-test-kit.ts';

/** docs/product/console.md "Drafts of pages"; docs/decisions/0065-drafts-of-pages.md. */
describe.each(testDatabases)('drafts of pages on %s', (database) => {
  const ctx = useTestApp(database);
  let admin: Enrolled;
  let editor: Enrolled;
  let finance: Enrolled;
  let coordinator: Enrolled;
  beforeAll(async () => {
    admin = await firstAdmin(ctx.app);
    editor = await member(ctx.app, admin, 'editor');
    finance = await member(ctx.app, admin, 'finance');
    coordinator = await member(ctx.app, admin, 'coordinator');
  });

  const pageId = async (slug: string) =>
    (await ctx.app.db.selectFrom('pages').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
  const publicPage = async (slug: string) =>
    (await ctx.app.inject(`/api/pages/${slug}`)).json<{ data: SitePage }>().data;
  const draftUrl = (id: number) => `/api/admin/content/pages/${id}/draft`;
  const readDraft = async (id: number, token = editor.token) => {
    const response = await contentCall(ctx.app, 'GET', draftUrl(id), { token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: PageDraft | null }>().data;
  };
  /** What the page's preview link opens: the words its preview read answers. */
  const previewed = async (id: number) => {
    const minted = await contentCall(ctx.app, 'POST', `/api/admin/pages/${id}/preview`, {
      token: editor.token,
    });
    expect(minted.statusCode, minted.body).toBe(200);
    const read = await ctx.app.inject(`/api${minted.json<{ data: { url: string } }>().data.url}`);
    expect(read.statusCode, read.body).toBe(200);
    return read.json<{ data: SitePage }>().data;
  };
  const entriesFor = async (action: string, id: number) =>
    (await auditRows(ctx.app, action)).filter(
      (row) => row.resource === 'pages' && row.record_id === String(id),
    );

  it('keeps a draft from visitors, shows it in the console and the preview, and publishes it as a save', async () => {
    const id = await pageId('about');
    const before = await publicPage('about');

    const saved = await contentCall(ctx.app, 'PUT', draftUrl(id), {
      token: editor.token,
      body: { title: 'About Us (draft)', body: '<h2>Vision</h2><p onclick="x()">New words</p>' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ message: string }>().message).toBe(PAGE_DRAFT_MESSAGES.saved);
    const draft = saved.json<{ data: PageDraft }>().data;
    // Checked and sanitised as a save is; the fields not sent are the published page's.
    expect(draft).toMatchObject({
      title: 'About Us (draft)',
      body: '<h2>Vision</h2><p>New words</p>',
      meta_description: before.meta_description,
      saved_by: { id: editor.staff.id },
    });
    expect(Date.parse(draft.saved_at)).not.toBeNaN();
    expect(await readDraft(id)).toEqual(draft);

    // Visitors still read the published page; the preview reads the draft, exactly as the page will be.
    expect(await publicPage('about')).toEqual(before);
    expect(await previewed(id)).toMatchObject({
      slug: 'about',
      title: 'About Us (draft)',
      body: '<h2>Vision</h2><p>New words</p>',
    });
    expect((await entriesFor('save-draft', id)).at(-1)?.staff_id).toBe(editor.staff.id);

    // A second save changes the draft, merged over the draft rather than the published page.
    const again = await contentCall(ctx.app, 'PUT', draftUrl(id), {
      token: admin.token,
      body: { meta_description: 'Who we are, revised.' },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<{ data: PageDraft }>().data).toMatchObject({
      title: 'About Us (draft)',
      meta_description: 'Who we are, revised.',
      saved_by: { id: admin.staff.id },
    });
    expect(await publicPage('about')).toEqual(before);

    const published = await contentCall(ctx.app, 'POST', `${draftUrl(id)}/publish`, { token: editor.token });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<{ message: string }>().message).toBe(PAGE_DRAFT_MESSAGES.published);
    expect(await publicPage('about')).toMatchObject({
      title: 'About Us (draft)',
      body: '<h2>Vision</h2><p>New words</p>',
      meta_description: 'Who we are, revised.',
    });
    expect(await readDraft(id)).toBeNull();

    const revisions = await contentCall(ctx.app, 'GET', `/api/admin/content/pages/${id}/revisions`, {
      token: editor.token,
    });
    const latest = revisions.json<{ data: Array<{ action: string; changed: string[] }> }>().data[0];
    expect(latest).toMatchObject({ action: 'publish-draft' });
    expect(latest?.changed).toEqual(expect.arrayContaining(['title', 'body', 'meta_description']));
    const [entry] = await entriesFor('publish-draft', id);
    expect(entry?.staff_id).toBe(editor.staff.id);
    expect(JSON.parse(entry?.after ?? '{}')).toMatchObject({ title: 'About Us (draft)' });

    // Nothing left to publish: a second publish (another tab) is refused and changes nothing.
    const twice = await contentCall(ctx.app, 'POST', `${draftUrl(id)}/publish`, { token: editor.token });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: PAGE_DRAFT_MESSAGES.noDraft });
    expect(await entriesFor('publish-draft', id)).toHaveLength(1);
  });

  it('discards a draft, audited, leaving the page as published', async () => {
    const id = await pageId('disclaimer');
    const before = await publicPage('disclaimer');
    await contentCall(ctx.app, 'PUT', draftUrl(id), { token: editor.token, body: { title: 'A mistake' } });
    expect((await previewed(id)).title).toBe('A mistake');

    const discarded = await contentCall(ctx.app, 'DELETE', draftUrl(id), { token: editor.token });
    expect(discarded.statusCode, discarded.body).toBe(204);
    expect(await readDraft(id)).toBeNull();
    expect(await publicPage('disclaimer')).toEqual(before);
    expect((await previewed(id)).title).toBe(before.title);
    const [entry] = await entriesFor('discard-draft', id);
    expect(entry?.staff_id).toBe(editor.staff.id);
    expect(JSON.parse(entry?.before ?? '{}')).toMatchObject({ title: 'A mistake' });

    const again = await contentCall(ctx.app, 'DELETE', draftUrl(id), { token: editor.token });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a draft that could not be published, on the right field, and keeps no draft', async () => {
    const id = await pageId('privacy-policy');
    for (const [body, field] of [
      [{ body: '<script>alert(1)</script>' }, 'body'],
      [{ title: ' ' }, 'title'],
      [{ meta_description: 'x'.repeat(301) }, 'meta_description'],
    ] as const) {
      const response = await contentCall(ctx.app, 'PUT', draftUrl(id), { token: editor.token, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json<{ errors: Record<string, string> }>().errors[field]).toBeTruthy();
    }
    expect(await readDraft(id)).toBeNull();
  });

  it('answers 404 for no such page, and lets only editors and admins near drafts', async () => {
    const missing = await contentCall(ctx.app, 'PUT', draftUrl(99_999), {
      token: editor.token,
      body: { title: 'Nowhere' },
    });
    expect(missing.statusCode).toBe(404);

    const id = await pageId('terms-condition');
    const before = await publicPage('terms-condition');
    await contentCall(ctx.app, 'PUT', draftUrl(id), {
      token: editor.token,
      body: { title: 'Pending terms' },
    });
    for (const outsider of [finance, coordinator]) {
      for (const [method, url, body] of [
        ['GET', draftUrl(id), undefined],
        ['PUT', draftUrl(id), { title: 'Hijacked' }],
        ['POST', `${draftUrl(id)}/publish`, undefined],
        ['DELETE', draftUrl(id), undefined],
      ] as const) {
        const response = await contentCall(ctx.app, method, url, {
          token: outsider.token,
          ...(body ? { body } : {}),
        });
        expect(response.statusCode, `${outsider.staff.role} ${method} ${url}`).toBe(403);
      }
    }
    expect((await contentCall(ctx.app, 'GET', draftUrl(id))).statusCode).toBe(401);
    expect((await readDraft(id, admin.token))?.title).toBe('Pending terms');
    expect(await publicPage('terms-condition')).toEqual(before);
  });
});
