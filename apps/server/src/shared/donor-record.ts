import type { Selectable } from 'kysely';
import { DEFAULT_LOCALE, rupeesToPaise, type DonationRequest, type Locale } from '@charity/shared';
import type { EhundiEntriesTable } from '#src/db/schema.ts';
import type { FieldCipher } from './crypto.ts';

/**
 * The columns a donation and an e-hundi entry share: who gives, how much, to which trust and fund, the PAN, the
 * postal address and the citizenship confirmation, (migration 0028) the campaign, the wall and the dedication, and
 * (migration 0032) the donor's language, which their receipt mail and a monthly gift's mails are in.
 */
export type DonorRecord = Pick<
  Selectable<EhundiEntriesTable>,
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'phone'
  | 'amount_paise'
  | 'city'
  | 'state'
  | 'trust'
  | 'pan_encrypted'
  | 'pan_last4'
  | 'address'
  | 'pin_code'
  | 'fund'
  | 'indian_citizen'
  | 'campaign_id'
  | 'wall'
  | 'wall_name'
  | 'dedication_kind'
  | 'dedication_name'
  | 'locale'
>;

/**
 * The donor's part of a donation or e-hundi row, from the form both take
 * (docs/product/forms-and-subscriptions.md): the amount in paise, and the PAN encrypted at rest with only its
 * last four characters in clear, for the masked display (docs/product/privacy-and-limits.md).
 */
export function donorRecord(
  form: DonationRequest,
  cipher: FieldCipher,
  /** The campaign the form's `campaign` slug names, once the server has checked it takes gifts. */
  campaignId: number | null = null,
  /** The language the form was sent from. */
  locale: Locale = DEFAULT_LOCALE,
): DonorRecord {
  return {
    first_name: form.first_name,
    last_name: form.last_name,
    email: form.email,
    phone: form.phone,
    amount_paise: rupeesToPaise(form.amount),
    city: form.city,
    state: form.state,
    trust: form.trust,
    pan_encrypted: form.pan === null ? null : cipher.encrypt(form.pan),
    pan_last4: form.pan === null ? null : form.pan.slice(-4),
    address: form.address,
    pin_code: form.pin_code,
    fund: form.fund,
    // Stored only when it was asked for (and so confirmed): a trust with FCRA registration asks nothing.
    indian_citizen: form.indian_citizen ? 1 : null,
    campaign_id: campaignId,
    wall: form.wall ? 1 : 0,
    wall_name: form.wall_name,
    dedication_kind: form.dedication_kind,
    dedication_name: form.dedication_name,
    locale,
  };
}

/**
 * The donor's part of a stored row that has it (a monthly gift's, when a month's charge becomes a donation), and
 * nothing else of the row. Typed as DonorRecord, so a field the donation form gains fails to compile here until
 * it is copied too.
 */
export function donorRecordOf(row: DonorRecord): DonorRecord {
  return {
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    amount_paise: row.amount_paise,
    city: row.city,
    state: row.state,
    trust: row.trust,
    pan_encrypted: row.pan_encrypted,
    pan_last4: row.pan_last4,
    address: row.address,
    pin_code: row.pin_code,
    fund: row.fund,
    indian_citizen: row.indian_citizen,
    campaign_id: row.campaign_id,
    wall: row.wall,
    wall_name: row.wall_name,
    dedication_kind: row.dedication_kind,
    dedication_name: row.dedication_name,
    locale: row.locale,
  };
}
