import { defineProject } from 'vitest/config';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';

/*
 * The message catalogue compiled into src/paraglide/ (docs/decisions/0067) once per run, in a child process
 * (`npm run i18n`): in the test runner's own process the inlang SDK would hold it open for half a minute after
 * the last test.
 */
execFileSync(
  process.execPath,
  ['--import', 'tsx', fileURLToPath(new URL('./i18n.config.ts', import.meta.url))],
  {
    stdio: 'inherit',
  },
);

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // jsdom renders of whole pages share two cores with the server suite and other runs: generous, not tight.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
