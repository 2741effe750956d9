// `npm run bench:web`: Lighthouse's mobile preset (simulated Slow 4G, 4x CPU slowdown, a
// Moto G Power-sized screen) on the production build, in Debian's Chromium.
// Builds dist/ (not timed), starts `node scripts/start.mjs` on a fresh data directory, waits for
// the machine to be idle (the 1-minute load average under 1.0, polled every 5 s for up to
// BENCH_WEB_WAIT_SECONDS, default 300; when it does not fall the header says so and the runs go
// on), signs in as the demo traveller for the routes that need it, and runs Lighthouse
// BENCH_WEB_RUNS times (default 5) per route. Prints, per route, the median and the range
// (minimum–maximum) of Performance, TBT, LCP and CLS, the Accessibility score, the bytes
// transferred and Lighthouse's benchmarkIndex, as a Markdown table to paste as is, under a line
// giving the date, the commit, the load average before and after and the benchmarkIndex range.
// Scores move with the machine's load, so this is a benchmark that prints figures, never a
// test. `--accessibility-only` skips performance (faster; the accessibility score does not
// depend on timing) and exits non-zero when any route scores under 100.
// benchmarkIndex is Lighthouse's measure of the machine's speed during the run (higher is
// faster): the simulation multiplies the CPU time it observes by four, so on a busy machine TBT
// and LCP come out higher and the index lower.
//   npm run bench:web [-- --accessibility-only] [-- --routes /,/search] [-- --save <dir>] [-- --no-build]
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { holdTourPlace, signInAsDemoTraveller, startProductionServer } from './production-app';
import { browserVersion, loadAverage, loadText, provenance, rangeText, spread, spreadText, waitForIdleMachine, type Spread } from './measuring';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/browser/support/chromium';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
const WAIT_SECONDS = Number(process.env.BENCH_WEB_WAIT_SECONDS ?? 300);
const accessibilityOnly = process.argv.includes('--accessibility-only');
const detailsIndex = process.argv.indexOf('--save');
const saveDir = detailsIndex === -1 ? undefined : process.argv[detailsIndex + 1];
if (saveDir) mkdirSync(saveDir, { recursive: true });
const routesIndex = process.argv.indexOf('--routes');
const routesArgument = routesIndex === -1 ? undefined : process.argv[routesIndex + 1];

interface Route {
  path: string;
  /** The query string: fixed, or made with the demo traveller's session cookie. */
  query?: string | ((origin: string, cookie: string) => Promise<string>);
  signedIn?: boolean;
}

const ROUTES: Route[] = [
  { path: '/' },
  { path: '/search', query: '?type=hotels&q=Nairobi' },
  { path: '/shop' },
  { path: '/bookings', signedIn: true },
  // The tour place is held just before the route's runs: a hold lasts 15 minutes, less than the
  // wait for an idle machine and the routes before it can take.
  { path: '/checkout', query: async (origin, cookie) => `?booking=${await holdTourPlace(origin, cookie)}`, signedIn: true },
  { path: '/profile', signedIn: true },
  { path: '/about' },
  { path: '/contact' },
];

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

/** One route's runs. */
interface Measured {
  /** The path, and "(signed in)" for the demo traveller's. */
  label: string;
  runs: Figures[];
}

const figure = (measured: Measured, pick: (figures: Figures) => number | null): Spread | null => spread(measured.runs.map(pick));

