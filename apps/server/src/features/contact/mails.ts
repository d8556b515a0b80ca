import {
  DEFAULT_LOCALE,
  LOCALE_DETAILS,
  type ContactRequest,
  type Locale,
  type SiteSettings,
} from '@charity/shared';
import { translatorFor } from '@charity/shared/catalogue';
import type { OutgoingMail } from '#src/services/mail/outbox.ts';
import { renderMail } from '#src/services/mail/templates.ts';

/**
 * The organisation's copy of a contact message; replying to it answers the sender. It is English, as the console
 * is, and says which language the sender wrote from when it is another, so the answer can be in it.
 */
export function contactNotificationMail(
  message: ContactRequest & { id: number; locale: Locale },
  settings: SiteSettings,
): OutgoingMail {
  const name = `${message.first_name} ${message.last_name}`;
  return {
    to: settings.site.email,
    subject: `Contact message from ${name}`,
    headers: { 'Reply-To': `${name} <${message.email}>` },
    ...renderMail(
      {
        heading: 'A new message from the contact form',
        preheader: message.message.slice(0, 100),
        paragraphs: [
          `From: ${name}`,
          `E-mail: ${message.email}`,
          `Phone: ${message.phone}`,
          ...(message.locale === DEFAULT_LOCALE ? [] : [`Language: ${LOCALE_DETAILS[message.locale].label}`]),
          ...message.message.split(/\n\s*\n/),
        ],
        footer: `Contact message #${message.id}. Reply to this mail to answer ${message.first_name} directly.`,
      },
      settings,
    ),
  };
}

/**
 * The sender's acknowledgement. It deliberately does not repeat what was written: anyone can type any address
 * into the form, and echoing the text would let the form carry someone's spam to a stranger under our name.
 */
export function contactAcknowledgementMail(
  message: ContactRequest,
  settings: SiteSettings,
  locale: Locale,
): OutgoingMail {
  const t = translatorFor(locale);
  return {
    to: message.email,
    subject: t('mail.contact.subject', { site: settings.site.name }),
    ...renderMail(
      {
        heading: t('mail.contact.heading'),
        paragraphs: [t('mail.frame.namaste', { name: message.first_name }), t('mail.contact.body')],
        footer: t('mail.contact.footer'),
      },
      settings,
      locale,
    ),
  };
}
