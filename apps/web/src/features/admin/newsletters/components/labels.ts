import type { NewsletterCounts, NewsletterStatus } from '@charity/shared';

export const NEWSLETTER_STATUS_LABELS: Record<NewsletterStatus, string> = {
  draft: 'Draft',
  sending: 'Sending',
  paused: 'Paused',
  sent: 'Sent',
};

/** The counts in the order a send moves through them, with what each means. */
export const COUNT_LABELS: ReadonlyArray<{ key: keyof NewsletterCounts; label: string }> = [
  { key: 'recipients', label: 'Recipients' },
  { key: 'waiting', label: 'Waiting' },
  { key: 'queued', label: 'Queued' },
  { key: 'sent', label: 'Sent' },
  { key: 'failed', label: 'Failed' },
  { key: 'skipped', label: 'Skipped' },
];
