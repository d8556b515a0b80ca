import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@charity/shared';
import { testDatabases, useTestApp } from '../../../test/support/test-app.ts';
import { PASSWORD, call, randomIp, registerBody } from '../../../test/support/auth-test-kit.ts';

const id = randomUUID();

/** [what, path, body, the fields that must carry an error] */
const badBodies: [string, string, unknown, string[]][] = [
  ['register: nothing', '/api/auth/register', {}, ['first_name', 'last_name', 'email', 'password']],
  ['register: bad e-mail', '/api/auth/register', registerBody('not-an-email'), ['email']],
  [
    'register: short password',
    '/api/auth/register',
    registerBody(undefined, { password: 'short' }),
    ['password'],
  ],
  [
    'register: huge password',
    '/api/auth/register',
    registerBody(undefined, { password: 'x'.repeat(129) }),
    ['password'],
  ],
  [
    'register: digits in a name',
    '/api/auth/register',
    registerBody(undefined, { first_name: 'R2D2' }),
    ['first_name'],
  ],
  [
    'register: blank last name',
    '/api/auth/register',
    registerBody(undefined, { last_name: '   ' }),
    ['last_name'],
  ],
  [
    'register: not a phone number',
    '/api/auth/register',
    registerBody(undefined, { phone: '+1 555 555 5555' }),
    ['phone'],
  ],
  [
    'register: wrong types',
    '/api/auth/register',
    { ...registerBody(), email: 42, password: ['x'] },
    ['email', 'password'],
  ],
  ['login: nothing', '/api/auth/login', {}, ['email', 'password']],
  ['login: bad e-mail', '/api/auth/login', { email: 'a@', password: PASSWORD }, ['email']],
  ['login: empty password', '/api/auth/login', { email: 'a@example.org', password: '' }, ['password']],
  ['forgot: nothing', '/api/auth/forgot-password', {}, ['email']],
  ['forgot: bad e-mail', '/api/auth/forgot-password', { email: 'nobody at example.org' }, ['email']],
  ['verify: no code', `/api/auth/verify-user/${id}`, {}, ['otp']],
  ['verify: 5 digits', `/api/auth/verify-user/${id}`, { otp: '12345' }, ['otp']],
  ['verify: letters', `/api/auth/verify-user/${id}`, { otp: 'abcdef' }, ['otp']],
  ['reset: nothing', `/api/auth/reset-password/${id}`, {}, ['otp', 'password']],
  [
    'reset: short password',
    `/api/auth/reset-password/${id}`,
    { otp: '123456', password: 'short' },
    ['password'],
  ],
];

describe.each(testDatabases)('auth input validation on %s', (database) => {
  const ctx = useTestApp(database);

  it.each(badBodies)('%s → 422 with errors on the field', async (_what, url, body, fields) => {
    const res = await call(ctx.app, 'POST', url, { body });
    expect(res.statusCode).toBe(422);
    const json = res.json<{ message: string; errors: Record<string, string> }>();
    expect(json.message).toBe(MESSAGES.invalidInput);
    expect(Object.keys(json.errors).sort()).toEqual([...fields].sort());
    for (const field of fields) expect(json.errors[field]).toMatch(/\w/);
  });

  it.each([
    '/api/auth/register',
    '/api/auth/login',
    '/api/auth/forgot-password',
    `/api/auth/verify-user/${id}`,
  ])('answers a body that is not an object, or not JSON, with a 4xx: %s', async (url) => {
    for (const payload of ['[]', '"text"', 'null', '{"email":']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': 'application/json' },
        remoteAddress: randomIp(),
      });
      expect([400, 422], payload).toContain(res.statusCode);
      expect(res.json<{ message: string }>().message, payload).toBeTruthy();
    }
    const noBody = await ctx.app.inject({ method: 'POST', url, remoteAddress: randomIp() });
    expect(noBody.statusCode).toBe(422);
    const text = await ctx.app.inject({
      method: 'POST',
      url,
      payload: 'email=x',
      headers: { 'content-type': 'text/plain' },
      remoteAddress: randomIp(),
    });
    // Fastify parses text/plain as a string, which the schema then refuses.
    expect(text.statusCode).toBe(422);
  });

  it('accepts a login posted as a urlencoded form too', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: 'email=nobody%40example.org&password=whatever',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('logs out with no body at all and with an empty JSON object', async () => {
    for (const payload of [undefined, {}]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', payload });
      expect(res.statusCode).toBe(200);
    }
  });
});
