import { paths, type SiteSettings } from '@charity/shared';
import type { OutgoingMail } from '#src/services/mail/outbox.ts';
import { newsletterMail, type NewsletterLinkConfig } from '#src/services/mail/newsletter-mail.ts';
import { SUBSCRIPTION_TOPICS, type SubscriptionRow, type SubscriptionTopic } from './repository.ts';

const TOPIC_LABELS: Record<SubscriptionTopic, string> = {
  event: 'events',
  newsletter: 'the newsletter',
  blog: 'new blog posts',
  ebook: 'e-books',
  crossword: 'crosswords',
};

function chosenTopics(row: SubscriptionRow): string {
  const labels = SUBSCRIPTION_TOPICS.filter((topic) => row[topic] === 1).map((topic) => TOPIC_LABELS[topic]);
  if (labels.length === 0)
    return 'You have not chosen any topics, so you will only hear about our main news.';
  const list = labels.length === 1 ? labels[0] : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
  return `You will hear from us about ${list}.`;
}

/** The double opt-in mail: nothing is sent to the address again until its owner follows this link. */
export function confirmationMail(
  row: SubscriptionRow,
  token: string,
  validDays: number,
  config: NewsletterLinkConfig,
  settings: SiteSettings,
): OutgoingMail {
  const url = `${config.publicUrl}${paths.subscriptionConfirm}?token=${encodeURIComponent(token)}`;
  return newsletterMail(
    row,
    {
      subject: `Please confirm your subscription — ${settings.site.name}`,
      heading: 'Please confirm your subscription',
      preheader: 'One click and you will start receiving our updates.',
      paragraphs: [
        `Namaste ${row.name},`,
        `Thank you for subscribing to updates from ${settings.site.name}. Please confirm that this is your e-mail address.`,
        chosenTopics(row),
      ],
      action: { label: 'Confirm my subscription', url },
      footer: `The link works for ${validDays} days. If you did not subscribe, ignore this mail: you will not hear from us again.`,
    },
    config,
    settings,
  );
}

/**
 * Sent when an address that is already subscribed is submitted again. The form needs no proof of owning the
 * address, so the owner is told what changed and can leave with one click if it was not them.
 */
export function preferencesUpdatedMail(
  row: SubscriptionRow,
  config: NewsletterLinkConfig,
  settings: SiteSettings,
): OutgoingMail {
  return newsletterMail(
    row,
    {
      subject: `Your subscription was updated — ${settings.site.name}`,
      heading: 'Your subscription was updated',
      paragraphs: [
        `Namaste ${row.name},`,
        'Your subscription details were just updated on our website.',
        chosenTopics(row),
        'If you did not make this change, you can unsubscribe with the link below.',
      ],
    },
    config,
    settings,
  );
}
