import type { ContactStatus, SubscriberStatus, SubscriberTopic } from '@charity/shared';

/** What the console shows for the inboxes' ids (volunteer statuses: VOLUNTEER_STATUS_LABELS in shared). */
export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  new: 'New',
  replied: 'Replied',
  archived: 'Archived',
};

export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  confirmed: 'Confirmed',
  pending: 'Pending',
  unsubscribed: 'Unsubscribed',
};

export const TOPIC_LABELS: Record<SubscriberTopic, string> = {
  ebook: 'E-books',
  event: 'Events',
  blog: 'Blog',
  crossword: 'Crosswords',
  newsletter: 'Newsletter',
};
