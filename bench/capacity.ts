// `npm run bench:capacity`: what one instance costs per request, for the capacity model in
// docs/operations.md#capacity. One compiled server (`node scripts/start.mjs`, production mode)
// on a fresh embedded PostgreSQL, and for each kind of request a fixed number of concurrent
// clients for BENCH_SECONDS: requests per second, latency, and the CPU time the server process
// and PostgreSQL's processes spent per request, measured from /proc (so other work on the
// machine does not count). Requests per second per CPU core = 1000 / CPU ms per request.
// - search: GET /api/hotels with filters, the catalogue cache off (every search reaches
//   PostgreSQL), then on (the default, 1 s);
// - booking: POST /api/bookings (a hotel stay: a locked hotel row, ledger rows, the booking, a
//   reminder job), each traveller up to their 5 unpaid holds;
// - payment: POST /api/payments for those bookings, PAYMENT_DELAY_MS=0 (the simulated processor's
//   2-second wait uses no CPU and no connection).
// Also reports the most connections the instance held open (pg_stat_activity) and how many
// live events (NOTIFY) PostgreSQL fanned out per second to one instance's LISTEN connection.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ensureDatabase, findFreePort, startEmbeddedPostgres } from '@db/embedded-postgres';
import { initOrm, migrateAndSeed } from '@db/orm';
import { demoSeedContext } from '../src/server/features/auth';
import { createSession } from '../src/server/features/auth';
import { addDays, travelToday } from '@shared/schemas/travel';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONNECTIONS ?? 16);
const TRAVELLERS = 400;
const root = path.resolve(import.meta.dirname, '..');
const ticksPerSecond = 100; // Linux USER_HZ

/** CPU seconds (user + system) a process and, with `children`, the processes it started have used so far. */
function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // exited meanwhile
    }
  }
  return ticks / ticksPerSecond;
}

/** PostgreSQL's processes: the postmaster and every backend it forked. */
function postgresPids(postmaster: number): number[] {
  const pids = [postmaster];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      if (ppid === postmaster) pids.push(Number(entry));
    } catch {
      // exited meanwhile
    }
  }
  return pids;
}

