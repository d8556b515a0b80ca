import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import { z } from 'zod';
import type { Config } from '#src/config.ts';
import type { MailExtras } from './outbox.ts';
import type { OutboxRow } from './repository.ts';

/** Hands one outbox row to the mail system; resolves once it has been accepted (or written), throws otherwise. */
export type MailSender = {
  kind: 'smtp' | 'file';
  /** Resolves to a short description of where the mail went, for the one log line about it. */
  send(row: OutboxRow): Promise<string>;
  close(): void;
};

/** A rejection that retrying the same mail would get again (e.g. 550 no such mailbox): not worth a retry. */
export class PermanentMailError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PermanentMailError';
  }
}

/*
 * Shorter than nodemailer's defaults (2 min to connect, 10 min of socket silence): a dead server should turn into
 * a retry long before the worker's lock on the row runs out.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/**
 * nodemailer over SMTP_URL (pooled, so a batch reuses connections), or, without it, a file transport that writes
 * each mail as a complete RFC 5322 message (.eml, opens in any mail client) into DATA_DIR/outbox.
 */
export function createMailSender(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'outboxDir'>): MailSender {
  const from = config.mailFrom;
  const domain = senderDomain(from);
  // Attachments are always inline content; refusing paths and URLs keeps a stored row from reading local files.
  const safety = { disableFileAccess: true, disableUrlAccess: true };

  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: config.smtpUrl,
      pool: true,
      ...SMTP_TIMEOUTS,
      ...safety,
    });
    return {
      kind: 'smtp',
      async send(row) {
        try {
          const info = await transport.sendMail(compose(row, from, domain));
          return `sent over SMTP (${info.response ?? 'accepted'})`;
        } catch (error) {
          throw isPermanent(error) ? new PermanentMailError(errorText(error), { cause: error }) : error;
        }
      },
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
    ...safety,
  });
  return {
    kind: 'file',
    async send(row) {
      const info = await transport.sendMail(compose(row, from, domain));
      await mkdir(config.outboxDir, { recursive: true });
      const file = path.join(config.outboxDir, fileName(row));
      // Written under a temporary name and renamed, so whoever watches the folder never reads half a mail.
      const partial = `${file}.partial`;
      await writeFile(partial, info.message as Buffer);
      await rename(partial, file);
      return `written to ${file}`;
    },
    close: () => transport.close(),
  };
}

const attachmentSchema = z.object({
  filename: z.string(),
  contentType: z.string(),
  contentBase64: z.string(),
});
const extrasSchema: z.ZodType<MailExtras> = z.object({
  headers: z.record(z.string(), z.string()).optional(),
  attachments: z.array(attachmentSchema).optional(),
});

function compose(row: OutboxRow, from: string, domain: string): SendMailOptions {
  const extras = parseExtras(row);
  return {
    from,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    ...(extras.headers ? { headers: extras.headers } : {}),
    ...(extras.attachments
      ? {
          attachments: extras.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.contentBase64,
            encoding: 'base64',
          })),
        }
      : {}),
    // Stable per outbox row: if a retry follows a delivery whose acknowledgement was lost, the receiving side
    // sees the same Message-ID and can drop the duplicate.
    messageId: `<outbox-${row.id}.${Date.parse(row.created_at)}@${domain}>`,
  };
}

function parseExtras(row: OutboxRow): MailExtras {
  let json: unknown;
  try {
    json = JSON.parse(row.extras);
  } catch (error) {
    throw new PermanentMailError(`mail ${row.id}: extras is not JSON`, { cause: error });
  }
  const parsed = extrasSchema.safeParse(json);
  if (!parsed.success) throw new PermanentMailError(`mail ${row.id}: extras has the wrong shape`);
  return parsed.data;
}

function senderDomain(from: string): string {
  const [first] = addressparser(from, { flatten: true });
  const domain = first?.address.split('@')[1];
  return domain && domain.length > 0 ? domain : 'localhost';
}

/** e.g. 2026-11-21T10-15-00-123Z-42-jane@example.org.eml: sorts by time, names the recipient at a glance. */
function fileName(row: OutboxRow): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const to = row.to_address.replace(/[^A-Za-z0-9@._+-]/g, '_').slice(0, 80);
  return `${stamp}-${row.id}-${to}.eml`;
}

/**
 * Per RFC 5321 a 5yz reply is permanent, except 503 (bad sequence: the session, not the mail). Only replies to
 * this mail's own envelope or content count: a 5yz to AUTH means our configuration is wrong, which is an outage
 * to wait out, not a reason to drop every mail.
 */
function isPermanent(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return (
    (code === 'EENVELOPE' || code === 'EMESSAGE') &&
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600 &&
    responseCode !== 503
  );
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
