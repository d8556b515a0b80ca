import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'shared',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Sized for two shared cores: a busy machine must not turn a slow test into a failure.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
