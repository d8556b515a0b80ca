import type { Transaction } from 'kysely';
import { DONATION_STATUS, rupeesToPaise, type DedicationKind, type TrustId } from '@charity/shared';
import type { Database } from '#src/db/schema.ts';
import { insertCampaign } from '#src/features/giving/campaigns/campaign-repository.ts';
import { assignReceiptNumber } from '#src/features/giving/receipts/receipt-numbers.ts';
import { newReference } from '#src/shared/reference.ts';
import type { Art } from './demo-content.ts';
import type { Picture } from './images.ts';

/**
 * The demo's campaigns (docs/product/giving.md "Campaigns, the donor wall and dedications"): two appeals running
 * with a goal part raised, a wall of names (some with a dedication) and one ended appeal with its result, so a fresh
 * `npm start` shows every state of the public pages. The gifts are sandbox gifts with TEST receipts outside the
 * trusts' series (docs/decisions/0040-payments-test-mode.md) and no e-mail, so no receipt mail is queued and no real
 * serial is used.
 */

type DemoGift = {
  first_name: string;
  last_name: string;
  rupees: number;
  /** Days before the seed's day the gift was paid. */
  daysAgo: number;
  /** Listed on the wall; `wallName` null shows "First L.". */
  wall?: { wallName: string | null };
  dedication?: { kind: DedicationKind; name: string };
};

export type DemoCampaign = {
  slug: string;
  trust: TrustId;
  title: string;
  summary: string;
  story_html: string;
  goal: number;
  /** Days from the seed's day: negative is before it. */
  startInDays: number;
  /** The last day gifts are taken, from the seed's day; null: no end. */
  endInDays: number | null;
  show_wall: boolean;
  art: Art;
  gifts: DemoGift[];
};

export const DEMO_CAMPAIGNS: readonly DemoCampaign[] = [
  {
    slug: 'temple-roof-restoration',
    trust: 2,
    title: 'Temple roof restoration',
    summary:
      'The old temple’s roof leaks every monsoon. Help us re-lay its tiles and repaint the gopuram before the Karthika festival.',
    story_html:
      '<p>For over sixty years the temple has welcomed everyone who comes to its door. Its roof has not: every monsoon the rain finds new ways in, and the old timber beams are tiring.</p><h2>What your gift does</h2><ul><li>New clay tiles and waterproofing over the sanctum and the hall</li><li>Two beams replaced by the village carpenters</li><li>The gopuram cleaned and repainted in its traditional colours</li></ul><p>Every rupee goes to the work. We will post photographs as it progresses.</p>',
    goal: 500_000,
    startInDays: -30,
    endInDays: 45,
    show_wall: true,
    art: { motif: 'temple', mood: 'dawn' },
    gifts: [
      {
        first_name: 'Sharada',
        last_name: 'Iyengar',
        rupees: 25_000,
        daysAgo: 1,
        wall: { wallName: null },
        dedication: { kind: 'memory', name: 'Smt. Saraswati Iyengar' },
      },
      { first_name: 'Mohan', last_name: 'Kulkarni', rupees: 5_001, daysAgo: 2, wall: { wallName: null } },
      {
        first_name: 'Lakshmi',
        last_name: 'Rao',
        rupees: 50_000,
        daysAgo: 4,
        wall: { wallName: 'Anonymous' },
      },
      {
        first_name: 'Suresh',
        last_name: 'Gowda',
        rupees: 10_000,
        daysAgo: 6,
        wall: { wallName: 'The Gowda family' },
        dedication: { kind: 'honour', name: 'our parents' },
      },
      { first_name: 'Anand', last_name: 'Bhat', rupees: 1_116, daysAgo: 9 },
      { first_name: 'Kavya', last_name: 'Shetty', rupees: 2_501, daysAgo: 12, wall: { wallName: null } },
      { first_name: 'Prakash', last_name: 'Hegde', rupees: 101_000, daysAgo: 20, wall: { wallName: null } },
    ],
  },
  {
    slug: 'childrens-home-kitchen',
    trust: 1,
    title: 'A new kitchen for the children’s home',
    summary:
      'Forty children, three meals a day, cooked on a stove older than most of them. Help us build a clean, safe kitchen.',
    story_html:
      '<p>The children’s home cooks every meal on a single wood stove in a room with no window. The smoke is hard on the cooks and the children alike.</p><p>Your gift builds a ventilated kitchen with two gas burners, a steel work table, a water filter and storage that keeps grain dry through the rains.</p>',
    goal: 250_000,
    startInDays: -12,
    endInDays: null,
    show_wall: true,
    art: { motif: 'children', mood: 'noon' },
    gifts: [
      {
        first_name: 'Deepa',
        last_name: 'Nair',
        rupees: 3_000,
        daysAgo: 0,
        wall: { wallName: null },
        dedication: { kind: 'honour', name: 'Amma on her 70th birthday' },
      },
      { first_name: 'Vikram', last_name: 'Desai', rupees: 15_000, daysAgo: 3, wall: { wallName: null } },
      { first_name: 'Farida', last_name: 'Khan', rupees: 7_500, daysAgo: 5 },
      {
        first_name: 'George',
        last_name: 'Mathew',
        rupees: 20_000,
        daysAgo: 8,
        wall: { wallName: 'A friend of the home' },
      },
    ],
  },
  {
    slug: 'annadanam-last-season',
    trust: 2,
    title: 'Annadanam for the festival season',
    summary: 'Hot meals for every pilgrim through last season’s festivals. Thank you: the goal was passed.',
    story_html: '<p>Through the festival weeks our volunteers served a hot meal to everyone who came.</p>',
    goal: 100_000,
    startInDays: -120,
    endInDays: -60,
    show_wall: true,
    art: { motif: 'annadanam', mood: 'noon' },
    gifts: [
      { first_name: 'Ramesh', last_name: 'Pai', rupees: 60_000, daysAgo: 100, wall: { wallName: null } },
      {
        first_name: 'Usha',
        last_name: 'Kamath',
        rupees: 52_000,
        daysAgo: 70,
        wall: { wallName: null },
        dedication: { kind: 'memory', name: 'Sri K. Kamath' },
      },
    ],
  },
];

