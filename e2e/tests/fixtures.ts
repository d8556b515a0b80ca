import {
  test as base,
  expect,
  type ConsoleMessage,
  type Page,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
  type WorkerFixture,
} from '@playwright/test';
import type { StaffRole } from '@charity/shared/staff';
import { freshAddress } from '../support/addresses.ts';
import { enrolThroughApi, type StaffAccount } from '../support/console-staff.ts';

/** Where the app under test lives; requests anywhere else are third parties. */
const isOwnOrigin = (url: string, baseURL: string | undefined) =>
  baseURL !== undefined && new URL(url).origin === new URL(baseURL).origin;

/**
 * Console messages that are not the app's fault. Third-party requests (YouTube, Google Maps, remote images) are
 * aborted below so runs stay offline and deterministic; Chromium reports each aborted load as a console error,
 * which says nothing about our code. Anything from our own origin still fails the test.
 */
function isAllowed(message: ConsoleMessage, baseURL: string | undefined): boolean {
  const url = message.location().url;
  if (message.text().startsWith('Failed to load resource') && url !== '' && !isOwnOrigin(url, baseURL))
    return true;
  /*
   * The console's newsletter preview is a sandboxed srcdoc frame without scripts, on purpose. The app runs none
   * there (the mail's HTML is sanitised on the server, whose tests cover it); what tries to is the test tooling
   * (axe's injection into every frame, Playwright's), and Chromium refuses it with this error, now and then in CI.
   */
  return (
    url === 'about:srcdoc' &&
    message
      .text()
      .startsWith("Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed")
  );
}

type Fixtures = {
  /** Console errors and uncaught exceptions seen during the test; must be empty when it ends. */
  pageErrors: string[];
};

/** A visitor's address of its own, sent as X-Forwarded-For (see `extraHTTPHeaders` below). */
const visitorAddress = () => {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
};

type WorkerFixtures = {
  /** A console admin of this worker, enrolled on first use; sign a page in with `signInAs`. */
  consoleAdmin: StaffAccount;
  consoleEditor: StaffAccount;
  consoleFinance: StaffAccount;
  consoleCoordinator: StaffAccount;
};

/*
 * A console member per role and worker, invited from the shell and enrolled through the API once, whose session
 * every test of the worker then reuses: a test about refunds or replies need not enrol anyone through the pages
 * (admin-console.spec.ts's journey does that), and the run does not pay one enrolment per test. Tests that end a
 * session (signing out) enrol a member of their own. The shell invitation compiles the CLI, slow on a loaded
 * machine: two minutes, not a test's one.
 */
type WorkerScoped<T> = [
  WorkerFixture<T, PlaywrightWorkerArgs & PlaywrightWorkerOptions>,
  { scope: 'worker'; timeout: number },
];
const enrolledOnce = (role: StaffRole, name: string): WorkerScoped<StaffAccount> => [
  async ({ playwright }, provide, workerInfo) => {
    const request = await playwright.request.newContext({
      baseURL: workerInfo.project.use.baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() },
    });
    const account = await enrolThroughApi(request, {
      email: freshAddress(`console-${role}`),
      role,
      name,
      password: `a long ${role} passphrase 42`,
    });
    await request.dispose();
    await provide(account);
  },
  { scope: 'worker', timeout: 120_000 },
];

/** Gives `page` the session of `account` (a worker's console member): the console opens signed in. */
export async function signInAs(page: Page, account: StaffAccount): Promise<void> {
  await page.context().addCookies(account.cookies);
}

/**
 * The suite's `test`: every page runs offline from third parties, and any console error or uncaught page error
 * fails the test (the epic-stack habit: an unexpected console.error is a bug, even when the page looks right).
 */
export const test = base.extend<Fixtures, WorkerFixtures>({
  consoleAdmin: enrolledOnce('admin', 'Anil Admin'),
  consoleEditor: enrolledOnce('editor', 'Esha Editor'),
  consoleFinance: enrolledOnce('finance', 'Tara Treasurer'),
  consoleCoordinator: enrolledOnce('coordinator', 'Chitra Coordinator'),
  /*
   * Each test is its own visitor: the e2e server trusts X-Forwarded-For (TRUST_PROXY=true in playwright.config.ts),
   * and a fresh address per test keeps the per-IP rate limits — which the API tests cover — from throttling a suite
   * that registers and posts forms from one machine many times in ten minutes.
   */
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    await provide({ ...extraHTTPHeaders, 'x-forwarded-for': visitorAddress() });
  },
  /*
   * Pages arrive server-rendered (ADR 8): visible, but their buttons only work once the app has hydrated them. A
   * visitor's first click may come that early too, but a test's always does, so every navigation waits for the
   * app's "ready" mark (apps/web/src/app/routes/root.tsx) on pages that hold the app.
   */
  page: async ({ page, javaScriptEnabled }, provide) => {
    // Without JavaScript there is no app to wait for (server-rendering.spec.ts reads the bare HTML).
    if (javaScriptEnabled === false) {
      await provide(page);
      return;
    }
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const untilReady = async <T>(navigation: Promise<T>, waitUntil: string | undefined): Promise<T> => {
      const response = await navigation;
      // `waitUntil: 'commit'` means the test takes over from the first byte (it may hold the app back itself).
      if (waitUntil !== 'commit') {
        await page.waitForFunction(
          () => !document.getElementById('root') || document.documentElement.hasAttribute('data-app-ready'),
        );
      }
      return response;
    };
    page.goto = (url, options) => untilReady(goto(url, options), options?.waitUntil);
    page.reload = (options) => untilReady(reload(options), options?.waitUntil);
    await provide(page);
  },
  pageErrors: [
    // Not named `use`: the React hooks lint rule would take Playwright's fixture callback for React's use().
    async ({ page, baseURL }, provide) => {
      const errors: string[] = [];
      await page.route(
        (url) => !isOwnOrigin(url.href, baseURL),
        (route) => route.abort('blockedbyclient'),
      );
      page.on('console', (message) => {
        if (message.type() === 'error' && !isAllowed(message, baseURL)) {
          errors.push(`console.error: ${message.text()} (${message.location().url})`);
        }
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.stack ?? error.message}`));
      await provide(errors);
      expect(errors, 'console errors or uncaught exceptions during the test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect, type Page, type StaffAccount };
