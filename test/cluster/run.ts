// `npm run test:cluster`: three app instances (the compiled server, as `npm start` runs it) on
// one real PostgreSQL (the system's), behind HAProxy with deploy/haproxy.cfg, under a mixed load
// of searches, bookings, payments and live taxi rides; then one instance is SIGKILLed (and
// started again), then all three are restarted one by one (SIGTERM, wait until ready, next).
// It checks the goals and prints the figures (docs/operations.md#the-cluster-test):
// - no booking lost or double-charged: bookings = payments, inventory ledgers = live bookings;
// - every live stream resumes (on another instance) within 5 s, with no status missed;
// - during the rolling restart, no request fails from the client's point of view;
// - after the SIGKILL, only requests in flight on that instance fail, and their retries succeed.
// Installs PostgreSQL and HAProxy with apt-get when they are missing (as root). Exits 1 when a
// goal is missed. Ports CLUSTER_BASE_PORT (4400) … +23; CLUSTER_KEEP=1 keeps the logs.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ensureSystemPostgres, startPrimary, type SystemCluster } from '../support/system-postgres';
import { parsePrometheusText, value } from '../support/prometheus-text';
import { AppInstance, Haproxy, ensureHaproxy } from './processes';
import { Recorder, booker, register, rider, searcher, STATUSES, type Catalogue, type RequestRecord } from './load';

const BASE = Number(process.env.CLUSTER_BASE_PORT ?? 4400);
const STEADY_MS = Number(process.env.CLUSTER_STEADY_MS ?? 20_000);
const AFTER_KILL_MS = Number(process.env.CLUSTER_AFTER_KILL_MS ?? 10_000);
const SEARCHERS = 4;
const BOOKERS = 6;
const RIDERS = 3;
const RESUME_GOAL_MS = 5_000;

const log = (line: string) => console.log(`[cluster ${new Date().toISOString().slice(11, 19)}] ${line}`);

