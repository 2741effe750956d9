// The two servers `npm run bench` measures, started in their own process (bench/run.ts drives
// the load from another, so client and servers do not share one event loop):
// - the app itself (Express + tRPC + zod + MikroORM), exactly as `npm start` serves /api;
// - a baseline: bare node:http and bare `pg` running the same SQL (the app's own query
//   builders, placeholders turned into $n), answering the rows as JSON with no validation.
// Prints one JSON line with both ports, then serves until killed.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { initOrm } from '@db/orm';
import { createApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { createLogger } from '../src/server/logger';
import { Platform } from '../src/server/platform';
import { appJobs } from '../src/server/jobs';
import { hotelSearchPlan, hotelSearchSql } from '../src/server/features/hotels';
import { tourListSql } from '../src/server/features/tours';
import { travelToday } from '@shared/schemas/travel';

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) throw new Error('BENCH_DATABASE_URL is not set');

/** `?` placeholders (MikroORM style) → `$1, $2, ...` (pg style); the SQL has no other `?`. */
function numbered(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

async function listen(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl, SEED_DEMO_DATA: 'false' });
const orm = await initOrm(databaseUrl);
const platform = await Platform.start({ orm, config, log: createLogger('silent'), jobs: appJobs });
const app = http.createServer(createApp({ orm, config, log: createLogger('silent'), platform, clientDir: '/nonexistent' }));
app.keepAliveTimeout = 65_000;

// Same pool size as the ORM's (prisma-free-db/orm.ts: max 10).
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const baseline = http.createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let query: { sql: string; params: unknown[] };
    if (url.pathname === '/hotels') {
      const q = url.searchParams;
      const num = (name: string) => (q.get(name) ? Number(q.get(name)) : undefined);
      const plan = hotelSearchPlan({
        destination: q.get('destination') ?? undefined,
        minPrice: num('minPrice'),
        maxPrice: num('maxPrice'),
        rating: num('rating'),
        checkIn: q.get('checkIn') ?? undefined,
        checkOut: q.get('checkOut') ?? undefined,
        guests: num('guests'),
      });
      query = hotelSearchSql(plan.stay, plan.sqlFilters, plan.window);
    } else if (url.pathname === '/tour-packages') {
      query = tourListSql(travelToday());
    } else {
      res.writeHead(404).end();
      return;
    }
    const { rows } = await pool.query(numbered(query.sql), query.params);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(rows));
  } catch (error) {
    res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
  }
});
baseline.keepAliveTimeout = 65_000;

const [appPort, baselinePort] = await Promise.all([listen(app), listen(baseline)]);
process.stdout.write(`${JSON.stringify({ appPort, baselinePort })}\n`);

process.on('SIGTERM', () => {
  app.closeAllConnections();
  baseline.closeAllConnections();
  app.close();
  baseline.close();
  void platform
    .stop({ graceMs: 0 })
    .then(() => Promise.all([orm.close(true), pool.end()]))
    .then(() => process.exit(0));
});
