import type { Locale, VolunteerRequest } from '@charity/shared';
import type { Db } from '#src/db/database.ts';
import type { FieldCipher } from '#src/shared/crypto.ts';
import { enqueueMail } from '#src/services/mail/outbox.ts';
import { readSettings } from '#src/services/settings/settings.ts';
import { volunteerAcknowledgementMail, volunteerNotificationMail } from './mails.ts';
import { insertVolunteer } from './repository.ts';

/**
 * Stores a volunteer application with the Aadhaar number encrypted (only its last four digits in clear, for
 * display), and queues the organisation's copy and the volunteer's acknowledgement in the same transaction.
 * From here on the number exists only as ciphertext: the database, the mails and the logs never see it.
 */
export async function submitVolunteerApplication(
  db: Db,
  cipher: FieldCipher,
  application: VolunteerRequest,
  /** The language the applicant used: kept with the application and the language of their acknowledgement. */
  locale: Locale,
): Promise<{ id: number }> {
  const { aadhar, ...rest } = application;
  const aadharLast4 = aadhar.slice(-4);
  return db.transaction().execute(async (trx) => {
    const { id } = await insertVolunteer(trx, {
      first_name: rest.first_name,
      last_name: rest.last_name,
      email: rest.email,
      phone: rest.phone,
      aadhar_encrypted: cipher.encrypt(aadhar),
      aadhar_last4: aadharLast4,
      address: rest.address,
      interest: rest.interest,
      locale,
    });
    const { settings } = await readSettings(trx);
    await enqueueMail(trx, volunteerNotificationMail({ ...rest, id, aadharLast4 }, settings));
    await enqueueMail(trx, volunteerAcknowledgementMail(rest, settings, locale));
    return { id };
  });
}
