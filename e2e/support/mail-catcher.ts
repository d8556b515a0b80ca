/**
 * The e2e mail catcher: the repo's one SMTP stand-in (@charity/test-support) on a known loopback port, plus a small
 * HTTP API the tests read messages from. Playwright starts it as a webServer beside the app (playwright.config.ts),
 * and the app's SMTP_URL points here, so a journey sees exactly what the outbox worker delivered over SMTP.
 *
 *   GET    /health     200 once both servers listen (Playwright waits on it)
 *   GET    /messages   CaughtMail[] in arrival order; ?to=<address> keeps one recipient's
 *   DELETE /messages   forgets them all (or ?to=<address>'s)
 *
 * Run: npx tsx support/mail-catcher.ts
 */
import { createServer, type ServerResponse } from 'node:http';
import { startSmtpStandIn, type ReceivedMail } from '@charity/test-support';
import type { CaughtMail } from './caught-mail.ts';
import { MAIL_CATCHER } from './mail-catcher-address.ts';

const smtp = await startSmtpStandIn({ host: MAIL_CATCHER.host, port: MAIL_CATCHER.smtpPort });

const ids = new WeakMap<ReceivedMail, number>();
let nextId = 1;
const idOf = (mail: ReceivedMail) => {
  let id = ids.get(mail);
  if (id === undefined) ids.set(mail, (id = nextId++));
  return id;
};

const recipients = (mail: ReceivedMail) => mail.to.map((address) => address.toLowerCase());

const caught = (mail: ReceivedMail): CaughtMail => ({
  id: idOf(mail),
  receivedAt: mail.receivedAt.toISOString(),
  to: recipients(mail),
  from: mail.parsed.header('from') ?? '',
  subject: mail.parsed.subject ?? '',
  text: mail.parsed.text ?? '',
  html: mail.parsed.html ?? '',
  headers: mail.parsed.headers,
});

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://${MAIL_CATCHER.host}`);
  const to = url.searchParams.get('to')?.toLowerCase();
  const forRecipient = (mail: ReceivedMail) => to === undefined || recipients(mail).includes(to);

  if (url.pathname === '/health' && request.method === 'GET')
    return sendJson(response, 200, { status: 'ok' });
  if (url.pathname === '/messages' && request.method === 'GET') {
    return sendJson(response, 200, smtp.received.filter(forRecipient).map(caught));
  }
  if (url.pathname === '/messages' && request.method === 'DELETE') {
    const kept = smtp.received.filter((mail) => !forRecipient(mail));
    smtp.received.splice(0, smtp.received.length, ...kept);
    return sendJson(response, 200, { status: 'ok' });
  }
  sendJson(response, 404, { message: 'Not found' });
});

await new Promise<void>((resolve, reject) => {
  http.on('error', reject);
  http.listen(MAIL_CATCHER.httpPort, MAIL_CATCHER.host, resolve);
});
console.log(`mail-catcher: SMTP on ${MAIL_CATCHER.smtpPort}, HTTP on ${MAIL_CATCHER.httpPort}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    http.close();
    void smtp.close().then(() => process.exit(0));
  });
}
