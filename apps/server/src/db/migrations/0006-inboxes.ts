import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from '../executor.ts';

/**
 * The console's inboxes (docs/product/console.md "Inboxes"): contact messages get a status (every
 * existing message starts as new) and a thread of staff replies; volunteer applications keep notes and status
 * changes with their author and time. Subscribers need nothing new: their status follows from confirmed_at and
 * unsubscribed_at.
 */
export const inboxes: Migration = {
  async up(db: Kysely<unknown>) {
    const pg = isPostgres(db);
    const ts = pg ? 'timestamptz' : 'text';
    const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
    const serial = (name: string) =>
      db.schema
        .createTable(name)
        .addColumn('id', pg ? 'serial' : 'integer', (c) =>
          pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
        );

    await db.schema
      .alterTable('contact_messages')
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('new')
          .check(sql`status in ('new', 'replied', 'archived')`),
      )
      .execute();
    // When a member last changed the message (status or reply); null for one nobody has touched.
    await db.schema.alterTable('contact_messages').addColumn('updated_at', ts).execute();
    await db.schema
      .createIndex('contact_messages_status')
      .on('contact_messages')
      .columns(['status', 'id'])
      .execute();

    await serial('contact_replies')
      .addColumn('message_id', 'integer', (c) =>
        c.notNull().references('contact_messages.id').onDelete('cascade'),
      )
      .addColumn('staff_id', 'text', (c) => c.references('staff.id').onDelete('set null'))
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createIndex('contact_replies_message')
      .on('contact_replies')
      .column('message_id')
      .execute();

    // volunteers.status exists since 0001 (default 'new'); anything outside the workflow starts it over.
    await sql`
      update volunteers set status = 'new' where status not in ('new', 'contacted', 'active', 'declined')
    `.execute(db);
    await db.schema.alterTable('volunteers').addColumn('updated_at', ts).execute();
    await db.schema.createIndex('volunteers_status').on('volunteers').columns(['status', 'id']).execute();

    await serial('volunteer_notes')
      .addColumn('volunteer_id', 'integer', (c) =>
        c.notNull().references('volunteers.id').onDelete('cascade'),
      )
      .addColumn('staff_id', 'text', (c) => c.references('staff.id').onDelete('set null'))
      // A note, a status change, or both; never neither (the service writes no empty entry).
      .addColumn('note', 'text')
      .addColumn('status_from', 'text')
      .addColumn('status_to', 'text')
      .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createIndex('volunteer_notes_volunteer')
      .on('volunteer_notes')
      .column('volunteer_id')
      .execute();
  },
};
