import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

/**
 * A second built server, in payments test mode (docs/product/privacy-and-limits.md "Payments test mode",
 * docs/decisions/0040-payments-test-mode.md): NODE_ENV=production without Razorpay keys and with
 * PAYMENTS_SANDBOX=true. The suite's own server runs NODE_ENV=test, which is never test mode. Started by the one
 * spec that needs it rather than as a Playwright webServer, so every other run pays nothing for it. A known
 * loopback port, because PUBLIC_URL (the receipt links' origin) must name it before the process starts;
 * E2E_TEST_MODE_PORT moves it beside another run.
 */
export const TEST_MODE_PORT = Number(process.env.E2E_TEST_MODE_PORT ?? 4328);
export const TEST_MODE_URL = `http://127.0.0.1:${TEST_MODE_PORT}`;

const SERVER_ENTRY = fileURLToPath(new URL('../../apps/server/dist/server.js', import.meta.url));

export type TestModeServer = { stop: () => Promise<void> };

const healthy = async () => {
  try {
    return (await fetch(`${TEST_MODE_URL}/api/health`)).ok;
  } catch {
    return false;
  }
};

async function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Starts the built server (`npm run build` first) on a fresh temp DATA_DIR and resolves once /api/health answers;
 * `stop` ends that process, by its own handle, and removes the folder. Fails with the server's output if it exits
 * first or is not up within `timeoutMs` (a loaded two-core machine: it usually takes a few seconds).
 */
export async function startTestModeServer({ timeoutMs = 90_000 } = {}): Promise<TestModeServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'charity-e2e-test-mode-'));
  // Only what the process needs, so no Razorpay key or database URL from the caller's shell turns test mode off.
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PAYMENTS_SANDBOX: 'true',
      PORT: String(TEST_MODE_PORT),
      HOST: '127.0.0.1',
      // http is refused in production except on this machine (a staging start: apps/server/src/config.ts).
      PUBLIC_URL: TEST_MODE_URL,
      DATA_DIR: dataDir,
      APP_SECRET: 'e2e-test-mode-secret-at-least-32-characters',
      LOG_LEVEL: 'warn',
      // Each test is its own visitor through X-Forwarded-For (tests/fixtures.ts), as on the suite's server.
      TRUST_PROXY: 'true',
    },
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = async () => {
    await stopped(child);
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  while (!(await healthy())) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`The test-mode server did not come up on ${TEST_MODE_URL}:\n${output}`);
    }
    await delay(200);
  }
  return { stop };
}
