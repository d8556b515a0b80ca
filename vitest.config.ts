import { defineConfig } from 'vitest/config';

// One run for every unit, component and API test in the monorepo; e2e/ runs under Playwright instead.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web', 'scripts'],
  },
});
