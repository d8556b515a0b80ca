import { describe, expect, it } from 'vitest';
import { createTestApp } from './support/test-app.ts';

describe('graceful close', () => {
  it('lets an in-flight request finish, refuses new connections, then closes the database', async () => {
    // Events, not sleeps: the handler says when the request is in flight and finishes when the test lets it.
    let arrived!: () => void;
    let release!: () => void;
    const inHandler = new Promise<void>((resolve) => (arrived = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    const ctx = await createTestApp('sqlite', {}, (app) => {
      app.get('/api/test/slow', async () => {
        arrived();
        await released;
        return { data: 'finished' };
      });
      // preClose runs once Fastify has marked itself closing: only then may the slow request finish.
      app.addHook('preClose', async () => release());
    });
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });

    const inFlight = fetch(`${address}/api/test/slow`);
    await inHandler;
    const closing = ctx.close();

    const res = await inFlight;
    expect(res.headers.get('connection')).toBe('close');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: 'finished' });
    await closing;
    await expect(fetch(`${address}/api/health`)).rejects.toThrow();
    // The database was destroyed with the app: any query now fails.
    await expect(ctx.app.db.selectFrom('events').selectAll().execute()).rejects.toThrow();
  });
});
