import { beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES, PAGE_SLUGS, type Faq, type SitePage } from '@charity/shared';
import { DEFAULT_FAQS, SITE_DEFAULT_PAGES } from '@charity/shared/default-pages';
import { testDatabases, useTestApp } from '../../../test/support/test-app.ts';
import { auditRows, firstAdmin, member, type Enrolled } from '../../../test/support/staff-test-kit.ts';
import { contentCall } from '../../../test/support/content-test-kit.ts';

type AdminPage = SitePage & { id: number; updated_by: string | null };

/** docs/product/content-and-pages.md "Pages as content". */
describe.each(testDatabases)('pages as content on %s', (database) => {
  const ctx = useTestApp(database);
  let editor: Enrolled;
  let finance: Enrolled;
  let coordinator: Enrolled;
  beforeAll(async () => {
    const admin = await firstAdmin(ctx.app);
    editor = await member(ctx.app, admin, 'editor');
    finance = await member(ctx.app, admin, 'finance');
    coordinator = await member(ctx.app, admin, 'coordinator');
  });

  const publicPage = async (slug: string) => {
    const response = await ctx.app.inject(`/api/pages/${slug}`);
    return { status: response.statusCode, data: response.json<{ data: SitePage }>().data };
  };
  const adminPage = async (slug: string) => {
    const list = await contentCall(ctx.app, 'GET', `/api/admin/pages?q=${slug}&per_page=100`, {
      token: editor.token,
    });
    const page = list.json<{ data: AdminPage[] }>().data.find((row) => row.slug === slug);
    expect(page, slug).toBeDefined();
    return page!;
  };

  it('starts with every page and question the site shipped with, word for word', async () => {
    for (const page of SITE_DEFAULT_PAGES) {
      const { status, data } = await publicPage(page.slug);
      expect(status).toBe(200);
      expect(data).toMatchObject({ ...page, image: null, updated_at: null });
    }
    expect(SITE_DEFAULT_PAGES.map((page) => page.slug).sort()).toEqual([...PAGE_SLUGS].sort());
    const faq = (await ctx.app.inject('/api/faq')).json<{ data: Faq[] }>().data;
    expect(faq.map(({ section, question, answer }) => ({ section, question, answer }))).toEqual(DEFAULT_FAQS);
  });

  it('answers 404 for a slug that is no page', async () => {
    for (const slug of ['nope', 'faqs', '..%2Fabout']) {
      const response = await ctx.app.inject(`/api/pages/${slug}`);
      expect(response.statusCode, slug).toBe(404);
      expect(response.json()).toEqual({ message: 'Page not found' });
    }
  });

  it('lets an editor change the words, saved sanitised, stamped, audited and shown at once', async () => {
    const page = await adminPage('disclaimer');
    const response = await contentCall(ctx.app, 'PATCH', `/api/admin/pages/${page.id}`, {
      token: editor.token,
      body: {
        title: 'Disclaimer (revised)',
        body: '<h2>New</h2><p onclick="steal()">Changed <script>alert(1)</script><a href="javascript:x()">words</a></p>',
        meta_description: 'The limits, revised.',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<{ data: AdminPage }>().data;
    expect(saved).toMatchObject({
      slug: 'disclaimer',
      body: '<h2>New</h2><p>Changed <a>words</a></p>',
      updated_by: editor.staff.id,
    });
    expect(Date.parse(saved.updated_at ?? '')).not.toBeNaN();

    const { data } = await publicPage('disclaimer');
    expect(data).toMatchObject({
      title: 'Disclaimer (revised)',
      body: '<h2>New</h2><p>Changed <a>words</a></p>',
      meta_description: 'The limits, revised.',
    });
    const entry = (await auditRows(ctx.app, 'update')).find(
      (row) => row.resource === 'pages' && row.record_id === String(page.id),
    );
    expect(entry?.staff_id).toBe(editor.staff.id);

    // The slug is the page's: a change that names it leaves it as it is.
    await contentCall(ctx.app, 'PATCH', `/api/admin/pages/${page.id}`, {
      token: editor.token,
      body: { slug: 'elsewhere' },
    });
    expect((await publicPage('disclaimer')).status).toBe(200);
  });

  it('refuses a body that sanitises to nothing, and an empty title, on the right field', async () => {
    const page = await adminPage('privacy-policy');
    for (const [body, field] of [
      [{ body: '<script>alert(1)</script>' }, 'body'],
      [{ title: ' ' }, 'title'],
    ] as const) {
      const response = await contentCall(ctx.app, 'PATCH', `/api/admin/pages/${page.id}`, {
        token: editor.token,
        body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json<{ errors: Record<string, string> }>().errors[field]).toBeTruthy();
    }
    const response = await contentCall(ctx.app, 'PATCH', `/api/admin/pages/${page.id}`, {
      token: editor.token,
      body: { body: '<script>x</script>' },
    });
    expect(response.json<{ errors: Record<string, string> }>().errors.body).toBe(CONTENT_MESSAGES.emptyText);
  });

  it('offers no way to create or delete a page, and none at all to other roles', async () => {
    const page = await adminPage('about');
    const create = await contentCall(ctx.app, 'POST', '/api/admin/pages', {
      token: editor.token,
      body: { title: 'New', body: '<p>x</p>', meta_description: 'x' },
    });
    expect(create.statusCode).toBe(404);
    const remove = await contentCall(ctx.app, 'DELETE', `/api/admin/pages/${page.id}`, {
      token: editor.token,
    });
    expect(remove.statusCode).toBe(404);
    expect((await publicPage('about')).status).toBe(200);

    for (const outsider of [finance, coordinator]) {
      for (const [method, url, body] of [
        ['GET', '/api/admin/pages', undefined],
        ['PATCH', `/api/admin/pages/${page.id}`, { title: 'Hijacked' }],
        ['PATCH', '/api/admin/faqs/1', { question: 'Hijacked?' }],
      ] as const) {
        const response = await contentCall(ctx.app, method, url, {
          token: outsider.token,
          ...(body ? { body } : {}),
        });
        expect(response.statusCode, `${outsider.staff.role} ${method} ${url}`).toBe(403);
      }
    }
    expect((await publicPage('about')).data.title).toBe('About Us');
  });

  it('shows the FAQ in the order the editor sets, with sanitised answers', async () => {
    const list = (await ctx.app.inject('/api/faq')).json<{ data: Faq[] }>().data;
    const reversed = list.map((faq) => faq.id).reverse();
    const order = await contentCall(ctx.app, 'PUT', '/api/admin/faqs/order', {
      token: editor.token,
      body: { ids: reversed },
    });
    expect(order.statusCode, order.body).toBe(200);
    const changed = await contentCall(ctx.app, 'PATCH', `/api/admin/faqs/${reversed[0]}`, {
      token: editor.token,
      body: { answer: '<p>Now <img src=x onerror="steal()">answered.</p>' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = (await ctx.app.inject('/api/faq')).json<{ data: Faq[] }>().data;
    expect(after.map((faq) => faq.id)).toEqual(reversed);
    expect(after[0]?.answer).toBe('<p>Now <img src="x">answered.</p>');
  });
});
