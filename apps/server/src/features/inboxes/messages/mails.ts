import { formatDateInIndiaIn, type ContactMessage, type Locale, type SiteSettings } from '@charity/shared';
import { translatorFor } from '@charity/shared/catalogue';
import type { OutgoingMail } from '#src/services/mail/outbox.ts';
import { renderMail } from '#src/services/mail/templates.ts';

const englishQuoteDate = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' });
/** The quoted message's date: '1 November 2026' in English, '01 ನವೆಂಬರ್ 2026' in Kannada. */
const quoteDate = (locale: Locale, at: string) =>
  locale === 'en' ? englishQuoteDate.format(new Date(at)) : formatDateInIndiaIn(locale, at);

/**
 * A coordinator's reply from the console, to the address the message came from, with the message quoted below it
 * so the sender sees what is being answered. Replies to it go to the trust's address, not to the member's own.
 * Quoting is safe here where the acknowledgement's is not: a person chose to answer this message.
 * The reply is mailed as written: the reply box owns the greeting (it starts with contactReplyGreeting), so the
 * mail adds none and the console's preview shows exactly what is sent (docs/product/console.md "Contact messages").
 * The frame around the reply (subject, heading, the quote's line, the footer) is in the language the sender wrote
 * in (docs/product/languages.md "Mails"); the reply itself is as the coordinator wrote it.
 */
export function contactReplyMail(
  original: Pick<ContactMessage, 'first_name' | 'email' | 'message' | 'created_at'> & { locale: Locale },
  reply: string,
  settings: SiteSettings,
): OutgoingMail {
  const t = translatorFor(original.locale);
  const site = settings.site;
  // One quoted paragraph per paragraph of the message, each line marked as mail clients quote.
  const quoted = original.message.split(/\n\s*\n/).map((paragraph) =>
    paragraph
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n'),
  );
  return {
    to: original.email,
    subject: t('mail.reply.subject', { site: site.name }),
    headers: { 'Reply-To': site.email },
    ...renderMail(
      {
        heading: t('mail.reply.heading', { site: site.name }),
        preheader: reply.slice(0, 100),
        paragraphs: [
          ...reply.split(/\n\s*\n/),
          t('mail.reply.youWrote', { date: quoteDate(original.locale, original.created_at) }),
          ...quoted,
        ],
        footer: t('mail.reply.footer', { email: site.email }),
      },
      settings,
      original.locale,
    ),
  };
}
