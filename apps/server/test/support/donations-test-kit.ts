import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { OPS, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { DonationCheckout, VerifyPaymentRequest } from '@charity/shared';
import { call, randomIp, uniqueEmail } from './auth-test-kit.ts';
import type { MailExtras } from '#src/services/mail/outbox.ts';

/**
 * Helpers for the donation API tests: they drive the real routes (create, the sandbox's pay, verify) the way
 * the web app does, and read back what a donor or the trust would see (rows, receipt mails, PDFs).
 */

type App = Pick<FastifyInstance, 'inject' | 'db' | 'mail'>;

export const CREATE = '/api/donation/create';
export const VERIFY = '/api/donation/verify-payment/';
export const SANDBOX_PAY = '/api/payments/sandbox/pay';
export const WEBHOOK = '/api/webhooks/razorpay';

/** A valid donation form as the web app sends it (strings, as a form post would). */
export const donationForm = (overrides: Record<string, string> = {}): Record<string, string> => ({
  first_name: 'Asha',
  last_name: 'Rao',
  email: uniqueEmail('donor'),
  phone: '98450 12345',
  amount: '1500.50',
  city: 'Bengaluru',
  state: 'Karnataka',
  trust: '1',
  pan: 'abcpe1234f',
  // The 80G receipt's address (trust 1), and the citizenship tick both trusts ask for (no FCRA).
  address: 'Flat 4, 12 MG Road',
  pin_code: '560 001',
  indian_citizen: 'on',
  ...overrides,
});

function expectStatus(res: LightMyRequestResponse, status: number, what: string) {
  if (res.statusCode !== status)
    throw new Error(`${what}: expected ${status}, got ${res.statusCode} ${res.body}`);
}

/** Creates a donation through the API (from a fresh address unless told); returns what opens the checkout. */
export async function createDonation(
  app: App,
  form: Record<string, string> = donationForm(),
  options: { ip?: string; token?: string } = {},
): Promise<DonationCheckout> {
  const res = await call(app, 'POST', CREATE, {
    body: form,
    ip: options.ip ?? randomIp(),
    token: options.token,
  });
  expectStatus(res, 201, 'create');
  return res.json<{ data: DonationCheckout }>().data;
}

/** The sandbox checkout's Pay button: what checkout's handler would receive for this order. */
export async function sandboxPay(app: App, orderId: string): Promise<VerifyPaymentRequest> {
  const res = await call(app, 'POST', SANDBOX_PAY, { body: { order_id: orderId, outcome: 'success' } });
  expectStatus(res, 200, 'sandbox pay');
  return res.json<{ data: VerifyPaymentRequest }>().data;
}

export const verify = (app: App, body: Record<string, string>, ip = randomIp()) =>
  call(app, 'POST', VERIFY, { body, ip });

/** Razorpay delivering a webhook: the exact body its signature covers, and the headers. */
export const deliverWebhook = (app: App, delivery: { body: string; headers: Record<string, string> }) =>
  app.inject({ method: 'POST', url: WEBHOOK, payload: delivery.body, headers: delivery.headers });

/** Create → sandbox pay → verify, as a visitor does; returns the donation id and its receipt number. */
export async function donateAndPay(app: App, form: Record<string, string> = donationForm()) {
  const checkout = await createDonation(app, form);
  const res = await verify(app, await sandboxPay(app, checkout.order_id));
  expectStatus(res, 200, 'verify');
  const { data } = res.json<{ data: { id: number; receipt_number: string } }>();
  return { checkout, id: data.id, receiptNumber: data.receipt_number };
}

export const donationRow = (app: App, id: number) =>
  app.db.selectFrom('donations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/**
 * The receipt mails queued to an address, oldest first, with their attachments decoded: as the mail worker will
 * send them, the receipt PDF drawn now by the worker's own renderer (it is not in the queued row, ADR 24).
 */
export async function receiptMailsTo(app: App, email: string) {
  const queued = await app.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', email)
    .where('subject', 'like', '%Your donation receipt%')
    .orderBy('id')
    .execute();
  const rows = await Promise.all(queued.map((row) => app.mail.expand(row)));
  return rows.map((row) => {
    const extras = JSON.parse(row.extras) as MailExtras;
    return {
      ...row,
      attachments: (extras.attachments ?? []).map((a) => ({
        ...a,
        content: Buffer.from(a.contentBase64, 'base64'),
      })),
    };
  });
}

/** The operators that paint a picture onto a page (an image XObject, inline or as a mask). */
const PAINT_IMAGE: ReadonlySet<number> = new Set([
  OPS.paintImageXObject,
  OPS.paintInlineImageXObject,
  OPS.paintImageMaskXObject,
  OPS.paintImageXObjectRepeat,
]);

/**
 * Reads a PDF back as a viewer would: page count, all text with runs of whitespace made single, metadata, and
 * how many pictures its pages paint (a logo, a signature).
 */
export async function readPdf(
  pdf: Buffer | Uint8Array,
): Promise<{ pages: number; text: string; info: Record<string, unknown>; images: number }> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, verbosity: 0 }).promise;
  try {
    const texts: string[] = [];
    let images = 0;
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      for (const item of content.items) if ('str' in item) texts.push(item.str, item.hasEOL ? '\n' : '');
      const operators = await page.getOperatorList();
      images += operators.fnArray.filter((op) => PAINT_IMAGE.has(op)).length;
    }
    const { info } = await doc.getMetadata();
    return {
      pages: doc.numPages,
      // A wrapped line breaks between words, so joining lines with a space gives back the whole sentence.
      text: texts.join('').replace(/\s+/g, ' '),
      info: info as Record<string, unknown>,
      images,
    };
  } finally {
    await doc.destroy();
  }
}
