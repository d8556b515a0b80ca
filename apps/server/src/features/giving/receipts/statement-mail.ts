import { formatInr, type Locale, type SiteSettings, type TrustId } from '@charity/shared';
import { translatorFor, type Translator } from '@charity/shared/catalogue';
import type { OutgoingMail } from '#src/services/mail/outbox.ts';
import { renderMail } from '#src/services/mail/templates.ts';

type StatementFigures = {
  to: string;
  donorName: string;
  trust: TrustId;
  financialYear: string;
  count: number;
  totalPaise: number;
  /** The donor's language (docs/product/languages.md "Mails"); the PDF stays English. */
  locale: Locale;
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
    why: (t: Translator, trustName: string, figures: string) => string;
    footer: (t: Translator, trustEmail: string) => string;
    unsubscribeUrl?: string;
  },
): Pick<OutgoingMail, 'to' | 'subject' | 'text' | 'html'> {
  const t = translatorFor(input.locale);
  const trust = settings.trusts[input.trust];
  const year = input.financialYear;
  const receipts = t('mail.statement.receipts', { count: input.count });
  const { text, html } = renderMail(
    {
      heading: t('mail.statement.heading', { year }),
      preheader: t('mail.statement.preheader', { trust: trust.name, year }),
      paragraphs: [
        t('mail.frame.dear', { name: input.donorName }),
        words.why(
          t,
          trust.name,
          t('mail.statement.figures', { receipts, amount: formatInr(input.totalPaise) }),
        ),
        t('mail.statement.proof'),
        t('mail.frame.gratitude', { trust: trust.name }),
      ],
      footer: words.footer(t, trust.email),
      ...(words.unsubscribeUrl ? { unsubscribeUrl: words.unsubscribeUrl } : {}),
    },
    settings,
    input.locale,
  );
  return {
    to: input.to,
    subject: t('mail.statement.subject', { year, trust: trust.name }),
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
      why: (t, trust, figures) =>
        t('mail.statement.askedWhy', { trust, year: input.financialYear, file: input.fileName, figures }),
      footer: (t, email) => t('mail.statement.askedFooter', { email }),
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
      why: (t, trust, figures) =>
        t('mail.statement.yearEndWhy', { year: input.financialYear, trust, figures }),
      footer: (t, email) => t('mail.statement.yearEndFooter', { email }),
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
