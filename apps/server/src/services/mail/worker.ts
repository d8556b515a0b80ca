import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#src/db/database.ts';
import { createPeriodicJob, systemTimers, type JobTimers } from '#src/services/scheduler/periodic-job.ts';
import type { AttachmentRenderer, MailExtras } from './outbox.ts';
import { claimDueMail, markFailed, markRetry, markSent, type OutboxRow } from './repository.ts';
import { errorText, PermanentMailError, type MailSender } from './sender.ts';

export type MailWorker = {
  /** Sends every mail that is due now; resolves to how many were delivered. Calls on one worker run in turn. */
  flush(): Promise<number>;
  /** Flushes now, then every poll interval until stop(). */
  start(): void;
  /** Stops polling and waits for a flush in progress. */
  stop(): Promise<void>;
  /** A mail was just enqueued: flush soon instead of at the next poll (no-op unless started). */
  nudge(): void;
  /**
   * Registers how to draw one kind of attachment a mail asks for (OutgoingMail.render); a feature calls it when it
   * registers its routes. The worker draws them just before sending, outside any transaction.
   */
  registerRenderer(kind: string, renderer: AttachmentRenderer): void;
  /** The row as it will be sent: its attachments to render drawn and added to the others. */
  expand(row: OutboxRow): Promise<OutboxRow>;
  /** Whether start() was called and stop() was not: only then do nudges and polls send anything. */
  readonly started: boolean;
  /** Polls completed since start(), so a test can wait for one by polling instead of sleeping. */
  readonly ticks: number;
};

export type MailWorkerOptions = {
  /** The fallback when nobody nudges: mails enqueued by other instances, retries coming due. */
  pollIntervalMs: number;
  /** Rows claimed per round; a flush keeps claiming rounds until one comes back short. */
  batchSize: number;
  /** How long a claim holds a row; if the sender dies, the row is due again after this. */
  lockMs: number;
  /** Attempts (the first one included) after which a mail is marked 'failed'. */
  maxAttempts: number;
  /**
   * After a nudge the worker polls every hotPollMs for hotWindowMs: the nudge can arrive before the transaction
   * that enqueued the mail has committed, and the fast polls catch the commit within a fraction of a second.
   */
  hotPollMs: number;
  hotWindowMs: number;
  /** Clock, dice and timers, replaceable in tests (the hot window is measured on `now`, polls use `timers`). */
  now: () => Date;
  random: () => number;
  timers: WorkerTimers;
};

/** The two timer functions the worker schedules its polls with; tests pass counting or manual ones. */
export type WorkerTimers = JobTimers;

const DEFAULTS: MailWorkerOptions = {
  pollIntervalMs: 5_000,
  batchSize: 10,
  lockMs: 10 * 60_000,
  maxAttempts: 12,
  hotPollMs: 250,
  hotWindowMs: 3_000,
  now: () => new Date(),
  random: Math.random,
  timers: systemTimers,
};

/** A guard against a flush that never ends because rows keep coming due as fast as they are sent. */
const MAX_ROUNDS_PER_FLUSH = 100;

const MINUTE = 60_000;
/** Waits after the 1st, 2nd, … failure; the last one repeats. With 12 attempts a mail is tried for ~1.5 days. */
const RETRY_SCHEDULE_MS = [0.5, 2, 10, 30, 60, 120, 240, 360].map((m) => m * MINUTE);

/**
 * The wait before the next attempt after `failures` failed ones: exponential-ish steps, capped, with ±20 %
 * jitter so mails that failed together (one outage) do not all come back in the same second.
 */
export function retryDelayMs(failures: number, random: () => number = Math.random): number {
  const index = Math.min(Math.max(failures, 1), RETRY_SCHEDULE_MS.length) - 1;
  const base = RETRY_SCHEDULE_MS[index] ?? MINUTE;
  return Math.round(base * (0.8 + 0.4 * random()));
}

/**
 * The outbox worker: claims due rows (see claimDueMail: safe across instances), sends each, and records the
 * outcome: sent, retry later with backoff, or failed for good after maxAttempts or a permanent rejection.
 */