async function main() {
  const started = Date.now();
  const pgBin = ensureSystemPostgres(log);
  if (!pgBin) throw new Error("PostgreSQL's server binaries are not installed and could not be installed (apt-get install postgresql)");
  const haproxyBin = ensureHaproxy(log);
  if (!haproxyBin) throw new Error('HAProxy is not installed and could not be installed (apt-get install haproxy)');

  const logDir = await mkdtemp(path.join(os.tmpdir(), 'manasa-cluster-'));
  let primary: SystemCluster | null = null;
  const instances: AppInstance[] = [];
  let proxy: Haproxy | null = null;
  const cleanUp = async () => {
    proxy?.stop();
    await Promise.all(instances.filter((instance) => instance.running).map((instance) => instance.stop()));
    await primary?.destroy();
    if (!process.env.CLUSTER_KEEP) await rm(logDir, { recursive: true, force: true });
  };
  // Ctrl+C: leave no instance, proxy or PostgreSQL behind.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
  try {
    log(`PostgreSQL (${pgBin}) on port ${BASE + 2}; logs in ${logDir}`);
    primary = await startPrimary(pgBin, { port: BASE + 2, settings: { max_connections: 100 } });
    await primary.query('create database manasa');

    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: primary.url('manasa'),
      SEED_DEMO_DATA: 'true',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      // As in deploy/: above HAProxy's detection time (checks every 1 s, down after 3).
      SHUTDOWN_DRAIN_DELAY_MS: '5000',
      SHUTDOWN_TIMEOUT_MS: '10000',
      // The simulated processor's real 2 s: payments are in flight when an instance dies.
      // A ride takes about a minute; a dead instance's ride steps are taken over within 5 s.
      RIDE_TIME_SCALE: '40',
      JOB_LEASE_MS: '5000',
      JOB_POLL_INTERVAL_MS: '1000',
      REGISTRATIONS_PER_IP_PER_HOUR: '1000',
      IDEMPOTENCY_KEYS_PER_USER_PER_HOUR: '100000',
    };
    for (let i = 1; i <= 3; i++) instances.push(new AppInstance(`app${i}`, BASE + 10 + i, BASE + 20 + i, env, logDir));
    log('starting app1 (it builds dist/ first if the sources are newer, then migrates and seeds) ...');
    await instances[0].start();
    log('starting app2 and app3 ...');
    await Promise.all(instances.slice(1).map((instance) => instance.start()));
    proxy = new Haproxy(haproxyBin, BASE, BASE + 1, instances, logDir);
    await proxy.start();
    await proxy.waitUntilUp(['app1', 'app2', 'app3']);
    log(`HAProxy on ${proxy.url} with deploy/haproxy.cfg; all three instances up`);

    const base = proxy.url;
    const recorder = new Recorder();
    const today = new Date().toISOString().slice(0, 10);
    const catalogue = await loadCatalogue(base, today);
    const travellers = [];
    for (let i = 0; i < BOOKERS + RIDERS; i++) travellers.push(await register(base, `cluster${i}`));
    const haproxyBefore = await proxy.backendCounters();

    let running = true;
    recorder.phase = 'steady';
    const clients = [
      ...Array.from({ length: SEARCHERS }, () => searcher(recorder, base, today, () => running)),
      ...travellers.slice(0, BOOKERS).map((traveller) => booker(recorder, base, traveller, catalogue, today, () => running)),
      ...travellers.slice(BOOKERS).map((traveller) => rider(recorder, base, traveller, () => running)),
    ];

    log(`steady load: ${SEARCHERS} searchers, ${BOOKERS} travellers booking and paying, ${RIDERS} riders followed live (${STEADY_MS / 1000} s)`);
    await sleep(STEADY_MS);

    recorder.phase = 'sigkill';
    const victim = instances[1];
    const killedAt = Date.now();
    await victim.kill();
    log(`SIGKILL ${victim.name}; load goes on for ${AFTER_KILL_MS / 1000} s, then it starts again`);
    await sleep(AFTER_KILL_MS);
    await victim.start();
    await proxy.waitUntilUp([victim.name]);
    log(`${victim.name} is back and up in HAProxy`);

    recorder.phase = 'rolling';
    const rollingFrom = Date.now();
    for (const instance of instances) {
      log(`rolling restart: SIGTERM ${instance.name}`);
      const code = await instance.stop();
      if (code !== 0) throw new Error(`${instance.name} exited with ${code} on SIGTERM`);
      await instance.start();
      await proxy.waitUntilUp([instance.name]);
    }
    const rollingTo = Date.now();
    log(`rolling restart done in ${((rollingTo - rollingFrom) / 1000).toFixed(1)} s`);

    recorder.phase = 'after';
    await sleep(5_000);
    running = false;
    log('load stopped; letting the rides in progress finish ...');
    await Promise.race([Promise.all(clients), sleep(180_000)]);

    const haproxyAfter = await proxy.backendCounters();
    const scrapes = await Promise.all(
      instances.map(async (instance) => parsePrometheusText(await (await fetch(`http://127.0.0.1:${instance.metricsPort}/metrics`)).text())),
    );
    const report = await checkGoals(
      recorder,
      primary,
      travellers.map((t) => t.username),
      { killedAt, victim: victim.name },
    );
    printReport({ recorder, report, haproxy: diff(haproxyAfter, haproxyBefore), scrapes, seconds: (Date.now() - started) / 1000 });
    if (report.missed.length > 0) process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const diff = (after: Record<string, number>, before: Record<string, number>) =>
  Object.fromEntries(Object.entries(after).map(([key, n]) => [key, n - (before[key] ?? 0)]));

async function loadCatalogue(base: string, today: string): Promise<Catalogue> {
  const hotels = (await (await fetch(`${base}/api/hotels?limit=50`)).json()) as { id: string }[];
  const tours = (await (await fetch(`${base}/api/tour-packages`)).json()) as { id: string }[];
  const tourDepartures: Catalogue['tourDepartures'] = [];
  for (const tour of tours) {
    const departures = (await (await fetch(`${base}/api/tour-packages/${tour.id}/departures?date=${today}`)).json()) as {
      date: string;
      placesAvailable: number;
    }[];
    for (const departure of departures.filter((d) => d.placesAvailable > 0).slice(0, 6)) tourDepartures.push({ tourId: tour.id, date: departure.date });
  }
  if (hotels.length === 0 || tourDepartures.length === 0) throw new Error('the demo catalogue is empty');
  return { hotelIds: hotels.map((hotel) => hotel.id), tourDepartures };
}

interface GoalReport {
  /** Goals not met, in words; empty when all are. */
  missed: string[];
  lines: string[];
}

async function checkGoals(recorder: Recorder, db: SystemCluster, usernames: string[], kill: { killedAt: number; victim: string }): Promise<GoalReport> {
  const missed: string[] = [];
  const lines: string[] = [];
  const q = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) => db.query<T>(sql, params, 'manasa');

  // Bookings and payments.
  const [counts] = await q<{ confirmed: string; payments: string; doubly: string; pending: string }>(
    `with mine as (select b.* from booking b join app_user u on u.id = b.user_id where u.username = any($1) and b.type in ('hotel', 'tour'))
     select (select count(*) from mine where status = 'confirmed') as confirmed,
            (select count(*) from payment p join mine on mine.id = p.booking_id where p.status = 'succeeded') as payments,
            (select count(*) from (select p.booking_id from payment p join mine on mine.id = p.booking_id where p.status = 'succeeded' group by p.booking_id having count(*) > 1) d) as doubly,
            (select count(*) from mine where status = 'pending') as pending`,
    [usernames],
  );
  const ids = [...recorder.created];
  const rows = await q<{ id: string; status: string }>(`select id, status from booking where id = any($1::uuid[])`, [ids]);
  const status = new Map(rows.map((row) => [row.id, row.status]));
  const lost = ids.filter((id) => !status.has(id));
  const paidNotConfirmed = [...recorder.paid].filter((id) => status.get(id) !== 'confirmed');
  const confirmedUnknown = rows.filter((row) => row.status === 'confirmed' && !recorder.paid.has(row.id));
  lines.push(
    `bookings: ${ids.length} made (${recorder.adopted.size} found again in the traveller's list after a lost answer), ${recorder.paid.size} paid; ` +
      `database: ${counts.confirmed} confirmed = ${counts.payments} succeeded payments, ${counts.doubly} charged twice, ${counts.pending} unpaid holds`,
  );
  if (Number(counts.confirmed) !== Number(counts.payments)) missed.push(`bookings (${counts.confirmed}) ≠ payments (${counts.payments})`);
  if (Number(counts.doubly) > 0) missed.push(`${counts.doubly} bookings charged twice`);
  if (lost.length > 0) missed.push(`${lost.length} bookings answered 201 are missing`);
  if (paidNotConfirmed.length > 0) missed.push(`${paidNotConfirmed.length} bookings paid (200) are not confirmed`);
  if (confirmedUnknown.length > 0) missed.push(`${confirmedUnknown.length} bookings confirmed without the traveller knowing`);

  // Inventory: every ledger row holds exactly the units of the bookings that hold it.
  const [ledgers] = await q<{ tours: string; nights: string; tours_off: string; nights_off: string }>(
    `select (select count(*) from tour_departure) as tours,
            (select count(*) from hotel_night) as nights,
            (select count(*) from tour_departure d
              where d.booked <> (select coalesce(sum(b.quantity), 0) from booking b
                                  where b.type = 'tour' and b.item_id = d.tour_id and b.start_date = d.departure_date and b.status in ('pending', 'confirmed'))) as tours_off,
            (select count(*) from hotel_night n
              where n.booked <> (select coalesce(sum(b.quantity), 0) from booking b
                                  where b.type = 'hotel' and b.item_id = n.hotel_id and n.night >= b.start_date and n.night < b.end_date and b.status in ('pending', 'confirmed'))) as nights_off`,
  );
  lines.push(
    `inventory: ${ledgers.tours} tour departures and ${ledgers.nights} hotel nights checked against the bookings holding them: ${ledgers.tours_off} and ${ledgers.nights_off} differ`,
  );
  if (Number(ledgers.tours_off) + Number(ledgers.nights_off) > 0) missed.push('inventory ledgers differ from the bookings holding them');

  // Failures by phase.
  const failed = (records: RequestRecord[]) => records.filter((r) => !r.ok);
  const rolling = failed(recorder.requests.filter((r) => r.phase === 'rolling'));
  if (rolling.length > 0) missed.push(`${rolling.length} requests failed during the rolling restart`);
  const killFailures = failed(recorder.requests.filter((r) => r.phase === 'sigkill' || r.phase === 'steady'));
  // In flight on the killed instance: it answered (its headers came, then it died mid-answer) or
  // the proxy routed it there; or no answer came at all and the connection closed as it died:
  // the proxy closes a client's connection silently when the instance dies on a reused
  // connection ("http-reuse safe"), as a server closing a keep-alive connection would, which
  // a browser retries. A request sent in the moment before the proxy noticed is counted too.
  const onVictim = (r: RequestRecord) => r.servedBy === kill.victim || (r.status === 0 && !r.servedBy);
  const notInFlight = killFailures.filter(
    (r) => !(onVictim(r) && r.startedAt <= kill.killedAt + 1000 && r.endedAt >= kill.killedAt && r.endedAt <= kill.killedAt + 5000),
  );
  if (notInFlight.length > 0) missed.push(`${notInFlight.length} failures after the SIGKILL were not requests in flight on ${kill.victim}`);
  // Each failed request's retry (same key, or the same GET) succeeded, or the booking it made was found.
  const retries = recorder.requests.filter((r) => r.retry && (r.phase === 'sigkill' || r.phase === 'steady'));
  const failedRetries = failed(retries);
  if (failedRetries.length > 0) missed.push(`${failedRetries.length} retries failed after the SIGKILL`);
  const inFlight = recorder.requests.filter((r) => r.startedAt <= kill.killedAt && r.endedAt >= kill.killedAt);
  const inFlightAnsweredElsewhere = inFlight.filter((r) => r.ok && r.servedBy !== kill.victim);
  lines.push(
    `after the SIGKILL of ${kill.victim}: ${inFlight.length} requests were in flight through the proxy, ${inFlightAnsweredElsewhere.length} of them answered by another instance ` +
      `(${inFlight.filter((r) => r.ok && r.kind === 'pay').length} payments: the proxy retried those it had sent to ${kill.victim}, with their Idempotency-Key); ` +
      `${killFailures.length} requests failed, ${killFailures.length - notInFlight.length} of them in flight on it when it died; ${retries.length - failedRetries.length} of ${retries.length} client retries succeeded`,
  );
  const describe = (failure: RequestRecord) =>
    `${failure.kind} → ${failure.status || 'no answer'} from ${failure.servedBy || 'HAProxy'}: ${(failure.error ?? '').replace(/\s+/g, ' ').slice(0, 120)}`;
  for (const failure of killFailures.slice(0, 10))
    lines.push(`  failed: ${describe(failure)} (${failure.startedAt - kill.killedAt} ms to ${failure.endedAt - kill.killedAt} ms around the kill)`);
  for (const failure of rolling.slice(0, 10))
    lines.push(`  failed in the rolling restart: ${describe(failure)} (at ${new Date(failure.startedAt).toISOString().slice(11, 23)})`);

  // Live streams.
  const streams = recorder.streams;
  const gaps = streams.flatMap((stream) => stream.gaps);
  const resumed = gaps.filter((gap) => gap.resumedAt !== null);
  const slowest = Math.max(0, ...resumed.map((gap) => gap.resumedAt! - gap.droppedAt));
  const unfinished = streams.filter((stream) => !stream.completed);
  const incomplete = streams.filter((stream) => stream.completed && STATUSES.some((s) => !stream.statuses.includes(s)));
  const disordered = streams.filter((stream) => stream.statuses.some((s, i) => i > 0 && STATUSES.indexOf(s) < STATUSES.indexOf(stream.statuses[i - 1])));
  const moved = streams.filter((stream) => new Set(stream.servedBy).size > 1).length;
  lines.push(
    `live rides: ${streams.length} followed, ${streams.length - unfinished.length} to completion; ${gaps.length} drops, ${resumed.length} resumed ` +
      `(slowest ${slowest} ms, goal ≤ ${RESUME_GOAL_MS} ms), ${moved} streams moved to another instance; ` +
      `${streams.reduce((n, s) => n + s.stepsFromReload, 0)} steps caught up by a reload; ${incomplete.length} missed a status, ${disordered.length} out of order`,
  );
  for (const gap of gaps)
    lines.push(
      `  drop in the ${gap.phase} phase at ${new Date(gap.droppedAt).toISOString().slice(11, 23)}: ${gap.resumedAt === null ? 'never resumed' : `resumed in ${gap.resumedAt - gap.droppedAt} ms`}`,
    );
  if (resumed.length < gaps.length) missed.push(`${gaps.length - resumed.length} live streams never resumed`);
  if (slowest > RESUME_GOAL_MS) missed.push(`a live stream took ${slowest} ms to resume`);
  if (incomplete.length + disordered.length > 0) missed.push(`${incomplete.length + disordered.length} live streams missed a status or saw one out of order`);
  if (unfinished.length > 0) missed.push(`${unfinished.length} followed rides did not complete`);
  return { missed, lines };
}

