import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { buildApp } from '#src/app.ts';
import { loadConfig } from '#src/config.ts';
import { createNewsletterDispatcher } from '#src/features/newsletters/dispatcher.ts';
import { createNewsletterDesk } from '#src/features/newsletters/service.ts';

/**
 * A newsletter to `NEWSLETTER_SUBSCRIBERS` (default 10,000) confirmed subscribers, end to end: the console's
 * send (one delivery row each), the dispatcher's batches into the outbox, and the outbox worker over SMTP
 * (nodemailer's pool) into a local sink that accepts and discards every message. Prints mails per second from the
 * send to the last accepted mail, and the process's RSS and heap before and at their peak (sampled every 100 ms).
 * The dispatcher's clock jumps a minute per round, so the per-minute rate is not what is measured: the pipeline is.
 * The sink runs in the same process (it keeps only a counter). Figures, not assertions.
 *
 * `npm run bench:newsletter -w @charity/server` (about a minute on the 2-core CI machine; kept out of `npm run bench`).
 */

const SUBSCRIBERS = Number(process.env.NEWSLETTER_SUBSCRIBERS ?? 10_000);
if (!Number.isInteger(SUBSCRIBERS) || SUBSCRIBERS < 1 || SUBSCRIBERS > 1_000_000) {
  console.error(`NEWSLETTER_SUBSCRIBERS must be a whole number from 1 to 1,000,000`);
  process.exit(1);
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

let accepted = 0;
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => undefined);
    stream.on('end', () => {
      accepted++;
      callback();
    });
  },
});
await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
const port = (sink.server.address() as AddressInfo).port;

const dataDir = mkdtempSync(path.join(tmpdir(), 'charity-newsletter-bench-'));
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  APP_SECRET: 'bench-secret-that-is-at-least-32-characters-long',
  LOG_LEVEL: 'silent',
  WEB_DIST: path.join(dataDir, 'no-web-build'),
  SMTP_URL: `smtp://127.0.0.1:${port}`,
});
const app = await buildApp({ config });
await app.ready();

try {
  for (let from = 0; from < SUBSCRIBERS; from += 500) {
    const count = Math.min(500, SUBSCRIBERS - from);
    await app.db
      .insertInto('subscriptions')
      .values(
        Array.from({ length: count }, (_, i) => ({
          name: `Reader ${from + i}`,
          email: `reader${from + i}@example.org`,
          phone: '+919845012345',
          ebook: 0,
          event: ((from + i) % 2) as 0 | 1,
          blog: 0,
          crossword: 0,
          newsletter: 1,
          confirm_token_hash: null,
          confirm_expires_at: null,
          confirmed_at: '2026-11-01T10:00:00.000Z',
          unsubscribed_at: null,
          updated_at: '2026-11-01T10:00:00.000Z',
        })),
      )
      .execute();
  }
  const staff = await app.db
    .insertInto('staff')
    .values({
      id: 'bench-coordinator',
      email: 'bench@example.org',
      name: 'Bench',
      role: 'coordinator',
      password_hash: null,
      totp_secret: null,
      totp_last_step: null,
      disabled_at: null,
      updated_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const desk = createNewsletterDesk(app.db, config);
  const actor = { staffId: staff.id, ip: null };
  const newsletter = await desk.create(
    {
      subject: 'Bench newsletter',
      translations: {},
      body_html: `<h2>News</h2>${'<p>Annadanam, seva and the new library: a paragraph of news from the trust.</p>'.repeat(8)}`,
      topics: ['newsletter', 'event'],
      rate_per_minute: 6_000,
    },
    actor,
  );

  global.gc?.();
  const before = process.memoryUsage();
  let peak = { rss: before.rss, heapUsed: before.heapUsed };
  const sampler = setInterval(() => {
    const { rss, heapUsed } = process.memoryUsage();
    peak = { rss: Math.max(peak.rss, rss), heapUsed: Math.max(peak.heapUsed, heapUsed) };
  }, 100);

  let clock = Date.now();
  const dispatcher = createNewsletterDispatcher(
    { db: app.db, config, log: app.log },
    { now: () => new Date(clock), batchMax: 500 },
  );
  const started = performance.now();
  await desk.send(newsletter.id, actor);
  let rounds = 0;
  for (;;) {
    const round = await dispatcher.dispatch();
    rounds++;
    await app.mail.flush();
    clock += 60_001;
    if (round.finished.includes(newsletter.id)) break;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const counts = (await desk.get(newsletter.id)).counts;

  console.log(`newsletter to ${SUBSCRIBERS} subscribers, ${rounds} dispatcher rounds`);
  console.log(`  counts: ${JSON.stringify(counts)}; the sink accepted ${accepted} mails`);
  console.log(`  ${seconds.toFixed(1)} s: ${(accepted / seconds).toFixed(0)} mails/s`);
  console.log(
    `  memory: RSS ${mb(before.rss)} before, ${mb(peak.rss)} at peak; heap ${mb(before.heapUsed)} before, ${mb(peak.heapUsed)} at peak`,
  );
  if (accepted !== SUBSCRIBERS || counts.sent !== SUBSCRIBERS) process.exitCode = 1;
} finally {
  await app.close();
  await new Promise<void>((resolve) => sink.close(() => resolve()));
  rmSync(dataDir, { recursive: true, force: true });
}
