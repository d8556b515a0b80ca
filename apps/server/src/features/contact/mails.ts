import type { ContactRequest, SiteSettings } from '@charity/shared';
import type { OutgoingMail } from '#src/services/mail/outbox.ts';
import { renderMail } from '#src/services/mail/templates.ts';

/** The organisation's copy of a contact message; replying to it answers the sender. */
export function contactNotificationMail(
  message: ContactRequest & { id: number },
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
export function contactAcknowledgementMail(message: ContactRequest, settings: SiteSettings): OutgoingMail {
  return {
    to: message.email,
    subject: `We received your message — ${settings.site.name}`,
    ...renderMail(
      {
        heading: 'Thank you for writing to us',
        paragraphs: [
          `Namaste ${message.first_name},`,
          'We have received your message. One of our volunteers will read it and reply to this address.',
        ],
        footer: 'You get this mail because this address was entered in the contact form on our website.',
      },
      settings,
    ),
  };
}
