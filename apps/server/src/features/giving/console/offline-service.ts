import {
  DONATION_FIELD_MESSAGES,
  DONATION_STATUS,
  findFund,
  notDeductibleReason,
  paiseToRupees,
  rupeesToPaise,
  type AdminDonationDetail,
  type OfflineGiftRequest,
  type SiteSettings,
} from '@charity/shared';
import type { Transaction } from 'kysely';
import type { Database } from '#src/db/schema.ts';
import { audit } from '#src/services/audit/audit.ts';
import type { FieldCipher } from '#src/shared/crypto.ts';
import { newReference } from '#src/shared/reference.ts';
import { invalidFields } from '#src/shared/domain-error.ts';
import { readSettings } from '#src/services/settings/settings.ts';
import { donationDetail } from './donations-service.ts';
import { insertPaidDonation, offlineGiftsReceivedOn } from './finance-repository.ts';
import { paidAtFor, type FinanceDeps } from './finance.ts';
import type { Actor } from '#src/shared/actor.ts';
import {
  duplicateRows,
  parseOfflineGiftsCsv,
  refusedAsDuplicates,
  type OfflineImportOutcome,
  type TrustFunds,
} from './offline-import.ts';
import { issueReceipt } from '../checkout/mark-paid.ts';
import { campaignForGift } from '../campaigns/gift-campaign.ts';

/**
 * `POST /api/admin/donations/offline`: a gift received by hand or by bank, recorded as paid on the day it was
 * received, receipted from the same series as online gifts and mailed when the donor gave an e-mail. Cash above
 * ₹2,000 and gifts in kind are receipted as not deductible under 80G (the receipt reads its mode and amount).
 */
export async function recordOfflineGift(
  deps: FinanceDeps,
  gift: OfflineGiftRequest,
  actor: Actor,
): Promise<AdminDonationDetail> {
  // The fund, when given, is one of the trust's funds as its settings list them now (422 on `fund` otherwise);
  // none is the general fund, as before funds existed.
  // A campaign, when named, sets the fund; it must have been taking gifts on the day the money was received.
  const chosen = await campaignForGift(deps.db, gift, gift.received_on, { offline: true });
  const given = { ...gift, fund: chosen.fund };
  const { settings } = await readSettings(deps.db);
  if (given.fund !== null && !findFund(settings.trusts[given.trust], given.fund)) {
    throw invalidFields({ fund: DONATION_FIELD_MESSAGES.fund });
  }
  const now = deps.now?.() ?? new Date();
  const id = await deps.db.transaction().execute(async (trx) => {
    const { donationId } = await insertOfflineGift(
      trx,
      deps.cipher,
      given,
      actor,
      now,
      {},
      chosen.campaignId,
    );
    return donationId;
  });
  return donationDetail(deps.db, id);
}

/**
 * One offline gift inside the caller's transaction: the paid donation, its receipt (number, PDF, mail) and its
 * audit entry. A single gift and every row of an imported file go through here.
 */
async function insertOfflineGift(
  trx: Transaction<Database>,
  cipher: FieldCipher,
  gift: OfflineGiftRequest,
  actor: Actor,
  now: Date,
  extra: Record<string, unknown> = {},
  campaignId: number | null = null,
): Promise<{ donationId: number; receiptNumber: string; amountPaise: number }> {
  const amountPaise = rupeesToPaise(gift.amount);
  const donationId = await insertPaidDonation(trx, {
    reference: newReference('OF'),
    user_id: null,
    first_name: gift.first_name,
    last_name: gift.last_name,
    // '' stands for "not given" (migration 0007: the columns are NOT NULL).
    email: gift.email ?? '',
    phone: gift.phone ?? '',
    amount_paise: amountPaise,
    city: '',
    state: '',
    address: gift.address,
    description: gift.description,
    trust: gift.trust,
    fund: gift.fund,
    campaign_id: campaignId,
    dedication_kind: gift.dedication_kind,
    dedication_name: gift.dedication_name,
    pan_encrypted: gift.pan === null ? null : cipher.encrypt(gift.pan),
    pan_last4: gift.pan === null ? null : gift.pan.slice(-4),
    status: DONATION_STATUS.paid,
    gateway: 'offline',
    order_id: null,
    payment_id: null,
    payment_method: gift.mode,
    payment_reference: gift.reference,
    paid_at: paidAtFor(gift.received_on, now),
    received_on: gift.received_on,
    receipt_fy: null,
    receipt_seq: null,
    receipt_number: null,
    created_at: now.toISOString(),
  });
  const receipt = await issueReceipt(trx, cipher, donationId);
  await audit.record(
    trx,
    {
      ...actor,
      action: 'create',
      resource: 'donations',
      recordId: donationId,
      after: {
        ...gift,
        ...extra,
        receipt_number: receipt.number,
        not_deductible: notDeductibleReason(gift.mode, amountPaise),
      },
    },
    now,
  );
  return { donationId, receiptNumber: receipt.number, amountPaise };
}

/** Each trust's funds, for matching an imported file's `fund` column. */
const fundsOf = (settings: SiteSettings): TrustFunds => ({
  1: settings.trusts[1].funds,
  2: settings.trusts[2].funds,
});

/**
 * `POST /api/admin/donations/offline/import`: a treasurer's file of offline gifts, all or nothing. Every row is
 * checked with the single gift's schema first; one bad row and nothing is stored, and the answer lists every
 * problem by row and field. Otherwise all the gifts are recorded in one transaction, in the file's order, each
 * receipted from the trust's series like a single gift, and the import itself is audited with its count.
 */
export async function importOfflineGifts(
  deps: FinanceDeps,
  file: { csv: string; file_name: string | null; confirm_duplicates?: boolean },
  actor: Actor,
): Promise<OfflineImportOutcome> {
  const parsed = parseOfflineGiftsCsv(file.csv, fundsOf((await readSettings(deps.db)).settings));
  if (!parsed.ok) return parsed;
  if (!file.confirm_duplicates) {
    const days = [...new Set(parsed.gifts.map((gift) => gift.received_on))];
    const duplicates = duplicateRows(parsed, await offlineGiftsReceivedOn(deps.db, days));
    if (duplicates.length > 0) return refusedAsDuplicates(duplicates);
  }
  const now = deps.now?.() ?? new Date();
  const recorded = await deps.db.transaction().execute(async (trx) => {
    const gifts = [];
    for (const [index, gift] of parsed.gifts.entries()) {
      gifts.push(
        await insertOfflineGift(trx, deps.cipher, gift, actor, now, { imported_row: parsed.rows[index] }),
      );
    }
    const amountPaise = gifts.reduce((sum, gift) => sum + gift.amountPaise, 0);
    await audit.record(
      trx,
      {
        ...actor,
        action: 'import',
        resource: 'donations',
        recordId: file.file_name ?? 'offline-gifts.csv',
        after: {
          file_name: file.file_name,
          count: gifts.length,
          amount: paiseToRupees(amountPaise),
          receipt_numbers: gifts.map((gift) => gift.receiptNumber),
        },
      },
      now,
    );
    return { gifts, amountPaise };
  });
  return {
    ok: true,
    result: {
      count: recorded.gifts.length,
      amount: paiseToRupees(recorded.amountPaise),
      donations: recorded.gifts.map((gift, index) => ({
        row: parsed.rows[index] ?? 0,
        id: gift.donationId,
        receipt_number: gift.receiptNumber,
      })),
    },
  };
}
