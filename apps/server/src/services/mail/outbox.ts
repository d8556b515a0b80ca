import type { Executor } from '#src/db/executor.ts';

/** One mail as a feature hands it to the outbox; From is always config.mailFrom. */
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
  /** What the mail is about, e.g. 'donation:42', so the console can list a record's mails. */
  relatedTo?: string;
  /**
   * Attachments the worker renders when it sends the mail, not when it is queued: a receipt PDF takes a tenth of
   * a second or more to draw, too long to hold the paying transaction open (docs/decisions/0024-receipt-pdf-rendered-by-the-mail-worker.md).
   */
  render?: AttachmentToRender[];
};

export type MailAttachment = { filename: string; contentType: string; contentBase64: string };
/** An attachment to draw at sending time: a renderer registered on the worker under `kind`, given `ref`. */
export type AttachmentToRender = { kind: string; ref: string };
/** Draws one kind of attachment from its reference (say, a donation id); throws to have the mail retried. */
export type AttachmentRenderer = (ref: string) => Promise<MailAttachment>;

/** What the `extras` JSON column holds: everything of a mail that has no column of its own. */
export type MailExtras = Pick<OutgoingMail, 'headers' | 'attachments' | 'render'>;

/**
 * Inserts into mail_outbox using the given Kysely instance OR transaction (so it commits with the change).
 * Writing the mail in the same transaction as the change that causes it means a rollback loses both and a commit
 * keeps both: no mail for a change that never happened, no change whose mail was dropped. The worker sends it
 * within a second or so (it is nudged through onMailEnqueued); callers have nothing else to do.
 */
export async function enqueueMail(db: Executor, mail: OutgoingMail): Promise<void> {
  await enqueueMails(db, [mail]);
}

/** Rows per INSERT: well inside SQLite's and PostgreSQL's limits on bound parameters. */
const INSERT_CHUNK = 200;

/**
 * enqueueMail for many mails at once (a newsletter's batch), with multi-row INSERTs: the same transaction rule,
 * one nudge for the lot.
 */
export async function enqueueMails(db: Executor, mails: readonly OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return;
  const due = new Date().toISOString();
  const rows = mails.map((mail) => {
    const extras: MailExtras = {};
    if (mail.headers && Object.keys(mail.headers).length > 0) extras.headers = mail.headers;
    if (mail.attachments && mail.attachments.length > 0) extras.attachments = mail.attachments;
    if (mail.render && mail.render.length > 0) extras.render = mail.render;
    return {
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      extras: JSON.stringify(extras),
      related_to: mail.relatedTo ?? null,
      next_attempt_at: due,
    };
  });
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await db
      .insertInto('mail_outbox')
      .values(rows.slice(start, start + INSERT_CHUNK))
      .execute();
  }
  for (const listener of listeners) listener();
}

const listeners = new Set<() => void>();

/**
 * Called after every enqueueMail, so the process's mail worker can send within a second instead of at its next
 * poll. Inside a transaction this fires before the commit; the worker allows for that (see MailWorkerOptions).
 * Returns the unsubscribe function.
 */
export function onMailEnqueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
