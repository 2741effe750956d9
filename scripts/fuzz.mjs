// npm run fuzz: the fuzz tests (test/integration/fuzz-rest-*, fuzz-trpc-* and fuzz-host) at full
// size, 1,000 inputs per REST path, tRPC procedure and (Host header) page path, printing the
// tables of inputs tried and answers per endpoint. FUZZ_RUNS and FUZZ_SEED override the size and
// the seed.
import { spawnSync } from 'node:child_process';

const env = { ...process.env, FUZZ_RUNS: process.env.FUZZ_RUNS ?? '1000', FUZZ_REPORT: '1' };
const vitest = spawnSync('npx', ['vitest', 'run', 'test/integration/fuzz-'], { stdio: 'inherit', env });
process.exit(vitest.status ?? 1);
