// `npm run bench:inp`: Interaction to Next Paint of the FIRST tap on a phone-sized page, at a 4×
// CPU slowdown: the time from the finger to the next frame the screen shows, for
//   - Home's Search button (the hero's search card, which opens /search);
//   - a hotel result on /search (its name, which opens the hotel's page);
//   - the bottom tabs: Shop from Home, and Bookings from Home as the demo traveller.
// Builds dist/ when it is stale (`node scripts/start.mjs --build-only`; `--no-build` skips it),
// starts the production server on a fresh data directory (bench/production-app.ts), waits for
// the machine to be idle (as bench:web, BENCH_INP_WAIT_SECONDS, default 300), then per
// interaction makes BENCH_INP_RUNS (default 5) fresh page loads in Debian's Chromium (a new
// browser context each: nothing cached), each: a 390x844 touch screen, CDP's CPU throttling at
// 4×, the page loaded and taken over by the app (the server's render stays `inert` until then,
// the signal the browser tests wait for), then one tap.
// The figure is the browser's own (the Event Timing API, what INP is made of): an observer
// installed before the tap collects the 'event' entries (durationThreshold 16 ms, buffered) and
// the interaction's latency is the longest entry of its interactionId (the browser rounds it to
// 8 ms). It is read once the tap has opened its screen and the frames after it bring no more
// entries; no sleep is measured. An interaction under 16 ms leaves no entry and shows as
// "< 16 ms". Prints the median and range (minimum–maximum) per interaction, the median tap's
// parts (input delay, processing, presentation delay) and the load average. A benchmark, not a
// test: it exits 0 whatever the figures.
//   npm run bench:inp [-- --no-build]
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { chromium, devices, type Browser, type Locator, type Page } from '@playwright/test';
import { DEMO_TRAVELLER, startProductionServer } from './production-app';
import { browserVersion, loadAverage, loadText, provenance, spread, spreadText, waitForIdleMachine } from './measuring';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/browser/support/chromium';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_INP_RUNS ?? 5);
const WAIT_SECONDS = Number(process.env.BENCH_INP_WAIT_SECONDS ?? 300);
const CPU_SLOWDOWN = 4;
/** The Event Timing API's smallest threshold: a faster interaction leaves no entry. */
const EVENT_THRESHOLD_MS = 16;

interface Interaction {
  label: string;
  path: string;
  signedIn?: boolean;
  /** What is tapped, once the app has taken over the page. */
  target: (page: Page) => Locator;
  /** Where the tap leads (the start of the path): checked after the figure is read, so a tap that missed is not a figure. */
  opens: string;
}

const bottomTab = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

const INTERACTIONS: Interaction[] = [
  { label: "Home's Search button", path: '/', target: (page) => page.getByRole('button', { name: 'Search', exact: true }), opens: '/search' },
  {
    label: 'A hotel result on /search (its name)',
    path: '/search?type=hotels&q=Nairobi',
    target: (page) => page.getByTestId('hotel-card').first().getByRole('link').first(),
    opens: '/hotels/',
  },
  { label: 'Bottom tab Shop (from Home)', path: '/', target: (page) => bottomTab(page, 'Shop'), opens: '/shop' },
  { label: 'Bottom tab Bookings (from Home, signed in)', path: '/', signedIn: true, target: (page) => bottomTab(page, 'Bookings'), opens: '/bookings' },
];

/** One tap's latency and its parts, from the longest Event Timing entry of its interaction. */
interface Tap {
  /** null: under EVENT_THRESHOLD_MS, no entry. */
  durationMs: number | null;
  inputDelayMs: number | null;
  processingMs: number | null;
  presentationDelayMs: number | null;
  events: string[];
}

declare global {
  interface Window {
    benchEventEntries?: { name: string; interactionId: number; startTime: number; processingStart: number; processingEnd: number; duration: number }[];
  }
}

