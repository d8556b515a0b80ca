import type { ContactRequest } from '@charity/shared';
import type { Db } from '#src/db/database.ts';
import { enqueueMail } from '#src/services/mail/outbox.ts';
import { contactAcknowledgementMail, contactNotificationMail } from './mails.ts';

/**
 * Stores a contact message and queues its two mails in the same transaction: the message is never kept without
 * its notification, nor mailed without being kept.
 */
export async function submitContactMessage(db: Db, message: ContactRequest): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('contact_messages')
      .values({
        first_name: message.first_name,
        last_name: message.last_name,
        email: message.email,
        phone: message.phone,
        message: message.message,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await enqueueMail(trx, contactNotificationMail({ ...message, id }));
    await enqueueMail(trx, contactAcknowledgementMail(message));
    return { id };
  });
}
