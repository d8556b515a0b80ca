import type { ContactRequest, Locale } from '@charity/shared';
import type { Db } from '#src/db/database.ts';

/** Stores a contact message; `db` may be a transaction. */
export async function insertContactMessage(
  db: Db,
  message: ContactRequest,
  locale: Locale,
): Promise<{ id: number }> {
  return db
    .insertInto('contact_messages')
    .values({
      first_name: message.first_name,
      last_name: message.last_name,
      email: message.email,
      phone: message.phone,
      message: message.message,
      locale,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
