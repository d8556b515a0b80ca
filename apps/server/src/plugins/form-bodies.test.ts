import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestContext } from '../../test/support/test-app.ts';
import { FORM_ENCODINGS, formPayload } from '../../test/support/form-payloads.ts';
import { honeypotGuard } from './form-bodies.ts';

// The plugin does not touch the database, so SQLite alone is enough here; the form routes' own tests run on both.
describe('form bodies', () => {
  let ctx: TestContext;
  let handled = 0;
  beforeAll(async () => {
    ctx = await createTestApp('sqlite', {}, (app) => {
      const body = z.object({ name: z.string().min(1, 'Please enter a name'), tick: z.string().optional() });
      app.post('/api/test/form', { schema: { body } }, (request) => ({ data: request.body }));
      app.post(
        '/api/test/guarded',
        { preValidation: honeypotGuard({ statusCode: 201, body: { message: 'Thanks' } }), schema: { body } },
        async (request, reply) => {
          handled += 1;
          return reply.code(201).send({ message: 'Thanks', data: request.body });
        },
      );
    });
  });
  afterAll(() => ctx.close());

  it.each(FORM_ENCODINGS)('reads a %s body as plain key/values', async (encoding) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/form',
      ...(await formPayload(encoding, { name: 'Asha Rao', tick: 'on' })),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { name: 'Asha Rao', tick: 'on' } });
  });

  it.each(FORM_ENCODINGS)('validates a %s body with the route schema: 422 on the field', async (encoding) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/form',
      ...(await formPayload(encoding, { name: '' })),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: Record<string, string> }>().errors).toEqual({ name: 'Please enter a name' });
  });

  it('refuses a file part with a 422 naming its field, without running the handler', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/guarded',
      ...(await formPayload('multipart', { name: 'Asha Rao' }, [
        { field: 'aadhar', filename: 'card.png', type: 'image/png', content: 'x'.repeat(50_000) },
      ])),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'This form does not accept file uploads.',
      errors: { aadhar: 'Files cannot be uploaded here; please type the value instead' },
    });
    expect(handled).toBe(0);
  });

  it('refuses a multipart body with too many fields (413), instead of buffering it', async () => {
    const fields = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`f${i}`, 'x']));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/form',
      ...(await formPayload('multipart', { name: 'Asha', ...fields })),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json<{ message: string }>().message).toBe('The request is too large.');
  });

  // Every form field's own maximum is far below the cut, so a cut value still fails its length rule.
  it('cuts an overlong multipart value at 16 KiB instead of buffering all of it', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/form',
      ...(await formPayload('multipart', { name: 'x'.repeat(100_000) })),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: { name: string } }>().data.name).toHaveLength(16 * 1024);
  });

  it.each(FORM_ENCODINGS)(
    'answers a filled %s honeypot like a success without running the handler, even when other fields are invalid',
    async (encoding) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/test/guarded',
        ...(await formPayload(encoding, { name: '', website: 'http://spam.example' })),
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message: 'Thanks' });
      expect(handled).toBe(0);
    },
  );

  it('lets an empty honeypot through to the handler', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/guarded',
      ...(await formPayload('urlencoded', { name: 'Asha', website: '' })),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Thanks', data: { name: 'Asha' } });
    expect(handled).toBe(1);
  });
});
