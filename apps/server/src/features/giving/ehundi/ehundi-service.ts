import {
  paiseToRupees,
  todayInIndia,
  type DonationRequest,
  type EhundiEntry,
  type Locale,
} from '@charity/shared';
import type { Db } from '#src/db/database.ts';
import type { FieldCipher } from '#src/shared/crypto.ts';
import { donorRecord } from '#src/shared/donor-record.ts';
import { newReference } from '#src/shared/reference.ts';
import { insertEhundiEntry } from '../repository.ts';
import { readSettings } from '#src/services/settings/settings.ts';
import { checkGivingRules } from '../giving-rules.ts';
import { campaignForGift } from '../campaigns/gift-campaign.ts';
import { qrSvg, upiPayLink } from './upi.ts';

/**
 * Saves an e-hundi entry (docs/product/giving.md) with the PAN encrypted, and answers the UPI request to show
 * as a QR code: the trust's VPA and name, the amount and the entry's reference. A self-made UPI QR brings no
 * payment confirmation (docs/product/external-facts.md), so the entry is what the trust reconciles its bank
 * statement against.
 */
export async function createEhundiEntry(
  deps: { db: Db; cipher: FieldCipher },
  form: DonationRequest,
  /** The language the form was sent from: the entry's, and its donation's once reconciled. */
  locale: Locale,
  now: Date = new Date(),
): Promise<EhundiEntry> {
  // The VPA and name as the admins last saved them (docs/product/console.md), not site.ts's demo values.
  const trust = (await readSettings(deps.db)).settings.trusts[form.trust];
  // A campaign sets the fund; reconciling the entry carries the campaign to its donation.
  const chosen = await campaignForGift(deps.db, form, todayInIndia(now));
  const gift = { ...form, fund: chosen.fund };
  checkGivingRules(gift, trust);
  const reference = newReference('EH');
  const donor = donorRecord(gift, deps.cipher, chosen.campaignId, locale);
  const id = await insertEhundiEntry(deps.db, { reference, ...donor, created_at: now.toISOString() });

  const upiLink = upiPayLink({
    vpa: trust.upi_vpa,
    payeeName: trust.name,
    amountPaise: donor.amount_paise,
    reference,
    note: `E-Hundi ${reference}`,
  });
  return {
    id,
    reference,
    amount: paiseToRupees(donor.amount_paise),
    trust: form.trust,
    trust_name: trust.name,
    upi_vpa: trust.upi_vpa,
    upi_link: upiLink,
    qr_svg: await qrSvg(upiLink),
  };
}
