import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DONATION_MESSAGES,
  ID_MESSAGES,
  MESSAGES,
  THANK_YOU_ERROR_CODES,
  donationThankYouSchema,
  paths,
  PAYMENT_MESSAGES,
  SANDBOX_KEY_ID,
  TRUSTS,
  seedSettings,
  donationCheckoutSchema,
  donationRowSchema,
  type DonationCheckout,
  type DonationRow,
} from '@charity/shared';
import { createFieldCipher } from '#src/shared/crypto.ts';
import { call, randomIp, uniqueEmail, verifiedUser } from '../../../../test/support/auth-test-kit.ts';
import { testDatabases, useTestApp } from '../../../../test/support/test-app.ts';
import { FORM_ENCODINGS, formPayload } from '../../../../test/support/form-payloads.ts';
import {
  CREATE,
  SANDBOX_PAY,
  createDonation,
  donateAndPay,
  donationForm,
  donationRow,
  readPdf,
  receiptMailsTo,
  sandboxPay,
  verify,
} from '../../../../test/support/donations-test-kit.ts';
import { DONATION_CREATE_RATE_LIMIT } from './donation-routes.ts';
import { myDonations, thankYouLink } from './donation-service.ts';
import { listDonations } from '../console/finance-repository.ts';

describe.each(testDatabases)('donations API on %s', (database) => {
  const ctx = useTestApp(database);
  const app = () => ctx.app;

  describe('POST /api/donation/create', () => {
    it.each(FORM_ENCODINGS)(
      'as %s: stores the unpaid donation with its order and answers the checkout in paise',
      async (encoding) => {
        const form = donationForm({ email: uniqueEmail('Create').toUpperCase(), amount: '1500.5' });
        const res = await app().inject({
          method: 'POST',
          url: CREATE,
          remoteAddress: randomIp(),
          ...(await formPayload(encoding, form)),
        });
        expect(res.statusCode).toBe(201);
        const checkout = donationCheckoutSchema.parse(res.json<{ data: unknown }>().data);
        expect(checkout).toEqual({
          id: expect.any(Number),
          order_id: expect.stringMatching(/^order_[0-9A-Za-z]{14}$/),
          amount: 150050,
          currency: 'INR',
          key: SANDBOX_KEY_ID,
          gateway: 'sandbox',
          name: TRUSTS[1].name,
          first_name: 'Asha',
          last_name: 'Rao',
          email: form.email!.toLowerCase(),
          phone: '+919845012345',
        });

        const row = await donationRow(app(), checkout.id);
        expect(row).toMatchObject({
          status: 0,
          amount_paise: 150050,
          order_id: checkout.order_id,
          gateway: 'sandbox',
          trust: 1,
          city: 'Bengaluru',
          state: 'Karnataka',
          user_id: null,
          pan_last4: '234F',
          payment_id: null,
          receipt_number: null,
        });
        expect(row.reference).toMatch(/^DN-[0-9A-Z]{12}$/);
        // PAN at rest is ciphertext that decrypts to the canonical PAN.
        expect(row.pan_encrypted).not.toContain('ABCPE1234F');
        expect(createFieldCipher(ctx.config.appSecret).decrypt(row.pan_encrypted!)).toBe('ABCPE1234F');
        const orders = await app()
          .db.selectFrom('donation_orders')
          .selectAll()
          .where('donation_id', '=', checkout.id)
          .execute();
        expect(orders).toEqual([
          expect.objectContaining({ order_id: checkout.order_id, gateway: 'sandbox' }),
        ]);
      },
    );

    it('drops a PAN sent for the second trust and names that trust', async () => {
      const checkout = await createDonation(app(), donationForm({ trust: '2', pan: 'not a pan' }));
      expect(checkout.name).toBe(TRUSTS[2].name);
      const row = await donationRow(app(), checkout.id);
      expect(row).toMatchObject({ trust: 2, pan_encrypted: null, pan_last4: null });
    });

    it('links the donation to the logged-in donor', async () => {
      const user = await verifiedUser(app());
      const checkout = await createDonation(app(), donationForm(), { token: user.token });
      expect((await donationRow(app(), checkout.id)).user_id).toBe(user.id);
    });

    const invalid: [string, Record<string, string>, string][] = [
      ['first_name', { first_name: '' }, 'Please enter your first name'],
      ['first_name', { first_name: 'Asha1' }, 'First name may contain only letters and spaces'],
      ['last_name', { last_name: '' }, 'Please enter your last name'],
      ['email', { email: 'not-an-email' }, 'Please enter a valid e-mail address'],
      [
        'phone',
        { phone: '12345' },
        'Please enter a valid phone number; for a number outside India, start with + and the country code',
      ],
      ['amount', { amount: '' }, 'Please enter an amount'],
      ['amount', { amount: '0.99' }, 'The amount must be at least ₹1'],
      ['amount', { amount: '10.505' }, 'Enter the amount in rupees, with at most two decimals'],
      ['amount', { amount: '-5' }, 'The amount must be a positive amount in rupees'],
      ['amount', { amount: '0' }, 'The amount must be a positive amount in rupees'],
      ['amount', { amount: '10000001' }, 'The most we can accept online is ₹1,00,00,000'],
      ['city', { city: '' }, 'Please enter the city'],
      ['city', { city: 'B3ngaluru' }, 'City may contain only letters and spaces'],
      ['state', { state: '' }, 'Please enter the state'],
      ['trust', { trust: '' }, 'Please choose a trust'],
      ['trust', { trust: '3' }, 'Please choose a trust'],
      ['pan', { pan: '' }, 'Please enter your PAN'],
      ['pan', { pan: 'ABCDE12345' }, ID_MESSAGES.panShape],
      ['pan', { pan: 'ABCDE1234F' }, ID_MESSAGES.panHolderType],
    ];
    it.each(invalid)(
      'refuses a bad %s (%j) with 422 on that field and stores nothing',
      async (field, bad, message) => {
        const form = donationForm(bad);
        const res = await call(app(), 'POST', CREATE, { body: form });
        expect(res.statusCode).toBe(422);
        const body = res.json<{ message: string; errors: Record<string, string> }>();
        expect(body.message).toBe(MESSAGES.invalidInput);
        expect(body.errors[field]).toBe(message);
        const rows = await app()
          .db.selectFrom('donations')
          .select('id')
          .where('email', '=', form.email!)
          .execute();
        expect(rows).toEqual([]);
      },
    );

    it('refuses a missing field by name', async () => {
      const { city: _city, ...form } = donationForm();
      const res = await call(app(), 'POST', CREATE, { body: form });
      expect(res.statusCode).toBe(422);
      expect(res.json<{ errors: Record<string, string> }>().errors).toHaveProperty('city');
    });

    it(`limits each address to ${DONATION_CREATE_RATE_LIMIT.max} creates a minute`, async () => {
      const ip = randomIp();
      for (let i = 0; i < DONATION_CREATE_RATE_LIMIT.max; i++) {
        // Invalid bodies still count: the limit runs before validation, so it also stops junk.
        expect((await call(app(), 'POST', CREATE, { body: {}, ip })).statusCode).toBe(422);
      }
      const res = await call(app(), 'POST', CREATE, { body: donationForm(), ip });
      expect(res.statusCode).toBe(429);
      expect(res.json<{ message: string }>().message).toBe(MESSAGES.tooManyRequests);
    });
  });

  describe('sandbox pay and verify-payment', () => {
    it('marks the donation paid once, with a receipt number and one receipt mail carrying the PDF', async () => {
      const form = donationForm();
      const checkout = await createDonation(app(), form);
      const handler = await sandboxPay(app(), checkout.order_id);
      expect(handler.razorpay_order_id).toBe(checkout.order_id);

      const res = await verify(app(), handler);
      expect(res.statusCode).toBe(200);
      const body = res.json<{
        message: string;
        data: { id: number; status: number; receipt_number: string; thank_you_token: string };
      }>();
      expect(body.message).toBe(MESSAGES.donationSuccessful);
      expect(body.data).toEqual({
        id: checkout.id,
        status: 1,
        receipt_number: expect.stringMatching(/^SMT\/\d{4}-\d{2}\/\d{6}$/),
        thank_you_token: expect.stringMatching(new RegExp(`^${checkout.id}\\.\\d+\\.[\\w-]+$`)),
        thank_you_url: `${ctx.config.publicUrl}${paths.donationThankYou}?token=${encodeURIComponent(body.data.thank_you_token)}`,
      });

      const row = await donationRow(app(), checkout.id);
      expect(row).toMatchObject({
        status: 1,
        payment_id: handler.razorpay_payment_id,
        order_id: checkout.order_id,
        receipt_number: body.data.receipt_number,
      });
      expect(row.paid_at).not.toBeNull();

      const mails = await receiptMailsTo(app(), form.email!);
      expect(mails).toHaveLength(1);
      const [attachment] = mails[0]!.attachments;
      expect(attachment?.contentType).toBe('application/pdf');
      const { text } = await readPdf(attachment!.content);
      expect(text).toContain(body.data.receipt_number);
      expect(text).toContain('₹1,500.50');
      expect(text).toContain('ABCPE1234F');
      expect(text).toContain('sandbox test payment');

      // The same checkout result again (a double click, a retried request): same answer, nothing new (the
      // thank-you link is signed afresh, for the same donation).
      const again = await call(app(), 'POST', '/api/donation/verify-payment', { body: handler });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({
        ...body,
        data: { ...body.data, thank_you_token: expect.any(String), thank_you_url: expect.any(String) },
      });
      expect(await receiptMailsTo(app(), form.email!)).toHaveLength(1);
      expect((await donationRow(app(), checkout.id)).receipt_number).toBe(body.data.receipt_number);

      // The order is paid: the sandbox takes no second payment for it.
      const payAgain = await call(app(), 'POST', SANDBOX_PAY, {
        body: { order_id: checkout.order_id, outcome: 'success' },
      });
      expect(payAgain.statusCode).toBe(409);
    });

    it('accepts the checkout result as a form post too', async () => {
      const checkout = await createDonation(app());
      const handler = await sandboxPay(app(), checkout.order_id);
      const res = await app().inject({
        method: 'POST',
        url: '/api/donation/verify-payment/',
        remoteAddress: randomIp(),
        ...(await formPayload('urlencoded', handler)),
      });
      expect(res.statusCode).toBe(200);
    });

    it('refuses a tampered signature and changes nothing', async () => {
      const form = donationForm();
      const checkout = await createDonation(app(), form);
      const handler = await sandboxPay(app(), checkout.order_id);
      const last = handler.razorpay_signature.at(-1) === '0' ? '1' : '0';
      const tampered = {
        ...handler,
        razorpay_signature: `${handler.razorpay_signature.slice(0, -1)}${last}`,
      };

      for (const body of [
        tampered,
        { ...handler, razorpay_signature: 'not-hex' },
        { ...handler, razorpay_payment_id: 'pay_AAAAAAAAAAAAAA' },
      ]) {
        const res = await verify(app(), body);
        expect(res.statusCode).toBe(400);
        expect(res.json<{ message: string }>().message).toBe(DONATION_MESSAGES.verificationFailed);
      }
      const row = await donationRow(app(), checkout.id);
      expect(row).toMatchObject({ status: 0, payment_id: null, receipt_number: null, paid_at: null });
      expect(await receiptMailsTo(app(), form.email!)).toHaveLength(0);
    });

    it('refuses a signature that is valid for another order (swapped) and changes neither donation', async () => {
      const first = await createDonation(app());
      const second = await createDonation(app());
      const paidFirst = await sandboxPay(app(), first.order_id);

      // The first order's genuine payment and signature, presented as a payment of the second order.
      const res = await verify(app(), { ...paidFirst, razorpay_order_id: second.order_id });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(DONATION_MESSAGES.verificationFailed);
      expect((await donationRow(app(), second.id)).status).toBe(0);
      expect((await donationRow(app(), first.id)).status).toBe(0);
    });

    it('answers 404 for an order that is not ours and 422 for a malformed body', async () => {
      const res = await verify(app(), {
        razorpay_order_id: 'order_AAAAAAAAAAAAAA',
        razorpay_payment_id: 'pay_AAAAAAAAAAAAAA',
        razorpay_signature: 'a'.repeat(64),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json<{ message: string }>().message).toBe(PAYMENT_MESSAGES.orderNotFound);

      const bad = await verify(app(), { razorpay_order_id: 'order_AAAAAAAAAAAAAA' });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json<{ errors: Record<string, string> }>().errors)).toEqual(
        expect.arrayContaining(['razorpay_payment_id']),
      );
    });

    it('numbers receipts per trust', async () => {
      const one = await donateAndPay(app(), donationForm({ trust: '2', pan: '' }));
      expect(one.receiptNumber).toMatch(/^SMMT\/\d{4}-\d{2}\/\d{6}$/);
      const two = await donateAndPay(app(), donationForm({ trust: '2', pan: '' }));
      expect(Number(two.receiptNumber.slice(-6))).toBe(Number(one.receiptNumber.slice(-6)) + 1);
    });
  });

  describe('pay again: POST /api/donation/{id}/pay', () => {
    it("reopens the checkout of the donor's unpaid donation with its order, after a failed attempt", async () => {
      const user = await verifiedUser(app());
      const checkout = await createDonation(app(), donationForm({ email: user.email }));
      const failed = await call(app(), 'POST', SANDBOX_PAY, {
        body: { order_id: checkout.order_id, outcome: 'failure' },
      });
      expect(failed.statusCode).toBe(402);
      expect((await donationRow(app(), checkout.id)).status).toBe(0);

      const res = await call(app(), 'POST', `/api/donation/${checkout.id}/pay`, { token: user.token });
      expect(res.statusCode).toBe(200);
      const again = res.json<{ data: DonationCheckout }>().data;
      // The sandbox can always pay the order of an unpaid donation: it is reused.
      expect(again).toEqual(checkout);

      const paid = await verify(app(), await sandboxPay(app(), again.order_id));
      expect(paid.statusCode).toBe(200);
      const refused = await call(app(), 'POST', `/api/donation/${checkout.id}/pay`, { token: user.token });
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ message: string }>().message).toBe(DONATION_MESSAGES.alreadyPaid);
    });

    it("is a 404 for another donor's donation, a 401 logged out", async () => {
      const owner = await verifiedUser(app());
      const other = await verifiedUser(app());
      const checkout = await createDonation(app(), donationForm({ email: owner.email }));

      const res = await call(app(), 'POST', `/api/donation/${checkout.id}/pay`, { token: other.token });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(checkout.order_id);
      expect(res.body).not.toContain(owner.email);
      expect((await call(app(), 'POST', `/api/donation/${checkout.id}/pay`)).statusCode).toBe(401);
      expect((await call(app(), 'POST', '/api/donation/999999/pay', { token: owner.token })).statusCode).toBe(
        404,
      );
    });
  });

  describe('GET /api/user/payment-data', () => {
    it('lists donations made with the verified e-mail before registering, and those made logged in', async () => {
      const email = uniqueEmail('history');
      // Given before the account existed, with the address in another case.
      const before = await donateAndPay(app(), donationForm({ email: email.toUpperCase() }));
      const pending = await createDonation(app(), donationForm({ email, trust: '2', amount: '251' }));
      const user = await verifiedUser(app(), email);
      // Given while logged in, with another address.
      const loggedIn = await createDonation(app(), donationForm({ email: uniqueEmail('other') }), {
        token: user.token,
      });
      // Somebody else's donation.
      await createDonation(app());

      const res = await call(app(), 'GET', '/api/user/payment-data?page=1', { token: user.token });
      expect(res.statusCode).toBe(200);
      const body = res.json<{
        data: DonationRow[];
        meta: { total: number; page: number; per_page: number };
      }>();
      expect(body.meta).toEqual({ total: 3, page: 1, per_page: 10 });
      expect(body.data.map((row) => row.id)).toEqual([loggedIn.id, pending.id, before.checkout.id]);
      for (const row of body.data) donationRowSchema.parse(row);

      const [, pendingRow, paidRow] = body.data;
      expect(paidRow).toMatchObject({
        amount: 1500.5,
        status: 1,
        status_name: 'Paid',
        trust: 1,
        trust_name: TRUSTS[1].name,
        pan: 'XXXXXX234F',
        receipt_number: before.receiptNumber,
        email,
      });
      expect(paidRow?.paid_at).not.toBeNull();
      expect(pendingRow).toMatchObject({
        amount: 251,
        status: 0,
        status_name: 'Pending',
        trust_name: TRUSTS[2].name,
        pan: null,
        receipt_number: null,
      });
      expect(res.body).not.toContain('ABCPE1234F');
    });

    it('pages 10 at a time, newest first', async () => {
      const user = await verifiedUser(app());
      const ids: number[] = [];
      for (let i = 0; i < 12; i++)
        ids.push((await createDonation(app(), donationForm({ email: user.email }))).id);
      const page = async (n: number) =>
        (await call(app(), 'GET', `/api/user/payment-data?page=${n}`, { token: user.token })).json<{
          data: DonationRow[];
          meta: { total: number };
        }>();
      const first = await page(1);
      const second = await page(2);
      expect(first.meta.total).toBe(12);
      expect(first.data.map((r) => r.id)).toEqual(ids.slice(2).reverse());
      expect(second.data.map((r) => r.id)).toEqual(ids.slice(0, 2).reverse());
    });

    it('shows an unpaid checkout only while it can still be paid; the console still lists every one', async () => {
      const user = await verifiedUser(app());
      const give = (trust: string, amount: string) =>
        createDonation(app(), donationForm({ email: user.email, trust, amount }));
      const hoursAgo = async (id: number, hours: number) => {
        const at = new Date(Date.now() - hours * 3600_000).toISOString();
        await app().db.updateTable('donations').set({ created_at: at }).where('id', '=', id).execute();
      };
      // Left a week and a day ago: too old to pay now.
      const stale = await give('1', '300');
      await hoursAgo(stale.id, 8 * 24);
      // Abandoned, then given again (same trust and amount) and paid: the paid gift supersedes it.
      const abandoned = await give('1', '500');
      await hoursAgo(abandoned.id, 3);
      const paid = await donateAndPay(app(), donationForm({ email: user.email, trust: '1', amount: '500' }));
      await hoursAgo(paid.id, 2);
      // Not superseded: another trust, another amount, or started after the paid gift.
      const otherTrust = await give('2', '500');
      await hoursAgo(otherTrust.id, 4);
      const otherAmount = await give('1', '700');
      await hoursAgo(otherAmount.id, 5);
      const after = await give('1', '500');
      await hoursAgo(after.id, 1);

      const res = await call(app(), 'GET', '/api/user/payment-data?page=1', { token: user.token });
      const body = res.json<{ data: DonationRow[]; meta: { total: number } }>();
      expect(body.data.map((row) => row.id)).toEqual([after.id, paid.id, otherTrust.id, otherAmount.id]);
      expect(body.meta.total).toBe(4);

      // The same rule at another moment (an injected clock): seven days less three hours on, the checkouts made
      // four and five hours ago are over a week old; the one made an hour ago is not yet.
      const donor = {
        id: user.id,
        email: user.email,
        first_name: '',
        last_name: '',
        phone: null,
        email_verified: true,
      };
      const later = await myDonations(
        app().db,
        donor,
        1,
        new Date(Date.now() + 7 * 24 * 3600_000 - 3 * 3600_000),
      );
      expect(later.data.map((row) => row.id)).toEqual([after.id, paid.id]);
      const wayLater = await myDonations(app().db, donor, 1, new Date(Date.now() + 30 * 24 * 3600_000));
      expect(wayLater.data.map((row) => row.id)).toEqual([paid.id]);

      // The console lists every checkout, the hidden ones too, filterable as unpaid.
      const unpaid = await listDonations(app().db, {
        q: user.email,
        status: 0,
        page: 1,
        per_page: 25,
        sort: '-date',
      });
      expect(unpaid.rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(
        [stale.id, abandoned.id, otherTrust.id, otherAmount.id, after.id].sort((a, b) => a - b),
      );
    });

    it('needs a login and a sane page number', async () => {
      expect((await call(app(), 'GET', '/api/user/payment-data')).statusCode).toBe(401);
      const user = await verifiedUser(app());
      const res = await call(app(), 'GET', '/api/user/payment-data?page=0', { token: user.token });
      expect(res.statusCode).toBe(422);
      expect(res.json<{ errors: Record<string, string> }>().errors).toHaveProperty('page');
    });
  });

  describe('receipt certificate', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('gives the owner a short-lived link that opens the PDF without login', async () => {
      const user = await verifiedUser(app());
      const { checkout, receiptNumber } = await donateAndPay(app(), donationForm({ email: user.email }));

      const res = await call(app(), 'GET', `/api/donation/certificate/${checkout.id}`, { token: user.token });
      expect(res.statusCode).toBe(200);
      const url = new URL(res.json<{ data: string }>().data);
      expect(`${url.origin}`).toBe(ctx.config.publicUrl);
      expect(url.pathname).toBe(`/api/donation/certificate/${checkout.id}/pdf`);
      expect(url.searchParams.get('token')).toBeTruthy();

      const pdf = await app().inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['cache-control']).toBe('private, no-store');
      expect(pdf.headers['content-disposition']).toBe(
        `inline; filename="receipt-${receiptNumber.replace(/\//g, '-')}.pdf"`,
      );
      const { text } = await readPdf(pdf.rawPayload);
      expect(text).toContain(receiptNumber);
      expect(text).toContain('Asha Rao');
    });

    it('refuses an altered or expired token, or one for another donation', async () => {
      const user = await verifiedUser(app());
      const { checkout } = await donateAndPay(app(), donationForm({ email: user.email }));
      const other = await donateAndPay(app());
      const link = new URL(
        (await call(app(), 'GET', `/api/donation/certificate/${checkout.id}`, { token: user.token })).json<{
          data: string;
        }>().data,
      );
      const token = link.searchParams.get('token')!;
      const get = (id: number, t?: string) =>
        app().inject({
          method: 'GET',
          url: `/api/donation/certificate/${id}/pdf${t === undefined ? '' : `?token=${encodeURIComponent(t)}`}`,
        });

      const [expires, mac] = token.split('.');
      for (const bad of [
        `${expires}.${mac!.slice(0, -2)}AA`,
        `${Number(expires) + 3600}.${mac}`,
        // A valid link with a segment appended is not the link that was signed.
        `${token}.junk`,
        'garbage',
        '',
      ]) {
        const res = await get(checkout.id, bad);
        expect(res.statusCode).toBe(403);
        expect(res.json<{ message: string }>().message).toBe(DONATION_MESSAGES.receiptLinkInvalid);
      }
      expect((await get(checkout.id)).statusCode).toBe(403);
      expect((await get(other.checkout.id, token)).statusCode).toBe(403);

      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6 * 60 * 1000 });
      expect((await get(checkout.id, token)).statusCode).toBe(403);
      vi.useRealTimers();
      expect((await get(checkout.id, token)).statusCode).toBe(200);
    });

    it("is a 404 for another donor's donation and a 409 before payment", async () => {
      const owner = await verifiedUser(app());
      const other = await verifiedUser(app());
      const { checkout } = await donateAndPay(app(), donationForm({ email: owner.email }));
      const res = await call(app(), 'GET', `/api/donation/certificate/${checkout.id}`, {
        token: other.token,
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('token');
      expect((await call(app(), 'GET', `/api/donation/certificate/${checkout.id}`)).statusCode).toBe(401);

      const unpaid = await createDonation(app(), donationForm({ email: owner.email }));
      const early = await call(app(), 'GET', `/api/donation/certificate/${unpaid.id}`, {
        token: owner.token,
      });
      expect(early.statusCode).toBe(409);
      expect(early.json<{ message: string }>().message).toBe(DONATION_MESSAGES.receiptNotReady);
    });
  });

  describe('a failed payment tried again', () => {
    it('is paid on the same donation and order: one donation, one receipt', async () => {
      const form = donationForm();
      const checkout = await createDonation(app(), form);
      const failed = await call(app(), 'POST', SANDBOX_PAY, {
        body: { order_id: checkout.order_id, outcome: 'failure' },
      });
      expect(failed.statusCode).toBe(402);
      expect((await donationRow(app(), checkout.id)).status).toBe(0);

      // "Try again" reopens the checkout of the same donation: the same order, paid this time.
      const res = await verify(app(), await sandboxPay(app(), checkout.order_id));
      expect(res.statusCode).toBe(200);
      expect(res.json<{ data: { id: number } }>().data.id).toBe(checkout.id);
      const rows = await app()
        .db.selectFrom('donations')
        .selectAll()
        .where('email', '=', form.email!)
        .execute();
      expect(rows.map((row) => [row.id, row.status])).toEqual([[checkout.id, 1]]);
      expect(await receiptMailsTo(app(), form.email!)).toHaveLength(1);
    });
  });

  describe('thank-you page: GET /api/donation/thank-you', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    const thankYou = (token?: string) =>
      app().inject({
        method: 'GET',
        url: `/api/donation/thank-you${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`,
        remoteAddress: randomIp(),
      });

    const paidWithToken = async (form = donationForm()) => {
      const checkout = await createDonation(app(), form);
      const res = await verify(app(), await sandboxPay(app(), checkout.order_id));
      expect(res.statusCode).toBe(200);
      const { data } = res.json<{ data: { receipt_number: string; thank_you_token: string } }>();
      return { checkout, form, token: data.thank_you_token, receiptNumber: data.receipt_number };
    };

    it('answers the gift for the token verify-payment gave, without login, and its receipt link opens the PDF', async () => {
      const { checkout, form, token, receiptNumber } = await paidWithToken();
      const res = await thankYou(token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const data = donationThankYouSchema.parse(res.json<{ data: unknown }>().data);
      expect(data).toEqual({
        id: checkout.id,
        amount: 1500.5,
        trust: 1,
        trust_name: TRUSTS[1].name,
        fund_name: null,
        receipt_number: receiptNumber,
        paid_at: expect.any(String),
        first_name: 'Asha',
        email: form.email,
        receipt_url: expect.stringContaining(`/api/donation/certificate/${checkout.id}/pdf?token=`),
      });
      // Nothing of the PAN in the page's data.
      expect(res.body).not.toContain('ABCPE');

      const url = new URL(data.receipt_url);
      const pdf = await app().inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect((await readPdf(pdf.rawPayload)).text).toContain(receiptNumber);

      // A reload the next morning still works; the day after, the link has expired and says so.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 23 * 60 * 60 * 1000 });
      expect((await thankYou(token)).statusCode).toBe(200);
      vi.setSystemTime(Date.now() + 2 * 60 * 60 * 1000);
      const expired = await thankYou(token);
      expect(expired.statusCode).toBe(403);
      expect(expired.json()).toMatchObject({
        message: DONATION_MESSAGES.thankYouExpired,
        error_code: THANK_YOU_ERROR_CODES.expired,
      });
    });

    it('names the fund the gift went to, as the trust settings name it', async () => {
      const fund = seedSettings().trusts[1].funds[0]!;
      const { token } = await paidWithToken(donationForm({ fund: fund.key }));
      const data = donationThankYouSchema.parse((await thankYou(token)).json<{ data: unknown }>().data);
      expect(data.fund_name).toBe(fund.name);
    });

    it('refuses a made-up, altered or borrowed token with a clear 403, and a missing one with 422', async () => {
      const { checkout, token } = await paidWithToken();
      const other = await paidWithToken();
      const [, expires, mac] = token.split('.');
      for (const bad of [
        `${checkout.id}.${expires}.${mac!.slice(0, -2)}AA`,
        `${checkout.id}.${Number(expires) + 3600}.${mac}`,
        `${other.checkout.id}.${expires}.${mac}`,
        `${checkout.id + 1}.${expires}.${mac}`,
        'garbage',
      ]) {
        const res = await thankYou(bad);
        expect(res.statusCode, bad).toBe(403);
        expect(res.json(), bad).toMatchObject({
          message: DONATION_MESSAGES.thankYouInvalid,
          error_code: THANK_YOU_ERROR_CODES.invalid,
        });
      }
      for (const missing of [undefined, '']) {
        const res = await thankYou(missing);
        expect(res.statusCode).toBe(422);
      }
    });

    it('says so for a donation that is not paid', async () => {
      const checkout = await createDonation(app());
      const { token } = thankYouLink(app().signer, ctx.config.publicUrl, checkout.id);
      const res = await thankYou(token);
      expect(res.statusCode).toBe(409);
      expect(res.json<{ message: string }>().message).toBe(DONATION_MESSAGES.thankYouUnpaid);
    });
  });
});