async function measureTap(browser: Browser, origin: string, interaction: Interaction): Promise<Tap> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    userAgent: devices['Pixel 7'].userAgent,
    locale: 'en-US',
    // As in the browser tests: the service worker would serve the second load from its cache.
    serviceWorkers: 'block',
  });
  try {
    if (interaction.signedIn) {
      // The context's request shares its cookies: the page loads signed in.
      const login = await context.request.post(`${origin}/api/login`, { data: DEMO_TRAVELLER, headers: { Origin: origin } });
      if (!login.ok()) throw new Error(`demo sign-in failed: ${login.status()}`);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${origin}${interaction.path}`, { waitUntil: 'load' });
    // The app has taken over the server's render (test/browser/support/test.ts, appStarted).
    await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'));
    const target = interaction.target(page);
    await target.waitFor({ state: 'visible' });
    await page.evaluate((threshold) => {
      const collected: NonNullable<Window['benchEventEntries']> = [];
      window.benchEventEntries = collected;
      // durationThreshold is in the Event Timing spec and Chromium, not yet in TypeScript's DOM types.
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEventTiming[]) {
          const { name, interactionId, startTime, processingStart, processingEnd, duration } = entry;
          collected.push({ name, interactionId, startTime, processingStart, processingEnd, duration });
        }
      }).observe({ type: 'event', durationThreshold: threshold, buffered: true } as PerformanceObserverInit);
    }, EVENT_THRESHOLD_MS);
    await target.tap();
    // The tap's events (pointerdown, pointerup, click) are reported each after the frame that
    // follows its handlers, the click's possibly some frames after the others when the screen it
    // opens is slow to render. So: once the address shows the screen the tap opens (a tap that
    // missed is not a figure), wait for frames until five in a row bring no new entry, then for
    // the observer's delivery task. Frames, not a fixed time: a busy page draws them late, and
    // nothing here is part of the figure. (No named functions in the page code: tsx would wrap
    // them in a helper the page does not have.)
    await page.waitForURL((url) => url.pathname.startsWith(interaction.opens));
    const entries = await page.evaluate(async () => {
      let seen = -1;
      let quietFrames = 0;
      for (let frames = 0; frames < 120 && quietFrames < 5; frames++) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const count = window.benchEventEntries?.length ?? 0;
        quietFrames = count === seen ? quietFrames + 1 : 0;
        seen = count;
      }
      await new Promise((resolve) => setTimeout(resolve, 0));
      return (window.benchEventEntries ?? []).filter((entry) => entry.interactionId > 0);
    });
    if (entries.length === 0) return { durationMs: null, inputDelayMs: null, processingMs: null, presentationDelayMs: null, events: [] };
    const longest = entries.reduce((a, b) => (b.duration > a.duration ? b : a));
    const ofInteraction = entries.filter((entry) => entry.interactionId === longest.interactionId);
    return {
      durationMs: longest.duration,
      inputDelayMs: longest.processingStart - longest.startTime,
      processingMs: longest.processingEnd - longest.processingStart,
      presentationDelayMs: longest.startTime + longest.duration - longest.processingEnd,
      events: [...new Set(ofInteraction.map((entry) => entry.name))],
    };
  } finally {
    await context.close();
  }
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync(process.execPath, [path.join(root, 'scripts/start.mjs'), '--build-only'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const server = await startProductionServer();
  const results: { interaction: Interaction; taps: Tap[] }[] = [];
  let browser: Browser | undefined;
  const wait = await waitForIdleMachine(WAIT_SECONDS);
  try {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    });
    for (const interaction of INTERACTIONS) {
      const taps: Tap[] = [];
      for (let run = 0; run < RUNS; run++) {
        const tap = await measureTap(browser, server.origin, interaction);
        taps.push(tap);
        console.error(
          `${interaction.label} run ${run + 1}: ${tap.durationMs === null ? `< ${EVENT_THRESHOLD_MS}` : tap.durationMs} ms (${tap.events.join(', ') || 'no entry'}), load ${loadAverage().toFixed(1)}`,
        );
      }
      results.push({ interaction, taps });
    }
  } finally {
    await browser?.close();
    await server.stop();
  }
  const loadAfter = loadAverage();

  const { date, commit, machine } = provenance();
  // Under the threshold counts as 0 for the order, and reads "< 16".
  const ms = (value: number) => (value < EVENT_THRESHOLD_MS ? `< ${EVENT_THRESHOLD_MS}` : value.toFixed(0));
  // The parts of the median tap (the lower middle one of an even count), so they add up to its INP.
  const medianTap = (taps: Tap[]) => {
    const measured = taps.filter((tap) => tap.durationMs !== null).sort((a, b) => a.durationMs! - b.durationMs!);
    return measured[Math.floor((measured.length - 1) / 2)] as Tap | undefined;
  };
  const part = (value: number | null | undefined) => (value == null ? 'n/a' : `${value.toFixed(0)} ms`);
  console.log(
    `\n${date}, commit ${commit}: first tap's Interaction to Next Paint (Event Timing), ${CPU_SLOWDOWN}× CPU slowdown, 390x844 touch screen, production build, ` +
      `${browserVersion(CHROMIUM_PATH)}; ${RUNS === 1 ? 'one fresh page load' : `median (min–max) of ${RUNS} fresh page loads`} per interaction; ${machine}; ${loadText(wait, loadAfter)}.\n`,
  );
  console.log('| First tap | INP | Input delay | Processing | Presentation delay | Events |\n|---|---|---|---|---|---|');
  for (const { interaction, taps } of results) {
    const inp = spread(taps.map((tap) => tap.durationMs ?? 0));
    const middle = medianTap(taps);
    const cells = [
      interaction.label,
      spreadText(inp, ms, ' ms'),
      part(middle?.inputDelayMs),
      part(middle?.processingMs),
      part(middle?.presentationDelayMs),
      middle?.events.join(', ') ?? 'no entry',
    ];
    console.log(`| ${cells.join(' | ')} |`);
  }
  console.log(
    `\nInput delay, processing and presentation delay: the parts of the median tap's longest event (they add up to its INP, which the browser rounds to 8 ms); events: that tap's events over ${EVENT_THRESHOLD_MS} ms.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
