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
import { addDays, travelToday } from '@shared/schemas/travel';

const root = path.resolve(import.meta.dirname, '../..');
let server: ChildProcess;
let exited: Promise<number | null>;
let baseUrl: string;
let databaseUrl: string;
let metricsPort: number | undefined;
const lines: string[] = [];

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'info',
    PAYMENT_DELAY_MS: '3000',
    METRICS_PORT: '0',
    SHUTDOWN_DRAIN_DELAY_MS: '1500',
    INBOUND_SMTP_PORT: '0',
  };
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
  metricsPort = (ready as { metricsPort?: number }).metricsPort;
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

  it('serves /metrics on METRICS_PORT only, never on the public port', async () => {
    expect(metricsPort).toBeGreaterThan(0);
    const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    expect(text).toContain('manasa_http_requests_total{method="GET",route="/api/tour-packages",status="200"} 1');
    expect(text).toMatch(/^manasa_live_listener_connected 1$/m);
    expect((await fetch(`${baseUrl}/metrics`)).status).toBe(404);
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
    const manifest = JSON.parse(await getWithHost('/manifest.webmanifest', 'manasa.localhost')) as {
      name: string;
      theme_color: string;
      icons: { src: string; purpose: string }[];
    };
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
    const info = await client.sendMail({
      from: 'juma@example.com',
      to: 'support@tours.example',
      subject,
      html: '<p>Does the tour include <b>park fees</b>?</p>',
    });
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
      body: JSON.stringify({
        type: 'tour',
        itemId: 'tour-8',
        startDate: addDays(travelToday(), 3),
        quantity: 1,
        tourTravellers: [{ givenNames: 'Amina', surname: 'Hassan' }],
      }),
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
    // Not ready at once (a load balancer stops sending requests), while it still serves what
    // reaches it during SHUTDOWN_DRAIN_DELAY_MS.
    for (;;) {
      const ready = await fetch(`${baseUrl}/readyz`);
      if (ready.status === 503) break;
      expect(ready.status).toBe(200);
    }
    const served = await fetch(`${baseUrl}/api/tour-packages`);
    expect(served.status).toBe(200);
    expect(served.headers.get('connection')).toBe('close');

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

// Tracing: off by default (the servers above load no OpenTelemetry package), on with
// OTEL_EXPORTER_OTLP_ENDPOINT. A tiny OTLP/HTTP receiver (JSON encoding) stands in for a
// collector; one search must arrive as one trace with spans of the HTTP, Express and pg
// instrumentations, and the request's log line must carry that trace's id.
describe('tracing (OpenTelemetry), switched on by OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  interface ReceivedSpan {
    traceId: string;
    spanId: string;
    name: string;
    kind: number;
    scope: string;
    attributes: Record<string, unknown>;
  }
  const spans: ReceivedSpan[] = [];
  let spansArrived = () => {};
  /** Resolves once the spans received so far satisfy `check` (re-checked as each export arrives). */
  async function untilSpans<T>(check: () => T | undefined): Promise<T> {
    for (;;) {
      const found = check();
      if (found) return found;
      await new Promise<void>((resolve) => (spansArrived = resolve));
    }
  }
  const traced: string[] = [];
  let receiver: http.Server;
  let tracedServer: ChildProcess;
  let tracedExited: Promise<number | null>;
  let tracedUrl: string;

  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        if (req.url === '/v1/traces') {
          type WireSpan = { traceId: string; spanId: string; name: string; kind: number; attributes?: { key: string; value: Record<string, unknown> }[] };
          const request = JSON.parse(body) as { resourceSpans: { scopeSpans: { scope: { name: string }; spans: WireSpan[] }[] }[] };
          for (const resource of request.resourceSpans) {
            for (const scope of resource.scopeSpans) {
              for (const span of scope.spans) {
                const attributes = Object.fromEntries((span.attributes ?? []).map((a) => [a.key, Object.values(a.value)[0]]));
                spans.push({ traceId: span.traceId, spanId: span.spanId, name: span.name, kind: span.kind, scope: scope.scope.name, attributes });
              }
            }
          }
          spansArrived();
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const receiverUrl = `http://127.0.0.1:${(receiver.address() as import('node:net').AddressInfo).port}`;

    // dist/ was built by the first server's start (scripts/start.mjs): run it directly.
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: await createTestDatabase(),
      LOG_LEVEL: 'info',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiverUrl,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '50',
    };
    delete env.NODE_ENV;
    tracedServer = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
    tracedExited = new Promise((resolve) => tracedServer.once('exit', (code) => resolve(code)));
    const ready = await new Promise<{ msg: string }>((resolve, reject) => {
      createInterface({ input: tracedServer.stdout! }).on('line', (line) => {
        traced.push(line);
        if (line.includes('"startup"')) resolve(JSON.parse(line));
      });
      void tracedExited.then((code) => reject(new Error(`the traced server exited with ${code} before it was ready`)));
    });
    tracedUrl = /listening on (http:\/\/\S+)/.exec(ready.msg)![1].replace('localhost', '127.0.0.1');
  }, 180_000);

  afterAll(async () => {
    if (tracedServer && tracedServer.exitCode === null) {
      tracedServer.kill('SIGTERM');
      await tracedExited;
    }
    receiver?.close();
  });

  it('exports one trace per request with HTTP, Express and pg spans, and the request’s log line carries its trace id', async () => {
    expect(traced.some((line) => line.includes('tracing on (OpenTelemetry)'))).toBe(true);
    const res = await fetch(`${tracedUrl}/api/hotels?destination=zanzibar`);
    expect(res.status).toBe(200);

    // The batch processor exports every OTEL_BSP_SCHEDULE_DELAY: wait for the server span.
    const server = await untilSpans(() =>
      spans.find((span) => span.kind === 2 && span.scope === '@opentelemetry/instrumentation-http' && span.attributes['http.route'] === '/api/hotels'),
    );
    const sameTrace = () => spans.filter((span) => span.traceId === server.traceId);
    await untilSpans(() => sameTrace().some((span) => span.scope === '@opentelemetry/instrumentation-pg'));
    const scopes = new Set(sameTrace().map((span) => span.scope));
    expect([...scopes].sort()).toEqual(['@opentelemetry/instrumentation-express', '@opentelemetry/instrumentation-http', '@opentelemetry/instrumentation-pg']);
    expect(sameTrace().find((span) => span.scope === '@opentelemetry/instrumentation-pg')!.attributes['db.system.name']).toBe('postgresql');

    const logLine = traced
      .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string }; trace_id?: string })
      .find((line) => line.req?.url?.startsWith('/api/hotels'));
    expect(logLine?.trace_id).toBe(server.traceId);
  });
});
