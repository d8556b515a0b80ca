import {
  DONATION_STATUS,
  TRUSTS,
  donationStatusName,
  fundOf,
  maskPan,
  type SiteSettings,
} from '@charity/shared';
import { trustIdOf } from './receipts/receipt-input.ts';
import type { DonationRecord } from './repository.ts';

/**
 * What a donation says by name wherever it is listed, the donor's payments page and the console alike
 * (docs/product/giving.md): its trust, its fund as the trust settings name it now (a renamed fund reads its new
 * name), the PAN masked, and the status (refunded shown as such).
 */
export function donationNames(donation: DonationRecord, settings: SiteSettings) {
  const status = donation.status === DONATION_STATUS.paid ? DONATION_STATUS.paid : DONATION_STATUS.unpaid;
  return {
    trust_name: TRUSTS[trustIdOf(donation.trust)].name,
    fund_name: fundOf(settings.trusts[trustIdOf(donation.trust)], donation.fund).name,
    pan: donation.pan_last4 === null ? null : maskPan(donation.pan_last4),
    status_name: donationStatusName(status, Boolean(donation.refunded_at)),
  };
}
