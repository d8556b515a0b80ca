import { formatInr, type SiteSettings, type TrustId } from '@charity/shared';
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
  },
  settings: SiteSettings,
): OutgoingMail {
  const trust = settings.trusts[input.trust];
  const amount = formatInr(input.amountPaise);
  const { text, html } = renderMail(
    {
      heading: 'Your monthly gift could not be charged',
      preheader: `Please update the payment method of your monthly gift of ${amount} to ${trust.name}.`,
      paragraphs: [
        `Dear ${input.donorName},`,
        `We could not charge this month's gift of ${amount} to ${trust.name}: the payment was declined each time it was tried, so your monthly gift is paused and no money was taken.`,
        'If you would like to keep giving, please update your card or UPI mandate with the button below. Your gift continues from the next month once it is updated.',
        'If you would rather stop, there is nothing to do; you can also cancel it on your payments page.',
        `With gratitude from all of us at ${trust.name}.`,
      ],
      action: { label: 'Update payment method', url: input.updateUrl },
      footer: `You are receiving this mail because you give monthly to ${trust.name}. For any question, write to ${trust.email}.`,
    },
    settings,
  );
  return {
    to: input.to,
    subject: `Your monthly gift to ${trust.name} could not be charged`,
    text,
    html,
    relatedTo: subscriptionMailTopic(input.subscriptionId),
  };
}
