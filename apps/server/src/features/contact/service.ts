import type { ContactRequest, Locale } from '@charity/shared';
import type { Db } from '#src/db/database.ts';
import { enqueueMail } from '#src/services/mail/outbox.ts';
import { readSettings } from '#src/services/settings/settings.ts';
import { contactAcknowledgementMail, contactNotificationMail } from './mails.ts';
import { insertContactMessage } from './repository.ts';

/**
 * Stores a contact message and queues its two mails in the same transaction: the message is never kept without
 * its notification, nor mailed without being kept. `locale` is the language the sender wrote in: kept with the
 * message (a reply from the console is framed in it) and the language of their acknowledgement.
 */
export async function submitContactMessage(
  db: Db,
  message: ContactRequest,
  locale: Locale,
): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    const { id } = await insertContactMessage(trx, message, locale);
    const { settings } = await readSettings(trx);
    await enqueueMail(trx, contactNotificationMail({ ...message, id, locale }, settings));
    await enqueueMail(trx, contactAcknowledgementMail(message, settings, locale));
    return { id };
  });
}
