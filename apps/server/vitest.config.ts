import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // PostgreSQL test schemas are dropped once at the end of the run, not by each file (see the file).
    globalSetup: ['test/support/postgres-schemas.ts'],
    // Sized for two shared cores (apps build, migrate and listen per file; PostgreSQL shares the machine).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
