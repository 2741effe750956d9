import { defineConfig } from 'vitest/config';

// Unit tests sit next to the code (src/**/*.test.ts); integration tests in test/integration
// run against a real PostgreSQL: globalSetup migrates and seeds one template database, and
// every test file clones its own fresh database from it.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'prisma-free-db/**/*.test.ts', 'test/integration/**/*.test.ts', 'test/assistant-eval/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    fileParallelism: true,
  },
});
