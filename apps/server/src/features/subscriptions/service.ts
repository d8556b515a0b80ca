import type { Locale, SubscriptionRequest } from '@charity/shared';
import type { Db } from '#src/db/database.ts';
import { enqueueMail } from '#src/services/mail/outbox.ts';
import { readSettings } from '#src/services/settings/settings.ts';
import { hashToken, randomToken } from '#src/shared/crypto.ts';
import { confirmationMail, preferencesUpdatedMail } from './mails.ts';
import { verifyUnsubscribeToken, type NewsletterLinkConfig } from '#src/services/mail/newsletter-mail.ts';
import * as repository from './repository.ts';

/** How long a double opt-in link works. */
export const CONFIRM_TOKEN_VALID_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Double opt-in (docs/product/forms-and-subscriptions.md): stores the subscription and mails a confirmation link, or, for an address that is
 * already subscribed, updates it and tells its owner. Only the token's hash is stored. The answer to the
 * visitor is the same either way, so the form cannot be used to learn who is subscribed.
 */
export async function subscribe(
  db: Db,
  config: NewsletterLinkConfig,
  input: SubscriptionRequest,
  /** The language the form was sent from: the subscription's from now on (its mails are in it). */
  locale: Locale,
  now = new Date(),
): Promise<'pending' | 'subscribed'> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + CONFIRM_TOKEN_VALID_DAYS * DAY_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await repository.upsertSubscription(
      trx,
      input,
      locale,
      { tokenHash: hashToken(token), expiresAt },
      now.toISOString(),
    );
    const { settings } = await readSettings(trx);
    if (row.confirmed_at) {
      await enqueueMail(trx, preferencesUpdatedMail(row, config, settings));
      return 'subscribed';
    }
    await enqueueMail(trx, confirmationMail(row, token, CONFIRM_TOKEN_VALID_DAYS, config, settings));
    return 'pending';
  });
}

export function confirmSubscription(db: Db, token: string, now = new Date()) {
  return repository.confirmSubscription(db, hashToken(token), now.toISOString());
}

/** Unsubscribes the subscription the token was signed for; false when the token is not one of ours. */
export async function unsubscribeWithToken(
  db: Db,
  config: NewsletterLinkConfig,
  token: string,
  now = new Date(),
): Promise<boolean> {
  const id = verifyUnsubscribeToken(token, config);
  if (id === null) return false;
  await repository.unsubscribe(db, id, now.toISOString());
  return true;
}
