import {
  FORM_10BD_SEVERITIES,
  paiseToRupees,
  type Form10bdCheck,
  type Form10bdCheckCode,
  type Form10bdChecklist,
} from '@charity/shared';
import {
  FORM_10BD_MODES,
  aggregateForm10bd,
  isCashOverLimit,
  type Form10bdDonation,
  type Form10bdFiling,
} from './form-10bd.ts';

/**
 * What would stop a trust filing Form 10BD, or needs a look first (docs/product/giving.md). Pure: the service
 * reads the year's donations and passes them in.
 */

/** A reported donation, and whether its address is only the city and state the online form asks for. */
export type ChecklistDonation = Form10bdDonation & { partialAddress: boolean };

export type ChecklistInput = {
  /** The donations the statement reports, oldest first. */
  reported: readonly ChecklistDonation[];
  /** Receipts issued and then cancelled (a refund): left out of the statement. */
  cancelled: readonly string[];
  /** Sandbox test payments: no money moved, so never reported. */
  sandbox: readonly string[];
  /** The trust's 80G registration valid in the year, or null. */
  filing: Form10bdFiling | null;
};

const CHECKS: Record<Form10bdCheckCode, { severity: Form10bdCheck['severity']; message: string }> = {
  'no-80g-registration': {
    severity: 'blocking',
    message:
      'The trust has no 80G registration valid in this year (trust settings): the statement has no URN, and a trust without one does not file Form 10BD.',
  },
  'missing-id': {
    severity: 'blocking',
    message: "Donations without the donor's PAN or Aadhaar: ask the donors, or report another ID by hand.",
  },
  'missing-address': {
    severity: 'blocking',
    message: "Donations without the donor's address: Form 10BD requires it.",
  },
  'partial-address': {
    severity: 'warning',
    message: 'Online donations with only a city and state as the address: complete them if you can.',
  },
  'cash-over-limit': {
    severity: 'warning',
    message: 'Cash above ₹2,000: reported with mode Cash, not deductible under 80G for the donor.',
  },
  kind: {
    severity: 'warning',
    message: 'Gifts in kind: reported with mode Kind, not deductible under 80G for the donor.',
  },
  'cancelled-excluded': {
    severity: 'info',
    message: 'Cancelled (refunded) receipts: left out of the statement.',
  },
  'sandbox-excluded': {
    severity: 'info',
    message: 'Sandbox test payments (no money moved): left out of the statement.',
  },
};

const receiptsWhere = (donations: readonly ChecklistDonation[], test: (d: ChecklistDonation) => boolean) =>
  donations.filter(test).map((d) => d.receiptNumber);

export function form10bdChecklist(
  input: ChecklistInput,
): Omit<Form10bdChecklist, 'trust' | 'trust_name' | 'financial_year'> {
  const { reported } = input;
  const affected: Record<Form10bdCheckCode, readonly string[]> = {
    // Every reported receipt lacks the URN when the trust has none.
    'no-80g-registration': input.filing ? [] : reported.map((d) => d.receiptNumber),
    'missing-id': receiptsWhere(reported, (d) => !d.pan?.trim()),
    'missing-address': receiptsWhere(reported, (d) => d.address.trim() === ''),
    'partial-address': receiptsWhere(reported, (d) => d.partialAddress && d.address.trim() !== ''),
    'cash-over-limit': receiptsWhere(reported, isCashOverLimit),
    kind: receiptsWhere(reported, (d) => d.mode === FORM_10BD_MODES.kind),
    'cancelled-excluded': input.cancelled,
    'sandbox-excluded': input.sandbox,
  };
  const checks = (Object.keys(CHECKS) as Form10bdCheckCode[])
    .map((code) => ({
      code,
      ...CHECKS[code],
      count: affected[code].length,
      receipt_numbers: [...affected[code]],
    }))
    // Blocking first, then warnings, then what was left out; the table's order within each.
    .sort((a, b) => FORM_10BD_SEVERITIES.indexOf(a.severity) - FORM_10BD_SEVERITIES.indexOf(b.severity));
  const paise = reported.reduce((sum, d) => sum + d.amountPaise, 0);
  return {
    ready: checks.every((check) => check.severity !== 'blocking' || check.count === 0),
    donations: reported.length,
    rows: aggregateForm10bd(reported).length,
    amount: paiseToRupees(paise),
    checks,
  };
}
