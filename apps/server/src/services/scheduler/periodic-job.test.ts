import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createPeriodicJob } from './periodic-job.ts';
import { manualTimers } from '../../../test/support/manual-timers.ts';

function quietLog() {
  const errors: string[] = [];
  const log = {
    error: (_obj: unknown, message: string) => errors.push(message),
  } as unknown as FastifyBaseLogger;
  return { log, errors };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('periodic job', () => {
  it('runs once at a time: a second run waits for the first', async () => {
    const order: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const job = createPeriodicJob({
      name: 'test',
      work: async () => {
        const n = ++calls;
        order.push(`start ${n}`);
        if (n === 1) await gate;
        order.push(`end ${n}`);
        return n;
      },
      delayMs: () => 1000,
      ...quietLog(),
      timers: manualTimers(),
    });
    const first = job.run();
    const second = job.run();
    await settle();
    expect(order).toEqual(['start 1']);
    release();
    expect(await first).toBe(1);
    expect(await second).toBe(2);
    expect(order).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
  });

  it('polls after each scheduled run, with the delay asked afresh, and counts the ticks', async () => {
    const timers = manualTimers();
    let delay = 5000;
    let runs = 0;
    const job = createPeriodicJob({
      name: 'test',
      work: async () => void runs++,
      delayMs: () => delay,
      ...quietLog(),
      timers,
    });
    job.start();
    expect(timers.delays).toEqual([0]);
    timers.fire();
    await settle();
    expect(runs).toBe(1);
    expect(job.ticks).toBe(1);
    expect(timers.delays).toEqual([5000]);
    delay = 250;
    timers.fire();
    await settle();
    expect(job.ticks).toBe(2);
    expect(timers.delays).toEqual([250]);
    await job.stop();
    expect(timers.delays).toEqual([]);
  });

  it('logs a failed scheduled run and polls again; a direct run hands the failure to its caller', async () => {
    const timers = manualTimers();
    const { log, errors } = quietLog();
    let fail = true;
    const job = createPeriodicJob({
      name: 'flaky',
      work: async () => {
        if (fail) throw new Error('database away');
        return 'ok';
      },
      delayMs: () => 1000,
      log,
      timers,
    });
    job.start();
    timers.fire();
    await settle();
    expect(errors).toEqual(['flaky: run failed']);
    expect(timers.delays).toEqual([1000]);
    await expect(job.run()).rejects.toThrow('database away');
    fail = false;
    await expect(job.run()).resolves.toBe('ok');
    await job.stop();
  });

  it('a nudge runs at once when started and idle, and does nothing when stopped', async () => {
    const timers = manualTimers();
    const job = createPeriodicJob({
      name: 'test',
      work: async () => undefined,
      delayMs: () => 60_000,
      ...quietLog(),
      timers,
    });
    job.nudge();
    expect(timers.delays).toEqual([]);
    job.start();
    timers.fire();
    await settle();
    expect(timers.delays).toEqual([60_000]);
    job.nudge();
    expect(timers.delays).toEqual([0]);
    await job.stop();
    job.nudge();
    expect(timers.delays).toEqual([]);
    expect(job.started).toBe(false);
  });

  it('stop waits for the run in progress', async () => {
    const timers = manualTimers();
    let release!: () => void;
    let finished = false;
    const job = createPeriodicJob({
      name: 'test',
      work: async () => {
        await new Promise<void>((resolve) => (release = resolve));
        finished = true;
      },
      delayMs: () => 1000,
      ...quietLog(),
      timers,
    });
    job.start();
    timers.fire();
    await settle();
    const stopping = job.stop().then(() => finished);
    release();
    await expect(stopping).resolves.toBe(true);
    expect(timers.delays).toEqual([]);
  });
});
