import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

/** Starts src/server.ts as a real process on a free port and resolves once it is listening. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    // No demo seed: drawing its pictures is most of a fresh start's time, and these tests are about the process.
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listening = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, listening, exited, output: () => output };
}

describe('the server process', () => {
  it('starts, serves, and exits 0 on SIGTERM after closing', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'charity-process-'));
    const server = startServer({ DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'none') });
    const url = await server.listening;
    const health = await fetch(`${url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok' });

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
  }, 60_000);

  it('answers a body over the limit with a 413, and a 401 from a guard, that the client can read while still sending', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'charity-process-'));
    const server = startServer({ DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'none') });
    const url = await server.listening;
    const sixMegabytes = 'x'.repeat(6 * 1024 * 1024);
    const form = new FormData();
    form.append('first_name', sixMegabytes);
    try {
      // Closing the connection under a client that is still writing gives it EPIPE or a reset instead of the
      // answer (seen 7 times in 20 before the drain in plugins/errors.ts). The webhook route has no rate limit and
      // reads every body; an admin route refuses an anonymous caller before reading the body at all
      // (docs/decisions/0041), which must be as readable.
      for (let attempt = 0; attempt < 12; attempt += 1) {
        for (const init of [
          { headers: { 'content-type': 'application/json' }, body: sixMegabytes },
          { body: form },
        ] satisfies RequestInit[]) {
          const tooLarge = await fetch(`${url}/api/webhooks/razorpay`, { method: 'POST', ...init });
          expect(tooLarge.status).toBe(413);
          expect(await tooLarge.json()).toMatchObject({ message: 'The request is too large.' });
          const anonymous = await fetch(`${url}/api/admin/events`, { method: 'POST', ...init });
          expect(anonymous.status).toBe(401);
        }
      }
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 180_000);

  it('refuses to start with a readable message when the configuration is wrong', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'charity-process-'));
    const server = startServer({ DATA_DIR: dataDir, PORT: 'eighty', SMTP_URL: 'nope' });
    await expect(server.listening).rejects.toThrow(
      /Invalid configuration:[\s\S]*PORT must be a whole number[\s\S]*SMTP_URL/,
    );
    expect(await server.exited).toBe(1);
  }, 30_000);
});
