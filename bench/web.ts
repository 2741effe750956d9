// `npm run bench:web`: Lighthouse's mobile preset (simulated Slow 4G, 4x CPU slowdown, a
// Moto G Power-sized screen) on the production build, in Debian's Chromium.
// Builds dist/ (not timed), starts `node scripts/start.mjs` on a fresh data directory, signs
// in as the demo traveller for the routes that need it, and runs Lighthouse BENCH_WEB_RUNS
// times (default 3) per route. Prints the medians: Performance and Accessibility scores, LCP,
// TBT, CLS and the bytes transferred. Scores move with the machine's load, so this is a
// benchmark that prints figures, never a test. `--accessibility-only` skips performance
// (faster; the accessibility score does not depend on timing) and exits non-zero when any
// route scores under 100.
// The header line gives the load average and Lighthouse's benchmarkIndex: the simulation
// multiplies the CPU time it observes by four, so on a busy machine TBT and LCP come out higher.
//   npm run bench:web [-- --accessibility-only] [-- --routes /,/search] [-- --save <dir>] [-- --no-build]
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { findFreePort } from '@db/embedded-postgres';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const accessibilityOnly = process.argv.includes('--accessibility-only');
const detailsIndex = process.argv.indexOf('--save');
const saveDir = detailsIndex === -1 ? undefined : process.argv[detailsIndex + 1];
const routesIndex = process.argv.indexOf('--routes');
const routesArgument = routesIndex === -1 ? undefined : process.argv[routesIndex + 1];

interface Route {
  path: string | ((setup: Setup) => string);
  label: string;
  signedIn?: boolean;
}
interface Setup {
  pendingBookingId: string;
}

const ROUTES: Route[] = [
  { path: '/', label: '/' },
  { path: '/search?type=hotels&q=Nairobi', label: '/search' },
  { path: '/shop', label: '/shop' },
  { path: '/bookings', label: '/bookings (signed in)', signedIn: true },
  { path: (setup) => `/checkout?booking=${setup.pendingBookingId}`, label: '/checkout (signed in)', signedIn: true },
  { path: '/profile', label: '/profile (signed in)', signedIn: true },
  { path: '/about', label: '/about' },
  { path: '/contact', label: '/contact' },
];

async function startServer(): Promise<{ origin: string; stop: () => Promise<void> }> {
  const port = await findFreePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'manasa-bench-web-'));
  const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const origin = `http://localhost:${port}`;
  for (;;) {
    if (server.exitCode !== null) throw new Error('the server exited before it was ready');
    const ready = await fetch(`${origin}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    stop: async () => {
      server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in as the demo traveller and holds one tour place, for /checkout. */
async function prepare(origin: string): Promise<{ cookie: string; setup: Setup }> {
  const headers = { 'Content-Type': 'application/json', Origin: origin };
  const login = await fetch(`${origin}/api/login`, { method: 'POST', headers, body: JSON.stringify({ username: 'demo', password: 'demo1234' }) });
  if (!login.ok) throw new Error(`demo sign-in failed: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const tours = (await (await fetch(`${origin}/api/tour-packages`)).json()) as { id: string; departureDate: string | null }[];
  const tour = tours.find((candidate) => candidate.departureDate);
  if (!tour) throw new Error('no tour departure to hold for /checkout');
  const booking = await fetch(`${origin}/api/bookings`, {
    method: 'POST',
    headers: { ...headers, Cookie: cookie },
    body: JSON.stringify({ type: 'tour', itemId: tour.id, startDate: tour.departureDate, quantity: 1 }),
  });
  if (!booking.ok) throw new Error(`holding a tour place failed: ${booking.status} ${await booking.text()}`);
  return { cookie, setup: { pendingBookingId: ((await booking.json()) as { id: string }).id } };
}

interface Figures {
  performance: number | null;
  accessibility: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  kib: number | null;
  failedAudits: string[];
  /** Lighthouse's measure of this machine's speed at the time (higher is faster). */
  benchmarkIndex: number | null;
  /** Why a figure is missing (Lighthouse's own messages). */
  problems: string[];
}

function figuresOf(result: RunnerResult): Figures {
  const { categories, audits } = result.lhr;
  const score = (id: string) => (categories[id]?.score == null ? null : Math.round(categories[id].score! * 100));
  const value = (id: string) => audits[id]?.numericValue ?? null;
  const bytes = value('total-byte-weight');
  const accessibilityAudits = categories.accessibility?.auditRefs ?? [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    kib: bytes === null ? null : bytes / 1024,
    failedAudits: accessibilityAudits.filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0).map((ref) => ref.id),
    benchmarkIndex: result.lhr.environment?.benchmarkIndex ?? null,
    problems: [
      ...(result.lhr.runtimeError ? [result.lhr.runtimeError.message] : []),
      ...['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']
        .map((id) => audits[id]?.errorMessage)
        .filter((message): message is string => Boolean(message)),
    ],
  };
}

