import { localisedPath, paths, type SiteSettings } from '@charity/shared';
import { translatorFor, type MessageKey, type Translator } from '@charity/shared/catalogue';
import type { OutgoingMail } from '#src/services/mail/outbox.ts';
import { newsletterMail, type NewsletterLinkConfig } from '#src/services/mail/newsletter-mail.ts';
import { SUBSCRIPTION_TOPICS, type SubscriptionRow, type SubscriptionTopic } from './repository.ts';

const TOPIC_LABELS: Record<SubscriptionTopic, MessageKey> = {
  event: 'mail.subscription.topicEvent',
  newsletter: 'mail.subscription.topicNewsletter',
  blog: 'mail.subscription.topicBlog',
  ebook: 'mail.subscription.topicEbook',
  crossword: 'mail.subscription.topicCrossword',
};

function chosenTopics(row: SubscriptionRow, t: Translator): string {
  const labels = SUBSCRIPTION_TOPICS.filter((topic) => row[topic] === 1).map((topic) =>
    t(TOPIC_LABELS[topic]),
  );
  if (labels.length === 0) return t('mail.subscription.noTopics');
  const list =
    labels.length === 1
      ? (labels[0] ?? '')
      : t('mail.subscription.listLast', { list: labels.slice(0, -1).join(', '), last: labels.at(-1) ?? '' });
  return t('mail.subscription.topics', { list });
}

/**
 * The double opt-in mail: nothing is sent to the address again until its owner follows this link. In the
 * subscriber's language (the row's `locale`), and the link opens the confirmation page in it too.
 */
export function confirmationMail(
  row: SubscriptionRow,
  token: string,
  validDays: number,
  config: NewsletterLinkConfig,
  settings: SiteSettings,
): OutgoingMail {
  const t = translatorFor(row.locale);
  const site = settings.site.name;
  const url = `${config.publicUrl}${localisedPath(row.locale, paths.subscriptionConfirm)}?token=${encodeURIComponent(token)}`;
  return newsletterMail(
    row,
    {
      subject: t('mail.subscription.confirmSubject', { site }),
      heading: t('mail.subscription.confirmHeading'),
      preheader: t('mail.subscription.confirmPreheader'),
      paragraphs: [
        t('mail.frame.namaste', { name: row.name }),
        t('mail.subscription.confirmThanks', { site }),
        chosenTopics(row, t),
      ],
      action: { label: t('mail.subscription.confirmAction'), url },
      footer: t('mail.subscription.confirmFooter', { days: validDays }),
    },
    config,
    settings,
    row.locale,
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
  const t = translatorFor(row.locale);
  return newsletterMail(
    row,
    {
      subject: t('mail.subscription.updatedSubject', { site: settings.site.name }),
      heading: t('mail.subscription.updatedHeading'),
      paragraphs: [
        t('mail.frame.namaste', { name: row.name }),
        t('mail.subscription.updatedBody'),
        chosenTopics(row, t),
        t('mail.subscription.updatedNotYou'),
      ],
    },
    config,
    settings,
    row.locale,
  );
}
