import { copyFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { fuzzHosts, HOST_FUZZ_PATHS } from '../support/fuzz/host-fuzz';
import { inPool, reportTable } from '../support/fuzz/run-fuzz';
import { sql } from './travel-fixtures';

// The Host header, fuzzed (test/support/fuzz/host-fuzz.ts) against the app serving its page on
// the client's own template: no 5xx, no hang, every page whole, 200 for the app's routes and 404
// for the rest, and one page kept per brand and language. `npm test` runs FUZZ_RUNS Host values
// per path (default 25); `npm run fuzz` runs 1,000 and prints the table.
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);

let app: TestApp;
beforeAll(async () => {
  const clientDir = mkdtempSync(path.join(os.tmpdir(), 'fuzz-host-'));
  copyFileSync('src/client/index.html', path.join(clientDir, 'index.html'));
  app = await createTestApp({ TRUST_PROXY: 1 }, { clientDir });
});
afterAll(() => app?.close());

describe('fuzz: the Host header', () => {
  it(
    `${RUNS} Host values per path: no 5xx, pages whole and kept per brand, nothing hangs`,
    async () => {
      const reports = await inPool(HOST_FUZZ_PATHS, 4, (pathname) =>
        fuzzHosts({ baseUrl: app.baseUrl, path: pathname, runs: RUNS, seed: SEED, timeoutMs: 15_000 }),
      );
      if (process.env.FUZZ_REPORT) console.log(`\nFuzz (Host header): ${RUNS} inputs per path, seed ${SEED}\n\n${reportTable(reports, 'Page broken')}\n`);
      expect(reports.flatMap((report) => report.failures.map((failure) => `${report.endpoint}: ${failure}`))).toEqual([]);
      // One page per brand (and the fallback for no brand) in each of the three languages.
      const [{ brands }] = await sql<{ brands: number }>(app, 'select count(*)::int as brands from brand');
      expect(app.shellCache.size).toBeLessThanOrEqual((brands + 1) * 3);
    },
    Math.max(120_000, RUNS * 1_000),
  );
});
