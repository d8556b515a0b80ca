import { DONATION_STATUS } from './constants.ts';

/*
 * A donation's status in words, as the donor's payments page and the console's donations list and detail show it
 * (docs/product/giving.md "The donor's payments page", "Refunds"). A refunded donation keeps `status` 1 and its
 * receipt number (docs/decisions/0020-refunds-cancel-the-receipt.md), so "Refunded" comes from `refunded_at`,
 * not from the status. The server names it in every answer (`status_name`) and the web's tag writes the same words.
 */

export const DONATION_STATUS_NAMES = {
  [DONATION_STATUS.unpaid]: 'Pending',
  [DONATION_STATUS.paid]: 'Paid',
} as const;

/** The status tag of a refunded donation, on the donor's payments page and in the console. */
export const REFUNDED_STATUS_NAME = 'Refunded';

/** The status name of a donation: 'Refunded' once refunded, else 'Paid' for status 1 and 'Pending' otherwise. */
export function donationStatusName(status: number, refunded: boolean): string {
  if (refunded) return REFUNDED_STATUS_NAME;
  return DONATION_STATUS_NAMES[
    status === DONATION_STATUS.paid ? DONATION_STATUS.paid : DONATION_STATUS.unpaid
  ];
}
