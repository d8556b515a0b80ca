import type { FastifyBaseLogger } from 'fastify';

/**
 * Test helpers shared by the mail tests: a logger that keeps its lines and a clock the test moves by hand
 * (backoff is minutes long; tests jump instead of waiting).
 */

export type RecordingLogger = FastifyBaseLogger & { lines: { level: string; message: string }[] };

export function recordingLogger(): RecordingLogger {
  const lines: { level: string; message: string }[] = [];
  const at =
    (level: string) =>
    (...args: unknown[]) => {
      const message = args.find((a): a is string => typeof a === 'string') ?? '';
      lines.push({ level, message });
    };
  const logger: RecordingLogger = {
    level: 'trace',
    lines,
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    fatal: at('fatal'),
    debug: at('debug'),
    trace: at('trace'),
    silent: at('silent'),
    child: () => logger,
  };
  return logger;
}

export type ManualClock = { now: () => Date; advance(ms: number): void; readonly ms: number };

export function manualClock(start = Date.now()): ManualClock {
  let ms = start;
  return {
    now: () => new Date(ms),
    advance(by) {
      ms += by;
    },
    get ms() {
      return ms;
    },
  };
}