const DAY_MS = 86_400_000;
const dayFrom = (today: Date, days: number) =>
  new Date(today.getTime() + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Inserts each demo campaign that is not there yet, with its gifts. A campaign with gifts can never be deleted, so
 * `npm run seed` (which replaces the content) leaves the ones from the first start as they are rather than adding
 * its gifts twice. Answers how many campaigns it added.
 */
export async function insertDemoCampaigns(
  trx: Transaction<Database>,
  pictures: readonly Picture[],
  today: Date,
): Promise<number> {
  let added = 0;
  for (const [index, demo] of DEMO_CAMPAIGNS.entries()) {
    const exists = await trx
      .selectFrom('campaigns')
      .select('id')
      .where('slug', '=', demo.slug)
      .executeTakeFirst();
    if (exists) continue;
    const picture = pictures[index];
    const now = today.toISOString();
    const campaign = await insertCampaign(
      trx,
      {
        trust: demo.trust,
        fund: null,
        slug: demo.slug,
        title: demo.title,
        summary: demo.summary,
        story_html: demo.story_html,
        image: picture?.image ?? null,
        image_small: picture?.image_small ?? null,
        goal_paise: rupeesToPaise(demo.goal),
        starts_on: dayFrom(today, demo.startInDays),
        ends_on: demo.endInDays === null ? null : dayFrom(today, demo.endInDays),
        published: 1,
        show_wall: demo.show_wall ? 1 : 0,
      },
      now,
    );
    for (const gift of demo.gifts) {
      const paidAt = new Date(today.getTime() - gift.daysAgo * DAY_MS - 3 * 3_600_000).toISOString();
      const reference = newReference('DN');
      const { id } = await trx
        .insertInto('donations')
        .values({
          reference,
          user_id: null,
          first_name: gift.first_name,
          last_name: gift.last_name,
          // No e-mail: no receipt mail is queued for a demo gift (each counts as its own donor).
          email: '',
          phone: '',
          amount_paise: rupeesToPaise(gift.rupees),
          city: 'Bengaluru',
          state: 'Karnataka',
          trust: demo.trust,
          pan_encrypted: null,
          pan_last4: null,
          status: DONATION_STATUS.paid,
          gateway: 'sandbox',
          order_id: null,
          payment_id: `pay_demo_${reference}`,
          payment_method: 'upi',
          paid_at: paidAt,
          receipt_fy: null,
          receipt_seq: null,
          receipt_number: null,
          campaign_id: campaign.id,
          wall: gift.wall ? 1 : 0,
          wall_name: gift.wall?.wallName ?? null,
          dedication_kind: gift.dedication?.kind ?? null,
          dedication_name: gift.dedication?.name ?? null,
          created_at: paidAt,
          updated_at: paidAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await assignReceiptNumber(trx, id, { test: true });
    }
    added += 1;
  }
  return added;
}
