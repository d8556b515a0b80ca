import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startRazorpayStandIn, type RazorpayStandIn } from '../stand-ins/razorpay-stand-in.ts';
import { TEST_WEBHOOK_SECRET } from './razorpay-webhooks.ts';
import { useTestApp, type TestContext, type TestDatabase } from './test-app.ts';

/**
 * The preamble of a file that pays through Razorpay (the stand-in): the stand-in started before the app, the app
 * pointed at it and checking webhooks with TEST_WEBHOOK_SECRET, the failure a test set cleared before the next one,
 * and both closed after. The stand-in is handed back as a forwarding object, so the describe can hold it before it
 * has started; use it inside hooks and tests only.
 */
export function useRazorpayApp(database: TestDatabase): { ctx: TestContext; rzp: RazorpayStandIn } {
  let current: RazorpayStandIn | undefined;
  const started = (): RazorpayStandIn => {
    if (!current) throw new Error('The Razorpay stand-in has not started yet');
    return current;
  };
  const rzp = new Proxy({} as RazorpayStandIn, {
    get: (_target, key) => Reflect.get(started(), key) as unknown,
    set: (_target, key, value) => Reflect.set(started(), key, value),
  });
  beforeAll(async () => {
    current = await startRazorpayStandIn();
  });
  // Registered before the app's: hooks after the tests run in reverse, so the app closes first.
  afterAll(() => current?.close());
  const ctx = useTestApp(database, () => ({
    env: { ...started().env, RAZORPAY_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET },
  }));
  beforeEach(() => {
    started().failure = null;
  });
  return { ctx, rzp };
}
