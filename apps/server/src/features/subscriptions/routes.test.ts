import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@charity/shared';
import { parseMail } from '@charity/test-support';
import { hashToken } from '#src/shared/crypto.ts';
import { testDatabases, useTestApp } from '../../../test/support/test-app.ts';
import {
  FORM_ENCODINGS,
  formPayload,
  freshIp,
  type FormFields,
} from '../../../test/support/form-payloads.ts';
import {
  expectLimitedAfter,
  formPoster,
  itRefusesEachBadField,
  type FieldErrorCase,
} from '../../../test/support/form-routes.ts';
import { mailsTo } from '../../../test/support/mail-outbox.ts';
import { countActiveSubscriptions } from './repository.ts';

const valid = {
  name: 'Meera Nair',
  email: 'meera@example.org',
  phone: '9845012345',
  event: true,
  newsletter: true,
  blog: false,
  ebook: false,
  crossword: false,
};

type Extras = { headers?: Record<string, string> };

/** What a mail client posts to the List-Unsubscribe URL (RFC 8058 §3.2). */
const ONE_CLICK = {
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: 'List-Unsubscribe=One-Click',
};

describe.each(testDatabases)('subscriptions on %s', (database) => {
  const ctx = useTestApp(database, { env: { PUBLIC_URL: 'https://trusts.example' } });
  const app = () => ctx.app;

  const subscribe = formPoster(app, '/api/subscription/create', 'json');
  const confirm = (token: string, ip = freshIp()) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/subscription/confirm',
      remoteAddress: ip,
      payload: { token },
    });
  const rowsFor = (email: string) =>
    ctx.app.db.selectFrom('subscriptions').selectAll().where('email', '=', email).execute();
  const lastMailTo = async (address: string) => {
    const mail = (await mailsTo(app(), address)).at(-1);
    if (!mail) throw new Error(`no mail to ${address}`);
    return { ...mail, extras: JSON.parse(mail.extras) as Extras };
  };
  const confirmTokenFrom = (text: string) => {
    const token = /https:\/\/trusts\.example\/subscription\/confirm\?token=([\w-]+)/.exec(text)?.[1];
    if (!token) throw new Error(`no confirmation link in ${text}`);
    return token;
  };
  /** A POST to an unsubscribe URL (path and query), from a fresh address, with `body` (none by default). */
  const unsubscribePost = (url: string, body: Pick<InjectOptions, 'headers' | 'payload'> = {}) =>
    ctx.app.inject({ method: 'POST', url, remoteAddress: freshIp(), ...body });
  /** The one-click URL of the List-Unsubscribe header, as a mail client reads it. */
  const oneClickUrl = (extras: Extras) => {
    const url = /<(https:[^>]+)>/.exec(extras.headers?.['List-Unsubscribe'] ?? '')?.[1];
    if (!url) throw new Error('no https List-Unsubscribe URL');
    return new URL(url);
  };
  const subscribeAndConfirm = async (fields: FormFields) => {
    expect((await subscribe(fields)).statusCode).toBe(200);
    const mail = await lastMailTo(String(fields.email).toLowerCase());
    expect((await confirm(confirmTokenFrom(mail.text_body))).statusCode).toBe(200);
    return mail;
  };
  const isActive = async (email: string) => {
    const [row] = await rowsFor(email);
    return Boolean(row?.confirmed_at) && !row?.unsubscribed_at;
  };

  it.each(FORM_ENCODINGS)(
    'stores a %s subscription as pending and mails a confirmation link with unsubscribe headers',
    async (encoding) => {
      const email = `meera.${encoding}@example.org`;
      const activeBefore = await countActiveSubscriptions(ctx.app.db);
      const res = await subscribe(
        { ...valid, email: ` Meera.${encoding.toUpperCase()}@Example.org ` },
        encoding,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: MESSAGES.subscribed });

      const [row, ...others] = await rowsFor(email);
      expect(others).toEqual([]);
      expect(row).toMatchObject({
        name: 'Meera Nair',
        phone: '+919845012345',
        event: 1,
        newsletter: 1,
        blog: 0,
        ebook: 0,
        crossword: 0,
        confirmed_at: null,
        unsubscribed_at: null,
      });
      // Not subscribed until the owner of the address confirms.
      expect(await countActiveSubscriptions(ctx.app.db)).toBe(activeBefore);

      const mail = await lastMailTo(email);
      expect(mail.subject).toContain('confirm');
      const token = confirmTokenFrom(mail.text_body);
      expect(mail.html_body).toContain(`https://trusts.example/subscription/confirm?token=${token}`);
      // Only the hash of the token is stored, and the link expires in a week.
      expect(row?.confirm_token_hash).toBe(hashToken(token));
      const expiresInDays = (Date.parse(row?.confirm_expires_at ?? '') - Date.now()) / 86_400_000;
      expect(expiresInDays).toBeGreaterThan(6.9);
      expect(expiresInDays).toBeLessThanOrEqual(7);

      expect(mail.extras.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.extras.headers?.['List-Unsubscribe']).toMatch(
        /^<https:\/\/trusts\.example\/api\/subscription\/unsubscribe\?token=[^>]+>, <mailto:[^>]+\?subject=unsubscribe>$/,
      );
      expect(mail.text_body).toContain('Unsubscribe: https://trusts.example/subscription/unsubscribe?token=');
      expect(mail.html_body).toContain('https://trusts.example/subscription/unsubscribe?token=');
    },
  );

  it('delivers the confirmation mail with its unsubscribe headers intact', async () => {
    const email = 'delivered@example.org';
    await subscribe({ ...valid, email });
    const stored = await lastMailTo(email);
    await ctx.app.mail.flush();

    const file = readdirSync(ctx.config.outboxDir).find((name) =>
      name.endsWith(`-${stored.id}-${email}.eml`),
    );
    expect(file).toBeDefined();
    const delivered = await parseMail(readFileSync(path.join(ctx.config.outboxDir, file ?? '')));
    expect(delivered.header('list-unsubscribe')).toBe(stored.extras.headers?.['List-Unsubscribe']);
    expect(delivered.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(delivered.text).toContain('https://trusts.example/subscription/confirm?token=');
  });

  it('counts an address once it is confirmed, and a confirmation link works only once', async () => {
    const email = 'once@example.org';
    const activeBefore = await countActiveSubscriptions(ctx.app.db);
    await subscribe({ ...valid, email });
    const token = confirmTokenFrom((await lastMailTo(email)).text_body);

    const first = await confirm(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Your subscription is confirmed.' });
    expect(await countActiveSubscriptions(ctx.app.db)).toBe(activeBefore + 1);
    expect(await countActiveSubscriptions(ctx.app.db, 'event')).toBeGreaterThanOrEqual(1);
    const [row] = await rowsFor(email);
    expect(row?.confirmed_at).not.toBeNull();
    expect(row?.confirm_token_hash).toBeNull();

    const again = await confirm(token);
    expect(again.statusCode).toBe(404);
    expect(again.json<{ message: string }>().message).toMatch(/not valid or has already been used/);
    expect(await countActiveSubscriptions(ctx.app.db)).toBe(activeBefore + 1);
  });

  it('refuses an unknown confirmation token with 404 and an expired one with 410', async () => {
    const unknown = await confirm('no-such-token-at-all');
    expect(unknown.statusCode).toBe(404);

    const email = 'late@example.org';
    await subscribe({ ...valid, email });
    const token = confirmTokenFrom((await lastMailTo(email)).text_body);
    await ctx.app.db
      .updateTable('subscriptions')
      .set({ confirm_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', email)
      .execute();
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json<{ message: string }>().message).toMatch(/expired/);
    expect(await isActive(email)).toBe(false);

    const empty = await confirm('');
    expect(empty.statusCode).toBe(422);
    expect(empty.json<{ errors: object }>().errors).toHaveProperty('token');
  });

  it('takes a second subscription of a pending address, in any letter case, as a fresh start without a new row', async () => {
    const email = 'twice@example.org';
    await subscribe({ ...valid, email });
    const firstToken = confirmTokenFrom((await lastMailTo(email)).text_body);

    const again = await subscribe({ ...valid, email: 'TWICE@Example.ORG', name: 'Meera K', blog: true });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: MESSAGES.subscribed });
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Meera K', blog: 1, confirmed_at: null });
    expect(await mailsTo(app(), email)).toHaveLength(2);

    // Only the newest link works.
    expect((await confirm(firstToken)).statusCode).toBe(404);
    expect((await confirm(confirmTokenFrom((await lastMailTo(email)).text_body))).statusCode).toBe(200);
  });

  it('keeps one row when the same new address is submitted several times at once', async () => {
    const email = 'eager@example.org';
    const answers = await Promise.all(
      ['eager@example.org', 'Eager@example.org', 'EAGER@EXAMPLE.ORG', 'eager@Example.org'].map((variant) =>
        subscribe({ ...valid, email: variant }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    // Each submission mailed a link and replaced the previous token: the newest link is the one that works.
    expect(await mailsTo(app(), email)).toHaveLength(4);
    expect(rows[0]?.confirm_token_hash).toBe(
      hashToken(confirmTokenFrom((await lastMailTo(email)).text_body)),
    );
  });

  it('updates a confirmed address in place: it stays confirmed and its owner is told', async () => {
    const email = 'loyal@example.org';
    await subscribeAndConfirm({ ...valid, email });
    const [before] = await rowsFor(email);
    const activeBefore = await countActiveSubscriptions(ctx.app.db);

    const res = await subscribe({
      ...valid,
      email: 'Loyal@Example.org',
      name: 'Meera Menon',
      phone: '+91 91234 56789',
      event: false,
      blog: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.subscribed });

    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: before?.id,
      name: 'Meera Menon',
      phone: '+919123456789',
      event: 0,
      blog: 1,
      confirmed_at: before?.confirmed_at,
      confirm_token_hash: null,
    });
    expect(await countActiveSubscriptions(ctx.app.db)).toBe(activeBefore);

    const notice = await lastMailTo(email);
    expect(notice.subject).toContain('updated');
    expect(notice.text_body).not.toContain('/subscription/confirm');
    expect(notice.extras.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  describe('unsubscribing', () => {
    it('works with the RFC 8058 one-click POST a mail client sends, without any session, and twice', async () => {
      const email = 'leaving@example.org';
      const mail = await subscribeAndConfirm({ ...valid, email });
      const url = oneClickUrl(mail.extras);
      const activeBefore = await countActiveSubscriptions(ctx.app.db);

      const oneClick = () => unsubscribePost(`${url.pathname}${url.search}`, ONE_CLICK);
      const res = await oneClick();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: MESSAGES.unsubscribed });
      expect(await isActive(email)).toBe(false);
      expect(await countActiveSubscriptions(ctx.app.db)).toBe(activeBefore - 1);
      const [row] = await rowsFor(email);
      const unsubscribedAt = row?.unsubscribed_at;
      expect(unsubscribedAt).not.toBeNull();

      const again = await oneClick();
      expect(again.statusCode).toBe(200);
      expect((await rowsFor(email))[0]?.unsubscribed_at).toBe(unsubscribedAt);
    });

    it('accepts the one-click body as multipart too', async () => {
      const email = 'multipart-leaver@example.org';
      const url = oneClickUrl((await subscribeAndConfirm({ ...valid, email })).extras);
      const res = await unsubscribePost(
        `${url.pathname}${url.search}`,
        await formPayload('multipart', { 'List-Unsubscribe': 'One-Click' }),
      );
      expect(res.statusCode).toBe(200);
      expect(await isActive(email)).toBe(false);
    });

    it('works from the web page, which posts the token of the link in the mail body as JSON', async () => {
      const email = 'page-leaver@example.org';
      const mail = await subscribeAndConfirm({ ...valid, email });
      const pageLink = /https:\/\/trusts\.example\/subscription\/unsubscribe\?token=(\S+)/.exec(
        mail.text_body,
      );
      const token = decodeURIComponent(pageLink?.[1] ?? '');
      expect(token).not.toBe('');

      const res = await unsubscribePost('/api/subscription/unsubscribe', { payload: { token } });
      expect(res.statusCode).toBe(200);
      expect(await isActive(email)).toBe(false);
    });

    it('sends a browser that opens the one-click URL to the page that asks first, changing nothing', async () => {
      const email = 'looker@example.org';
      const url = oneClickUrl((await subscribeAndConfirm({ ...valid, email })).extras);
      const res = await ctx.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`/subscription/unsubscribe${url.search}`);
      expect(await isActive(email)).toBe(true);
    });

    it('refuses a forged or altered token with 404 and a missing one with 422', async () => {
      const email = 'target@example.org';
      const url = oneClickUrl((await subscribeAndConfirm({ ...valid, email })).extras);
      const token = url.searchParams.get('token') ?? '';
      const [id, ...signature] = token.split('.');
      const attempts = [
        `${Number(id) + 1}.${signature.join('.')}`, // someone else's subscription with this signature
        `${token}x`,
        'garbage',
        `${id}.4102444800.${'A'.repeat(43)}`,
      ];
      for (const forged of attempts) {
        const res = await unsubscribePost(
          `/api/subscription/unsubscribe?token=${encodeURIComponent(forged)}`,
          ONE_CLICK,
        );
        expect(res.statusCode, forged).toBe(404);
      }
      expect(await isActive(email)).toBe(true);

      const missing = await unsubscribePost('/api/subscription/unsubscribe', { payload: {} });
      expect(missing.statusCode).toBe(422);
      expect(missing.json<{ errors: object }>().errors).toHaveProperty('token');
    });

    it('makes an unsubscribed address confirm again when it subscribes again', async () => {
      const email = 'returning@example.org';
      const url = oneClickUrl((await subscribeAndConfirm({ ...valid, email })).extras);
      // A client may POST with no body at all; the token in the URL is enough.
      const bare = await unsubscribePost(`${url.pathname}${url.search}`);
      expect(bare.statusCode, bare.body).toBe(200);
      expect(await isActive(email)).toBe(false);

      expect((await subscribe({ ...valid, email })).statusCode).toBe(200);
      const rows = await rowsFor(email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ confirmed_at: null, unsubscribed_at: null });
      expect(await isActive(email)).toBe(false);

      expect((await confirm(confirmTokenFrom((await lastMailTo(email)).text_body))).statusCode).toBe(200);
      expect(await isActive(email)).toBe(true);
    });
  });

  const invalidCases: FieldErrorCase[] = [
    ['name', { name: '' }, 'Please enter your name'],
    ['name', { name: 'Meera_N' }, 'Name may contain only letters and spaces'],
    ['email', { email: 'meera@@example.org' }, 'Please enter a valid e-mail address'],
    ['phone', { phone: '' }, 'Please enter your phone number'],
    ['phone', { phone: '4845012345' }, 'Please enter a valid 10-digit Indian mobile number'],
  ];
  describe.each(FORM_ENCODINGS)('as %s', (encoding) => {
    itRefusesEachBadField(encoding, invalidCases, { app, post: subscribe, valid, rowsFor });

    it('refuses a checkbox value that is neither ticked nor unticked', async () => {
      const res = await subscribe(
        { ...valid, email: `box.${encoding}@example.org`, newsletter: 'maybe' },
        encoding,
      );
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json<{ errors: object }>().errors)).toEqual(['newsletter']);
    });
  });

  it('reads ticked and unticked boxes as a browser form posts them', async () => {
    const email = 'boxes@example.org';
    const res = await subscribe(
      { name: 'Meera', email, phone: '9845012345', event: 'on', newsletter: 'on', blog: 'false' },
      'urlencoded',
    );
    expect(res.statusCode).toBe(200);
    expect((await rowsFor(email))[0]).toMatchObject({
      event: 1,
      newsletter: 1,
      blog: 0,
      ebook: 0,
      crossword: 0,
    });
  });

  it('refuses a file in the multipart body', async () => {
    const email = 'file@example.org';
    const res = await subscribe({ ...valid, email }, 'multipart', {
      files: [{ field: 'name', filename: 'me.png', type: 'image/png', content: 'PNG' }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: object }>().errors).toHaveProperty('name');
    expect(await rowsFor(email)).toEqual([]);
  });

  it.each(FORM_ENCODINGS)(
    'answers a filled %s honeypot like a success but keeps and mails nothing',
    async (encoding) => {
      const email = `bot.${encoding}@example.org`;
      const res = await subscribe({ ...valid, email, website: 'http://spam.example' }, encoding);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: MESSAGES.subscribed });
      expect(await rowsFor(email)).toEqual([]);
      expect(await mailsTo(app(), email)).toEqual([]);
    },
  );

  it('allows 5 subscriptions in 10 minutes from one address, then answers 429', async () => {
    await expectLimitedAfter(5, 200, (i, ip) =>
      subscribe({ ...valid, email: `limit${i}@example.org` }, 'json', { ip }),
    );
    expect(await rowsFor('limit5@example.org')).toEqual([]);
  });

  it('allows 20 confirmation attempts a minute from one address, then answers 429', async () => {
    await expectLimitedAfter(20, 404, (i, ip) => confirm(`guess-${i}`, ip));
  });
});
