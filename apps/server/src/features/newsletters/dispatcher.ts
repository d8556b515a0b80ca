import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#src/db/database.ts';
import { audit } from '#src/services/audit/audit.ts';
import { enqueueMails } from '#src/services/mail/outbox.ts';
import { createPeriodicJob } from '#src/services/scheduler/periodic-job.ts';
import { readSettings } from '#src/services/settings/settings.ts';
import type { NewsletterLinkConfig } from '#src/services/mail/newsletter-mail.ts';
import {
  findNewsletter,
  markDeliveries,
  moveNewsletter,
  newsletterMailTag,
  queuedSince,
  sendingNewsletters,
  waitingDeliveries,
} from './repository.ts';
import { newsletterMailFor } from './service.ts';

export type NewsletterDispatcherOptions = {
  /** The fallback when nobody nudges: the next minute's share of a paced send, another instance's send. */
  pollIntervalMs: number;
  /** The most deliveries one round hands to the outbox, whatever the rate allows: keeps transactions short. */
  batchMax: number;
  now: () => Date;
};

const DEFAULTS: NewsletterDispatcherOptions = { pollIntervalMs: 5_000, batchMax: 500, now: () => new Date() };

const MINUTE = 60_000;

export type DispatchRound = {
  /** Mails handed to the outbox in this round, over every newsletter being sent. */
  queued: number;
  /** Deliveries dropped because the subscriber left after the send started. */
  skipped: number;
  /** Newsletters whose last delivery went to the outbox in this round (now 'sent'). */
  finished: number[];
};

export type NewsletterDispatcher = {
  /** One round over every newsletter being sent; calls run in turn. */
  dispatch(): Promise<DispatchRound>;
  start(): void;
  stop(): Promise<void>;
  /** A send started or resumed: dispatch now instead of at the next poll (no-op unless started). */
  nudge(): void;
};

/**
 * Hands newsletters to the mail outbox (ADR 0025). A round, per newsletter being sent and in one transaction:
 * lock the newsletter row, count what it queued in the last minute, take that many fewer than its rate of waiting
 * deliveries (at most batchMax), enqueue one mail each (subscribers who left meanwhile are skipped), and move those
 * deliveries from waiting to queued. A delivery is queued exactly when its mail is in the outbox, both or neither,
 * so a crash anywhere loses nothing and repeats nothing; two instances take turns on the row lock (PostgreSQL) or
 * the single writer (SQLite), and the conditional move refuses anything taken twice. Once none is waiting, the
 * newsletter is 'sent' (its mails may still be in the outbox: the counts show them as queued).
 */
export function createNewsletterDispatcher(
  deps: { db: Db; config: NewsletterLinkConfig; log: FastifyBaseLogger },
  overrides: Partial<NewsletterDispatcherOptions> = {},
): NewsletterDispatcher {
  const { db, config, log } = deps;
  const options = { ...DEFAULTS, ...overrides };

  async function dispatchOne(id: number, round: DispatchRound): Promise<void> {
    const at = options.now();
    const iso = at.toISOString();
    await db.transaction().execute(async (trx) => {
      const newsletter = await findNewsletter(trx, id, true);
      if (newsletter?.status !== 'sending') return; // paused or finished by someone else meanwhile
      const budget = Math.min(
        options.batchMax,
        newsletter.rate_per_minute -
          (await queuedSince(trx, id, new Date(at.getTime() - MINUTE).toISOString())),
      );
      if (budget <= 0) return;
      const waiting = await waitingDeliveries(trx, id, budget);
      if (waiting.length === 0) {
        if (await moveNewsletter(trx, id, 'sending', 'sent', iso, { finished_at: iso })) {
          await audit.record(
            trx,
            { staffId: null, ip: null, action: 'send-finished', resource: 'newsletters', recordId: id },
            at,
          );
          round.finished.push(id);
        }
        return;
      }
      const { settings } = await readSettings(trx);
      const active = waiting.filter((s) => s.confirmed_at !== null && s.unsubscribed_at === null);
      const gone = waiting.filter((s) => !active.includes(s));
      await enqueueMails(
        trx,
        active.map((s) => ({
          ...newsletterMailFor(newsletter, { id: s.id, email: s.email, locale: s.locale }, config, settings),
          relatedTo: newsletterMailTag(id),
        })),
      );
      const queued = await markDeliveries(
        trx,
        id,
        active.map((s) => s.id),
        'queued',
        iso,
      );
      const skipped = await markDeliveries(
        trx,
        id,
        gone.map((s) => s.id),
        'skipped',
        iso,
      );
      // The row lock makes this impossible; if it ever happened, rolling back keeps every mail single.
      if (queued !== active.length || skipped !== gone.length) {
        throw new Error(`newsletter ${id}: deliveries moved by someone else; the round is rolled back`);
      }
      round.queued += queued;
      round.skipped += skipped;
    });
  }

  async function round(): Promise<DispatchRound> {
    const result: DispatchRound = { queued: 0, skipped: 0, finished: [] };
    for (const { id } of await sendingNewsletters(db)) await dispatchOne(id, result);
    if (result.queued > 0 || result.finished.length > 0) {
      log.info(
        result,
        `newsletters: ${result.queued} mails queued, ${result.finished.length} sends finished`,
      );
    }
    return result;
  }

  const job = createPeriodicJob({
    name: 'newsletters',
    work: round,
    delayMs: () => options.pollIntervalMs,
    log,
  });
  return { dispatch: job.run, start: job.start, stop: job.stop, nudge: job.nudge };
}
