// What the browser benchmarks (bench/web.ts, bench/inp.ts) share: waiting for an idle machine,
// the spread of a figure over runs, and where the figures come from (date, commit, load).
// Timing figures in a browser move with everything else the machine runs (Lighthouse and the
// 4× CPU slowdown multiply the CPU time they observe), so a run starts only once the load
// average has fallen, and each figure is given with its range over the runs.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The 1-minute load average under which the machine counts as idle. */
export const IDLE_LOAD = 1.0;
const POLL_SECONDS = 5;

export const loadAverage = () => os.loadavg()[0];

export interface QuietWait {
  /** Whether the load average fell under IDLE_LOAD before the limit. */
  quiet: boolean;
  waitedSeconds: number;
  limitSeconds: number;
  /** The load average when the wait ended: the "before" of the figures. */
  load: number;
}

/** Waits, up to `limitSeconds`, for the 1-minute load average to fall under IDLE_LOAD. */
export async function waitForIdleMachine(limitSeconds: number): Promise<QuietWait> {
  const started = Date.now();
  const waited = () => Math.round((Date.now() - started) / 1000);
  if (loadAverage() >= IDLE_LOAD && limitSeconds > 0) {
    console.error(`waiting up to ${limitSeconds} s for the load average (${loadAverage().toFixed(2)}) to fall under ${IDLE_LOAD.toFixed(1)} ...`);
  }
  while (loadAverage() >= IDLE_LOAD && waited() < limitSeconds) {
    await new Promise((resolve) => setTimeout(resolve, POLL_SECONDS * 1000));
  }
  const load = loadAverage();
  return { quiet: load < IDLE_LOAD, waitedSeconds: waited(), limitSeconds, load };
}

/** "load average (1 min) 0.6 before (after 40 s of waiting), 1.3 after", or that it never fell. */
export function loadText(wait: QuietWait, after: number): string {
  const before = wait.quiet
    ? `${wait.load.toFixed(1)} before${wait.waitedSeconds > 0 ? ` (after ${wait.waitedSeconds} s of waiting)` : ''}`
    : wait.limitSeconds === 0
      ? `${wait.load.toFixed(1)} before (not waited for)`
      : `${wait.load.toFixed(1)} before (NOT IDLE: it stayed at or over ${IDLE_LOAD.toFixed(1)} for the ${wait.limitSeconds} s limit)`;
  return `load average (1 min) ${before}, ${after.toFixed(1)} after`;
}

export interface Spread {
  min: number;
  median: number;
  max: number;
}

/** Minimum, median and maximum of the known values (null: no value at all). */
export function spread(values: (number | null)[]): Spread | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  const median = known.length % 2 ? known[middle] : (known[middle - 1] + known[middle]) / 2;
  return { min: known[0], median, max: known[known.length - 1] };
}

/** "77 ms (50–120)": the median, and the range when the runs differ. */
export function spreadText(figure: Spread | null, format: (value: number) => string, unit = ''): string {
  if (figure === null) return 'n/a';
  const median = `${format(figure.median)}${unit}`;
  const [min, max] = [format(figure.min), format(figure.max)];
  return min === max ? median : `${median} (${min}–${max})`;
}

/** "1450–1620", or one figure when the runs agree. */
export function rangeText(figure: Spread | null, format: (value: number) => string): string {
  if (figure === null) return 'n/a';
  const [min, max] = [format(figure.min), format(figure.max)];
  return min === max ? min : `${min}–${max}`;
}

/** The day (UTC), the commit measured (marked when the worktree has changes) and the machine. */
export function provenance(): { date: string; commit: string; machine: string } {
  const git = (...args: string[]) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout?.trim() ?? '';
  const commit = git('rev-parse', '--short', 'HEAD') || 'unknown';
  const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
  return {
    date: new Date().toISOString().slice(0, 10),
    commit: dirty ? `${commit} + uncommitted changes` : commit,
    machine: `${os.cpus().length} CPUs, Node ${process.version}`,
  };
}

/** "Chromium 1xx.0..." as the browser names itself. */
export function browserVersion(executable: string): string {
  return spawnSync(executable, ['--version'], { encoding: 'utf8' }).stdout?.trim() || executable;
}
