import type { FastifyInstance } from 'fastify';

/** What the helpers need of the app under test. */
type App = Pick<FastifyInstance, 'db'>;

/** The mails queued to an address, oldest first, as the outbox stores them. */
export const mailsTo = (app: App, address: string) =>
  app.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', address).orderBy('id').execute();

/** How many mails the outbox holds, to any address: for proving that a request queued none. */
export async function outboxSize(app: App): Promise<number> {
  const { n } = await app.db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}
