import { defineConfig } from 'vitest/config';

// One run for every unit, component and API test in the monorepo; e2e/ runs under Playwright instead.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web', 'scripts'],
    // Vitest's default is one worker fewer than the cores: on this two-core machine that is one file at a time, and
    // most server files spend their time waiting on PostgreSQL, a password hash or a child process. Two files at a
    // time keep both cores busy (docs/decisions/0070).
    maxWorkers: 2,
  },
});
