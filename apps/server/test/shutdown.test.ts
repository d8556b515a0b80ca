import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './test-app.ts';

describe('graceful close', () => {
  it('lets an in-flight request finish, refuses new connections, then closes the database', async () => {
    const ctx = await createTestApp('sqlite', {}, (app) => {
      app.get('/api/test/slow', async () => {
        await sleep(400);
        return { data: 'finished' };
      });
    });
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });

    const inFlight = fetch(`${address}/api/test/slow`);
    await sleep(100);
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