interface Result {
  name: string;
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  appCpuMs: number;
  dbCpuMs: number;
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'manasa-capacity-'));
console.log(`Starting PostgreSQL in ${dir} ...`);
const database = await startEmbeddedPostgres(dir);
let child: ChildProcess | undefined;
try {
  await ensureDatabase(database.adminUrl, 'capacity');
  const databaseUrl = database.urlFor('capacity');
  const orm = await initOrm(databaseUrl);
  await migrateAndSeed(orm, demoSeedContext);
  const cookies: string[] = [];
  for (let i = 0; i < TRAVELLERS; i++) {
    const [row] = await orm.em
      .getConnection()
      .execute<{ id: string }[]>(`insert into app_user (username, email, password_hash) values (?, ?, 'bench') returning id`, [
        `capacity_${i}`,
        `capacity_${i}@example.com`,
      ]);
    cookies.push(`session=${(await createSession(orm.em.fork(), row.id, 1)).token}`);
  }
  const hotelIds = (await orm.em.getConnection().execute<{ id: string }[]>('select id from hotel order by id')).map((row) => row.id);
  await orm.close(true);

  const port = await findFreePort();
  const base = `http://127.0.0.1:${port}`;
  const startServer = async (env: Record<string, string>) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: 'info',
        PAYMENT_DELAY_MS: '0',
        IDEMPOTENCY_KEYS_PER_USER_PER_HOUR: '100000',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      if ((await fetch(`${base}/readyz`).catch(() => null))?.status === 200) return child;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const stopServer = async (child: ChildProcess) => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };

  const admin = new pg.Client({ connectionString: database.adminUrl });
  await admin.connect();
  let mostConnections = 0;
  const countConnections = async () => {
    const { rows } = await admin.query<{ n: string }>(`select count(*) as n from pg_stat_activity where datname = 'capacity'`);
    mostConnections = Math.max(mostConnections, Number(rows[0].n));
  };

  /** Runs `CONCURRENCY` clients calling `next()` (a request, or null when there is nothing left) for SECONDS. */
  async function measure(name: string, pid: number, next: (client: number) => (() => Promise<Response>) | null): Promise<Result> {
    const latencies: number[] = [];
    const deadline = Date.now() + SECONDS * 1000;
    const appBefore = cpuSeconds([pid]);
    const dbBefore = cpuSeconds(postgresPids(database.pid()!));
    const started = performance.now();
    const sampler = setInterval(() => void countConnections(), 500);
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async (_, client) => {
        while (Date.now() < deadline) {
          const call = next(client);
          if (!call) return;
          const t0 = performance.now();
          const res = await call();
          await res.arrayBuffer();
          if (res.status >= 400) throw new Error(`${name}: ${res.status}`);
          latencies.push(performance.now() - t0);
        }
      }),
    );
    clearInterval(sampler);
    const seconds = (performance.now() - started) / 1000;
    const appCpu = cpuSeconds([pid]) - appBefore;
    const dbCpu = cpuSeconds(postgresPids(database.pid()!)) - dbBefore;
    latencies.sort((a, b) => a - b);
    const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]);
    const result = {
      name,
      requests: latencies.length,
      seconds,
      p50: at(0.5),
      p99: at(0.99),
      appCpuMs: (appCpu * 1000) / latencies.length,
      dbCpuMs: (dbCpu * 1000) / latencies.length,
    };
    console.log(`${name}: ${latencies.length} requests in ${seconds.toFixed(1)} s`);
    return result;
  }

  const today = travelToday();
  const searchUrl = `${base}/api/hotels?minPrice=80&maxPrice=300&rating=4&guests=2&checkIn=${addDays(today, 14)}&checkOut=${addDays(today, 17)}`;
  const results: Result[] = [];

  console.log('Measuring with the catalogue cache off ...');
  child = await startServer({ CATALOGUE_CACHE_MS: '0' });
  results.push(await measure('search, cache off (GET /api/hotels, filters)', child.pid!, () => () => fetch(searchUrl)));
  const bookings: { id: string; cookie: string }[] = [];
  const holds = new Map<number, number>();
  let traveller = 0;
  results.push(
    await measure('booking (POST /api/bookings, a hotel stay)', child.pid!, () => {
      // Each traveller up to their 5 unpaid holds, then the next one.
      while (traveller < TRAVELLERS && (holds.get(traveller) ?? 0) >= 5) traveller++;
      if (traveller >= TRAVELLERS) return null;
      const mine = traveller;
      holds.set(mine, (holds.get(mine) ?? 0) + 1);
      const checkIn = addDays(today, 7 + Math.floor(Math.random() * 200));
      const body = JSON.stringify({
        type: 'hotel',
        itemId: hotelIds[Math.floor(Math.random() * hotelIds.length)],
        startDate: checkIn,
        endDate: addDays(checkIn, 2),
        quantity: 1,
      });
      return async () => {
        const res = await fetch(`${base}/api/bookings`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: cookies[mine] }, body });
        if (res.status === 201) bookings.push({ id: ((await res.clone().json()) as { id: string }).id, cookie: cookies[mine] });
        return res;
      };
    }),
  );
  let paid = 0;
  results.push(
    await measure('payment (POST /api/payments, processor wait 0)', child.pid!, () => {
      const booking = bookings[paid++];
      if (!booking) return null;
      return () =>
        fetch(`${base}/api/payments`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: booking.cookie, 'Idempotency-Key': randomUUID() },
          body: JSON.stringify({ bookingId: booking.id, method: 'paypal' }),
        });
    }),
  );
  await stopServer(child);

  console.log('Measuring with the catalogue cache on (the default) ...');
  child = await startServer({});
  results.push(await measure('search, cache on (GET /api/hotels, filters)', child.pid!, () => () => fetch(searchUrl)));

  // The LISTEN fan-out: NOTIFYs on the live channel, as many as PostgreSQL delivers in a second
  // to one listener (each instance holds one; every event reaches every instance).
  const listener = new pg.Client({ connectionString: databaseUrl });
  await listener.connect();
  await listener.query('listen capacity_probe');
  let received = 0;
  listener.on('notification', () => received++);
  const sender = new pg.Client({ connectionString: databaseUrl });
  await sender.connect();
  const notifyStarted = performance.now();
  const NOTIFIES = 20_000;
  for (let i = 0; i < NOTIFIES; i += 100) await sender.query(`select pg_notify('capacity_probe', 'x' || g) from generate_series(${i}, ${i + 99}) g`);
  while (received < NOTIFIES) await new Promise((resolve) => setTimeout(resolve, 5));
  const notifiesPerSecond = NOTIFIES / ((performance.now() - notifyStarted) / 1000);
  await Promise.all([listener.end(), sender.end()]);
  await stopServer(child);
  await admin.end();

  const load = os.loadavg()[0].toFixed(1);
  console.log(
    `\n${os.cpus().length} CPUs (load average ${load}), Node ${process.version}, ${CONCURRENCY} concurrent clients, ${SECONDS} s each; one instance (pool of 10)`,
  );
  console.log('| Request | Requests/s here | p50 ms | p99 ms | App CPU ms / request | PostgreSQL CPU ms / request | Requests/s per app core |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.name} | ${(r.requests / r.seconds).toFixed(0)} | ${r.p50} | ${r.p99} | ${r.appCpuMs.toFixed(2)} | ${r.dbCpuMs.toFixed(2)} | ${(1000 / r.appCpuMs).toFixed(0)} |`,
    );
  }
  console.log(`\nMost connections the instance held: ${mostConnections} (pool of 10 + the LISTEN connection)`);
  console.log(`NOTIFY fan-out to one LISTEN connection: ${Math.round(notifiesPerSecond)} events/s`);
} finally {
  if (child && child.exitCode === null) child.kill('SIGTERM');
  await database.stop();
  await rm(dir, { recursive: true, force: true });
}
