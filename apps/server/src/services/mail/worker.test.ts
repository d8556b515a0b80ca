import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '#src/app.ts';
import { createTestApp, testDatabases, type TestContext } from '../../../test/support/test-app.ts';
import { enqueueMail, onMailEnqueued } from './outbox.ts';
import { claimDueMail, markSent } from './repository.ts';
import { createMailSender, type MailSender } from './sender.ts';
import { startSmtpStandIn, type SmtpStandIn } from '@charity/test-support';
import {
  countingTimers,
  manualClock,
  recordingLogger,
  type ManualClock,
  type RecordingLogger,
} from '../../../test/support/mail-worker.ts';
import { createMailWorker, retryDelayMs, type MailWorkerOptions } from './worker.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('retryDelayMs', () => {
  it('backs off 30 s, 2 min, 10 min … capped at 6 h, with ±20 % jitter', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 50].map((n) => retryDelayMs(n, middle) / MINUTE)).toEqual([
      0.5, 2, 10, 30, 60, 120, 240, 360, 360, 360,
    ]);
    expect(retryDelayMs(1, () => 0)).toBe(24 * SECOND);
    expect(retryDelayMs(1, () => 0.999999)).toBeCloseTo(36 * SECOND, -1);
  });
});

describe.each(testDatabases)('mail worker on %s', (database) => {
  let ctx: TestContext;
  let smtp: SmtpStandIn;
  let sender: MailSender;
  let clock: ManualClock;
  let log: RecordingLogger;

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    ctx = await createTestApp(database, { SMTP_URL: smtp.url });
    sender = createMailSender(ctx.config);
  });
  afterAll(async () => {
    sender.close();
    await ctx.close();
    await smtp.close();
  });
  beforeEach(async () => {
    await ctx.app.db.deleteFrom('mail_outbox').execute();
    smtp.received.length = 0;
    smtp.refusals = 0;
    smtp.outage = null;
    smtp.unknownRecipients.clear();
    // A minute ahead of the wall clock, so every mail the test enqueues (stamped with the real time) is due.
    clock = manualClock(Date.now() + MINUTE);
    log = recordingLogger();
  });

  // Jitter fixed at its middle, so the recorded backoff is exactly the schedule.
  const worker = (options: Partial<MailWorkerOptions> = {}) =>
    createMailWorker({ db: ctx.app.db, sender, log }, { now: clock.now, random: () => 0.5, ...options });
  const enqueue = (to: string, subject = `Hello ${to}`) =>
    enqueueMail(ctx.app.db, { to, subject, text: `Text for ${to}`, html: `<p>HTML for ${to}</p>` });
  const rows = () => ctx.app.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
  const subjects = () => smtp.received.map((m) => m.parsed.subject).sort();

  it('keeps mail through an SMTP outage, backs off, and delivers each exactly once when it ends', async () => {
    const recipients = ['a@example.org', 'b@example.org', 'c@example.org'];
    for (const to of recipients) await enqueue(to);
    const w = worker();

    // Refused at RCPT TO: nothing was transmitted.
    smtp.outage = 'rcpt';
    expect(await w.flush()).toBe(0);
    expect(smtp.refusals).toBe(3);
    for (const row of await rows()) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1, locked_until: null, sent_at: null });
      expect(row.last_error).toMatch(/451/);
      expect(Date.parse(row.next_attempt_at)).toBe(clock.ms + 30 * SECOND);
    }

    // Not due yet: nobody is asked.
    clock.advance(20 * SECOND);
    expect(await w.flush()).toBe(0);
    expect(smtp.refusals).toBe(3);

    // Refused after the whole message was transmitted: still not delivered, so it must be sent again.
    clock.advance(11 * SECOND);
    smtp.outage = 'data';
    expect(await w.flush()).toBe(0);
    expect(smtp.refusals).toBe(6);
    for (const row of await rows()) {
      expect(row).toMatchObject({ status: 'pending', attempts: 2 });
      expect(Date.parse(row.next_attempt_at)).toBe(clock.ms + 2 * MINUTE);
    }
    expect(log.lines.filter((l) => l.level === 'warn')).toHaveLength(6);

    clock.advance(2 * MINUTE);
    smtp.outage = null;
    expect(await w.flush()).toBe(3);
    for (const row of await rows()) {
      expect(row).toMatchObject({ status: 'sent', attempts: 3, last_error: null, locked_until: null });
      expect(row.sent_at).toBe(clock.now().toISOString());
    }
    expect(subjects()).toEqual(recipients.map((to) => `Hello ${to}`));
    expect(smtp.received.map((m) => m.to)).toEqual(expect.arrayContaining(recipients.map((to) => [to])));

    // Nothing is sent twice, however often the worker runs afterwards.
    clock.advance(60 * MINUTE);
    expect(await w.flush()).toBe(0);
    expect(smtp.received).toHaveLength(3);
    expect(new Set(smtp.received.map((m) => m.parsed.header('message-id'))).size).toBe(3);
  });

  it('marks a mail failed, and logs it, after the last allowed attempt', async () => {
    await enqueue('late@example.org');
    const w = worker({ maxAttempts: 2 });
    smtp.outage = 'rcpt';
    await w.flush();
    clock.advance(31 * SECOND);
    await w.flush();
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'failed', attempts: 2, locked_until: null, sent_at: null });
    expect(row?.last_error).toMatch(/451/);
    expect(log.lines).toContainEqual({
      level: 'error',
      message: `mail ${row?.id} failed after 2 attempts; giving up`,
    });

    // A failed mail stays failed: the outage ending does not resurrect it behind anyone's back.
    smtp.outage = null;
    clock.advance(24 * 60 * MINUTE);
    expect(await w.flush()).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it('gives up at once on a permanent rejection of the recipient, and still delivers the rest', async () => {
    smtp.unknownRecipients.add('nobody@example.org');
    await enqueue('nobody@example.org');
    await enqueue('somebody@example.org');
    expect(await worker().flush()).toBe(1);
    const [bounced, delivered] = await rows();
    expect(bounced).toMatchObject({ status: 'failed', attempts: 1 });
    expect(bounced?.last_error).toMatch(/550/);
    expect(delivered).toMatchObject({ status: 'sent', attempts: 1 });
    expect(subjects()).toEqual(['Hello somebody@example.org']);
    expect(log.lines).toContainEqual({
      level: 'error',
      message: `mail ${bounced?.id} failed permanently; giving up`,
    });
  });

  it("takes over a crashed sender's mail once its lock has expired, and the stale sender cannot overwrite it", async () => {
    await enqueue('crash@example.org');
    const lockMs = 10 * MINUTE;
    // A sender claims the row, then dies before recording anything.
    const [claimed] = await claimDueMail(ctx.app.db, clock.now(), lockMs, 10);
    expect(claimed).toBeDefined();
    const w = worker({ lockMs });

    expect(await w.flush()).toBe(0);
    clock.advance(lockMs - SECOND);
    expect(await w.flush()).toBe(0);
    expect(smtp.received).toHaveLength(0);

    clock.advance(2 * SECOND);
    expect(await w.flush()).toBe(1);
    expect(subjects()).toEqual(['Hello crash@example.org']);
    if (!claimed) return;
    expect(await markSent(ctx.app.db, claimed, clock.now())).toBe(false);
    expect(await rows()).toMatchObject([{ status: 'sent', attempts: 1 }]);
  });

  it('never claims a mail for two senders at once', async () => {
    for (let i = 0; i < 5; i++) await enqueue(`claim${i}@example.org`);
    const now = clock.now();
    const [first, second] = await Promise.all([
      claimDueMail(ctx.app.db, now, MINUTE, 3),
      claimDueMail(ctx.app.db, now, MINUTE, 3),
    ]);
    const ids = [...(first ?? []), ...(second ?? [])].map((r) => r.id);
    expect(ids).toHaveLength(5);
    expect(new Set(ids).size).toBe(5);
  });

  it('once started, sends on a nudge (before or after the commit) within moments, and stops when told', async () => {
    // A poll far longer than the test: every quick delivery below is the nudge's doing. The hot window is measured
    // on the manual clock, so the test leaves it by moving the clock, not by waiting; the polls run on counted
    // real timers, so the test waits for a poll to have fired instead of sleeping.
    const timers = countingTimers();
    const w = createMailWorker(
      { db: ctx.app.db, sender, log },
      { pollIntervalMs: 60 * MINUTE, hotPollMs: 100, hotWindowMs: 1_500, now: clock.now, timers },
    );
    const unsubscribe = onMailEnqueued(() => w.nudge());
    const arrives = (subject: string) => smtp.waitFor((m) => m.parsed.subject === subject, 5_000);
    try {
      await enqueue('before@example.org', 'Enqueued before the start');
      w.start();
      await arrives('Enqueued before the start');

      // Past the fast-poll window of that nudge, the worker would sleep for an hour without another one.
      clock.advance(1_700);
      await enqueue('after@example.org', 'Enqueued while running');
      await arrives('Enqueued while running');

      clock.advance(1_700);
      // The next poll to finish sees the window over and leaves the worker idle until the hour-long poll.
      const ticksBefore = w.ticks;
      await vi.waitFor(() => expect(w.ticks).toBeGreaterThan(ticksBefore), { timeout: 5_000 });
      await ctx.app.db.transaction().execute(async (trx) => {
        await enqueueMail(trx, { to: 'trx@example.org', subject: 'In a transaction', text: 't', html: 'h' });
        // Fast polls run before the commit and must neither see nor send the row (on SQLite the poll waits for the
        // one connection, so one fired poll is all the transaction can see).
        const firedBefore = timers.fired;
        await vi.waitFor(() => expect(timers.fired).toBeGreaterThan(firedBefore), { timeout: 5_000 });
      });
      await arrives('In a transaction');
    } finally {
      unsubscribe();
      await w.stop();
    }

    await enqueue('stopped@example.org', 'After stop');
    w.nudge();
    // Stopped: the nudge schedules nothing, so nothing can send the row later either.
    expect(timers.pending).toBe(0);
    expect(subjects()).toEqual(['Enqueued before the start', 'Enqueued while running', 'In a transaction']);
    expect(await rows()).toMatchObject([
      { status: 'sent' },
      { status: 'sent' },
      { status: 'sent' },
      { status: 'pending', attempts: 0 },
    ]);
  });

  describe('with two app instances on the same database', () => {
    let other: Awaited<ReturnType<typeof buildApp>>;
    beforeAll(async () => {
      // Same SQLite file or same PostgreSQL schema: what two processes behind a load balancer share.
      other = await buildApp({ config: ctx.config });
      await other.ready();
    });
    afterAll(() => other.close());

    it('delivers every mail exactly once when they flush concurrently', async () => {
      const count = 40;
      for (let i = 0; i < count; i++) await enqueue(`donor${String(i).padStart(2, '0')}@example.org`);
      const third = createMailWorker({ db: other.db, sender, log }, { batchSize: 3 });

      const sent = await Promise.all([ctx.app.mail.flush(), other.mail.flush(), third.flush()]);
      expect(sent.reduce((a, b) => a + b, 0)).toBe(count);
      expect(smtp.received).toHaveLength(count);
      expect(new Set(subjects()).size).toBe(count);
      for (const row of await rows()) expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    });
  });
});
