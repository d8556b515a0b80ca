import { formatInr, type Locale, type SiteSettings, type TrustId } from '@charity/shared';
import { translatorFor } from '@charity/shared/catalogue';
import type { OutgoingMail } from '#src/services/mail/outbox.ts';
import { renderMail } from '#src/services/mail/templates.ts';

/** mail_outbox.related_to of the mails about a monthly gift. */
export const subscriptionMailTopic = (subscriptionId: number) => `subscription:${subscriptionId}`;

/**
 * The mail a donor gets when the gateway gave up charging their monthly gift (`subscription.halted`: the retries
 * of a month's charge all failed). Its one button is the gateway's page of the subscription, where the card or UPI
 * mandate is changed; the gift resumes from the next charge once that is done.
 */
export function haltedMail(
  input: {
    to: string;
    donorName: string;
    trust: TrustId;
    amountPaise: number;
    updateUrl: string;
    subscriptionId: number;
    /** The language the gift was started in (docs/product/languages.md "Mails"). */
    locale: Locale;
  },
  settings: SiteSettings,
): OutgoingMail {
  const t = translatorFor(input.locale);
  const trust = settings.trusts[input.trust];
  const amount = formatInr(input.amountPaise);
  const { text, html } = renderMail(
    {
      heading: t('mail.monthly.heading'),
      preheader: t('mail.monthly.preheader', { amount, trust: trust.name }),
      paragraphs: [
        t('mail.frame.dear', { name: input.donorName }),
        t('mail.monthly.declined', { amount, trust: trust.name }),
        t('mail.monthly.keep'),
        t('mail.monthly.stop'),
        t('mail.frame.gratitude', { trust: trust.name }),
      ],
      action: { label: t('mail.monthly.action'), url: input.updateUrl },
      footer: t('mail.monthly.footer', { trust: trust.name, email: trust.email }),
    },
    settings,
    input.locale,
  );
  return {
    to: input.to,
    subject: t('mail.monthly.subject', { trust: trust.name }),
    text,
    html,
    relatedTo: subscriptionMailTopic(input.subscriptionId),
  };
}
