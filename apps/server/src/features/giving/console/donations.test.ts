import { beforeAll, describe, expect, it } from 'vitest';
import {
  STAFF_MESSAGES,
  STAFF_ROLES,
  adminDonationDetailResponseSchema,
  adminDonationListResponseSchema,
  todayInIndia,
  type ErrorBody,
} from '@charity/shared';
import { adminCall } from '../../../../test/support/staff-test-kit.ts';
import { testDatabases, useTestApp, useTestCast } from '../../../../test/support/test-app.ts';
import { donateAndPay, donationForm, createDonation } from '../../../../test/support/donations-test-kit.ts';
import {
  ehundiEntry,
  financeTeam,
  offlineGift,
  reconcile,
  recordGift,
  uniqueUtr,
} from '../../../../test/support/finance-test-kit.ts';

const list = (body: string) => adminDonationListResponseSchema.parse(JSON.parse(body));

describe.each(testDatabases)('finance console: donations on %s', (database) => {
  const ctx = useTestApp(database);
  const team = useTestCast(ctx, financeTeam);
  let paidId: number;
  let paidEmail: string;
  let pendingEntryId: number;

  beforeAll(async () => {
    const form = donationForm({ first_name: 'Lakshmi', last_name: 'Narayan', amount: '1500.50' });
    paidEmail = form.email ?? '';
    paidId = (await donateAndPay(ctx.app, form)).id;
    pendingEntryId = (await ehundiEntry(ctx.app)).id;
  });

  describe('the role matrix', () => {
    const routes: Array<{ method: 'GET' | 'POST'; url: () => string; label: string; body?: () => unknown }> =
      [
        { method: 'GET', url: () => '/api/admin/donations', label: '/api/admin/donations' },
        { method: 'GET', url: () => `/api/admin/donations/${paidId}`, label: '/api/admin/donations/{id}' },
        {
          method: 'GET',
          url: () => `/api/admin/donations/${paidId}/receipt`,
          label: '/api/admin/donations/{id}/receipt',
        },
        { method: 'GET', url: () => '/api/admin/ehundi-entries', label: '/api/admin/ehundi-entries' },
        {
          method: 'POST',
          url: () => '/api/admin/donations/offline',
          label: '/api/admin/donations/offline',
          body: () => offlineGift(),
        },
      ];
    for (const route of routes) {
      for (const role of [...STAFF_ROLES, 'nobody'] as const) {
        const allowed = role === 'finance' || role === 'admin';
        const expected = role === 'nobody' ? 401 : allowed ? 'success' : 403;
        it(`${route.method} ${route.label} as ${role} → ${expected}`, async () => {
          const res = await adminCall(ctx.app, route.method, route.url(), {
            ...(role === 'nobody' ? {} : { token: team[role].token }),
            ...(route.body ? { body: route.body() } : {}),
          });
          if (expected === 'success') {
            expect(res.statusCode, res.body).toBeGreaterThanOrEqual(200);
            expect(res.statusCode, res.body).toBeLessThan(300);
          } else {
            expect(res.statusCode).toBe(expected);
            expect(res.json<ErrorBody>().message).toBe(
              expected === 401 ? STAFF_MESSAGES.signInRequired : STAFF_MESSAGES.forbidden,
            );
          }
        });
      }
    }

    // The reconciliation changes its entry, so each allowed role gets an entry of its own.
    for (const role of [...STAFF_ROLES, 'nobody'] as const) {
      const allowed = role === 'finance' || role === 'admin';
      it(`POST /api/admin/ehundi-entries/{id}/reconcile as ${role} → ${role === 'nobody' ? 401 : allowed ? 200 : 403}`, async () => {
        const entry = await ehundiEntry(ctx.app);
        const res = await adminCall(ctx.app, 'POST', `/api/admin/ehundi-entries/${entry.id}/reconcile`, {
          ...(role === 'nobody' ? {} : { token: team[role].token }),
          body: { utr: uniqueUtr(), received_on: todayInIndia(), amount: '501' },
        });
        expect(res.statusCode, res.body).toBe(role === 'nobody' ? 401 : allowed ? 200 : 403);
      });
    }
  });

  it('documents every route in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject('/api/docs/json')).json<{ paths: Record<string, unknown> }>();
    for (const path of [
      '/api/admin/donations',
      '/api/admin/donations/{id}',
      '/api/admin/donations/{id}/receipt',
      '/api/admin/donations/offline',
      '/api/admin/ehundi-entries',
      '/api/admin/ehundi-entries/{id}/reconcile',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });

  describe('the list', () => {
    let trust2Online: number;
    let unpaidId: number;
    let lastYear: number;
    let earlyApril: number;
    beforeAll(async () => {
      const token = team.finance.token;
      trust2Online = (await donateAndPay(ctx.app, donationForm({ trust: '2', amount: '700' }))).id;
      unpaidId = (await createDonation(ctx.app, donationForm({ amount: '300', first_name: 'Unpaid' }))).id;
      // 31 March 23:00 in India is still FY 2025-26; 1 April 00:30 is 2026-27 (here: a gift received that day).
      const a = await recordGift(ctx.app, token, offlineGift({ received_on: '2026-03-31', amount: '100' }));
      const b = await recordGift(ctx.app, token, offlineGift({ received_on: '2026-04-01', amount: '200' }));
      expect(a.statusCode, a.body).toBe(201);
      expect(b.statusCode, b.body).toBe(201);
      lastYear = a.json<{ data: { id: number } }>().data.id;
      earlyApril = b.json<{ data: { id: number } }>().data.id;
    });

    const get = (query: string) =>
      adminCall(ctx.app, 'GET', `/api/admin/donations${query}`, { token: team.finance.token });

    it('answers the list envelope newest first with the PAN masked', async () => {
      const res = await get('');
      expect(res.statusCode, res.body).toBe(200);
      const body = list(res.body);
      expect(body.meta).toMatchObject({ page: 1, per_page: 25 });
      const dates = body.data.map((d) => d.paid_at ?? d.created_at);
      expect(dates).toEqual([...dates].sort().reverse());
      const paid = body.data.find((d) => d.id === paidId);
      expect(paid).toMatchObject({ pan: 'XXXXXX234F', status: 1, status_name: 'Paid', amount: 1500.5 });
      expect(res.body).not.toContain('ABCPE1234F');
    });

    it('filters by trust, status, gateway, financial year and dates, with totals over the whole filter', async () => {
      const trust2 = list((await get('?trust=2')).body);
      expect(trust2.data.map((d) => d.id)).toContain(trust2Online);
      expect(trust2.data.every((d) => d.trust === 2)).toBe(true);

      const unpaid = list((await get('?status=0')).body);
      expect(unpaid.data.map((d) => d.id)).toContain(unpaidId);
      expect(unpaid.data.every((d) => d.status === 0)).toBe(true);

      const previousYear = list((await get('?fy=2025-26')).body);
      expect(previousYear.data.map((d) => d.id)).toEqual([lastYear]);
      expect(previousYear.meta.totals).toEqual({ count: 1, amount: 100, refunded: { count: 0, amount: 0 } });

      const april = list((await get('?from=2026-04-01&to=2026-04-01')).body);
      expect(april.data.map((d) => d.id)).toEqual([earlyApril]);

      const range = list((await get('?from=2026-03-31&to=2026-04-01&gateway=offline')).body);
      expect(range.data.map((d) => d.id).sort()).toEqual([lastYear, earlyApril].sort());
      expect(range.meta.totals).toEqual({ count: 2, amount: 300, refunded: { count: 0, amount: 0 } });
    });

    it('counts and sums the money received in every match, not only the page, whatever the status filter', async () => {
      const all = list((await get('')).body);
      const onePage = list((await get('?per_page=1&page=2')).body);
      expect(onePage.data).toHaveLength(1);
      expect(onePage.data[0]?.id).toBe(all.data[1]?.id);
      expect(onePage.meta.totals).toEqual(all.meta.totals);
      // "Any status" lists the unpaid checkout, but its money never came: only paid, unrefunded gifts count.
      expect(all.data.map((d) => d.id)).toContain(unpaidId);
      const everyRow = list((await get('?per_page=100')).body);
      expect(everyRow.data).toHaveLength(everyRow.meta.total);
      expect(everyRow.meta.totals).toEqual(all.meta.totals);
      const received = everyRow.data.filter((d) => d.status === 1 && d.refunded_at === null);
      expect(all.meta.totals.count).toBe(received.length);
      expect(all.meta.totals.amount).toBeCloseTo(
        received.reduce((total, d) => total + d.amount, 0),
        2,
      );
      expect(all.meta.total).toBeGreaterThan(all.meta.totals.count + all.meta.totals.refunded.count);
      expect(list((await get('?status=1')).body).meta.totals).toEqual(all.meta.totals);
      const unpaid = list((await get('?status=0')).body);
      expect(unpaid.meta.total).toBeGreaterThan(0);
      expect(unpaid.meta.totals).toEqual({ count: 0, amount: 0, refunded: { count: 0, amount: 0 } });
    });

    it('searches name, e-mail, reference, receipt number and payment id', async () => {
      const detail = adminDonationDetailResponseSchema.parse(
        JSON.parse(
          (await adminCall(ctx.app, 'GET', `/api/admin/donations/${paidId}`, { token: team.admin.token }))
            .body,
        ),
      ).data;
      for (const q of [
        'lakshmi narayan',
        paidEmail.toUpperCase(),
        detail.reference,
        detail.receipt_number ?? '',
        detail.payment_id ?? '',
      ]) {
        const found = list((await get(`?q=${encodeURIComponent(q)}`)).body);
        expect(
          found.data.map((d) => d.id),
          q,
        ).toEqual([paidId]);
      }
      expect(list((await get('?q=%25')).body).data).toEqual([]);
    });

    it('sorts by date, amount or donor, either way, with the totals unchanged', async () => {
      const all = list((await get('?per_page=100')).body);
      const byAmount = list((await get('?per_page=100&sort=amount')).body);
      const amounts = byAmount.data.map((d) => d.amount);
      expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
      expect(byAmount.meta.totals).toEqual(all.meta.totals);
      const largest = list((await get('?per_page=100&sort=-amount')).body).data.map((d) => d.amount);
      expect(largest).toEqual([...amounts].reverse());
      const oldest = list((await get('?per_page=100&sort=date')).body).data;
      const dates = oldest.map((d) => d.paid_at ?? d.created_at);
      expect(dates).toEqual([...dates].sort());
      expect(list((await get('?per_page=100&sort=-date')).body).data).toEqual(all.data);
      const donors = list((await get('?per_page=100&sort=donor&status=1')).body).data.map((d) =>
        `${d.first_name} ${d.last_name}`.toLowerCase(),
      );
      // The first letters are compared: the two databases collate spaces and punctuation differently.
      expect(donors.map((name) => name[0])).toEqual(donors.map((name) => name[0]).sort());
    });

    it('422 on sort for an order it does not offer', async () => {
      for (const sort of ['paid_at', '-pan', 'amount desc']) {
        const res = await get(`?sort=${encodeURIComponent(sort)}`);
        expect(res.statusCode).toBe(422);
        expect(res.json<ErrorBody>().errors).toEqual({ sort: 'Unknown sort order' });
      }
    });

    it.each([
      ['trust', '?trust=3'],
      ['status', '?status=2'],
      ['fy', '?fy=2026-28'],
      ['from', '?from=2026-02-30'],
      ['to', '?from=2026-05-01&to=2026-04-01'],
      ['gateway', '?gateway=paypal'],
      ['per_page', '?per_page=101'],
      ['page', '?page=0'],
    ])('422 on %s', async (field, query) => {
      const res = await get(query);
      expect(res.statusCode).toBe(422);
      expect(res.json<ErrorBody>().errors).toHaveProperty([field]);
    });
  });

  describe('one donation', () => {
    it('shows its orders, gateway events, receipt and the receipt mail', async () => {
      const res = await adminCall(ctx.app, 'GET', `/api/admin/donations/${paidId}`, {
        token: team.finance.token,
      });
      expect(res.statusCode, res.body).toBe(200);
      const { data } = adminDonationDetailResponseSchema.parse(res.json());
      expect(data.orders).toHaveLength(1);
      expect(data.orders[0]?.gateway).toBe('sandbox');
      expect(data.receipt).toMatchObject({
        number: data.receipt_number,
        download_url: `/api/admin/donations/${paidId}/receipt`,
        not_deductible: null,
      });
      expect(data.mails).toHaveLength(1);
      expect(data.mails[0]).toMatchObject({ to: paidEmail });
      expect(data.mails[0]?.subject).toContain(data.receipt_number ?? 'missing');
      expect(data.pan).toBe('XXXXXX234F');
    });

    it('lists the events of its orders', async () => {
      const detail = adminDonationDetailResponseSchema.parse(
        (
          await adminCall(ctx.app, 'GET', `/api/admin/donations/${paidId}`, { token: team.finance.token })
        ).json(),
      ).data;
      const orderId = detail.orders[0]?.order_id ?? '';
      await ctx.app.db
        .insertInto('gateway_events')
        .values({
          event_id: `evt_${paidId}`,
          event: 'payment.captured',
          order_id: orderId,
          payment_id: null,
          payload: '{}',
        })
        .execute();
      const again = adminDonationDetailResponseSchema.parse(
        (
          await adminCall(ctx.app, 'GET', `/api/admin/donations/${paidId}`, { token: team.finance.token })
        ).json(),
      ).data;
      expect(again.gateway_events.map((e) => e.event_id)).toEqual([`evt_${paidId}`]);
    });

    it('serves the receipt PDF to staff', async () => {
      const res = await adminCall(ctx.app, 'GET', `/api/admin/donations/${paidId}/receipt`, {
        token: team.finance.token,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('404 for an unknown id, 409 for the receipt of an unpaid donation', async () => {
      const missing = await adminCall(ctx.app, 'GET', '/api/admin/donations/999999', {
        token: team.finance.token,
      });
      expect(missing.statusCode).toBe(404);
      const unpaid = await createDonation(ctx.app);
      const receipt = await adminCall(ctx.app, 'GET', `/api/admin/donations/${unpaid.id}/receipt`, {
        token: team.finance.token,
      });
      expect(receipt.statusCode).toBe(409);
      const missingPdf = await adminCall(ctx.app, 'GET', '/api/admin/donations/999999/receipt', {
        token: team.finance.token,
      });
      expect(missingPdf.statusCode).toBe(404);
    });

    it('shows the e-hundi entry a reconciled donation came from', async () => {
      const res = await reconcile(ctx.app, team.finance.token, pendingEntryId, {
        utr: uniqueUtr(),
        received_on: todayInIndia(),
        amount: '450',
      });
      expect(res.statusCode, res.body).toBe(200);
      const donationId = res.json<{ data: { donation_id: number } }>().data.donation_id;
      const detail = adminDonationDetailResponseSchema.parse(
        (
          await adminCall(ctx.app, 'GET', `/api/admin/donations/${donationId}`, { token: team.finance.token })
        ).json(),
      ).data;
      expect(detail).toMatchObject({ gateway: 'ehundi', amount: 450, payment_method: 'upi' });
      expect(detail.ehundi_entry).toMatchObject({ id: pendingEntryId, promised_amount: 501 });
      expect(detail.mails).toHaveLength(1);
    });
  });
});
