import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CONSOLE_ADMIN_EMAIL } from './support/console-admin.ts';
import { MAIL_CATCHER_HTTP_URL, MAIL_CATCHER_SMTP_URL } from './support/mail-catcher-address.ts';
import { WORDPRESS_STAND_IN_URL } from './support/wordpress-stand-in-address.ts';

// E2E_PORT moves the app (with MAIL_CATCHER_*_PORT, support/mail-catcher-address.ts) beside another run.
const PORT = Number(process.env.E2E_PORT ?? 4321);
const baseURL = `http://127.0.0.1:${PORT}`;

// Playwright evaluates this file in the runner and again in every worker; workers inherit the runner's
// environment, so the guard gives the whole run one fresh database folder instead of one per process. Only the
// process that made the folder removes it, when it exits (after Playwright has stopped the web server).
if (!process.env.E2E_DATA_DIR) {
  const created = mkdtempSync(path.join(tmpdir(), 'charity-e2e-'));
  process.env.E2E_DATA_DIR = created;
  process.on('exit', () => rmSync(created, { recursive: true, force: true }));
}
const dataDir = process.env.E2E_DATA_DIR;

// Playwright only reads a default export from its config file.
export default defineConfig({
  testDir: './tests',
  // Two cores on this machine: the server and two browsers already fill them.
  workers: 2,
  fullyParallel: false,
  // No retries anywhere: a retry would turn a flaky test green and hide the flake.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Two shared cores: a test gets a minute and a web-first assertion 10 s before a slow machine counts as a failure.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 900 },
        // Playwright cannot download its own browsers here; Debian's chromium is installed instead
        // (README.md).
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
        headless: true,
      },
    },
  ],
  webServer: [
    {
      // Real SMTP on loopback that keeps every mail for the tests (support/mail-catcher.ts, support/mail.ts).
      command: 'npx tsx support/mail-catcher.ts',
      url: `${MAIL_CATCHER_HTTP_URL}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // A stand-in WordPress for the home page's blog strip (support/wordpress-stand-in.ts).
      command: 'npx tsx support/wordpress-stand-in.ts',
      url: `${WORDPRESS_STAND_IN_URL}/wp-json/wp/v2/posts`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // The built server, as production runs it; `npm run test:e2e` builds web and server first.
      command: 'node ../apps/server/dist/server.js',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        APP_SECRET: 'e2e-secret-that-is-at-least-32-characters-long',
        LOG_LEVEL: 'warn',
        // Tests send X-Forwarded-For to act as separate visitors (see tests/fixtures.ts).
        TRUST_PROXY: 'true',
        SMTP_URL: MAIL_CATCHER_SMTP_URL,
        BLOG_URL: WORDPRESS_STAND_IN_URL,
        // The console's first admin, invited by mail at start (tests/admin-console.spec.ts).
        ADMIN_EMAIL: CONSOLE_ADMIN_EMAIL,
        // The content job every 2 s instead of every minute, so a scheduled record is published while a test
        // watches (tests/admin-content-schedule.spec.ts).
        CONTENT_JOB_SECONDS: '2',
      },
    },
  ],
});
