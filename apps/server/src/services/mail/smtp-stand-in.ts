import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { parseMail, type ParsedMail } from './parse-mail.ts';

/**
 * Test helper: a real SMTP server on 127.0.0.1 (the smtp-server package) that stores what it receives and can
 * play an outage. Tests fake mail at the SMTP edge (STYLE.md), so nodemailer, the pool and the retries all run.
 */

export type ReceivedMail = {
  /** The envelope, as the client gave it in MAIL FROM / RCPT TO. */
  from: string;
  to: string[];
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

export async function startSmtpStandIn(): Promise<SmtpStandIn> {
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
      stream.on('end', () => {
        if (standIn.outage === 'data') {
          standIn.refusals++;
          return callback(smtpError('4.3.0 Try again later', 451));
        }
        const raw = Buffer.concat(chunks);
        const mailFrom = session.envelope.mailFrom;
        standIn.received.push({
          from: mailFrom ? mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          parsed: parseMail(raw),
        });
        callback();
        for (const waiter of [...waiters]) waiter();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  standIn.url = `smtp://127.0.0.1:${port}`;
  return standIn;
}
