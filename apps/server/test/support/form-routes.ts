import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { MESSAGES } from '@charity/shared';
import { formPayload, freshIp, type FormEncoding, type FormFields, type FormFile } from './form-payloads.ts';
import { mailsTo } from './mail-outbox.ts';

/**
 * Shared steps of the public form routes' tests (contact, volunteer, subscriptions): posting in any encoding,
 * and the refusals every form gives alike (422 on the bad field, 429 past the per-IP limit).
 */

type App = Pick<FastifyInstance, 'inject' | 'db'>;
type Post = (fields: FormFields, encoding?: FormEncoding) => Promise<LightMyRequestResponse>;

/**
 * Posts to one form route, encoded as `encoding` (the form's usual one unless given), from a fresh client address
 * unless `ip` pins one, with `files` attached to a multipart body.
 */
export function formPoster(app: () => App, url: string, usualEncoding: FormEncoding) {
  return async (
    fields: FormFields,
    encoding: FormEncoding = usualEncoding,
    options: { ip?: string; files?: FormFile[] } = {},
  ) =>
    app().inject({
      method: 'POST',
      url,
      remoteAddress: options.ip ?? freshIp(),
      ...(await formPayload(encoding, fields, options.files)),
    });
}

/**
 * A bad value: the field it is for, the fields to change in a valid submission, and
 * docs/product/forms-and-subscriptions.md's message.
 */
export type FieldErrorCase = [field: string, change: FormFields, message: string];

/**
 * Declares one test per case, sent as `encoding`: a valid submission with the case's change, from an address of
 * its own, is refused with 422 and exactly that field's message, and nothing is kept for the address: no row
 * (`rowsFor`) and no mail. `check` adds what every refusal of this form must also hold.
 */
export function itRefusesEachBadField(
  encoding: FormEncoding,
  cases: FieldErrorCase[],
  form: {
    app: () => App;
    post: Post;
    valid: FormFields;
    rowsFor: (email: string) => Promise<unknown[]>;
    check?: (res: LightMyRequestResponse) => void;
  },
) {
  it.each(cases)(
    'refuses a bad %s with 422 and its message, keeping nothing',
    async (field, change, text) => {
      const email = `bad.${field}.${encoding}@example.org`;
      const res = await form.post({ ...form.valid, email, ...change }, encoding);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: MESSAGES.invalidInput, errors: { [field]: text } });
      form.check?.(res);
      expect(await form.rowsFor(email)).toEqual([]);
      expect(await mailsTo(form.app(), email)).toEqual([]);
    },
  );
}

/**
 * Sends `allowed` requests from one client address, each answered `status`, then one more, which must be refused
 * with 429, docs/product/forms-and-subscriptions.md's text and a Retry-After. `send(i, ip)` makes the i-th
 * request. Answers the refusal.
 */
export async function expectLimitedAfter(
  allowed: number,
  status: number,
  send: (i: number, ip: string) => Promise<LightMyRequestResponse>,
): Promise<LightMyRequestResponse> {
  const ip = freshIp();
  for (let i = 0; i < allowed; i++) expect((await send(i, ip)).statusCode).toBe(status);
  const refused = await send(allowed, ip);
  expect(refused.statusCode).toBe(429);
  expect(refused.json<{ message: string }>().message).toBe(MESSAGES.tooManyRequests);
  expect(refused.headers['retry-after']).toBeDefined();
  return refused;
}
