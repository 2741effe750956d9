// The processes of the cluster run: app instances as production runs them (`node
// scripts/start.mjs`, the compiled server) and HAProxy with deploy/haproxy.cfg as it is.
import { spawn, execSync, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** HAProxy's binary, installing Debian's package when missing and we may (root, apt); null otherwise. */
export function ensureHaproxy(log: (line: string) => void): string | null {
  const find = () => ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy'].find((file) => existsSync(file)) ?? null;
  const found = find();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (found || !isRoot || !existsSync('/usr/bin/apt-get')) return found;
  log("HAProxy not found: installing Debian's haproxy with apt-get ...");
  try {
    execSync('(apt-get install -y -qq haproxy || (apt-get update -qq && apt-get install -y -qq haproxy)) > /dev/null', {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      shell: '/bin/sh',
    });
  } catch {
    return null;
  }
  return find();
}

/** Resolves when `check` answers true, asking again every `everyMs`; rejects after `timeoutMs`. */
export async function until(what: string, check: () => Promise<boolean>, { everyMs = 100, timeoutMs = 120_000 } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // A check that throws a plain Error ends the wait (a process died); a failed fetch (TypeError) does not.
    const done = await check().catch((error: unknown) => {
      if (error instanceof TypeError) return false;
      throw error;
    });
    if (done) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

export class AppInstance {
  private process: ChildProcess | null = null;
  private exited: Promise<number | null> = Promise.resolve(null);
  starts = 0;

  constructor(
    readonly name: string,
    readonly port: number,
    readonly metricsPort: number,
    private readonly env: NodeJS.ProcessEnv,
    private readonly logDir: string,
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  get running() {
    return this.process !== null && this.process.exitCode === null && this.process.signalCode === null;
  }

  /** Starts it (`node scripts/start.mjs`, building dist/ first if it is stale) and waits for /readyz. */
  async start(): Promise<void> {
    this.starts++;
    // Straight into the file: a pipe through this (busy) process could hold the server's writes back.
    const logFile = path.join(this.logDir, `${this.name}.log`);
    const log = openSync(logFile, 'a');
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
      cwd: ROOT,
      env: { ...this.env, PORT: String(this.port), METRICS_PORT: String(this.metricsPort) },
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    this.process = child;
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    await until(
      `${this.name} to be ready`,
      async () => {
        if (child.exitCode !== null) throw new Error(`${this.name} exited with ${child.exitCode} (see ${logFile})`);
        return (await fetch(`${this.url}/readyz`)).status === 200;
      },
      { timeoutMs: 300_000 },
    );
  }

  /** SIGTERM, then waits for it to exit; returns its exit code. */
  async stop(): Promise<number | null> {
    this.process?.kill('SIGTERM');
    return this.exited;
  }

  /** SIGKILL: no drain, no goodbye. */
  async kill(): Promise<void> {
    this.process?.kill('SIGKILL');
    await this.exited;
  }
}

export class Haproxy {
  private process: ChildProcess | null = null;

  constructor(
    private readonly binary: string,
    readonly port: number,
    readonly statsPort: number,
    private readonly servers: AppInstance[],
    private readonly logDir: string,
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  private get env(): NodeJS.ProcessEnv {
    return {
      ...process.env,
      MANASA_BIND: `127.0.0.1:${this.port}`,
      MANASA_STATS_BIND: `127.0.0.1:${this.statsPort}`,
      MANASA_SERVED_BY: '1',
      ...Object.fromEntries(this.servers.map((server, i) => [`MANASA_APP${i + 1}`, `127.0.0.1:${server.port}`])),
    };
  }

  /** Checks deploy/haproxy.cfg (haproxy -c) and starts HAProxy with it, in the foreground. */
  async start(): Promise<void> {
    const config = path.join(ROOT, 'deploy/haproxy.cfg');
    // The request log (one line per request: server, timings, termination state) on stdout, into
    // the run's logs: a `global` section read before the deployed file, which is used as it is.
    const logging = path.join(this.logDir, 'haproxy-log.cfg');
    writeFileSync(logging, 'global\n    log stdout format raw local0 info\n');
    execSync(`${this.binary} -c -q -f ${logging} -f ${config}`, { env: this.env, stdio: 'inherit' });
    // Straight into the file: HAProxy drops log lines it cannot write at once.
    const logFile = path.join(this.logDir, 'haproxy.log');
    const log = openSync(logFile, 'a');
    const child = spawn(this.binary, ['-db', '-f', logging, '-f', config], { env: this.env, stdio: ['ignore', log, log] });
    closeSync(log);
    this.process = child;
    await until('HAProxy to answer', async () => {
      if (child.exitCode !== null) throw new Error(`HAProxy exited with ${child.exitCode} (see ${logFile})`);
      return (await fetch(`http://127.0.0.1:${this.statsPort}/metrics`)).ok;
    });
  }

  /** Server states as HAProxy sees them (from its stats CSV): { app1: 'UP', app2: 'DOWN', … }. */
  async serverStates(): Promise<Record<string, string>> {
    const csv = await (await fetch(`http://127.0.0.1:${this.statsPort}/stats;csv`)).text();
    const states: Record<string, string> = {};
    for (const line of csv.split('\n')) {
      const [proxy, server, ...fields] = line.split(',');
      if (proxy === 'instances' && server && server !== 'BACKEND' && server !== 'FRONTEND') states[server] = fields[15];
    }
    return states;
  }

  async waitUntilUp(names: string[]): Promise<void> {
    await until(`HAProxy to see ${names.join(', ')} up`, async () => {
      const states = await this.serverStates();
      return names.every((name) => states[name] === 'UP');
    });
  }

  /** HAProxy's own counters for the instances (retries, redispatches, connection errors). */
  async backendCounters(): Promise<Record<string, number>> {
    const text = await (await fetch(`http://127.0.0.1:${this.statsPort}/metrics`)).text();
    const counters: Record<string, number> = {};
    for (const name of ['retry_warnings_total', 'redispatch_warnings_total', 'connection_errors_total', 'response_errors_total']) {
      const match = new RegExp(`^haproxy_backend_${name}\\{proxy="instances"\\} (\\S+)$`, 'm').exec(text);
      counters[name] = match ? Number(match[1]) : 0;
    }
    return counters;
  }

  stop() {
    this.process?.kill('SIGTERM');
  }
}