async function main() {
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const server = await startProductionServer();
  const measured: Measured[] = [];
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  let lighthouseVersion = '';
  // Waited for after the build and the server's first start (a fresh database and the demo
  // seed), which are this benchmark's own load.
  // The accessibility audit does not depend on timing: no wait for it.
  const wait = await waitForIdleMachine(accessibilityOnly ? 0 : WAIT_SECONDS);
  try {
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    });
    const cookie = await signInAsDemoTraveller(server.origin);
    const wanted = routesArgument && !routesArgument.startsWith('--') ? routesArgument.split(',') : undefined;
    for (const route of ROUTES) {
      if (wanted && !wanted.includes(route.path)) continue;
      const query = typeof route.query === 'function' ? await route.query(server.origin, cookie) : (route.query ?? '');
      const routePath = `${route.path}${query}`;
      const label = `${route.path}${route.signedIn ? ' (signed in)' : ''}`;
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
        lighthouseVersion = result.lhr.lighthouseVersion;
        if (saveDir) writeFileSync(path.join(saveDir, `${label.replace(/[^\w]+/g, '_')}-${run}.json`), JSON.stringify(result.lhr));
        const figures = figuresOf(result);
        runs.push(figures);
        const scores = accessibilityOnly
          ? `Accessibility ${figures.accessibility ?? 'n/a'}`
          : `Performance ${figures.performance ?? 'n/a'}, TBT ${figures.tbtMs?.toFixed(0) ?? 'n/a'} ms, LCP ${figures.lcpMs?.toFixed(0) ?? 'n/a'} ms`;
        console.error(`${label} run ${run + 1}: ${scores}, benchmarkIndex ${figures.benchmarkIndex?.toFixed(0) ?? 'n/a'}, load ${loadAverage().toFixed(1)}`);
      }
      measured.push({ label, runs });
    }
  } finally {
    chrome?.kill();
    await server.stop();
  }
  const loadAfter = loadAverage();

  const whole = (value: number) => value.toFixed(0);
  const { date, commit, machine } = provenance();
  const indexes = spread(measured.flatMap(({ runs }) => runs.map((run) => run.benchmarkIndex)));
  const runCount = accessibilityOnly ? 1 : RUNS;
  console.log(
    `\n${date}, commit ${commit}: Lighthouse ${lighthouseVersion || 'n/a'} mobile preset (Slow 4G, 4× CPU) on the production build, ${browserVersion(CHROMIUM_PATH)}; ` +
      `${runCount === 1 ? 'one run' : `median (min–max) of ${runCount} runs`} per route; ${machine}; ${loadText(wait, loadAfter)}; ` +
      `benchmarkIndex ${rangeText(indexes, whole)}.\n`,
  );
  if (accessibilityOnly) {
    console.log('| Route | Accessibility | Failed audits |\n|---|---|---|');
    for (const row of measured) {
      console.log(
        `| ${labelCell(row)} | ${spreadText(
          figure(row, (run) => run.accessibility),
          whole,
        )} | ${failedAudits(row).join(', ') || 'none'} |`,
      );
    }
  } else {
    console.log('| Route | Performance | TBT | LCP | CLS | Accessibility | Transferred | benchmarkIndex |\n|---|---|---|---|---|---|---|---|');
    for (const row of measured) {
      const kib = figure(row, (run) => run.kib);
      const cells = [
        labelCell(row),
        spreadText(
          figure(row, (run) => run.performance),
          whole,
        ),
        spreadText(
          figure(row, (run) => run.tbtMs),
          whole,
          ' ms',
        ),
        spreadText(
          figure(row, (run) => (run.lcpMs === null ? null : run.lcpMs / 1000)),
          (value) => value.toFixed(1),
          ' s',
        ),
        spreadText(
          figure(row, (run) => run.cls),
          (value) => value.toFixed(3),
        ),
        spreadText(
          figure(row, (run) => run.accessibility),
          whole,
        ),
        kib ? `${whole(kib.median)} KiB` : 'n/a',
        rangeText(
          figure(row, (run) => run.benchmarkIndex),
          whole,
        ),
      ];
      console.log(`| ${cells.join(' | ')} |`);
    }
  }
  for (const row of measured) {
    const problems = [...new Set(row.runs.flatMap((run) => run.problems))];
    const failed = row.runs.filter((run) => run.performance === null).length;
    if (problems.length > 0) console.log(`\n${row.label}: ${problems.join('; ')}${failed ? ` (${failed} of ${row.runs.length} runs without figures)` : ''}`);
  }
  const below = measured.filter((row) => row.runs.some((run) => run.accessibility !== 100));
  if (below.length > 0) {
    console.log(`\nAccessibility under 100: ${below.map((row) => `${row.label} (${failedAudits(row).join(', ')})`).join('; ')}`);
    if (accessibilityOnly) process.exitCode = 1;
  }
}

/** The route's path as code, then "(signed in)" when it is. */
const labelCell = (row: Measured) => row.label.replace(/^\S+/, (routePath) => `\`${routePath}\``);
const failedAudits = (row: Measured) => [...new Set(row.runs.flatMap((run) => run.failedAudits))];

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
