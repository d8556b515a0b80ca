import type { FastifyBaseLogger } from 'fastify';
import { DONATION_STATUS, isoDateInIndia, normalizePan } from '@charity/shared';
import type { Db } from '#src/db/database.ts';
import { isPostgres, type Executor } from '#src/db/executor.ts';
import type { FieldCipher } from '#src/shared/crypto.ts';
import { countsAsIncome } from '#src/shared/income.ts';

/*
 * Which person a paid gift is from (docs/product/giving.md "Donors", docs/decisions/0074). The PAN decides when the
 * gift gives one; else the e-mail address, but only an address a donor account has verified: anyone can type anyone's
 * address into the donation form, so an address nobody proved theirs never joins two gifts. A gift with neither starts a donor of its own, which finance can merge by hand.
 */

/** The keys a gift can be matched by: the PAN's keyed digest and the verified address, lowercased. */
type DonorKeys = { panKey: string | null; emailKey: string | null };

/** Follows a merged record to its survivor (a merge repoints older merges, so one step is the usual case). */
export async function survivorOf(db: Executor, id: number): Promise<number> {
  let current = id;
  for (let hops = 0; hops < 10; hops += 1) {
    const row = await db
      .selectFrom('donors')
      .select('merged_into')
      .where('id', '=', current)
      .executeTakeFirst();
    if (!row?.merged_into) return current;
    current = row.merged_into;
  }
  return current;
}

async function keysOf(
  db: Executor,
  cipher: FieldCipher,
  gift: { pan_encrypted: string | null; email: string },
): Promise<DonorKeys> {
  const pan = gift.pan_encrypted ? cipher.decrypt(gift.pan_encrypted) : null;
  // Stored PANs were normalised by the forms; normalising again keeps an odd old row matching its twins.
  const panKey = pan ? cipher.lookupKey(normalizePan(pan) ?? pan.toUpperCase()) : null;
  let emailKey: string | null = null;
  if (gift.email !== '') {
    // The payments page's own rule (repository.ts ownedBy): an account's gifts are those it made and those made
    // with its address once the account verified it.
    const address = gift.email.toLowerCase();
    const user = await db
      .selectFrom('users')
      .select('email')
      .where('email', '=', address)
      .where('email_verified_at', 'is not', null)
      .executeTakeFirst();
    if (user) emailKey = address;
  }
  return { panKey, emailKey };
}

/** The donor these keys already name, if any: the PAN first, since two people may share an account's address. */
async function findByKeys(db: Executor, { panKey, emailKey }: DonorKeys): Promise<number | undefined> {
  if (panKey) {
    const byPan = await db.selectFrom('donors').select('id').where('pan_key', '=', panKey).executeTakeFirst();
    if (byPan) return survivorOf(db, byPan.id);
  }
  if (emailKey) {
    const byEmail = await db
      .selectFrom('donors')
      .select(['id', 'pan_key'])
      .where('email_key', '=', emailKey)
      .executeTakeFirst();
    if (byEmail) {
      const id = await survivorOf(db, byEmail.id);
      if (!panKey) return id;
      // The address's donor gave no PAN yet: this PAN is theirs from now on. One with another PAN is someone else.
      const survivor = await db
        .selectFrom('donors')
        .select('pan_key')
        .where('id', '=', id)
        .executeTakeFirst();
      if (survivor && survivor.pan_key === null) {
        await db.updateTable('donors').set({ pan_key: panKey }).where('id', '=', id).execute();
        return id;
      }
    }
  }
  return undefined;
}

type GiftForMatching = {
  id: number;
  donor_id: number | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  city: string;
  pan_encrypted: string | null;
  pan_last4: string | null;
  subscription_id: string | null;
};

async function donorFor(db: Executor, cipher: FieldCipher, gift: GiftForMatching, at: string) {
  const keys = await keysOf(db, cipher, gift);
  const found = await findByKeys(db, keys);
  if (found !== undefined) return found;
  // The address is taken by a donor with another PAN: this one is matched by its PAN alone.
  const emailFree =
    keys.emailKey !== null &&
    !(await db.selectFrom('donors').select('id').where('email_key', '=', keys.emailKey).executeTakeFirst());
  const inserted = await db
    .insertInto('donors')
    .values({
      pan_key: keys.panKey,
      email_key: emailFree ? keys.emailKey : null,
      first_name: gift.first_name,
      last_name: gift.last_name,
      email: gift.email,
      phone: gift.phone,
      city: gift.city,
      pan_last4: gift.pan_last4,
      search_text: searchTextOf(gift),
      created_at: at,
      updated_at: at,
    })
    // Another payment of the same person committed its donor first (PostgreSQL waits for it, then skips): use it.
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return inserted.id;
  const raced = await findByKeys(db, keys);
  if (raced === undefined) throw new Error(`No donor for gift ${gift.id} after a conflicting insert`);
  return raced;
}

/**
 * Gives a paid gift its donor and brings the donor's totals up to date, inside the caller's transaction (the one
 * that marked the gift paid: issueReceipt). A monthly gift's charge gives its monthly gift the same donor.
 */
