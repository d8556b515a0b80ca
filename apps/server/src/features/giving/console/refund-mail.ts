import type { FastifyBaseLogger } from 'fastify';
import { formatDateInIndia, formatInr, type SiteSettings } from '@charity/shared';
import type { Executor } from '#src/db/executor.ts';
import { enqueueMail, type OutgoingMail } from '#src/services/mail/outbox.ts';
import { renderMail } from '#src/services/mail/templates.ts';
import { readSettings } from '#src/services/settings/settings.ts';
import { donationMailTopic } from '../checkout/mark-paid.ts';
import { trustIdOf } from '../receipts/receipt-input.ts';
import type { DonationRecord } from '../repository.ts';

/**
 * The mail telling a donor their gift was refunded (docs/product/giving.md "Refunds"): how much went back, which
 * gift (its date and receipt number) and what became of the 80G receipt. A refund, full or partial, cancels the
 * whole receipt (docs/decisions/0020-refunds-cancel-the-receipt.md), so the donor must not claim it; after a
 * partial refund the trust issues a new receipt for what it kept. No PAN and no attachment: the cancelled PDF
 * stays one click away on the donor's payments page.
 */
export function refundMail(
  donation: Pick<
    DonationRecord,
    'id' | 'email' | 'first_name' | 'last_name' | 'trust' | 'amount_paise' | 'paid_at' | 'created_at'
  > & { receipt_number: string | null },
  refundedPaise: number,
  settings: SiteSettings,
): OutgoingMail {
  const trust = settings.trusts[trustIdOf(donation.trust)];
  const refunded = formatInr(refundedPaise);
  const given = formatInr(donation.amount_paise);
  const day = formatDateInIndia(donation.paid_at ?? donation.created_at);
  const partial = refundedPaise < donation.amount_paise;
  const receipt = donation.receipt_number;
  const paragraphs = [
    `Dear ${`${donation.first_name} ${donation.last_name}`.trim()},`,
    partial
      ? `We have refunded ${refunded} of your donation of ${given} to ${trust.name}, made on ${day}${receipt ? ` (receipt ${receipt})` : ''}.`
      : `We have refunded your donation of ${given} to ${trust.name}, made on ${day}${receipt ? ` (receipt ${receipt})` : ''}.`,
    'The money goes back the way it came: to your card, bank account or UPI for an online payment (this can take 5 to 7 working days), or by hand or bank transfer for a gift made offline.',
    ...(receipt
      ? [
          `Your receipt ${receipt} is now cancelled: please do not use it for a tax deduction under section 80G. It still opens on your payments page, stamped CANCELLED.`,
        ]
      : []),
    ...(partial
      ? [
          `For the ${formatInr(donation.amount_paise - refundedPaise)} that stays with the trust, we will send you a new receipt.`,
        ]
      : []),
    `With gratitude from all of us at ${trust.name}.`,
  ];
  const { text, html } = renderMail(
    {
      heading: 'Your donation was refunded',
      preheader: `${refunded} of your donation to ${trust.name} was refunded.`,
      paragraphs,
      footer: `You are receiving this mail because you donated to ${trust.name}. For any question about this refund, write to ${trust.email}.`,
    },
    settings,
  );
  return {
    to: donation.email,
    subject: `Your donation${receipt ? ` ${receipt}` : ''} to ${trust.name} was refunded`,
    text,
    html,
    relatedTo: donationMailTopic(donation.id),
  };
}

export type RefundMailDeps = {
  db: Executor;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** The outbox; a test swaps it to prove that a failed mail leaves the refund standing. */
  enqueue?: typeof enqueueMail;
};

/**
 * Queues the refund mail AFTER the refund committed, on its own: the refund is a fact (the money already went
 * back at the gateway), so a mail that cannot be queued is logged for a person to follow up and never rolls the
 * refund back (docs/decisions/0047-refund-mail-after-commit-and-stale-checkouts.md). A donor who left no e-mail
 * gets none.
 */
export async function queueRefundMail(
  deps: RefundMailDeps,
  donation: Parameters<typeof refundMail>[0],
  refundedPaise: number,
): Promise<boolean> {
  if (donation.email === '') return false;
  try {
    const { settings } = await readSettings(deps.db);
    await (deps.enqueue ?? enqueueMail)(deps.db, refundMail(donation, refundedPaise, settings));
    return true;
  } catch (error) {
    deps.log.error(
      { err: error, donationId: donation.id },
      'refund recorded, but its mail to the donor failed',
    );
    return false;
  }
}
