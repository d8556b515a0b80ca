import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  INBOX_MESSAGES,
  MESSAGES,
  type contactMessageDetailResponseSchema,
  type contactMessageListResponseSchema,
  type ErrorBody,
} from '@charity/shared';
import { readSettings } from '#src/services/settings/settings.ts';
import { testDatabases, useTestApp, useTestCast } from '../../../../test/support/test-app.ts';
import { mailsTo, outboxSize } from '../../../../test/support/mail-outbox.ts';
import { itChecksRoles } from '../../../../test/support/admin-role-matrix.ts';
import { adminCall, auditRows, everyRole } from '../../../../test/support/staff-test-kit.ts';

type List = z.infer<typeof contactMessageListResponseSchema>;
type Detail = z.infer<typeof contactMessageDetailResponseSchema>;

describe.each(testDatabases)('contact inbox on %s', (database) => {
  const ctx = useTestApp(database);
  const members = useTestCast(ctx, everyRole);
  /** Ids of the messages inserted below, by label. */
  const ids: Record<string, number> = {};

  const insert = async (
    label: string,
    values: { first_name: string; last_name: string; email: string; message: string; created_at: string },
  ) => {
    const row = await ctx.app.db
      .insertInto('contact_messages')
      .values({ ...values, phone: '+919845012345' })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[label] = row.id;
    return row.id;
  };

  beforeAll(async () => {
    await insert('asha', {
      first_name: 'Asha',
      last_name: 'Rao',
      email: 'asha@example.org',
      message: 'We would like to sponsor a meal.\n\nPlease tell us how.',
      created_at: '2026-11-01T10:00:00.000Z',
    });
    await insert('ravi', {
      first_name: 'Ravi',
      last_name: 'Kumar',
      email: 'ravi@example.net',
      message: 'When is the next medical camp? 100% keen_to help',
      created_at: '2026-11-02T10:00:00.000Z',
    });
    await insert('meena', {
      first_name: 'Meena',
      last_name: 'Iyer',
      email: 'meena@example.org',
      message: 'Can I volunteer at the library on Sundays?',
      created_at: '2026-11-03T10:00:00.000Z',
    });
    await insert('matrix', {
      first_name: 'Matrix',
      last_name: 'Row',
      email: 'matrix@example.org',
      message: 'Used by the role matrix.',
      created_at: '2026-10-01T10:00:00.000Z',
    });
  });

  const coordinator = () => members.coordinator.token;
  const get = (url: string) => adminCall(ctx.app, 'GET', url, { token: coordinator() });

  describe('the role matrix', () => {
    itChecksRoles(
      () => ({ app: ctx.app, members }),
      [
        { method: 'GET', url: () => '/api/admin/contact-messages', roles: ['coordinator'] },
        {
          method: 'GET',
          url: () => `/api/admin/contact-messages/${ids.matrix}`,
          label: '/api/admin/contact-messages/{id}',
          roles: ['coordinator'],
        },
        {
          method: 'PATCH',
          url: () => `/api/admin/contact-messages/${ids.matrix}`,
          label: '/api/admin/contact-messages/{id}',
          body: () => ({ status: 'archived' }),
          roles: ['coordinator'],
        },
        {
          method: 'POST',
          url: () => `/api/admin/contact-messages/${ids.matrix}/reply`,
          label: '/api/admin/contact-messages/{id}/reply',
          body: () => ({ message: 'Thank you for writing.' }),
          roles: ['coordinator'],
        },
        {
          method: 'POST',
          url: () => `/api/admin/contact-messages/${ids.matrix}/reply/preview`,
          label: '/api/admin/contact-messages/{id}/reply/preview',
          body: () => ({ message: 'Thank you for writing.' }),
          roles: ['coordinator'],
        },
      ],
    );
  });

  it('documents its routes in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject('/api/docs/json')).json<{ paths: Record<string, unknown> }>();
    for (const path of [
      '/api/admin/contact-messages',
      '/api/admin/contact-messages/{id}',
      '/api/admin/contact-messages/{id}/reply',
      '/api/admin/contact-messages/{id}/reply/preview',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });

  it('lists newest first in the list envelope, every existing message starting as new', async () => {
    const response = await get('/api/admin/contact-messages?per_page=3');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<List>();
    expect(body.meta).toEqual({ total: 4, page: 1, per_page: 3 });
    expect(body.data.map((m) => m.id)).toEqual([ids.meena, ids.ravi, ids.asha]);
    expect(body.data[0]).toMatchObject({ status: 'new', updated_at: null, email: 'meena@example.org' });
    const second = (await get('/api/admin/contact-messages?per_page=3&page=2')).json<List>();
    expect(second.data.map((m) => m.id)).toEqual([ids.matrix]);
  });

  it.each([
    ['oldest first', 'date', ['matrix', 'asha', 'ravi', 'meena']],
    ['by name', 'name', ['asha', 'matrix', 'meena', 'ravi']],
    ['by name, Z to A', '-name', ['ravi', 'meena', 'matrix', 'asha']],
    ['newest first, as without a sort', '-date', ['meena', 'ravi', 'asha', 'matrix']],
  ])('sorts %s (sort=%s)', async (_label, sort, expected) => {
    const response = await get(`/api/admin/contact-messages?sort=${sort}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<List>().data.map((m) => m.id)).toEqual(expected.map((label) => ids[label]));
  });

  it('answers 422 on the sort field for a sort it does not offer', async () => {
    for (const sort of ['email', '-message', 'created_at;drop']) {
      const bad = await get(`/api/admin/contact-messages?sort=${encodeURIComponent(sort)}`);
      expect(bad.statusCode).toBe(422);
      expect(bad.json<ErrorBody>().errors).toEqual({ sort: 'Unknown sort order' });
    }
  });

  it.each([
    ['the whole name', 'asha rao', ['asha']],
    ['the e-mail address', 'EXAMPLE.NET', ['ravi']],
    ['the text', 'library', ['meena']],
    ['% and _ literally', '100% keen_', ['ravi']],
    ['a % alone, which matches no text without one', 'x%', []],
  ])('searches %s', async (_label, q, expected) => {
    const body = (await get(`/api/admin/contact-messages?q=${encodeURIComponent(q)}`)).json<List>();
    expect(body.data.map((m) => m.id)).toEqual(expected.map((label) => ids[label]));
    expect(body.meta.total).toBe(expected.length);
  });

  it('answers 422 with errors.<field> for a bad filter, and 404 for an unknown id', async () => {
    const bad = await get('/api/admin/contact-messages?status=spam&per_page=500');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<ErrorBody>().errors ?? {}).sort()).toEqual(['per_page', 'status']);
    const unknown = await get('/api/admin/contact-messages/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorBody>().message).toBe(MESSAGES.notFound);
  });

  it('changes the status, audited with before and after; the list filters by it', async () => {
    const before = (await auditRows(ctx.app)).length;
    const response = await adminCall(ctx.app, 'PATCH', `/api/admin/contact-messages/${ids.meena}`, {
      token: coordinator(),
      body: { status: 'archived' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<Detail>();
    expect(body.message).toBe(INBOX_MESSAGES.contactUpdated);
    expect(body.data).toMatchObject({ id: ids.meena, status: 'archived', updated_at: expect.any(String) });

    const entries = (await auditRows(ctx.app)).slice(before);
    expect(entries).toEqual([
      expect.objectContaining({
        staff_id: members.coordinator.staff.id,
        action: 'update',
        resource: 'contact-messages',
        record_id: String(ids.meena),
      }),
    ]);
    expect(JSON.parse(entries[0]!.before!)).toEqual({ status: 'new' });
    expect(JSON.parse(entries[0]!.after!)).toEqual({ status: 'archived' });

    const archived = (await get('/api/admin/contact-messages?status=archived')).json<List>();
    expect(archived.data.map((m) => m.id)).toEqual([ids.meena]);

    // The same status again changes nothing and adds no entry.
    const again = await adminCall(ctx.app, 'PATCH', `/api/admin/contact-messages/${ids.meena}`, {
      token: coordinator(),
      body: { status: 'archived' },
    });
    expect(again.statusCode).toBe(200);
    expect(await auditRows(ctx.app)).toHaveLength(before + 1);
  });

  it('writes nothing and audits nothing when the change is refused', async () => {
    const audits = (await auditRows(ctx.app)).length;
    const mails = await outboxSize(ctx.app);
    const cases = [
      ['PATCH', `/api/admin/contact-messages/${ids.asha}`, { status: 'deleted' }, 422, 'status'],
      ['PATCH', '/api/admin/contact-messages/999999', { status: 'archived' }, 404, null],
      ['POST', `/api/admin/contact-messages/${ids.asha}/reply`, { message: '   ' }, 422, 'message'],
      [
        'POST',
        `/api/admin/contact-messages/${ids.asha}/reply`,
        { message: 'x'.repeat(10_001) },
        422,
        'message',
      ],
      ['POST', '/api/admin/contact-messages/999999/reply', { message: 'Hello' }, 404, null],
      ['POST', '/api/admin/contact-messages/999999/reply/preview', { message: 'Hello' }, 404, null],
      ['POST', `/api/admin/contact-messages/${ids.asha}/reply/preview`, { message: ' ' }, 422, 'message'],
      ['POST', '/api/admin/contact-messages/abc/reply', { message: 'Hello' }, 422, 'id'],
    ] as const;
    for (const [method, url, body, status, field] of cases) {
      const response = await adminCall(ctx.app, method, url, { token: coordinator(), body });
      expect(response.statusCode, `${method} ${url}`).toBe(status);
      if (field) expect(response.json<ErrorBody>().errors).toHaveProperty([field]);
    }
    expect(await auditRows(ctx.app)).toHaveLength(audits);
    expect(await outboxSize(ctx.app)).toBe(mails);
    const asha = (await get(`/api/admin/contact-messages/${ids.asha}`)).json<Detail>().data;
    expect(asha).toMatchObject({ status: 'new', replies: [] });
  });

  it('previews the reply mail exactly as it would be sent, without storing, sending or logging anything', async () => {
    const audits = (await auditRows(ctx.app)).length;
    const mailsBefore = await outboxSize(ctx.app);
    const response = await adminCall(
      ctx.app,
      'POST',
      `/api/admin/contact-messages/${ids.ravi}/reply/preview`,
      { token: coordinator(), body: { message: 'Namaste Ravi,\n\nYes, <b>Sunday</b> works.' } },
    );
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<{ data: { subject: string; html: string; text: string } }>();
    const { settings } = await readSettings(ctx.app.db);
    expect(data.subject).toBe(`Re: your message to ${settings.site.name}`);
    expect(data.html).toMatch(/^<!DOCTYPE html>/);
    expect(data.html.match(/Namaste Ravi,<\/p>/g)).toHaveLength(1);
    // The reply is plain text: markup in it is shown, not obeyed.
    expect(data.html).toContain('Yes, &lt;b&gt;Sunday&lt;/b&gt; works.');
    expect(data.text).toContain('you wrote:');
    expect(await outboxSize(ctx.app)).toBe(mailsBefore);
    expect(await auditRows(ctx.app)).toHaveLength(audits);
    const ravi = (await get(`/api/admin/contact-messages/${ids.ravi}`)).json<Detail>().data;
    expect(ravi).toMatchObject({ status: 'new', replies: [] });
  });

  it('mails a reply exactly once, quoting the message, Reply-To the trust, and marks the message replied', async () => {
    const audits = (await auditRows(ctx.app)).length;
    const mailsBefore = await outboxSize(ctx.app);
    const response = await adminCall(ctx.app, 'POST', `/api/admin/contact-messages/${ids.asha}/reply`, {
      token: coordinator(),
      body: { message: '  Namaste Asha,\n\nA meal costs ₹5,000.\n\nCall us any morning.  ' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<Detail>();
    expect(body.message).toBe(INBOX_MESSAGES.contactReplied);
    expect(body.data).toMatchObject({ id: ids.asha, status: 'replied' });
    expect(body.data.replies).toEqual([
      {
        id: expect.any(Number),
        message: 'Namaste Asha,\n\nA meal costs ₹5,000.\n\nCall us any morning.',
        staff_id: members.coordinator.staff.id,
        staff_name: 'Test coordinator',
        created_at: expect.any(String),
      },
    ]);

    expect(await outboxSize(ctx.app)).toBe(mailsBefore + 1);
    const mails = await mailsTo(ctx.app, 'asha@example.org');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const { settings } = await readSettings(ctx.app.db);
    expect(mail?.subject).toBe(`Re: your message to ${settings.site.name}`);
    expect(JSON.parse(mail?.extras ?? '{}')).toEqual({ headers: { 'Reply-To': settings.site.email } });
    // The reply box owns the greeting: the mail says it once, as the coordinator wrote it, in both parts.
    expect(mail?.text_body.match(/Namaste Asha,/g)).toHaveLength(1);
    expect(mail?.html_body.match(/Namaste Asha,<\/p>/g)).toHaveLength(1);
    expect(mail?.text_body).toMatch(/=\n\nNamaste Asha,\n\nA meal costs/);
    expect(mail?.text_body).toContain('A meal costs ₹5,000.');
    expect(mail?.text_body).toContain('On 1 November 2026 you wrote:');
    expect(mail?.text_body).toContain('> We would like to sponsor a meal.');
    expect(mail?.text_body).toContain('> Please tell us how.');
    expect(mail?.html_body).toContain('&gt; We would like to sponsor a meal.');

    const entries = (await auditRows(ctx.app)).slice(audits);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      staff_id: members.coordinator.staff.id,
      action: 'reply',
      resource: 'contact-messages',
      record_id: String(ids.asha),
    });
    expect(JSON.parse(entries[0]!.after!)).toMatchObject({ status: 'replied', to: 'asha@example.org' });

    // A second reply is a second mail and joins the thread after the first.
    const second = await adminCall(ctx.app, 'POST', `/api/admin/contact-messages/${ids.asha}/reply`, {
      token: members.admin.token,
      body: { message: 'Following up.' },
    });
    expect(second.statusCode).toBe(201);
    expect(second.json<Detail>().data.replies.map((r) => [r.message, r.staff_name])).toEqual([
      ['Namaste Asha,\n\nA meal costs ₹5,000.\n\nCall us any morning.', 'Test coordinator'],
      ['Following up.', 'First Admin'],
    ]);
    expect(await mailsTo(ctx.app, 'asha@example.org')).toHaveLength(2);
    const replied = (await get('/api/admin/contact-messages?status=replied')).json<List>();
    expect(replied.data.map((m) => m.id)).toContain(ids.asha);
  });
});
