import { rmSync } from 'node:fs';

/**
 * Removes the run's database folder (made in playwright.config.ts) so repeated runs do not fill the temp
 * directory. A default export because that is the only thing Playwright reads from a teardown module.
 */
export default function globalTeardown(): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
