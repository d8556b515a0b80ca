import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { parseMail, type ParsedMail } from './parse-mail.ts';

/**
 * The one SMTP catcher of the repo: a real SMTP server on loopback (the smtp-server package) that stores what it
 * receives, parsed, and can play an outage. Server tests start it on a free port; the e2e suite runs it as a
 * process on a known port behind a small HTTP API (e2e/support/mail-catcher.ts). Tests fake mail at the SMTP edge
 * so nodemailer, the pool and the retries all run.
 */

export type ReceivedMail = {
  /** The envelope, as the client gave it in MAIL FROM / RCPT TO. */
  from: string;
  to: string[];
  /** When the catcher accepted it. */
  receivedAt: Date;
  raw: Buffer;
  parsed: ParsedMail;
};

export type SmtpStandIn = {
  /** For SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /**
   * While set, every delivery is refused with a temporary 451: at RCPT TO (nothing was transmitted) or at the end
   * of DATA (the whole message was transmitted, then refused: the case that must not turn into a duplicate).
   */
  outage: 'rcpt' | 'data' | null;
  /** How many deliveries the outage refused so far. */
  refusals: number;
  /** Recipients refused for good with 550, as a mailbox that does not exist would be. */
  unknownRecipients: Set<string>;
  /** Resolves with the first mail (received already or later) that matches, or rejects after timeoutMs. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
};

const smtpError = (message: string, responseCode: number) =>
  Object.assign(new Error(message), { responseCode });

/** Generous: a receipt PDF attachment is the largest mail the app sends. */
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

export type SmtpStandInOptions = {
  /** 127.0.0.1 unless told. */
  host?: string;
  /** 0 (any free port) unless told; e2e uses a known port because the app's SMTP_URL is set before it starts. */
  port?: number;
};

export async function startSmtpStandIn({
  host = '127.0.0.1',
  port = 0,
}: SmtpStandInOptions = {}): Promise<SmtpStandIn> {
  const waiters = new Set<() => void>();

  const standIn: SmtpStandIn = {
    url: '',
    received: [],
    outage: null,
    refusals: 0,
    unknownRecipients: new Set(),
    waitFor(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = standIn.received.find(match);
          if (!found) return false;
          clearTimeout(timer);
          waiters.delete(listener);
          resolve(found);
          return true;
        };
        const listener = () => void check();
        const timer = setTimeout(() => {
          waiters.delete(listener);
          reject(new Error(`no matching mail within ${timeoutMs} ms (${standIn.received.length} received)`));
        }, timeoutMs);
        if (!check()) waiters.add(listener);
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server = new SMTPServer({
    // Plain SMTP on loopback: no certificate for STARTTLS to fail on, no account to log in to.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      if (standIn.unknownRecipients.has(address.address)) {
        return callback(smtpError('5.1.1 No such mailbox', 550));
      }
      if (standIn.outage === 'rcpt') {
        standIn.refusals++;
        return callback(smtpError('4.3.0 Try again later', 451));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        if (standIn.outage === 'data') {
          standIn.refusals++;
          return callback(smtpError('4.3.0 Try again later', 451));
        }
        const raw = Buffer.concat(chunks);
        const mailFrom = session.envelope.mailFrom;
        parseMail(raw).then(
          (parsed) => {
            standIn.received.push({
              from: mailFrom ? mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              receivedAt: new Date(),
              raw,
              parsed,
            });
            callback();
            for (const waiter of [...waiters]) waiter();
          },
          (error: unknown) => {
            // A parse failure is a bug here; a 4xx makes the app retry instead of silently losing the mail.
            console.error('smtp stand-in: cannot parse a message', error);
            callback(smtpError('4.6.0 Cannot parse message', 451));
          },
        );
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  standIn.url = `smtp://${host}:${address.port}`;
  return standIn;
}
