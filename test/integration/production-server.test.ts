// The compiled server as `npm start` runs it (scripts/start.mjs → dist/server/main.js, built
// first when dist/ is older than the sources), on a database of its own: it runs in
// production mode, serves the built client and the API, and on SIGTERM finishes the requests
// in flight (a payment in its simulated processor wait) before it exits with 0. Its inbound SMTP
// listener reads mail in the compiled worker thread (dist/server/inbound-mail-worker.js).
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { createInterface } from 'node:readline';
import nodemailer from 'nodemailer';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../support/test-app';
import { addDays, travelToday } from '../../src/shared/schemas/travel';

const root = path.resolve(import.meta.dirname, '../..');
let server: ChildProcess;
let exited: Promise<number | null>;
let baseUrl: string;
let databaseUrl: string;
const lines: string[] = [];

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: databaseUrl, LOG_LEVEL: 'info', PAYMENT_DELAY_MS: '3000', INBOUND_SMTP_PORT: '0' };
  // Production is the compiled server's default: nothing here says so.
  delete env.NODE_ENV;
  server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  exited = new Promise((resolve) => server.once('exit', (code) => resolve(code)));
  const ready = await new Promise<{ msg: string }>((resolve, reject) => {
    createInterface({ input: server.stdout! }).on('line', (line) => {
      lines.push(line);
      if (line.includes('"startup"')) resolve(JSON.parse(line));
    });
    void exited.then((code) => reject(new Error(`the server exited with ${code} before it was ready`)));
  });
  baseUrl = /listening on (http:\/\/\S+)/.exec(ready.msg)![1].replace('localhost', '127.0.0.1');
}, 180_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await exited;
  }
});

/** A GET with another Host header (fetch keeps the URL's), as a brand's own domain sends it. */
function getWithHost(pathname: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const url = new URL(pathname, baseUrl);
    http
      .get({ hostname: url.hostname, port: url.port, path: url.pathname, headers: { host } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve(body));
      })
      .on('error', reject);
  });
}

