import type { Selectable } from 'kysely';
import {
  SUBSCRIBER_TOPICS,
  type Locale,
  type SubscriberTopic,
  type SubscriptionRequest,
} from '@charity/shared';
import type { Db } from '#src/db/database.ts';
import type { Executor } from '#src/db/executor.ts';
import type { SubscriptionsTable } from '#src/db/schema.ts';

export type SubscriptionRow = Selectable<SubscriptionsTable>;

/**
 * The topics a subscriber can choose (docs/product/forms-and-subscriptions.md); the web form shows event,
 * newsletter and blog.
 */
export const SUBSCRIPTION_TOPICS = SUBSCRIBER_TOPICS;
export type SubscriptionTopic = SubscriberTopic;

const flag = (ticked: boolean): 0 | 1 => (ticked ? 1 : 0);

/**
 * Creates or updates the subscription of `input.email` in one statement, so two requests for the same address
 * at once cannot both insert. An address that is subscribed (confirmed, not unsubscribed) keeps its
 * confirmation and only gets the new name, phone and topics. Any other address (new, never confirmed, or
 * unsubscribed) becomes pending with the given confirmation token. Every SET expression reads the row as it
 * was before the statement, on both databases.
 *
 * Returns the row as it is now: `confirmed_at` is set exactly when the address was, and stays, subscribed. The
 * language is the latest form's either way: whoever sends the form again reads the site in it.
 */
export async function upsertSubscription(
  db: Executor,
  input: SubscriptionRequest,
  locale: Locale,
  confirmation: { tokenHash: string; expiresAt: string },
  now: string,
): Promise<SubscriptionRow> {
  return db
    .insertInto('subscriptions')
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone,
      ebook: flag(input.ebook),
      event: flag(input.event),
      blog: flag(input.blog),
      crossword: flag(input.crossword),
      newsletter: flag(input.newsletter),
      locale,
      confirm_token_hash: confirmation.tokenHash,
      confirm_expires_at: confirmation.expiresAt,
      confirmed_at: null,
      unsubscribed_at: null,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.column('email').doUpdateSet((eb) => {
        const active = eb.and([
          eb('subscriptions.confirmed_at', 'is not', null),
          eb('subscriptions.unsubscribed_at', 'is', null),
        ]);
        return {
          name: eb.ref('excluded.name'),
          phone: eb.ref('excluded.phone'),
          ebook: eb.ref('excluded.ebook'),
          event: eb.ref('excluded.event'),
          blog: eb.ref('excluded.blog'),
          crossword: eb.ref('excluded.crossword'),
          newsletter: eb.ref('excluded.newsletter'),
          locale: eb.ref('excluded.locale'),
          confirm_token_hash: eb
            .case()
            .when(active)
            .then(eb.ref('subscriptions.confirm_token_hash'))
            .else(eb.ref('excluded.confirm_token_hash'))
            .end(),
          confirm_expires_at: eb
            .case()
            .when(active)
            .then(eb.ref('subscriptions.confirm_expires_at'))
            .else(eb.ref('excluded.confirm_expires_at'))
            .end(),
          confirmed_at: eb.case().when(active).then(eb.ref('subscriptions.confirmed_at')).else(null).end(),
          // Null already when active; otherwise the address starts over and must confirm again.
          unsubscribed_at: null,
          updated_at: eb.ref('excluded.updated_at'),
        };
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Confirms the pending subscription holding this token, once: the same statement clears the token, so a
 * second use finds nothing. 'expired' and 'unknown' tell the two refusals apart.
 */
export async function confirmSubscription(
  db: Db,
  tokenHash: string,
  now: string,
): Promise<'confirmed' | 'expired' | 'unknown'> {
  const confirmed = await db
    .updateTable('subscriptions')
    .set({ confirmed_at: now, confirm_token_hash: null, confirm_expires_at: null, updated_at: now })
    .where('confirm_token_hash', '=', tokenHash)
    .where('confirm_expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  if (confirmed) return 'confirmed';
  const expired = await db
    .selectFrom('subscriptions')
    .select('id')
    .where('confirm_token_hash', '=', tokenHash)
    .executeTakeFirst();
  return expired ? 'expired' : 'unknown';
}

/** Unsubscribes; a second call changes nothing. A pending confirmation link dies with it. */
export async function unsubscribe(db: Db, id: number, now: string): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set({ unsubscribed_at: now, confirm_token_hash: null, confirm_expires_at: null, updated_at: now })
    .where('id', '=', id)
    .where('unsubscribed_at', 'is', null)
    .execute();
}

/**
 * Who counts as subscribed: confirmed and not unsubscribed, optionally only those who chose `topic`. Every
 * sender of newsletter-type mail and every count of subscribers starts here.
 */
export function activeSubscriptions(db: Db, topic?: SubscriptionTopic) {
  return db
    .selectFrom('subscriptions')
    .where('confirmed_at', 'is not', null)
    .where('unsubscribed_at', 'is', null)
    .$if(topic !== undefined, (q) => q.where(topic as SubscriptionTopic, '=', 1));
}

export async function countActiveSubscriptions(db: Db, topic?: SubscriptionTopic): Promise<number> {
  const { count } = await activeSubscriptions(db, topic)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}
