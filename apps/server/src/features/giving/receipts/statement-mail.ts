import { formatInr, type SiteSettings, type TrustId } from '@charity/shared';
import type { OutgoingMail } from '#src/services/mail/outbox.ts';
import { renderMail } from '#src/services/mail/templates.ts';

type StatementFigures = {
  to: string;
  donorName: string;
  trust: TrustId;
  financialYear: string;
  count: number;
  totalPaise: number;
};

/**
 * What both statement mails say and how: the heading, the year's figures, the thanks. Like the receipt mail, the
 * body names no PAN and no receipt detail beyond the count and total: the PDF carries the rest. `why` is the
 * paragraph that says why the mail came, given the trust's name and the year's figures ("1 receipt, ₹500.00 in all").
 */
function statementMailBody(
  input: StatementFigures,
  settings: SiteSettings,
  words: {
    why: (trustName: string, figures: string) => string;
    footer: (trustEmail: string) => string;
    unsubscribeUrl?: string;
  },
): Pick<OutgoingMail, 'to' | 'subject' | 'text' | 'html'> {
  const trust = settings.trusts[input.trust];
  const receipts = input.count === 1 ? '1 receipt' : `${input.count} receipts`;
  const { text, html } = renderMail(
    {
      heading: `Your donations in ${input.financialYear}`,
      preheader: `Your statement of donations to ${trust.name} for ${input.financialYear} is attached.`,
      paragraphs: [
        `Dear ${input.donorName},`,
        words.why(trust.name, `${receipts}, ${formatInr(input.totalPaise)} in all`),
        'Each receipt remains the proof of its donation; refunded donations are not listed.',
        `With gratitude from all of us at ${trust.name}.`,
      ],
      footer: words.footer(trust.email),
      ...(words.unsubscribeUrl ? { unsubscribeUrl: words.unsubscribeUrl } : {}),
    },
    settings,
  );
  return {
    to: input.to,
    subject: `Your statement of donations ${input.financialYear} from ${trust.name}`,
    text,
    html,
  };
}

/** The donor's yearly statement, mailed on request with its PDF attached. */
export function statementMail(
  input: StatementFigures & { pdf: Buffer; fileName: string },
  settings: SiteSettings,
): OutgoingMail {
  return {
    ...statementMailBody(input, settings, {
      why: (trustName, figures) =>
        `As you asked, your statement of donations to ${trustName} for the financial year ${input.financialYear} is attached to this mail as a PDF (${input.fileName}): ${figures}.`,
      footer: (email) =>
        `You are receiving this mail because you asked for it on your payments page. For any question, write to ${email}.`,
    }),
    attachments: [
      {
        filename: input.fileName,
        contentType: 'application/pdf',
        contentBase64: input.pdf.toString('base64'),
      },
    ],
  };
}

/** The kind the mail worker draws a year-end statement's PDF under; the reference is the claimed row's id. */
export const YEAR_END_ATTACHMENT = 'year-end-statement';

/**
 * The year-end statement, mailed without asking once the financial year has closed (docs/product/giving.md
 * "Year-end statements"). The PDF is drawn by the mail worker when it sends the mail (ADR 24), so the job's
 * transaction only claims the row and queues the mail. The opt-out link works without signing in, and the
 * List-Unsubscribe headers let the donor's mail client offer it too (RFC 8058 one-click).
 */
export function yearEndStatementMail(
  input: StatementFigures & { statementId: number; optOutUrl: string },
  settings: SiteSettings,
): OutgoingMail {
  return {
    ...statementMailBody(input, settings, {
      why: (trustName, figures) =>
        `The financial year ${input.financialYear} has closed. Thank you for your support: your statement of donations to ${trustName} for the year is attached to this mail as a PDF (${figures}), ready for your tax return.`,
      footer: (email) =>
        `We mail this statement once a year to donors with a verified account. To receive it no more, use the Unsubscribe link below; your statements stay on your payments page to download. For any question, write to ${email}.`,
      unsubscribeUrl: input.optOutUrl,
    }),
    headers: {
      'List-Unsubscribe': `<${input.optOutUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    render: [{ kind: YEAR_END_ATTACHMENT, ref: String(input.statementId) }],
    relatedTo: `year-end-statement:${input.financialYear}:${input.statementId}`,
  };
}