const median = (values: (number | null)[]) => {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 ? known[middle] : (known[middle - 1] + known[middle]) / 2;
};

async function main() {
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const rows: { label: string; figures: Figures }[] = [];
  try {
    const { cookie, setup } = await prepare(server.origin);
    const wanted = routesArgument && !routesArgument.startsWith('--') ? routesArgument.split(',') : undefined;
    for (const route of ROUTES) {
      const routePath = typeof route.path === 'string' ? route.path : route.path(setup);
      if (wanted && !wanted.some((prefix) => routePath.split('?')[0] === prefix)) continue;
      const runs: Figures[] = [];
      for (let run = 0; run < (accessibilityOnly ? 1 : RUNS); run += 1) {
        const flags: Flags = {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: accessibilityOnly ? ['accessibility'] : ['performance', 'accessibility'],
          extraHeaders: route.signedIn ? { Cookie: cookie } : undefined,
        };
        const result = await lighthouse(`${server.origin}${routePath}`, flags);
        if (!result) throw new Error(`Lighthouse returned nothing for ${routePath}`);
        if (saveDir) writeFileSync(path.join(saveDir, `${route.label.replace(/[^\w]+/g, '_')}-${run}.json`), JSON.stringify(result.lhr));
        runs.push(figuresOf(result));
      }
      const figures: Figures = {
        performance: median(runs.map((run) => run.performance)),
        accessibility: median(runs.map((run) => run.accessibility)),
        lcpMs: median(runs.map((run) => run.lcpMs)),
        tbtMs: median(runs.map((run) => run.tbtMs)),
        cls: median(runs.map((run) => run.cls)),
        kib: median(runs.map((run) => run.kib)),
        failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))],
        benchmarkIndex: median(runs.map((run) => run.benchmarkIndex)),
        problems: [...new Set(runs.flatMap((run) => run.problems))],
      };
      rows.push({ label: route.label, figures });
      console.error(`measured ${route.label}`);
    }
  } finally {
    chrome.kill();
    await server.stop();
  }

  const fixed = (value: number | null, digits = 0, unit = '') => (value === null ? 'n/a' : `${value.toFixed(digits)}${unit}`);
  const [load1] = os.loadavg();
  const benchmarkIndex = median(rows.map((row) => row.figures.benchmarkIndex));
  console.log(
    `\nLighthouse 12.8 mobile preset, production build, ${CHROMIUM}; median of ${accessibilityOnly ? 1 : RUNS} run(s); load average ${load1.toFixed(1)}; benchmarkIndex ${benchmarkIndex?.toFixed(0) ?? 'n/a'}\n`,
  );
  if (accessibilityOnly) {
    console.log('| Route | Accessibility | Failed audits |\n|---|---|---|');
    for (const { label, figures } of rows) console.log(`| \`${label}\` | ${fixed(figures.accessibility)} | ${figures.failedAudits.join(', ') || 'none'} |`);
  } else {
    console.log('| Route | Performance | Accessibility | LCP | TBT | CLS | Transferred |\n|---|---|---|---|---|---|---|');
    for (const { label, figures } of rows) {
      console.log(
        `| \`${label}\` | ${fixed(figures.performance)} | ${fixed(figures.accessibility)} | ${fixed(figures.lcpMs === null ? null : figures.lcpMs / 1000, 1, ' s')} | ${fixed(figures.tbtMs, 0, ' ms')} | ${fixed(figures.cls, 3)} | ${fixed(figures.kib, 0, ' KiB')} |`,
      );
    }
  }
  for (const { label, figures } of rows) if (figures.problems.length > 0) console.log(`\n${label}: ${figures.problems.join('; ')}`);
  const below = rows.filter(({ figures }) => figures.accessibility !== 100);
  if (below.length > 0) {
    console.log(`\nAccessibility under 100: ${below.map(({ label, figures }) => `${label} (${figures.failedAudits.join(', ')})`).join('; ')}`);
    if (accessibilityOnly) process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
