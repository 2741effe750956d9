// The production app for the browser benchmarks (bench/web.ts, bench/inp.ts): `node
// scripts/start.mjs`, what `npm start` runs, on a fresh data directory (embedded PostgreSQL,
// migrations, the demo seed), and the demo traveller's session.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '@db/embedded-postgres';

const root = path.resolve(import.meta.dirname, '..');

export const DEMO_TRAVELLER = { username: 'demo', password: 'demo1234' };

export async function startProductionServer(): Promise<{ origin: string; stop: () => Promise<void> }> {
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

/** The demo traveller's session cookie (`name=value; ...`). */
export async function signInAsDemoTraveller(origin: string): Promise<string> {
  const login = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify(DEMO_TRAVELLER),
  });
  if (!login.ok) throw new Error(`demo sign-in failed: ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}

/** Holds one place on the first tour with a departure, for /checkout; answers the pending booking's id. */
export async function holdTourPlace(origin: string, cookie: string): Promise<string> {
  const tours = (await (await fetch(`${origin}/api/tour-packages`)).json()) as { id: string; departureDate: string | null }[];
  const tour = tours.find((candidate) => candidate.departureDate);
  if (!tour) throw new Error('no tour departure to hold for /checkout');
  const booking = await fetch(`${origin}/api/bookings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin, Cookie: cookie },
    body: JSON.stringify({ type: 'tour', itemId: tour.id, startDate: tour.departureDate, quantity: 1 }),
  });
  if (!booking.ok) throw new Error(`holding a tour place failed: ${booking.status} ${await booking.text()}`);
  return ((await booking.json()) as { id: string }).id;
}
