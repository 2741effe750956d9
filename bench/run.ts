// `npm run bench`: load test of two read paths of the API against a baseline.
// 1. Starts a fresh embedded PostgreSQL in a temp directory, migrates it and seeds the demo
//    catalogue (as `npm start` does).
// 2. Starts bench/servers.ts in a child process: the app, and a bare node:http + pg server
//    running the same SQL.
// 3. With autocannon (20 connections, BENCH_SECONDS each, default 10, after a 2 s warm-up),
//    measures GET /api/hotels with filters and GET /api/tour-packages on both, and prints
//    requests/s, p50 and p99 latency and the app/baseline ratio.
// Everything runs on this machine at once (PostgreSQL, servers, load generator), so the
// figures compare the two stacks rather than promise a throughput.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { ensureDatabase, startEmbeddedPostgres } from '@db/embedded-postgres';
import { initOrm, migrateAndSeed } from '@db/orm';
import { demoSeedContext } from '../src/server/features/auth';
import { addDays, travelToday } from '@shared/schemas/travel';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP_SECONDS = 2;

const checkIn = addDays(travelToday(), 14);
const checkOut = addDays(travelToday(), 17);
const hotelQuery = `minPrice=80&maxPrice=300&rating=4&guests=2&checkIn=${checkIn}&checkOut=${checkOut}`;

const dir = await mkdtemp(path.join(os.tmpdir(), 'manasa-bench-'));
console.log(`Starting PostgreSQL in ${dir} ...`);
const database = await startEmbeddedPostgres(dir);
let servers: ReturnType<typeof spawn> | undefined;
try {
  await ensureDatabase(database.adminUrl, 'bench');
  const databaseUrl = database.urlFor('bench');
  const seedStarted = Date.now();
  const orm = await initOrm(databaseUrl);
  await migrateAndSeed(orm, demoSeedContext);
  await orm.close(true);
  console.log(`Migrated and seeded the demo catalogue in ${Date.now() - seedStarted} ms`);

  servers = spawn(process.execPath, ['--import', 'tsx', path.resolve('bench/servers.ts')], {
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const firstLine = await new Promise<string>((resolve, reject) => {
    createInterface({ input: servers!.stdout! }).once('line', resolve);
    servers!.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
  });
  const { appPort, baselinePort } = JSON.parse(firstLine) as { appPort: number; baselinePort: number };

  const targets = [
    {
      name: 'GET /api/hotels (filters)',
      app: `http://127.0.0.1:${appPort}/api/hotels?${hotelQuery}`,
      baseline: `http://127.0.0.1:${baselinePort}/hotels?${hotelQuery}`,
    },
    { name: 'GET /api/tour-packages', app: `http://127.0.0.1:${appPort}/api/tour-packages`, baseline: `http://127.0.0.1:${baselinePort}/tour-packages` },
  ];

  // Both answer the same rows before anything is measured.
  for (const target of targets) {
    const [fromApp, fromBaseline] = await Promise.all([fetch(target.app).then((r) => r.json()), fetch(target.baseline).then((r) => r.json())]);
    const ids = (list: { id: string }[]) => list.map((item) => item.id).join(',');
    if (!Array.isArray(fromApp) || fromApp.length === 0 || ids(fromApp) !== ids(fromBaseline)) {
      throw new Error(`${target.name}: the app and the baseline disagree (${ids(fromApp)} / ${ids(fromBaseline)})`);
    }
    console.log(`${target.name}: ${fromApp.length} results`);
  }

  const measure = async (url: string) => {
    await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS });
    const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
    if (result.errors || result.non2xx) throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx responses`);
    return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
  };

  const rows: string[] = [];
  for (const target of targets) {
    console.log(`Measuring ${target.name} (${CONNECTIONS} connections, ${SECONDS} s each) ...`);
    const app = await measure(target.app);
    const baseline = await measure(target.baseline);
    rows.push(
      `| ${target.name} | app | ${app.rps.toFixed(0)} | ${app.p50} | ${app.p99} | ${(app.rps / baseline.rps).toFixed(2)} |`,
      `| ${target.name} | baseline (node:http + pg, same SQL) | ${baseline.rps.toFixed(0)} | ${baseline.p50} | ${baseline.p99} | 1.00 |`,
    );
  }
  console.log(`\n${os.cpus().length} CPUs, Node ${process.version}, ${CONNECTIONS} connections, ${SECONDS} s per run`);
  console.log('| Request | Server | Requests/s | p50 ms | p99 ms | Throughput vs baseline |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  if (servers && servers.exitCode === null) {
    servers.kill('SIGTERM');
    await new Promise((resolve) => servers!.once('exit', resolve));
  }
  await database.stop();
  await rm(dir, { recursive: true, force: true });
}
