import {
  DONATION_STATUS,
  DONATION_GATEWAYS,
  DONATION_MESSAGES,
  dedicationLine,
  notDeductibleReason,
  paiseToRupees,
  type AdminDonation,
  type AdminDonationDetail,
  type AdminDonationList,
  type AdminDonationsQuery,
  type SiteSettings,
} from '@charity/shared';
import type { Db } from '#src/db/database.ts';
import { readSettings } from '#src/services/settings/settings.ts';
import { DomainError } from '#src/shared/domain-error.ts';
import {
  ehundiEntryOfDonation,
  findDonationById,
  gatewayEventsOf,
  listDonations,
  mailsOf,
  ordersOf,
} from './finance-repository.ts';
import type { FinanceDeps } from './finance.ts';
import { staffNameOf } from './refund-repository.ts';
import { donationMailTopic } from '../checkout/mark-paid.ts';
import { financialYearOf } from '@charity/shared';
import type { ImageStore } from '../receipts/trust-images.ts';
import type { DonationRecord } from '../repository.ts';
import { donationNames } from '../donation-names.ts';
import { findCampaign } from '../campaigns/campaign-repository.ts';
import { donationReceiptPdf } from '../receipts/donation-receipt.ts';

/** The console's donations (docs/product/giving.md): the list with its totals, one donation, its receipt PDF. */

/** The staff link to a donation's receipt PDF; the staff cookie (path /api/admin) is the permission. */
export const staffReceiptUrl = (id: number) => `/api/admin/donations/${id}/receipt`;

const emptyToNull = (value: string) => (value === '' ? null : value);

function gatewayOf(value: string): AdminDonation['gateway'] {
  const gateway = DONATION_GATEWAYS.find((g) => g === value);
  if (!gateway) throw new Error(`Unknown gateway ${value}`);
  return gateway;
}

/** A donation as the console lists it; the fund is named from the trust settings. */
function toAdminDonation(donation: DonationRecord, settings: SiteSettings): AdminDonation {
  return {
    ...donationNames(donation, settings),
    id: donation.id,
    reference: donation.reference,
    first_name: donation.first_name,
    last_name: donation.last_name,
    email: emptyToNull(donation.email),
    phone: emptyToNull(donation.phone),
    amount: paiseToRupees(donation.amount_paise),
    trust: donation.trust,
    fund: donation.fund,
    status: donation.status,
    gateway: gatewayOf(donation.gateway),
    payment_method: donation.payment_method,
    payment_id: donation.payment_id,
    payment_reference: donation.payment_reference,
    receipt_number: donation.receipt_number,
    created_at: donation.created_at,
    paid_at: donation.paid_at,
    refunded_at: donation.refunded_at,
  };
}

/**
 * `GET /api/admin/donations`: one page, newest first, and the money received in the whole filter, refunded
 * gifts apart.
 */
export async function listAdminDonations(db: Db, query: AdminDonationsQuery): Promise<AdminDonationList> {
  const [{ rows, count, receivedCount, receivedPaise, refundedCount, refundedPaise }, { settings }] =
    await Promise.all([listDonations(db, query), readSettings(db)]);
  return {
    data: rows.map((row) => toAdminDonation(row, settings)),
    meta: {
      total: count,
      page: query.page,
      per_page: query.per_page,
      // Only money received (shared/income.ts), whatever the status filter: an unpaid checkout is no money, and
      // a refunded gift was paid but the trust no longer holds its money (counted apart).
      totals: {
        count: receivedCount,
        amount: paiseToRupees(receivedPaise),
        refunded: { count: refundedCount, amount: paiseToRupees(refundedPaise) },
      },
    },
  };
}

/** `GET /api/admin/donations/{id}` */
export async function donationDetail(db: Db, id: number): Promise<AdminDonationDetail> {
  const donation = await findDonationById(db, id);
  if (!donation) throw new DomainError('not-found', DONATION_MESSAGES.notFound);
  const orders = await ordersOf(db, id);
  const [events, mails, entry, refundedBy, { settings }, campaign] = await Promise.all([
    gatewayEventsOf(
      db,
      donation,
      orders.map((order) => order.order_id),
    ),
    mailsOf(db, donation, donationMailTopic(id)),
    ehundiEntryOfDonation(db, id),
    staffNameOf(db, donation.refunded_by),
    readSettings(db),
    donation.campaign_id === null ? undefined : findCampaign(db, donation.campaign_id),
  ]);
  const { receipt_number: number, paid_at: paidAt } = donation;
  return {
    ...toAdminDonation(donation, settings),
    city: emptyToNull(donation.city),
    state: emptyToNull(donation.state),
    address: donation.address,
    pin_code: donation.pin_code,
    description: donation.description,
    received_on: donation.received_on,
    campaign: campaign ? { id: campaign.id, slug: campaign.slug, title: campaign.title } : null,
    dedication: dedicationLine(donation.dedication_kind, donation.dedication_name),
    ehundi_entry: entry
      ? { id: entry.id, reference: entry.reference, promised_amount: paiseToRupees(entry.amount_paise) }
      : null,
    orders,
    gateway_events: events,
    receipt:
      number !== null && paidAt !== null
        ? {
            number,
            financial_year: donation.receipt_fy ?? financialYearOf(paidAt),
            date: paidAt,
            download_url: staffReceiptUrl(id),
            not_deductible:
              donation.gateway === 'offline'
                ? notDeductibleReason(donation.payment_method, donation.amount_paise)
                : null,
            cancelled: donation.refunded_at !== null,
          }
        : null,
    refund:
      donation.refunded_at !== null
        ? {
            at: donation.refunded_at,
            reason: donation.refund_reason ?? '',
            by: refundedBy,
            refund_id: donation.refund_id,
          }
        : null,
    mails: mails.map(({ to_address: to, ...mail }) => ({ to, ...mail })),
  };
}

/** The receipt PDF of a paid donation, for staff. */
export async function staffReceiptPdf(deps: FinanceDeps & { images: ImageStore }, id: number) {
  const donation = await findDonationById(deps.db, id);
  if (!donation) throw new DomainError('not-found', DONATION_MESSAGES.notFound);
  if (donation.status !== DONATION_STATUS.paid) {
    throw new DomainError('conflict', DONATION_MESSAGES.receiptNotReady);
  }
  return donationReceiptPdf(deps, donation);
}
