import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['*.test.ts'],
    // Loading the lint config (typescript-eslint, import-x) takes a few seconds on two shared cores.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
