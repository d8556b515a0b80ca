import type { ContactMessage, SiteSettings } from '@charity/shared';
import type { OutgoingMail } from '#src/services/mail/outbox.ts';
import { renderMail } from '#src/services/mail/templates.ts';

const quoteDate = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' });

/**
 * A coordinator's reply from the console, to the address the message came from, with the message quoted below it
 * so the sender sees what is being answered. Replies to it go to the trust's address, not to the member's own.
 * Quoting is safe here where the acknowledgement's is not: a person chose to answer this message.
 * The reply is mailed as written: the reply box owns the greeting (it starts with contactReplyGreeting), so the
 * mail adds none and the console's preview shows exactly what is sent (docs/product/console.md "Contact messages").
 */
export function contactReplyMail(
  original: Pick<ContactMessage, 'first_name' | 'email' | 'message' | 'created_at'>,
  reply: string,
  settings: SiteSettings,
): OutgoingMail {
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
    subject: `Re: your message to ${site.name}`,
    headers: { 'Reply-To': site.email },
    ...renderMail(
      {
        heading: `A reply from ${site.name}`,
        preheader: reply.slice(0, 100),
        paragraphs: [
          ...reply.split(/\n\s*\n/),
          `On ${quoteDate.format(new Date(original.created_at))} you wrote:`,
          ...quoted,
        ],
        footer: `You get this mail because you wrote to us through the contact form on our website. Reply to this mail to write to ${site.email}.`,
      },
      settings,
    ),
  };
}