describe('the production server (npm start)', () => {
  it('is ready, in production mode, and serves the built client and the API', async () => {
    expect(lines.some((line) => line.includes('"startup"'))).toBe(true);
    expect((await fetch(`${baseUrl}/readyz`)).status).toBe(200);

    const page = await fetch(`${baseUrl}/bookings`);
    expect(page.status).toBe(200);
    const html = await page.text();
    // The built index.html (hashed assets), not Vite's development page; a rendered page names
    // the app's file for the script that starts it after the first paint.
    expect(html).toMatch(/"\/assets\/index-[\w-]+\.js"/);
    expect(html).not.toContain('/@vite/client');

    const tours = await fetch(`${baseUrl}/api/tour-packages`);
    expect(tours.status).toBe(200);
    expect(await tours.json()).toHaveLength(8);
  });

  it('sends the client as a slow network needs it: Brotli from the build, immutable hashed files, a revalidated shell in the brand of the host with the route preloaded', async () => {
    // A landing screen comes rendered by the server, made for this request.
    const rendered = await fetch(`${baseUrl}/bookings`, { headers: { 'accept-encoding': 'br', 'accept-language': 'sw' } });
    expect(rendered.headers.get('content-encoding')).toBe('br');
    expect(rendered.headers.get('cache-control')).toBe('private, no-cache');
    const renderedHtml = await rendered.text();
    expect(renderedHtml).toMatch(/<html lang="sw" dir="ltr"/);
    expect(renderedHtml).toMatch(/<div id="root" inert><[a-z]/);
    expect(renderedHtml).toContain('<script type="application/json" id="server-state">{"language":"sw"');

    // A screen the server does not render is left to the browser: the shell.
    const fallback = await fetch(`${baseUrl}/profile`);
    expect(fallback.status).toBe(200);
    expect(fallback.headers.get('cache-control')).toBe('no-cache');
    expect(await fallback.text()).toContain('<div id="root"></div>');

    // The installed app's service worker asks for the plain shell, which is the same for everyone.
    const page = await fetch(`${baseUrl}/bookings`, { headers: { 'accept-encoding': 'br', 'accept-language': 'sw', 'x-app-shell': '1' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    expect(html).toContain('<div id="root"></div>');
    const script = /src="(\/assets\/index-[\w-]+\.js)"/.exec(html)![1];
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/MyBookingsPage-[\w-]+\.js">/);
    expect(html).toMatch(/<script type="application\/json" id="domain-context">\{"branding":\{"name":"Tours"/);
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');

    const asset = await fetch(`${baseUrl}${script}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect((await fetch(`${baseUrl}/assets/no-such-chunk.js`)).status).toBe(404);

    expect(await getWithHost('/', 'manasa.localhost')).toContain('<title>ManasaTours</title>');
    const manifest = JSON.parse(await getWithHost('/manifest.webmanifest', 'manasa.localhost')) as { name: string; theme_color: string; icons: { src: string; purpose: string }[] };
    expect(manifest).toMatchObject({ name: 'ManasaTours', theme_color: '#c2410c', display: 'standalone' });
    expect(manifest.icons.map((icon) => icon.src)).toEqual(['/icons/safari-192.png', '/icons/safari-512.png', '/icons/safari-maskable-512.png']);
    for (const icon of manifest.icons) expect((await fetch(`${baseUrl}${icon.src}`)).headers.get('content-type')).toBe('image/png');

    const worker = await fetch(`${baseUrl}/sw.js`);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(await worker.text()).toContain('precacheAndRoute');
  });

  it('reads received mail in its worker thread', async () => {
    const port = Number(/inbound SMTP listening on [\d.]+:(\d+)/.exec(lines.join('\n'))![1]);
    const subject = `Compiled ${Date.now().toString(36)}`;
    const client = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
    const info = await client.sendMail({ from: 'juma@example.com', to: 'support@tours.example', subject, html: '<p>Does the tour include <b>park fees</b>?</p>' });
    expect(info.accepted).toEqual(['support@tours.example']);
    const database = new pg.Client({ connectionString: databaseUrl });
    await database.connect();
    try {
      const { rows } = await database.query(`select body from email_message where subject = $1`, [subject]);
      expect(rows).toEqual([{ body: 'Does the tour include park fees?' }]);
    } finally {
      await database.end();
    }
  });

  it('drains on SIGTERM: a payment in flight completes, then the process exits with 0', async () => {
    const json = { 'content-type': 'application/json' };
    const username = `drain_${Date.now().toString(36)}`;
    const registered = await fetch(`${baseUrl}/api/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ username, email: `${username}@example.com`, password: 'a long passphrase', phone: null }),
    });
    expect(registered.status).toBe(201);
    const cookie = registered.headers.get('set-cookie')!.split(';')[0];
    const booked = await fetch(`${baseUrl}/api/bookings`, {
      method: 'POST',
      headers: { ...json, cookie },
      body: JSON.stringify({ type: 'tour', itemId: 'tour-8', startDate: addDays(travelToday(), 3), quantity: 1 }),
    });
    expect(booked.status).toBe(201);
    const booking = (await booked.json()) as { id: string };

    const payment = fetch(`${baseUrl}/api/payments`, {
      method: 'POST',
      headers: { ...json, cookie, 'Idempotency-Key': `drain-${booking.id}` },
      body: JSON.stringify({ bookingId: booking.id, method: 'paypal' }),
    });
    // The payment has claimed its key and waits for the simulated processor (3 s): stop now.
    await waitForPaymentInFlight(booking.id);
    server.kill('SIGTERM');

    const answer = await payment;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ bookingId: booking.id, status: 'succeeded' });
    expect(await exited).toBe(0);
    expect(lines.some((line) => line.includes('shutting down'))).toBe(true);
    expect(lines.at(-1)).toContain('"stopped"');
  });
});

async function waitForPaymentInFlight(bookingId: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (;;) {
      const { rows } = await client.query(
        `select 1 from idempotency_key k join booking b on b.user_id = k.user_id where b.id = $1 and k.state = 'processing'`,
        [bookingId],
      );
      if (rows.length > 0) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    await client.end();
  }
}
