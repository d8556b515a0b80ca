import { DEFAULT_LOCALE, localisedPath, paths, type Locale, type SiteSettings } from '@charity/shared';
import { translate } from '@charity/shared/catalogue';
import type { Config } from '#src/config.ts';
import type { OutgoingMail } from '#src/services/mail/outbox.ts';
import { renderMail, type MailContent } from '#src/services/mail/templates.ts';
import { createUrlSigner } from '#src/shared/crypto.ts';

/**
 * Everything a newsletter-type mail needs to let its reader leave with one click (RFC 8058): a signed
 * unsubscribe token, the List-Unsubscribe and List-Unsubscribe-Post headers, and the visible link in the body.
 * Every mail sent to subscribers, the double opt-in confirmation included, is built with newsletterMail.
 */

/** The one subscriber a newsletter mail goes to. */
/** `locale`: the subscriber's language (migration 0032); their unsubscribe page is in it. */
export type NewsletterRecipient = { id: number; email: string; locale?: Locale };
export type NewsletterLinkConfig = Pick<Config, 'publicUrl' | 'appSecret'>;

export const UNSUBSCRIBE_API_PATH = '/api/subscription/unsubscribe';
const UNSUBSCRIBE_PURPOSE = 'newsletter-unsubscribe';
/** Old mails stay in inboxes for years; their unsubscribe links must keep working that long. */
const UNSUBSCRIBE_TOKEN_TTL_SECONDS = 5 * 365 * 24 * 60 * 60;

/**
 * `<subscription id>.<expiry>.<HMAC>`: stateless, so it works on any instance, needs no login and no table,
 * and cannot be forged for another subscription.
 */
export function unsubscribeToken(subscriptionId: number, config: NewsletterLinkConfig): string {
  const signature = createUrlSigner(config.appSecret).sign(
    UNSUBSCRIBE_PURPOSE,
    String(subscriptionId),
    UNSUBSCRIBE_TOKEN_TTL_SECONDS,
  );
  return `${subscriptionId}.${signature}`;
}

/** The subscription id a token was made for, or null when it is malformed, forged or expired. */
export function verifyUnsubscribeToken(token: string, config: NewsletterLinkConfig): number | null {
  const match = /^(\d{1,10})\.(.+)$/.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const id = Number(match[1]);
  const valid = createUrlSigner(config.appSecret).verify(UNSUBSCRIBE_PURPOSE, String(id), match[2]);
  return valid ? id : null;
}

/** The one-click endpoint mail clients POST `List-Unsubscribe=One-Click` to. */
export const unsubscribeApiUrl = (recipient: NewsletterRecipient, config: NewsletterLinkConfig) =>
  `${config.publicUrl}${UNSUBSCRIBE_API_PATH}?token=${encodeURIComponent(unsubscribeToken(recipient.id, config))}`;

/**
 * The web page the link in the body opens. It asks before unsubscribing (a POST), so a mail scanner that
 * follows every link does not unsubscribe the reader.
 */
export const unsubscribePageUrl = (recipient: NewsletterRecipient, config: NewsletterLinkConfig) =>
  `${config.publicUrl}${localisedPath(recipient.locale ?? DEFAULT_LOCALE, paths.subscriptionUnsubscribe)}?token=${encodeURIComponent(unsubscribeToken(recipient.id, config))}`;

/** RFC 2369 List-Unsubscribe plus RFC 8058 List-Unsubscribe-Post, which makes the HTTPS link one-click. */
export function newsletterHeaders(
  recipient: NewsletterRecipient,
  config: NewsletterLinkConfig,
  settings: SiteSettings,
): { 'List-Unsubscribe': string; 'List-Unsubscribe-Post': string } {
  return {
    'List-Unsubscribe': `<${unsubscribeApiUrl(recipient, config)}>, <mailto:${settings.site.email}?subject=unsubscribe>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

export type NewsletterContent = Pick<
  MailContent,
  'heading' | 'paragraphs' | 'action' | 'footer' | 'preheader' | 'richText'
> & {
  subject: string;
};

/** A mail to one subscriber, in the trusts' branding, with the unsubscribe link in the body and the headers. */
export function newsletterMail(
  recipient: NewsletterRecipient,
  { subject, ...content }: NewsletterContent,
  config: NewsletterLinkConfig,
  settings: SiteSettings,
  /**
   * The language of the mail's own words (the footer, the frame). A newsletter passes English, the language it is
   * written in; the subscription's own mails pass the subscriber's.
   */
  locale: Locale = DEFAULT_LOCALE,
): OutgoingMail {
  return {
    to: recipient.email,
    subject,
    headers: newsletterHeaders(recipient, config, settings),
    ...renderMail(
      {
        footer: translate(locale, 'mail.subscription.footer', { site: settings.site.name }),
        ...content,
        unsubscribeUrl: unsubscribePageUrl(recipient, config),
      },
      settings,
      locale,
    ),
  };
}