export async function attachDonor(
  trx: Executor,
  cipher: FieldCipher,
  donationId: number,
  now: Date = new Date(),
): Promise<number> {
  const gift = await trx
    .selectFrom('donations')
    .select([
      'id',
      'donor_id',
      'first_name',
      'last_name',
      'email',
      'phone',
      'city',
      'pan_encrypted',
      'pan_last4',
      'subscription_id',
    ])
    .where('id', '=', donationId)
    .executeTakeFirstOrThrow();
  const at = now.toISOString();
  const found = gift.donor_id ?? (await donorFor(trx, cipher, gift, at));
  // Locked before it is followed: a merge of this record running now either finishes first (and the gift goes to
  // the survivor) or waits for this transaction (and then moves the gift with the others).
  await lockDonor(trx, found);
  const donorId = await survivorOf(trx, found);
  if (gift.donor_id !== donorId) {
    await trx.updateTable('donations').set({ donor_id: donorId }).where('id', '=', gift.id).execute();
  }
  if (gift.subscription_id) {
    await trx
      .updateTable('donation_subscriptions')
      .set({ donor_id: donorId })
      .where('subscription_id', '=', gift.subscription_id)
      .where('donor_id', 'is', null)
      .execute();
  }
  await refreshDonor(trx, donorId, at);
  return donorId;
}

/** What the console's search looks in: the name, e-mail, phone and city, lowercased, in one column. */
export const searchTextOf = (d: {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  city: string;
}) => [`${d.first_name} ${d.last_name}`, d.email, d.phone, d.city].join('\n').toLowerCase();

/** Locks a donor's row until the transaction ends, on PostgreSQL (SQLite runs one writer at a time). */
export async function lockDonor(trx: Executor, donorId: number): Promise<void> {
  if (isPostgres(trx)) {
    await trx.selectFrom('donors').select('id').where('id', '=', donorId).forUpdate().execute();
  }
}

/** A gift's day: the day an offline gift was received, else the day in India it was paid. */
const giftDay = (gift: { received_on: string | null; paid_at: string | null; created_at: string }) =>
  gift.received_on ?? isoDateInIndia(gift.paid_at ?? gift.created_at);

/**
 * Recounts a donor's totals from their gifts and copies the contact details of the latest one. The row is locked
 * first on PostgreSQL, so of two payments of the same donor committing together the second recounts after the
 * first has committed and counts both (each statement of READ COMMITTED sees what committed before it began).
 */
export async function refreshDonor(trx: Executor, donorId: number, at: string): Promise<void> {
  await lockDonor(trx, donorId);
  const gifts = await trx
    .selectFrom('donations')
    .select([
      'amount_paise',
      'paid_at',
      'received_on',
      'created_at',
      'status',
      'refunded_at',
      'first_name',
      'last_name',
      'email',
      'phone',
      'city',
      'pan_last4',
    ])
    .where('donor_id', '=', donorId)
    .where(countsAsIncome)
    .execute();
  const days = gifts.map(giftDay).sort();
  const latest = gifts.reduce<(typeof gifts)[number] | undefined>(
    (best, gift) => (best === undefined || giftDay(gift) >= giftDay(best) ? gift : best),
    undefined,
  );
  await trx
    .updateTable('donors')
    .set({
      gift_count: gifts.length,
      lifetime_paise: gifts.reduce((sum, gift) => sum + gift.amount_paise, 0),
      first_gift_on: days[0] ?? null,
      last_gift_on: days.at(-1) ?? null,
      ...(latest
        ? {
            first_name: latest.first_name,
            last_name: latest.last_name,
            email: latest.email,
            phone: latest.phone,
            city: latest.city,
            search_text: searchTextOf(latest),
            // A later gift without a PAN does not hide the one the donor gave before.
            ...(latest.pan_last4 ? { pan_last4: latest.pan_last4 } : {}),
          }
        : {}),
      updated_at: at,
    })
    .where('id', '=', donorId)
    .execute();
}

/**
 * Gives every paid gift that has no donor yet its donor, a batch per transaction: the gifts paid before migration
 * 0031, once, on the first start after it (ADR 74), and after that nothing (one indexed read). Safe to run on two
 * instances at once: a gift already given a donor by the other is skipped, and the donors' keys are unique.
 */
export async function fillDonors(
  db: Db,
  cipher: FieldCipher,
  options: { batch?: number; now?: () => Date; log?: Pick<FastifyBaseLogger, 'info'> } = {},
): Promise<number> {
  const batch = options.batch ?? 500;
  let filled = 0;
  for (;;) {
    const ids = await db
      .selectFrom('donations')
      .select('id')
      .where('donor_id', 'is', null)
      // Refunded gifts too: they stay the donor's history, though no total counts them.
      .where('status', '=', DONATION_STATUS.paid)
      .orderBy('id')
      .limit(batch)
      .execute();
    if (ids.length === 0) break;
    await db.transaction().execute(async (trx) => {
      for (const { id } of ids) await attachDonor(trx, cipher, id, options.now?.());
    });
    filled += ids.length;
  }
  if (filled > 0) options.log?.info({ gifts: filled }, 'donors: gifts paid before migration 0031 matched');
  return filled;
}
