import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type nodemailerModuleType from 'nodemailer';
import type { SendMailOptions, Transporter } from 'nodemailer';
import type addressparserType from 'nodemailer/lib/addressparser';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import type StreamTransport from 'nodemailer/lib/stream-transport';
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

type TransportOptions = SMTPPool.Options | StreamTransport.Options;

/** nodemailer, imported on the first mail sent (docs/decisions/0036): most starts and most requests send none. */
let nodemailerModule: Promise<{ default: typeof nodemailerModuleType }> | undefined;
const loadNodemailer = () => (nodemailerModule ??= import('nodemailer'));
let addressparserModule: Promise<{ default: typeof addressparserType }> | undefined;
const loadAddressparser = () => (addressparserModule ??= import('nodemailer/lib/addressparser'));

/**
 * nodemailer over SMTP_URL (pooled, so a batch reuses connections), or, without it, a file transport that writes
 * each mail as a complete RFC 5322 message (.eml, opens in any mail client) into DATA_DIR/outbox. The transport is
 * made on the first send, so a process that sends nothing never loads nodemailer.
 */
export function createMailSender(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'outboxDir'>): MailSender {
  const from = config.mailFrom;
  // Attachments are always inline content; refusing paths and URLs keeps a stored row from reading local files.
  const safety = { disableFileAccess: true, disableUrlAccess: true };
  const options: TransportOptions = config.smtpUrl
    ? { url: config.smtpUrl, pool: true, ...SMTP_TIMEOUTS, ...safety }
    : { streamTransport: true, buffer: true, newline: 'windows', ...safety };
  let transport: Transporter | undefined;
  let prepared: Promise<{ transport: Transporter; domain: string }> | undefined;
  const ready = () =>
    (prepared ??= Promise.all([loadNodemailer(), senderDomain(from)]).then(
      ([{ default: nodemailer }, domain]) => {
        transport = nodemailer.createTransport(options);
        return { transport, domain };
      },
    ));
  // The worker stops before the sender is closed (plugin.ts), so no send can make a transport after this.
  const close = () => transport?.close();

  if (config.smtpUrl) {
    return {
      kind: 'smtp',
      async send(row) {
        const { transport, domain } = await ready();
        try {
          const info = await transport.sendMail(compose(row, from, domain));
          return `sent over SMTP (${info.response ?? 'accepted'})`;
        } catch (error) {
          throw isPermanent(error) ? new PermanentMailError(errorText(error), { cause: error }) : error;
        }
      },
      close,
    };
  }

  return {
    kind: 'file',
    async send(row) {
      const { transport, domain } = await ready();
      const info = await transport.sendMail(compose(row, from, domain));
      await mkdir(config.outboxDir, { recursive: true });
      const file = path.join(config.outboxDir, fileName(row));
      // Written under a temporary name and renamed, so whoever watches the folder never reads half a mail.
      const partial = `${file}.partial`;
      await writeFile(partial, info.message as Buffer);
      await rename(partial, file);
      return `written to ${file}`;
    },
    close,
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

async function senderDomain(from: string): Promise<string> {
  const { default: addressparser } = await loadAddressparser();
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