function printReport({
  recorder,
  report,
  haproxy,
  scrapes,
  seconds,
}: {
  recorder: Recorder;
  report: GoalReport;
  haproxy: Record<string, number>;
  scrapes: ReturnType<typeof parsePrometheusText>[];
  seconds: number;
}) {
  const phases = ['steady', 'sigkill', 'rolling', 'after'];
  const out: string[] = [];
  out.push(
    '',
    `3 instances behind HAProxy (deploy/haproxy.cfg), system PostgreSQL, ${os.cpus().length} CPUs, Node ${process.version}, ${seconds.toFixed(0)} s in all`,
    '',
  );
  out.push('| Phase | Requests | Failed | Retried by the client | Searches | Bookings | Payments | Taxi |');
  out.push('|---|---|---|---|---|---|---|---|');
  for (const phase of phases) {
    const records = recorder.requests.filter((r) => r.phase === phase);
    const of = (kind: string) => records.filter((r) => r.kind === kind).length;
    out.push(
      `| ${phase} | ${records.length} | ${records.filter((r) => !r.ok).length} | ${records.filter((r) => r.retry).length} | ${of('search')} | ${of('book')} | ${of('pay')} | ${of('taxi-quote') + of('taxi-book')} |`,
    );
  }
  out.push(
    '',
    `HAProxy (during the load): ${haproxy.retry_warnings_total} retries, ${haproxy.redispatch_warnings_total} redispatches, ${haproxy.connection_errors_total} connection errors, ${haproxy.response_errors_total} response errors`,
  );
  const sum = (name: string, labels: Record<string, string> = {}) => scrapes.reduce((total, samples) => total + value(samples, name, labels), 0);
  out.push(
    `/metrics of the three instances (since their last start): ${sum('manasa_http_requests_total')} requests, ` +
      `${sum('manasa_holds_total', { event: 'created' })} holds created, ${sum('manasa_holds_total', { event: 'paid' })} paid, ` +
      `${sum('manasa_payments_total', { outcome: 'succeeded' })} payments succeeded, ${sum('manasa_payments_total', { outcome: 'replayed' })} replayed, ` +
      `${sum('manasa_live_streams_total')} live streams opened, ${sum('manasa_jobs_settled_total', { outcome: 'done' })} jobs run`,
  );
  out.push('', ...report.lines, '');
  out.push(report.missed.length === 0 ? 'All goals met.' : `GOALS MISSED:\n- ${report.missed.join('\n- ')}`);
  console.log(out.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
