import { beforeAll, describe, expect, it } from 'vitest';
import {
  TRANSLATION_MESSAGES,
  type ContentTranslation,
  type EventDetail,
  type EventSummary,
  type Faq,
  type SitePage,
} from '@charity/shared';
import { testDatabases, useTestApp } from '../../../../test/support/test-app.ts';
import { auditRows, everyRole, type Enrolled } from '../../../../test/support/staff-test-kit.ts';
import { contentCall, SAMPLES } from '../../../../test/support/content-test-kit.ts';

type Row = { id: number; slug?: string };

/** docs/product/languages.md "Translating content"; docs/decisions/0076-content-translations.md. */
describe.each(testDatabases)('content translations on %s', (database) => {
  // The micro-cache on, as in production: a Kannada answer must never be kept for an English caller.
  const ctx = useTestApp(database, { options: { microCacheMs: 60_000 } });
  let roles: Record<'admin' | 'editor' | 'finance' | 'coordinator', Enrolled>;
  let about: Row;
  let eventId: number;
  beforeAll(async () => {
    roles = await everyRole(ctx.app);
    const pages = await call('GET', '/api/admin/pages?q=about&per_page=100');
    about = pages.json<{ data: Row[] }>().data.find((row) => row.slug === 'about')!;
    const created = await call('POST', '/api/admin/events', SAMPLES.events.create);
    expect(created.statusCode, created.body).toBe(201);
    eventId = created.json<{ data: Row }>().data.id;
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    token?: string,
  ) => contentCall(ctx.app, method, url, { token: token ?? roles.editor.token, ...(body ? { body } : {}) });
  const translation = async (resource: string, id: number) =>
    (await call('GET', `/api/admin/${resource}/${id}/translations/kn`)).json<{
      data: ContentTranslation | null;
    }>().data;
  const ids = async (resource: string, filter: string) =>
    (await call('GET', `/api/admin/${resource}?translation=${filter}&per_page=100`))
      .json<{ data: Row[] }>()
      .data.map((row) => row.id);

  it('saves a page in Kannada, sanitised, stamped and audited, and shows it under ?locale=kn only', async () => {
    expect(await translation('pages', about.id)).toBeNull();
    const saved = await call('PUT', `/api/admin/pages/${about.id}/translations/kn`, {
      title: 'ನಮ್ಮ ಬಗ್ಗೆ',
      body: '<h2>ನಮ್ಮ ಕಥೆ</h2><p onclick="steal()">ಸೇವೆ <script>alert(1)</script><a href="javascript:x()">ಇಲ್ಲಿ</a></p>',
      meta_description: '',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const data = saved.json<{ data: ContentTranslation; message: string }>();
    expect(data.message).toBe(TRANSLATION_MESSAGES.saved);
    expect(data.data).toMatchObject({
      title: 'ನಮ್ಮ ಬಗ್ಗೆ',
      body: '<h2>ನಮ್ಮ ಕಥೆ</h2><p>ಸೇವೆ <a>ಇಲ್ಲಿ</a></p>',
      meta_description: null,
      locale: 'kn',
      published: true,
      status: 'current',
      updated_by: { id: roles.editor.staff.id },
    });
    expect((data.data.source as Record<string, string>).title).toBe('About Us');

    const entry = (await auditRows(ctx.app, 'translate-kn')).find(
      (row) => row.resource === 'pages' && row.record_id === String(about.id),
    );
    expect(entry?.staff_id).toBe(roles.editor.staff.id);

    // English callers still read English, even right after a Kannada answer was cached.
    const kn = (await ctx.app.inject('/api/pages/about?locale=kn')).json<{ data: SitePage }>().data;
    expect(kn).toMatchObject({ title: 'ನಮ್ಮ ಬಗ್ಗೆ', locale: 'kn', untranslated: ['meta_description'] });
    const byHeader = await ctx.app.inject({
      url: '/api/pages/about',
      headers: { 'accept-language': 'kn-IN' },
    });
    expect(byHeader.json<{ data: SitePage }>().data.title).toBe('ನಮ್ಮ ಬಗ್ಗೆ');
    expect(byHeader.headers.vary).toMatch(/accept-language/i);
    const en = (await ctx.app.inject('/api/pages/about')).json<{ data: SitePage }>().data;
    expect(en).toMatchObject({ title: 'About Us', locale: 'en' });
    expect(en.untranslated).toBeUndefined();
  });

  it('marks a translation outdated when the English words change, and current again once re-saved', async () => {
    const page = await call('PATCH', `/api/admin/pages/${about.id}`, {
      meta_description: 'Who we are, revised.',
    });
    expect(page.statusCode, page.body).toBe(200);
    expect((await translation('pages', about.id))?.status).toBe('outdated');
    expect(await ids('pages', 'outdated')).toEqual([about.id]);
    expect(await ids('pages', 'current')).toEqual([]);
    expect(await ids('pages', 'missing')).not.toContain(about.id);

    const statuses = await call('GET', `/api/admin/pages/translation-status?ids=${about.id},999999`);
    expect(statuses.json()).toEqual({ data: { [about.id]: { kn: 'outdated' }, 999999: { kn: 'missing' } } });

    const resaved = await call('PUT', `/api/admin/pages/${about.id}/translations/kn`, {
      title: 'ನಮ್ಮ ಬಗ್ಗೆ',
      body: '<p>ಹೊಸ ಪಠ್ಯ</p>',
      meta_description: 'ನಾವು ಯಾರು',
    });
    expect(resaved.json<{ data: ContentTranslation }>().data.status).toBe('current');
    expect(await ids('pages', 'current')).toEqual([about.id]);
  });

  it('leaves a translation current when only the publishing switch or order changes', async () => {
    const saved = await call('PUT', `/api/admin/events/${eventId}/translations/kn`, {
      name: 'ಚಳಿಗಾಲದ ಕಂಬಳಿ ವಿತರಣೆ',
      description1: '<p>೮೦೦ ಕುಟುಂಬಗಳಿಗೆ ಕಂಬಳಿಗಳು.</p>',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await call('PATCH', `/api/admin/events/${eventId}`, { sort_order: 5 });
    expect((await translation('events', eventId))?.status).toBe('current');
    await call('PATCH', `/api/admin/events/${eventId}`, {
      description1: '<p>Blankets for 900 families.</p>',
    });
    expect((await translation('events', eventId))?.status).toBe('outdated');
  });

  it('shows an event in Kannada field by field, English where untranslated, and English again when withdrawn', async () => {
    const detail = (await ctx.app.inject(`/api/event/display/${eventId}?locale=kn`)).json<{
      data: EventDetail;
    }>().data;
    expect(detail).toMatchObject({
      name: 'ಚಳಿಗಾಲದ ಕಂಬಳಿ ವಿತರಣೆ',
      description1: '<p>೮೦೦ ಕುಟುಂಬಗಳಿಗೆ ಕಂಬಳಿಗಳು.</p>',
      description2: null,
      locale: 'kn',
    });
    expect(detail.untranslated).toBeUndefined();
    const list = (await ctx.app.inject('/api/event/paginate?status=0&locale=kn')).json<{
      data: EventSummary[];
    }>().data;
    expect(list.find((event) => event.id === eventId)).toMatchObject({
      name: 'ಚಳಿಗಾಲದ ಕಂಬಳಿ ವಿತರಣೆ',
      locale: 'kn',
    });

    // Withdrawn from visitors: the translation is kept for the editor, and visitors read the English.
    const hidden = await call('PUT', `/api/admin/events/${eventId}/translations/kn`, {
      name: 'ಚಳಿಗಾಲದ ಕಂಬಳಿ ವಿತರಣೆ',
      published: false,
    });
    expect(hidden.json<{ data: ContentTranslation }>().data.published).toBe(false);
    const english = (await ctx.app.inject(`/api/event/display/${eventId}?locale=kn`)).json<{
      data: EventDetail;
    }>().data;
    expect(english).toMatchObject({ name: 'Winter Blanket Drive', locale: 'en' });
  });

  it('translates FAQ answers, and deletes a translation (audited) so visitors read the English', async () => {
    const faqs = (await ctx.app.inject('/api/faq')).json<{ data: Faq[] }>().data;
    const first = faqs[0]!;
    const saved = await call('PUT', `/api/admin/faqs/${first.id}/translations/kn`, {
      question: 'ಪ್ರಶ್ನೆ?',
      answer: '<p>ಉತ್ತರ <img src=x onerror="steal()"></p>',
    });
    expect(saved.json<{ data: ContentTranslation }>().data.answer).toBe('<p>ಉತ್ತರ <img src="x"></p>');
    const kn = (await ctx.app.inject('/api/faq?locale=kn')).json<{ data: Faq[] }>().data;
    expect(kn[0]).toMatchObject({ id: first.id, question: 'ಪ್ರಶ್ನೆ?', locale: 'kn' });
    expect(kn[1]).toMatchObject({ locale: 'en' });

    const removed = await call('DELETE', `/api/admin/faqs/${first.id}/translations/kn`);
    expect(removed.statusCode).toBe(204);
    expect(
      (await auditRows(ctx.app, 'delete-translation-kn')).some((row) => row.record_id === String(first.id)),
    ).toBe(true);
    expect((await ctx.app.inject('/api/faq?locale=kn')).json<{ data: Faq[] }>().data[0]).toMatchObject({
      question: first.question,
      locale: 'en',
    });
    expect((await call('DELETE', `/api/admin/faqs/${first.id}/translations/kn`)).statusCode).toBe(404);
    expect(await ids('faqs', 'missing')).toContain(first.id);
  });

  it('refuses bad translations on the right field, never a 500', async () => {
    const cases: Array<[string, unknown, string]> = [
      [
        `/api/admin/pages/${about.id}/translations/kn`,
        { title: '', body: '', meta_description: null },
        'title',
      ],
      [`/api/admin/pages/${about.id}/translations/kn`, { title: 'x'.repeat(201) }, 'title'],
      [`/api/admin/pages/${about.id}/translations/kn`, { body: '<script>alert(1)</script>' }, 'body'],
      [`/api/admin/pages/${about.id}/translations/kn`, { title: 42 }, 'title'],
      [`/api/admin/faqs/1/translations/kn`, { question: 'ಸರಿ', published: 'yes' }, 'published'],
    ];
    for (const [url, body, field] of cases) {
      const response = await call('PUT', url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(
        response.json<{ errors: Record<string, string> }>().errors[field],
        JSON.stringify(body),
      ).toBeTruthy();
    }
    expect((await call('PUT', `/api/admin/pages/${about.id}/translations/kn`, {})).json()).toMatchObject({
      errors: { title: TRANSLATION_MESSAGES.empty },
    });
    for (const url of [
      `/api/admin/pages/${about.id}/translations/en`,
      `/api/admin/pages/${about.id}/translations/hi`,
      '/api/admin/pages/999999/translations/kn',
    ]) {
      const response = await call('PUT', url, { title: 'ಶೀರ್ಷಿಕೆ' });
      expect(response.statusCode, url).toBe(404);
    }
    // An editor's empty paragraph is an empty field (the English shows), not a refusal.
    const empty = await call('PUT', `/api/admin/pages/${about.id}/translations/kn`, {
      title: 'ನಮ್ಮ ಬಗ್ಗೆ',
      body: '<p></p>',
    });
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json<{ data: ContentTranslation }>().data.body).toBeNull();
    expect((await call('GET', '/api/admin/pages?translation=stale')).statusCode).toBe(422);
    expect((await call('GET', '/api/admin/pages/translation-status?ids=1;2')).statusCode).toBe(422);
  });

  it('is for editors and admins only', async () => {
    const url = `/api/admin/pages/${about.id}/translations/kn`;
    expect((await call('GET', url, undefined, roles.admin.token)).statusCode).toBe(200);
    for (const role of ['finance', 'coordinator'] as const) {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const response = await call(
          method,
          url,
          method === 'PUT' ? { title: 'ಕಳ್ಳ' } : undefined,
          roles[role].token,
        );
        expect(response.statusCode, `${role} ${method}`).toBe(403);
      }
    }
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('forgets the translations of a record deleted for good, and keeps them while it is in the trash', async () => {
    const created = await call('POST', '/api/admin/banners', SAMPLES.banners.create);
    const id = created.json<{ data: Row }>().data.id;
    await call('PUT', `/api/admin/banners/${id}/translations/kn`, { quote: 'ಸೇವೆಯೇ ಪೂಜೆ' });
    await call('DELETE', `/api/admin/banners/${id}`);
    const count = async () =>
      (
        await ctx.app.db
          .selectFrom('content_translations')
          .select('record_id')
          .where('resource', '=', 'banners')
          .where('record_id', '=', id)
          .execute()
      ).length;
    expect(await count()).toBe(1);
    const trash = await call('GET', '/api/admin/content/trash');
    const entry = trash
      .json<{ data: Array<{ id: number; record_id: number; resource: string }> }>()
      .data.find((row) => row.resource === 'banners' && row.record_id === id);
    expect((await call('DELETE', `/api/admin/content/trash/${entry!.id}`)).statusCode).toBe(204);
    expect(await count()).toBe(0);
  });
});
