import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Two projects, one pool of workers (docs/testing.md):
// - unit: next to the code (src/**/*.test.ts, prisma-free-db/**/*.test.ts); no database, so a
//   run of unit tests alone starts no PostgreSQL. Pure functions: their files share worker
//   processes (isolate: false), which spares each file loading the modules again; a unit test
//   restores whatever global it changes (vi.useRealTimers() after vi.useFakeTimers());
// - integration: test/integration and the assistant's evaluation set, against a real
//   PostgreSQL: globalSetup migrates and seeds one template database, and every test file
//   clones its own fresh database from it (test/support/test-app.ts).
// Files run in parallel; each integration file in a process of its own. An integration test spends much of its time
// waiting for PostgreSQL, so there is one worker more than cores (Vitest's default is one
// fewer: a single worker on a 2-core machine). VITEST_MAX_WORKERS overrides it.
const maxWorkers = Number(process.env.VITEST_MAX_WORKERS ?? os.availableParallelism() + 1);

export default defineConfig({
  // @shared/… and @db/… (tsconfig.json's paths).
  resolve: { tsconfigPaths: true },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    fileParallelism: true,
    maxWorkers,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts', 'prisma-free-db/**/*.test.ts'], isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts', 'test/assistant-eval/**/*.test.ts'],
          globalSetup: ['test/support/global-setup.ts'],
        },
      },
    ],
  },
});
