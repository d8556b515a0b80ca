import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ErrorBody, Newsletter, NewsletterPreview, StaffRole } from '@charity/shared';
import { startSmtpStandIn, type SmtpStandIn } from '@charity/test-support';
import { buildApp } from '#src/app.ts';
import { createTestApp, testDatabases, type TestContext } from '../../../test/support/test-app.ts';
import { itChecksRoles } from '../../../test/support/admin-role-matrix.ts';
import { manualClock, recordingLogger } from '../../../test/support/mail-worker.ts';
import {
  adminCall,
  expectUnknownSorts,
  auditRows,
  firstAdmin,
  member,
  type Enrolled,
} from '../../../test/support/staff-test-kit.ts';
import { verifyUnsubscribeToken } from '#src/services/mail/newsletter-mail.ts';
import { createNewsletterDispatcher } from './dispatcher.ts';

type Topic = 'event' | 'newsletter' | 'blog' | 'ebook';
type State = 'confirmed' | 'pending' | 'unsubscribed';

const BODY =
  '<h2>Annadanam on Sunday</h2><p>Join us at <a href="https://example.org/e/1">the hall</a>.</p><script>alert(1)</script>';

describe.each(testDatabases)('newsletters on %s', (database) => {
  let ctx: TestContext;
  let smtp: SmtpStandIn;
  const members = {} as Record<StaffRole, Enrolled>;
  let serial = 0;

  const addSubscriber = async (topics: Topic[], state: State = 'confirmed', locale: 'en' | 'kn' = 'en') => {
    serial++;
    const flag = (topic: Topic) => (topics.includes(topic) ? 1 : 0);
    const email = `reader${serial}@example.org`;
    const row = await ctx.app.db
      .insertInto('subscriptions')
      .values({
        name: `Reader ${serial}`,
        email,
        phone: '+919845012345',
        ebook: flag('ebook'),
        event: flag('event'),
        blog: flag('blog'),
        crossword: 0,
        newsletter: flag('newsletter'),
        confirm_token_hash: state === 'pending' ? `hash-${serial}` : null,
        confirm_expires_at: null,
        confirmed_at: state === 'pending' ? null : '2026-11-05T10:00:00.000Z',
        unsubscribed_at: state === 'unsubscribed' ? '2026-11-06T10:00:00.000Z' : null,
        updated_at: '2026-11-05T10:00:00.000Z',
        locale,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, email };
  };

  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    body?: unknown,
    as: StaffRole = 'coordinator',
  ) => adminCall(ctx.app, method, url, { token: members[as].token, ...(body === undefined ? {} : { body }) });

  const draft = async (values: Record<string, unknown> = {}) => {
    const response = await call('POST', '/api/admin/newsletters', {
      subject: 'Seva news',
      body_html: BODY,
      topics: ['event'],
      ...values,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: Newsletter }>().data;
  };

  const read = async (id: number) => {
    const response = await call('GET', `/api/admin/newsletters/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Newsletter }>().data;
  };

  const startSend = async (id: number) => {
    const response = await call('POST', `/api/admin/newsletters/${id}/send`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Newsletter }>().data;
  };

  /** The mails the SMTP stand-in received for one newsletter subject, by recipient. */
  const receivedBy = (subject: string) => {
    const counts = new Map<string, number>();
    for (const mail of smtp.received.filter((m) => m.parsed.subject === subject)) {
      for (const to of mail.to) counts.set(to, (counts.get(to) ?? 0) + 1);
    }
    return counts;
  };

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    ctx = await createTestApp(database, { SMTP_URL: smtp.url });
    members.admin = await firstAdmin(ctx.app);
    for (const role of ['editor', 'finance', 'coordinator'] as const)
      members[role] = await member(ctx.app, members.admin, role);
    await addSubscriber(['event']);
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });
  beforeEach(async () => {
    // Each test counts the subscribers it adds; those of earlier tests are unsubscribed (still in the table).
    await ctx.app.db
      .updateTable('subscriptions')
      .set({ unsubscribed_at: '2026-11-20T00:00:00.000Z' })
      .execute();
    await ctx.app.db
      .updateTable('newsletters')
      .set({ status: 'sent' })
      .where('status', '!=', 'draft')
      .execute();
  });

  describe('the role matrix', () => {
    let id = 0;
    beforeAll(async () => {
      id = (await draft()).id;
    });
    const body = () => ({ subject: 'Matrix', body_html: '<p>Hello</p>', topics: ['blog'] });
    itChecksRoles(
      () => ({ app: ctx.app, members }),
      [
        { method: 'GET', url: () => '/api/admin/newsletters', roles: ['coordinator'] },
        { method: 'POST', url: () => '/api/admin/newsletters', body, roles: ['coordinator'] },
        { method: 'POST', url: () => '/api/admin/newsletters/preview', body, roles: ['coordinator'] },
        {
          method: 'GET',
          url: () => `/api/admin/newsletters/${id}`,
          label: '/api/admin/newsletters/{id}',
          roles: ['coordinator'],
        },
        {
          method: 'PATCH',
          url: () => `/api/admin/newsletters/${id}`,
          label: '/api/admin/newsletters/{id}',
          body,
          roles: ['coordinator'],
        },
        {
          method: 'POST',
          url: () => `/api/admin/newsletters/${id}/test`,
          label: '/api/admin/newsletters/{id}/test',
          roles: ['coordinator'],
        },
      ],
    );

    it('refuses send, pause and resume to editor and finance (403) and to nobody (401)', async () => {
      for (const action of ['send', 'pause', 'resume']) {
        for (const role of ['editor', 'finance'] as const) {
          const response = await call('POST', `/api/admin/newsletters/${id}/${action}`, undefined, role);
          expect(response.statusCode, `${action} as ${role}`).toBe(403);
        }
        const anonymous = await adminCall(ctx.app, 'POST', `/api/admin/newsletters/${id}/${action}`, {});
        expect(anonymous.statusCode).toBe(401);
      }
      expect((await read(id)).status).toBe('draft');
    });
  });

  it('documents its routes in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject('/api/docs/json')).json<{ paths: Record<string, unknown> }>();
    for (const path of [
      '/api/admin/newsletters',
      '/api/admin/newsletters/preview',
      '/api/admin/newsletters/{id}',
      '/api/admin/newsletters/{id}/send',
      '/api/admin/newsletters/{id}/pause',
      '/api/admin/newsletters/{id}/resume',
      '/api/admin/newsletters/{id}/test',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });

  it('refuses bad input with 422 on the field, unknown ids with 404', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ subject: ' ' }, 'subject'],
      [{ subject: 'x'.repeat(201) }, 'subject'],
      [{ body_html: '' }, 'body_html'],
      [{ body_html: '<script>alert(1)</script>' }, 'body_html'],
      [{ topics: [] }, 'topics'],
      [{ topics: ['crossword'] }, 'topics'],
      [{ rate_per_minute: 0 }, 'rate_per_minute'],
      [{ rate_per_minute: 6001 }, 'rate_per_minute'],
    ];
    for (const [values, field] of cases) {
      const response = await call('POST', '/api/admin/newsletters', {
        subject: 'Seva news',
        body_html: BODY,
        topics: ['event'],
        ...values,
      });
      expect(response.statusCode, JSON.stringify(values)).toBe(422);
      expect(Object.keys(response.json<ErrorBody>().errors ?? {}), JSON.stringify(values)).toContain(field);
    }
    for (const [method, url] of [
      ['GET', '/api/admin/newsletters/999999'],
      ['POST', '/api/admin/newsletters/999999/send'],
      ['POST', '/api/admin/newsletters/999999/pause'],
      ['POST', '/api/admin/newsletters/999999/test'],
    ] as const) {
      expect((await call(method, url)).statusCode, url).toBe(404);
    }
    const patch = await call('PATCH', '/api/admin/newsletters/999999', {
      subject: 'x',
      body_html: '<p>x</p>',
      topics: ['event'],
    });
    expect(patch.statusCode).toBe(404);
  });

  it('drops <style> elements and style attributes from the body, in the draft and the preview', async () => {
    const body_html =
      '<p>Annadanam</p><style>.seva-hide{display:none}</style><p style="position:fixed;inset:0">Sign in</p>';
    const created = await draft({ body_html });
    expect(created.body_html).toBe('<p>Annadanam</p><p>Sign in</p>');
    const preview = await call('POST', '/api/admin/newsletters/preview', {
      subject: 'Seva news',
      body_html,
      topics: ['blog'],
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const { html } = preview.json<{ data: NewsletterPreview }>().data;
    expect(html).toContain('Annadanam');
    expect(html).not.toContain('seva-hide');
    expect(html).not.toContain('position:fixed');
  });

  it('keeps the body sanitised, previews it with the reach, and mails a test to the member only', async () => {
    await addSubscriber(['event', 'blog']);
    await addSubscriber(['blog']);
    const created = await draft({ topics: ['blog', 'event'] });
    expect(created.body_html).not.toContain('script');
    expect(created.topics).toEqual(['event', 'blog']);
    expect(created.status).toBe('draft');
    expect(created.counts).toEqual({ recipients: 0, waiting: 0, queued: 0, sent: 0, failed: 0, skipped: 0 });

    const preview = await call('POST', '/api/admin/newsletters/preview', {
      subject: 'Seva news',
      body_html: BODY,
      topics: ['blog'],
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const shown = preview.json<{ data: NewsletterPreview }>().data;
    expect(shown.recipients).toBe(2);
    expect(shown.html).toContain('Annadanam on Sunday');
    expect(shown.html).not.toContain('<script');
    expect(shown.text).toContain('Join us at the hall (https://example.org/e/1).');
    expect(shown.text).toContain('Unsubscribe: ');

    const test = await call('POST', `/api/admin/newsletters/${created.id}/test`);
    expect(test.statusCode, test.body).toBe(200);
    await ctx.app.mail.flush();
    const mail = await smtp.waitFor((m) => m.parsed.subject === '[Test] Seva news');
    expect(mail.to).toEqual([members.coordinator.email]);
    expect(mail.parsed.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // A test mail is not part of the send: nothing counts, nobody else got it.
    expect((await read(created.id)).counts.sent).toBe(0);
    const audits = await auditRows(ctx.app, 'test-mail');
    expect(audits.at(-1)).toMatchObject({ resource: 'newsletters', record_id: String(created.id) });
  });

  it('lists newest first, or sorted by date or subject either way; 422 on sort for an order it does not offer', async () => {
    const made = [
      await draft({ subject: 'Monsoon relief' }),
      await draft({ subject: 'annual report' }),
      await draft({ subject: 'Temple festival' }),
    ];
    const mine = new Set(made.map((n) => n.id));
    const ids = async (query: string) => {
      const response = await call('GET', `/api/admin/newsletters?per_page=100${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: Newsletter[] }>().data.flatMap((n) => (mine.has(n.id) ? [n.id] : []));
    };
    const [monsoon, annual, temple] = made.map((n) => n.id);
    expect(await ids('')).toEqual([temple, annual, monsoon]);
    expect(await ids('&sort=-date')).toEqual([temple, annual, monsoon]);
    expect(await ids('&sort=date')).toEqual([monsoon, annual, temple]);
    expect(await ids('&sort=subject')).toEqual([annual, monsoon, temple]);
    expect(await ids('&sort=-subject')).toEqual([temple, monsoon, annual]);
    await expectUnknownSorts(ctx.app, members.coordinator.token, '/api/admin/newsletters', [
      'status',
      '-id',
      'subject desc',
    ]);
  });

  it('sends its Kannada version to subscribers who signed up in Kannada, and the English to everyone else', async () => {
    const kannadaReader = await addSubscriber(['event'], 'confirmed', 'kn');
    const englishReader = await addSubscriber(['event']);
    const created = await draft({
      subject: 'Seva news in two languages',
      translations: {
        kn: {
          subject: 'ಎರಡು ಭಾಷೆಗಳಲ್ಲಿ ಸೇವಾ ಸುದ್ದಿ',
          body_html: '<p>ಭಾನುವಾರ ಅನ್ನದಾನ.</p><script>alert(1)</script>',
        },
      },
    });
    // Kept sanitised like the English, and read back with it.
    expect(created.translations).toEqual({
      kn: { subject: 'ಎರಡು ಭಾಷೆಗಳಲ್ಲಿ ಸೇವಾ ಸುದ್ದಿ', body_html: '<p>ಭಾನುವಾರ ಅನ್ನದಾನ.</p>' },
    });
    const preview = await call('POST', '/api/admin/newsletters/preview', {
      subject: created.subject,
      body_html: created.body_html,
      topics: ['event'],
      translations: created.translations,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const previewed = preview.json<{ data: NewsletterPreview }>().data;
    expect(previewed.subject).toBe('Seva news in two languages');
    expect(previewed.versions.kn?.subject).toBe('ಎರಡು ಭಾಷೆಗಳಲ್ಲಿ ಸೇವಾ ಸುದ್ದಿ');
    expect(previewed.versions.kn?.html).toContain('lang="kn"');

    await startSend(created.id);
    const dispatcher = createNewsletterDispatcher(
      { db: ctx.app.db, config: ctx.config, log: recordingLogger() },
      { now: manualClock(Date.parse('2026-11-25T10:00:00.000Z')).now },
    );
    expect((await dispatcher.dispatch()).queued).toBe(2);
    await ctx.app.mail.flush();
    const kannada = smtp.received.find((m) => m.to.includes(kannadaReader.email))!;
    expect(kannada.parsed.subject).toBe('ಎರಡು ಭಾಷೆಗಳಲ್ಲಿ ಸೇವಾ ಸುದ್ದಿ');
    expect(kannada.parsed.text).toContain('ಭಾನುವಾರ ಅನ್ನದಾನ.');
    expect(kannada.parsed.text).not.toContain('Annadanam on Sunday');
    // The frame in Kannada too: its unsubscribe page is the Kannada one.
    expect(kannada.parsed.text).toContain(`${ctx.config.publicUrl}/kn/`);
    const english = smtp.received.find((m) => m.to.includes(englishReader.email))!;
    expect(english.parsed.subject).toBe('Seva news in two languages');
    expect(english.parsed.text).toContain('Annadanam on Sunday');

    // Without a Kannada version, a Kannada reader gets the English.
    const onlyEnglish = await draft({ subject: 'English only' });
    await startSend(onlyEnglish.id);
    await dispatcher.dispatch();
    await ctx.app.mail.flush();
    expect(
      smtp.received.find((m) => m.to.includes(kannadaReader.email) && m.parsed.subject === 'English only'),
    ).toBeDefined();
  });

  it('refuses a version with a subject but no newsletter, or a newsletter but no subject', async () => {
    for (const kn of [
      { subject: 'ಸುದ್ದಿ', body_html: '' },
      { subject: '', body_html: '<p>ಸುದ್ದಿ</p>' },
      { subject: 'ಸುದ್ದಿ', body_html: '<script>alert(1)</script>' },
    ]) {
      const response = await call('POST', '/api/admin/newsletters', {
        subject: 'Seva news',
        body_html: BODY,
        topics: ['event'],
        translations: { kn },
      });
      expect(response.statusCode, JSON.stringify(kn)).toBe(422);
      expect(Object.keys(response.json<ErrorBody>().errors ?? {}).join(), JSON.stringify(kn)).toMatch(
        /^translations/,
      );
    }
  });

  it('sends each confirmed subscriber of three overlapping topics exactly one mail, nobody else any', async () => {
    const everyTopic = await addSubscriber(['event', 'newsletter', 'blog']);
    const twoTopics = await addSubscriber(['event', 'blog']);
    const oneTopic = await addSubscriber(['newsletter']);
    const otherTopic = await addSubscriber(['ebook']);
    const pending = await addSubscriber(['event', 'newsletter'], 'pending');
    const gone = await addSubscriber(['blog'], 'unsubscribed');
    const created = await draft({ subject: 'Three topics', topics: ['event', 'newsletter', 'blog'] });

    const started = await startSend(created.id);
    expect(started.status).toBe('sending');
    expect(started.counts).toMatchObject({ recipients: 3, waiting: 3, queued: 0, sent: 0 });

    const clock = manualClock(Date.parse('2026-11-25T10:00:00.000Z'));
    const dispatcher = createNewsletterDispatcher(
      { db: ctx.app.db, config: ctx.config, log: recordingLogger() },
      { now: clock.now },
    );
    expect(await dispatcher.dispatch()).toEqual({ queued: 3, skipped: 0, finished: [] });
    expect((await read(created.id)).counts).toMatchObject({ waiting: 0, queued: 3, sent: 0 });
    await ctx.app.mail.flush();
    expect(await dispatcher.dispatch()).toEqual({ queued: 0, skipped: 0, finished: [created.id] });

    const after = await read(created.id);
    expect(after.status).toBe('sent');
    expect(after.counts).toEqual({ recipients: 3, waiting: 0, queued: 0, sent: 3, failed: 0, skipped: 0 });
    const received = receivedBy('Three topics');
    expect(Object.fromEntries(received)).toEqual({
      [everyTopic.email]: 1,
      [twoTopics.email]: 1,
      [oneTopic.email]: 1,
    });
    for (const nobody of [otherTopic, pending, gone]) expect(received.has(nobody.email)).toBe(false);

    // Each mail unsubscribes its own reader with one click.
    for (const subscriber of [everyTopic, twoTopics, oneTopic]) {
      const mail = smtp.received.find(
        (m) => m.parsed.subject === 'Three topics' && m.to.includes(subscriber.email),
      )!;
      const link = /<(https?:[^>]+)>/.exec(mail.parsed.headers['list-unsubscribe'] ?? '')![1]!;
      const token = new URL(link).searchParams.get('token')!;
      expect(verifyUnsubscribeToken(token, ctx.config)).toBe(subscriber.id);
      expect(mail.parsed.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    }

    // Sent once, never again: the same newsletter cannot be sent or changed a second time.
    for (const [method, url, body] of [
      ['POST', `/api/admin/newsletters/${created.id}/send`, undefined],
      [
        'PATCH',
        `/api/admin/newsletters/${created.id}`,
        { subject: 'x', body_html: '<p>x</p>', topics: ['event'] },
      ],
    ] as const) {
      const response = await call(method, url, body);
      expect(response.statusCode, url).toBe(409);
    }
    const [send] = (await auditRows(ctx.app, 'send')).filter((r) => r.record_id === String(created.id));
    expect(send).toMatchObject({ staff_id: members.coordinator.staff.id, resource: 'newsletters' });
    expect(JSON.parse(send!.after!)).toMatchObject({ status: 'sending', recipients: 3 });
    expect((await auditRows(ctx.app, 'send-finished')).map((r) => r.record_id)).toContain(String(created.id));
  });

  it('refuses to send to topics nobody confirmed (422 on topics)', async () => {
    const created = await draft({ subject: 'Nobody', topics: ['blog'] });
    const response = await call('POST', `/api/admin/newsletters/${created.id}/send`);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json<ErrorBody>().errors).toHaveProperty('topics');
    expect((await read(created.id)).status).toBe('draft');
  });

  it('keeps to the rate per minute, pauses and resumes, and skips who left meanwhile', async () => {
    const subscribers = [];
    for (let i = 0; i < 7; i++) subscribers.push(await addSubscriber(['newsletter']));
    const created = await draft({ subject: 'Paced', topics: ['newsletter'], rate_per_minute: 3 });
    await startSend(created.id);
    const clock = manualClock(Date.parse('2026-11-25T11:00:00.000Z'));
    const dispatcher = createNewsletterDispatcher(
      { db: ctx.app.db, config: ctx.config, log: recordingLogger() },
      { now: clock.now },
    );

    expect((await dispatcher.dispatch()).queued).toBe(3);
    clock.advance(30_000);
    expect((await dispatcher.dispatch()).queued).toBe(0); // the same minute: the rate is spent

    const pause = await call('POST', `/api/admin/newsletters/${created.id}/pause`);
    expect(pause.statusCode, pause.body).toBe(200);
    expect(pause.json<{ data: Newsletter }>().data.status).toBe('paused');
    expect((await call('POST', `/api/admin/newsletters/${created.id}/pause`)).statusCode).toBe(409);
    clock.advance(5 * 60_000);
    expect((await dispatcher.dispatch()).queued).toBe(0); // paused: nothing more goes out

    // The fourth subscriber leaves while the send is paused.
    await ctx.app.db
      .updateTable('subscriptions')
      .set({ unsubscribed_at: clock.now().toISOString() })
      .where('id', '=', subscribers[3]!.id)
      .execute();
    const resume = await call('POST', `/api/admin/newsletters/${created.id}/resume`);
    expect(resume.statusCode, resume.body).toBe(200);
    expect((await call('POST', `/api/admin/newsletters/${created.id}/resume`)).statusCode).toBe(409);
    expect(await dispatcher.dispatch()).toEqual({ queued: 2, skipped: 1, finished: [] });
    clock.advance(60_001);
    expect(await dispatcher.dispatch()).toEqual({ queued: 1, skipped: 0, finished: [] });
    clock.advance(60_001);
    expect(await dispatcher.dispatch()).toEqual({ queued: 0, skipped: 0, finished: [created.id] });
    await ctx.app.mail.flush();

    const after = await read(created.id);
    expect(after.counts).toEqual({ recipients: 7, waiting: 0, queued: 0, sent: 6, failed: 0, skipped: 1 });
    const received = receivedBy('Paced');
    expect(received.has(subscribers[3]!.email)).toBe(false);
    expect([...received.values()]).toEqual([1, 1, 1, 1, 1, 1]);
    const moves = (await auditRows(ctx.app))
      .filter((r) => r.resource === 'newsletters' && r.record_id === String(created.id))
      .map((r) => r.action);
    expect(moves).toEqual(['create', 'send', 'pause', 'resume', 'send-finished']);
  });

  it('survives a restart mid-send against a real SMTP server: nobody twice, nobody skipped', async () => {
    const subscribers = [];
    for (let i = 0; i < 10; i++) subscribers.push(await addSubscriber(['event']));
    const created = await draft({ subject: 'Restarted', topics: ['event'], rate_per_minute: 4 });
    await startSend(created.id);
    const clock = manualClock(Date.parse('2026-11-25T12:00:00.000Z'));

    // The first process: one batch queued and delivered, a second batch queued, then it stops before sending it.
    const first = await buildApp({ config: ctx.config });
    await first.ready();
    const firstDispatcher = createNewsletterDispatcher(
      { db: first.db, config: ctx.config, log: recordingLogger() },
      { now: clock.now },
    );
    expect((await firstDispatcher.dispatch()).queued).toBe(4);
    expect(await first.mail.flush()).toBe(4);
    clock.advance(60_001);
    expect((await firstDispatcher.dispatch()).queued).toBe(4);
    await first.close();
    expect(receivedBy('Restarted').size).toBe(4);

    // The second process picks up both the queued mails and the waiting deliveries.
    const second = await buildApp({ config: ctx.config });
    await second.ready();
    try {
      const secondDispatcher = createNewsletterDispatcher(
        { db: second.db, config: ctx.config, log: recordingLogger() },
        { now: clock.now },
      );
      // Same minute as the second batch: the rate is remembered across the restart.
      expect((await secondDispatcher.dispatch()).queued).toBe(0);
      expect(await second.mail.flush()).toBe(4);
      clock.advance(60_001);
      expect((await secondDispatcher.dispatch()).queued).toBe(2);
      expect(await second.mail.flush()).toBe(2);
      clock.advance(60_001);
      expect((await secondDispatcher.dispatch()).finished).toEqual([created.id]);
    } finally {
      await second.close();
    }
    const received = receivedBy('Restarted');
    expect([...received.keys()].sort()).toEqual(subscribers.map((s) => s.email).sort());
    expect([...received.values()].every((n) => n === 1)).toBe(true);
    expect((await read(created.id)).counts).toEqual({
      recipients: 10,
      waiting: 0,
      queued: 0,
      sent: 10,
      failed: 0,
      skipped: 0,
    });
  });

  // Several instances share a database only on PostgreSQL (README.md); SQLite has one instance, one writer, whose
  // dispatch rounds may still overlap (a slow round and the next timer): two dispatchers of the one app then.
  it(
    database === 'postgres'
      ? 'lets two instances dispatch the same send at once without a duplicate'
      : 'lets two overlapping dispatch rounds of one instance share a send without a duplicate',
    async () => {
      const subscribers = [];
      for (let i = 0; i < 30; i++) subscribers.push(await addSubscriber(['blog']));
      const created = await draft({ subject: 'Two instances', topics: ['blog'], rate_per_minute: 1000 });
      await startSend(created.id);
      const other = database === 'postgres' ? await buildApp({ config: ctx.config }) : ctx.app;
      await other.ready();
      try {
        const clock = manualClock(Date.parse('2026-11-25T13:00:00.000Z'));
        const dispatchers = [ctx.app, other].map((app) =>
          createNewsletterDispatcher(
            { db: app.db, config: ctx.config, log: recordingLogger() },
            { now: clock.now, batchMax: 7 },
          ),
        );
        let queued = 0;
        for (let round = 0; round < 6; round++) {
          const results = await Promise.all(dispatchers.map((d) => d.dispatch()));
          queued += results.reduce((sum, r) => sum + r.queued, 0);
        }
        expect(queued).toBe(30);
        const tagged = await ctx.app.db
          .selectFrom('mail_outbox')
          .select('to_address')
          .where('related_to', '=', `newsletter:${created.id}`)
          .execute();
        expect(new Set(tagged.map((r) => r.to_address)).size).toBe(30);
        expect(tagged).toHaveLength(30);
      } finally {
        if (other !== ctx.app) await other.close();
      }
      await ctx.app.mail.flush();
    },
  );
});