export function createMailWorker(
  deps: { db: Db; sender: MailSender; log: FastifyBaseLogger },
  overrides: Partial<MailWorkerOptions> = {},
): MailWorker {
  const { db, sender, log } = deps;
  const options = { ...DEFAULTS, ...overrides };
  const renderers = new Map<string, AttachmentRenderer>();

  async function expand(row: OutboxRow): Promise<OutboxRow> {
    let extras: MailExtras;
    try {
      extras = JSON.parse(row.extras) as MailExtras;
    } catch {
      // The sender reports a broken extras column as the permanent failure it is.
      return row;
    }
    if (!extras.render || extras.render.length === 0) return row;
    const drawn = [];
    for (const wanted of extras.render) {
      const renderer = renderers.get(wanted.kind);
      // An instance that does not know the kind (an older one, during a deploy) leaves the mail to a retry.
      if (!renderer) throw new Error(`mail ${row.id}: no renderer for attachments of kind ${wanted.kind}`);
      drawn.push(await renderer(wanted.ref));
    }
    const { render: _drawn, ...rest } = extras;
    return {
      ...row,
      extras: JSON.stringify({ ...rest, attachments: [...(rest.attachments ?? []), ...drawn] }),
    };
  }

  async function deliver(row: OutboxRow): Promise<boolean> {
    const attempt = row.attempts + 1;
    let where: string;
    try {
      // A renderer's failure (the record vanished, a bug) counts as a failed attempt: retried, then given up.
      where = await sender.send(await expand(row));
    } catch (error) {
      const reason = errorText(error);
      const permanent = error instanceof PermanentMailError;
      if (permanent || attempt >= options.maxAttempts) {
        if (await markFailed(db, row, reason)) {
          log.error(
            { mailId: row.id, attempts: attempt, err: reason },
            `mail ${row.id} failed ${permanent ? 'permanently' : `after ${attempt} attempts`}; giving up`,
          );
        }
        return false;
      }
      const next = new Date(options.now().getTime() + retryDelayMs(attempt, options.random));
      if (await markRetry(db, row, reason, next)) {
        log.warn(
          { mailId: row.id, attempts: attempt, nextAttemptAt: next.toISOString(), err: reason },
          `mail ${row.id} not sent (attempt ${attempt}); retrying at ${next.toISOString()}`,
        );
      }
      return false;
    }
    if (!(await markSent(db, row, options.now()))) {
      // Our lock ran out while sending and another sender took the row over; it will send it again. The lock
      // is sized to outlast the SMTP timeouts, so this means a stalled process, worth a look.
      log.warn({ mailId: row.id }, `mail ${row.id} was sent after its lock expired`);
      return true;
    }
    log.info({ mailId: row.id, attempts: attempt }, `mail ${row.id} ${where}`);
    return true;
  }

  async function drain(): Promise<number> {
    let delivered = 0;
    for (let round = 0; round < MAX_ROUNDS_PER_FLUSH; round++) {
      const rows = await claimDueMail(db, options.now(), options.lockMs, options.batchSize);
      // Settled, not all: one row's database error must not leave the others' outcomes unrecorded mid-flight.
      const results = await Promise.allSettled(rows.map(deliver));
      delivered += results.filter((r) => r.status === 'fulfilled' && r.value).length;
      const failure = results.find((r) => r.status === 'rejected');
      if (failure) throw failure.reason;
      if (rows.length < options.batchSize) break;
    }
    return delivered;
  }

  let hotUntil = 0;
  const job = createPeriodicJob({
    name: 'mail worker',
    work: drain,
    delayMs: () => (options.now().getTime() < hotUntil ? options.hotPollMs : options.pollIntervalMs),
    log,
    timers: options.timers,
  });

  return {
    flush: job.run,
    expand,
    registerRenderer(kind, renderer) {
      renderers.set(kind, renderer);
    },
    get started() {
      return job.started;
    },
    get ticks() {
      return job.ticks;
    },
    start: job.start,
    stop: job.stop,
    nudge() {
      hotUntil = options.now().getTime() + options.hotWindowMs;
      // A run in progress reschedules itself with the fast interval when it ends.
      job.nudge();
    },
  };
}
