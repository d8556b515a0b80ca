import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, testDatabases } from '../../../test/support/test-app.ts';
import { enqueueMail } from '#src/services/mail/outbox.ts';
import { startSmtpStandIn, type SmtpStandIn } from '@charity/test-support';

const mail = (subject: string) => ({
  to: 'ravi@example.org',
  subject,
  text: `${subject} (text)`,
  html: `<p>${subject}</p>`,
});

/** Far below the 5 s poll: a mail that arrives this fast was sent because of the nudge, not the poll. */
const NUDGED_WITHIN_MS = 2_000;

describe.each(testDatabases)('mail plugin on %s', (database) => {
  it('leaves sending to the test under inject: nothing is sent until app.mail.flush()', async () => {
    const ctx = await createTestApp(database);
    try {
      await enqueueMail(ctx.app.db, mail('Held'));
      // Never started under inject: the enqueue's nudge is a no-op and no poll is scheduled, so nothing sends later.
      expect(ctx.app.mail.started).toBe(false);
      const files = () => (existsSync(ctx.config.outboxDir) ? readdirSync(ctx.config.outboxDir) : []);
      expect(files()).toEqual([]);
      expect(await ctx.app.mail.flush()).toBe(1);
      expect(files()).toHaveLength(1);
    } finally {
      await ctx.close();
    }
  });

  describe('when the app listens', () => {
    let smtp: SmtpStandIn;
    beforeAll(async () => {
      smtp = await startSmtpStandIn();
    });
    afterAll(() => smtp.close());

    const listening = () => createTestApp(database, { SMTP_URL: smtp.url });

    it('starts the worker, which sends what was enqueued while the app was down', async () => {
      const ctx = await listening();
      try {
        await enqueueMail(ctx.app.db, mail('Waiting since before the start'));
        await ctx.app.listen({ port: 0, host: '127.0.0.1' });
        await smtp.waitFor((m) => m.parsed.subject === 'Waiting since before the start', NUDGED_WITHIN_MS);
      } finally {
        await ctx.close();
      }
    });

    it('sends a new mail within moments of its enqueue, not at the next poll', async () => {
      const ctx = await listening();
      try {
        await ctx.app.listen({ port: 0, host: '127.0.0.1' });
        // The start-up flush is over; without the nudge the next look would be a whole poll interval away.
        await vi.waitFor(() => expect(ctx.app.mail.ticks).toBeGreaterThan(0), { timeout: 5_000 });
        const enqueuedAt = Date.now();
        await enqueueMail(ctx.app.db, mail('Your code'));
        await smtp.waitFor((m) => m.parsed.subject === 'Your code', NUDGED_WITHIN_MS);
        expect(Date.now() - enqueuedAt).toBeLessThan(NUDGED_WITHIN_MS);
      } finally {
        await ctx.close();
      }
    });
  });
});
