// `npm run bench:start`: how long the production server takes to be ready.
// Builds dist/ first (not timed), then starts `node scripts/start.mjs` (what `npm start` runs)
// on its own port and a data directory of its own, and times each start from spawning the
// process to the first 200 from /readyz:
//   (a) a restart on an initialised data directory, BENCH_RESTARTS times (default 5);
//   (b) a first start on a fresh data directory (initdb, migrations, demo seed),
//       BENCH_FIRST_STARTS times (default 3).
// `npm install` is not part of it, nor npm's own start (~0.2-0.3 s before the script runs).
// Each start's phases and the CPU time the server process used come from its 'ready in' log
// line (src/server/main.ts). Other work on the machine slows every wall-clock figure (the
// load average is printed with them); the CPU time hardly moves with it.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { findFreePort } from '@db/embedded-postgres';

const RESTARTS = Number(process.env.BENCH_RESTARTS ?? 5);
const FIRST_STARTS = Number(process.env.BENCH_FIRST_STARTS ?? 3);
const GOALS = { restart: 1500, first: 8000 };
const root = path.resolve(import.meta.dirname, '..');

interface StartResult {
  readyMs: number;
  phases: Record<string, number>;
  /** What the start did: 'migrated' or 'current' / 'seeded' or 'current'. */
  setup: string;
}

async function timeStart(dataDir: string): Promise<StartResult> {
  const port = await findFreePort();
  const started = performance.now();
  const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  let readyLine: { startup?: Record<string, number>; migrations?: string; seed?: string } = {};
  createInterface({ input: server.stdout! }).on('line', (line) => {
    if (line.includes('"startup"')) readyLine = JSON.parse(line);
  });
  let processEnded = false;
  void exited.then(() => (processEnded = true));

  let readyMs: number | undefined;
  while (readyMs === undefined) {
    if (processEnded) throw new Error('the server exited before it was ready');
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (response.status === 200) readyMs = performance.now() - started;
    } catch {
      // not listening yet
    }
    if (readyMs === undefined) await new Promise((resolve) => setTimeout(resolve, 10));
  }
  server.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) throw new Error(`the server exited with ${code} after SIGTERM`);
  return { readyMs: Math.round(readyMs), phases: readyLine.startup ?? {}, setup: `${readyLine.migrations ?? '?'} / ${readyLine.seed ?? '?'}` };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const phaseText = (result: StartResult) =>
  Object.entries(result.phases)
    .filter(([name]) => name !== 'total' && name !== 'cpu')
    .map(([name, ms]) => `${name} ${ms}`)
    .join(', ');

console.log('Building dist/ (not timed) ...');
const build = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/build.ts')], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const loadBefore = os.loadavg()[0].toFixed(1);
const scratch = mkdtempSync(path.join(os.tmpdir(), 'manasa-bench-start-'));
// As root, PostgreSQL runs as the `postgres` user, which must be able to reach the data.
chmodSync(scratch, 0o755);
const rows: string[] = [];
const summary: string[] = [];
try {
  const firsts: StartResult[] = [];
  for (let run = 0; run < FIRST_STARTS; run++) {
    const dataDir = path.join(scratch, `fresh-${run}`);
    const result = await timeStart(dataDir);
    firsts.push(result);
    rows.push(`| first start (fresh data directory) | ${result.readyMs} | ${result.phases.cpu} | ${result.setup} | ${phaseText(result)} |`);
  }
  const restarts: StartResult[] = [];
  const dataDir = path.join(scratch, 'fresh-0');
  if (FIRST_STARTS === 0) await timeStart(dataDir);
  for (let run = 0; run < RESTARTS; run++) {
    const result = await timeStart(dataDir);
    restarts.push(result);
    rows.push(`| restart (initialised data directory) | ${result.readyMs} | ${result.phases.cpu} | ${result.setup} | ${phaseText(result)} |`);
  }

  const verdict = (ms: number, goal: number) => `${ms} ms (goal ≤ ${goal} ms: ${ms <= goal ? 'met' : 'MISSED'})`;
  if (restarts.length)
    summary.push(
      `Restart, median of ${restarts.length}: ${verdict(median(restarts.map((r) => r.readyMs)), GOALS.restart)}; best ${Math.min(...restarts.map((r) => r.readyMs))} ms`,
    );
  if (firsts.length)
    summary.push(
      `First start, median of ${firsts.length}: ${verdict(median(firsts.map((r) => r.readyMs)), GOALS.first)}; best ${Math.min(...firsts.map((r) => r.readyMs))} ms`,
    );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

console.log(`\n${os.cpus().length} CPUs, Node ${process.version}, load average (1 min) ${loadBefore} before, ${os.loadavg()[0].toFixed(1)} after\n`);
console.log('| Start | Ready (ms) | Server CPU (ms) | Migrations / seed | Phases (ms) |');
console.log('|---|---|---|---|---|');
for (const row of rows) console.log(row);
console.log(`\n${summary.join('\n')}`);
