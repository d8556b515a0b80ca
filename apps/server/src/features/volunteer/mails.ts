import { maskAadhaar, type Locale, type SiteSettings, type VolunteerRequest } from '@charity/shared';
import { translatorFor } from '@charity/shared/catalogue';
import type { OutgoingMail } from '#src/services/mail/outbox.ts';
import { renderMail } from '#src/services/mail/templates.ts';

/** What a volunteer mail may show: the application without the Aadhaar number, only its last four digits. */
export type VolunteerApplication = Omit<VolunteerRequest, 'aadhar'> & { id: number; aadharLast4: string };

/** The organisation's copy of an application; mail is not a safe place for an identity number, so it is masked. */
export function volunteerNotificationMail(
  application: VolunteerApplication,
  settings: SiteSettings,
): OutgoingMail {
  const name = `${application.first_name} ${application.last_name}`;
  return {
    to: settings.site.email,
    subject: `Volunteer application from ${name}`,
    headers: { 'Reply-To': `${name} <${application.email}>` },
    ...renderMail(
      {
        heading: 'A new volunteer application',
        preheader: `${name} would like to volunteer.`,
        paragraphs: [
          `Name: ${name}`,
          `E-mail: ${application.email}`,
          `Phone: ${application.phone}`,
          `Aadhaar: ${maskAadhaar(application.aadharLast4)}`,
          `Address: ${application.address}`,
          `Seva of interest: ${application.interest}`,
        ],
        footer: `Volunteer application #${application.id}. Reply to this mail to answer ${application.first_name} directly.`,
      },
      settings,
    ),
  };
}

/** The volunteer's acknowledgement; like the contact one, it repeats nothing they typed beyond their name. */
export function volunteerAcknowledgementMail(
  application: Pick<VolunteerRequest, 'first_name' | 'email'>,
  settings: SiteSettings,
  locale: Locale,
): OutgoingMail {
  const t = translatorFor(locale);
  return {
    to: application.email,
    subject: t('mail.volunteer.subject', { site: settings.site.name }),
    ...renderMail(
      {
        heading: t('mail.volunteer.heading'),
        paragraphs: [t('mail.frame.namaste', { name: application.first_name }), t('mail.volunteer.body')],
        footer: t('mail.volunteer.footer'),
      },
      settings,
      locale,
    ),
  };
}
