import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '#src/config.ts';
import { onMailEnqueued } from '#src/services/mail/outbox.ts';
import { createMailSender } from '#src/services/mail/sender.ts';
import { createMailWorker, type MailWorker, type MailWorkerOptions } from '#src/services/mail/worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox worker. Features enqueue with enqueueMail(db or trx, mail); this sends what they enqueued. */
    mail: MailWorker;
  }
}

export type MailPluginOptions = { config: Config; worker?: Partial<MailWorkerOptions> };

/**
 * The mail outbox worker, decorated as `app.mail`. It starts when the app starts listening, so the process sends
 * mail while tests that only `inject` keep full control (they call app.mail.flush() themselves), and it stops on
 * close after its flush in progress, before the database plugin closes the connection (this plugin registers
 * later, and Fastify runs onClose hooks in reverse order).
 */
export const mailPlugin = fp(
  (app: FastifyInstance, opts: MailPluginOptions) => {
    const log = app.log.child({ component: 'mail' });
    const sender = createMailSender(opts.config);
    const worker = createMailWorker({ db: app.db, sender, log }, opts.worker);
    app.decorate('mail', worker);

    const unsubscribe = onMailEnqueued(() => worker.nudge());
    app.addHook('onListen', async () => {
      log.info(
        sender.kind === 'smtp'
          ? 'mail worker started: sending over SMTP_URL'
          : `mail worker started: no SMTP_URL, mails are written to ${opts.config.outboxDir}`,
      );
      worker.start();
    });
    app.addHook('onClose', async () => {
      unsubscribe();
      await worker.stop();
      sender.close();
    });
  },
  { name: 'mail', dependencies: ['database'] },
);
