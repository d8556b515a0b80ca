import { sql, type Selectable } from 'kysely';
import type { ContactMessage, ContactReply, ContactStatus, InboxSort, Locale } from '@charity/shared';
import type { ContactMessagesTable } from '#src/db/schema.ts';
import { fullName } from '#src/shared/text-search.ts';
import { sortedPage, whereText } from '../inbox.ts';
import type { Executor } from '#src/db/executor.ts';

/* The contact inbox's SQL (docs/product/console.md "Inboxes"); the contact form's insert is features/contact's. */

export type ContactMessageRow = Selectable<ContactMessagesTable>;

const toMessage = (row: ContactMessageRow): ContactMessage => ({
  id: row.id,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  phone: row.phone,
  message: row.message,
  status: row.status,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/** One page of messages, newest first unless asked; `q` matches the whole name, the e-mail address or the text. */
export function listContactMessages(
  db: Executor,
  filters: {
    page: number;
    perPage: number;
    status?: ContactStatus | undefined;
    q?: string | undefined;
    sort: InboxSort;
  },
) {
  let base = db.selectFrom('contact_messages');
  if (filters.status) base = base.where('status', '=', filters.status);
  base = whereText(base, filters.q, [fullName(), sql.ref('email'), sql.ref('message')]);
  return sortedPage(base, filters, { columns: (q) => q.selectAll(), map: toMessage, name: fullName() });
}

export async function findContactMessage(db: Executor, id: number): Promise<ContactMessage | undefined> {
  const row = await db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toMessage(row);
}

/** A message with the language its sender wrote in, which a reply's mail is framed in (migration 0032). */
export async function findContactMessageToAnswer(
  db: Executor,
  id: number,
): Promise<(ContactMessage & { locale: Locale }) | undefined> {
  const row = await db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
  return row && { ...toMessage(row), locale: row.locale };
}

/** The replies to a message, oldest first, with their author's name. */
export async function listContactReplies(db: Executor, messageId: number): Promise<ContactReply[]> {
  const rows = await db
    .selectFrom('contact_replies')
    .leftJoin('staff', 'staff.id', 'contact_replies.staff_id')
    .select([
      'contact_replies.id',
      'contact_replies.body',
      'contact_replies.staff_id',
      'contact_replies.created_at',
      'staff.name as staff_name',
    ])
    .where('contact_replies.message_id', '=', messageId)
    .orderBy('contact_replies.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    message: row.body,
    staff_id: row.staff_id,
    staff_name: row.staff_name,
    created_at: row.created_at,
  }));
}

export async function setContactStatus(trx: Executor, id: number, status: ContactStatus, now: Date) {
  await trx
    .updateTable('contact_messages')
    .set({ status, updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

export async function insertContactReply(
  trx: Executor,
  reply: { messageId: number; staffId: string; body: string; now: Date },
): Promise<{ id: number }> {
  return trx
    .insertInto('contact_replies')
    .values({
      message_id: reply.messageId,
      staff_id: reply.staffId,
      body: reply.body,
      created_at: reply.now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
