/**
 * The e2e mail catcher: a real SMTP server on loopback that keeps every message in memory, and a small HTTP API
 * the tests read them from. Playwright starts it as a webServer beside the app (playwright.config.ts), and the
 * app's SMTP_URL points here, so a journey sees exactly what the outbox worker delivered over SMTP.
 *
 *   GET    /health     200 once both servers listen (Playwright waits on it)
 *   GET    /messages   CaughtMail[] in arrival order; ?to=<address> keeps one recipient's
 *   DELETE /messages   forgets them all (or ?to=<address>'s)
 *
 * Run: npx tsx support/mail-catcher.ts
 */
import { createServer, type ServerResponse } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { MAIL_CATCHER } from './mail-catcher-address.ts';
import { parseMessage, type CaughtMail } from './mime.ts';

/** Generous: a receipt PDF attachment is the largest mail the app sends. */
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

let messages: CaughtMail[] = [];
let nextId = 1;

const smtp = new SMTPServer({
  // No TLS and no login: loopback only, and nodemailer would otherwise try STARTTLS with a certificate it rejects.
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  size: MAX_MESSAGE_BYTES,
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('error', callback);
    stream.on('end', () => {
      try {
        const raw = Buffer.concat(chunks).toString('latin1');
        messages.push({
          id: nextId++,
          receivedAt: new Date().toISOString(),
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          ...parseMessage(raw),
        });
        callback();
      } catch (error) {
        // A parse failure is a bug in mime.ts; a 4xx makes the app retry instead of silently losing the mail.
        console.error('mail-catcher: cannot parse a message', error);
        callback(Object.assign(new Error('cannot parse message'), { responseCode: 451 }));
      }
    });
  },
});

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://${MAIL_CATCHER.host}`);
  const to = url.searchParams.get('to')?.toLowerCase();
  const forRecipient = (mail: CaughtMail) => to === undefined || mail.to.includes(to);

  if (url.pathname === '/health' && request.method === 'GET')
    return sendJson(response, 200, { status: 'ok' });
  if (url.pathname === '/messages' && request.method === 'GET') {
    return sendJson(response, 200, messages.filter(forRecipient));
  }
  if (url.pathname === '/messages' && request.method === 'DELETE') {
    messages = messages.filter((mail) => !forRecipient(mail));
    return sendJson(response, 200, { status: 'ok' });
  }
  sendJson(response, 404, { message: 'Not found' });
});

await new Promise<void>((resolve, reject) => {
  smtp.on('error', reject);
  smtp.listen(MAIL_CATCHER.smtpPort, MAIL_CATCHER.host, resolve);
});
await new Promise<void>((resolve, reject) => {
  http.on('error', reject);
  http.listen(MAIL_CATCHER.httpPort, MAIL_CATCHER.host, resolve);
});
console.log(`mail-catcher: SMTP on ${MAIL_CATCHER.smtpPort}, HTTP on ${MAIL_CATCHER.httpPort}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    http.close();
    smtp.close(() => process.exit(0));
  });
}
