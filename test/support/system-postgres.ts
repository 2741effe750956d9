// The system's PostgreSQL (Debian's `postgresql` package), for what the embedded one cannot
// show: a streaming replica made with pg_basebackup (test/integration/read-replica.test.ts) and
// the cluster run (test/cluster). Clusters live in temporary directories on ports of their own,
// with trust authentication on 127.0.0.1 only. PostgreSQL refuses to run as root: as root the
// commands run as the `postgres` system user the package creates.
import { execFile as execFileCallback, execSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { appendFile, chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { findFreePort } from '@db/embedded-postgres';

const execFile = promisify(execFileCallback);
const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** The newest installed server's bin directory (/usr/lib/postgresql/<version>/bin), or null. */
export function findPostgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (['initdb', 'pg_ctl', 'pg_basebackup', 'postgres'].every((tool) => existsSync(path.join(bin, tool)))) return bin;
  }
  return null;
}

/**
 * The bin directory, installing Debian's `postgresql` with apt-get when it is missing and this
 * process may (root, apt); null when it cannot be had. `log` hears what is being done.
 */
export function ensureSystemPostgres(log: (line: string) => void = () => {}): string | null {
  const found = findPostgresBin();
  if (found || !isRoot() || !existsSync('/usr/bin/apt-get')) return found;
  log("PostgreSQL's server binaries not found: installing Debian's postgresql with apt-get ...");
  try {
    execSync('(apt-get install -y -qq postgresql || (apt-get update -qq && apt-get install -y -qq postgresql)) > /dev/null', {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      shell: '/bin/sh',
    });
  } catch {
    return null;
  }
  return findPostgresBin();
}

/** Whether commands must run as the postgres system user (we are root). */
function asPostgres(command: string, args: string[]): [string, string[]] {
  return isRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

async function run(bin: string, tool: string, args: string[]): Promise<string> {
  const [command, fullArgs] = asPostgres(path.join(bin, tool), args);
  try {
    const { stdout } = await execFile(command, fullArgs, { cwd: os.tmpdir(), maxBuffer: 16 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const failure = error as { stderr?: string; stdout?: string; message: string };
    throw new Error(`${tool} ${args.join(' ')} failed: ${failure.stderr || failure.stdout || failure.message}`, { cause: error });
  }
}

/** A directory the server's user owns (mode 700, as PostgreSQL requires). */
async function serverDirectory(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  if (isRoot()) {
    const { uid, gid } = postgresIds();
    await chown(dir, uid, gid);
  }
  await chmod(dir, 0o700);
  return dir;
}

function postgresIds(): { uid: number; gid: number } {
  const [uid, gid] = execSync('id -u postgres && id -g postgres', { encoding: 'utf8' }).trim().split('\n').map(Number);
  return { uid, gid };
}

export interface SystemCluster {
  port: number;
  dataDir: string;
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database?: string): string;
  /** Runs SQL on a database of this cluster (the maintenance database by default). */
  query<T extends pg.QueryResultRow = pg.QueryResultRow>(sql: string, params?: unknown[], database?: string): Promise<T[]>;
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Stops it and deletes its data directory. */
  destroy(): Promise<void>;
}

function cluster(bin: string, dataDir: string, port: number): SystemCluster {
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    dataDir,
    url,
    async query(sql, params = [], database) {
      const client = new pg.Client({ connectionString: url(database) });
      await client.connect();
      try {
        return (await client.query(sql, params)).rows;
      } finally {
        await client.end();
      }
    },
    async stop(mode = 'fast') {
      await run(bin, 'pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']).catch(() => undefined);
    },
    async destroy() {
      await this.stop('immediate');
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const SERVER_SETTINGS = (port: number, dataDir: string, extra: Record<string, string | number>) =>
  Object.entries({
    listen_addresses: "'127.0.0.1'",
    port,
    unix_socket_directories: `'${dataDir}'`,
    wal_level: 'replica',
    max_wal_senders: 5,
    hot_standby: 'on',
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
    logging_collector: 'off',
    ...extra,
  })
    .map(([key, value]) => `${key} = ${value}`)
    .join('\n');

async function start(bin: string, dataDir: string) {
  await run(bin, 'pg_ctl', ['-D', dataDir, '-l', path.join(dataDir, 'server.log'), '-w', '-t', '60', 'start']);
}

/** A new primary on a free port (or `port`), ready to take connections and replicas. */
export async function startPrimary(bin: string, options: { port?: number; settings?: Record<string, string | number> } = {}): Promise<SystemCluster> {
  const port = options.port ?? (await findFreePort());
  const dataDir = await serverDirectory('manasa-pg-primary-');
  await run(bin, 'initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  await appendFile(path.join(dataDir, 'postgresql.conf'), `\n${SERVER_SETTINGS(port, dataDir, options.settings ?? {})}\n`);
  await appendFile(path.join(dataDir, 'pg_hba.conf'), '\nhost replication all 127.0.0.1/32 trust\n');
  await start(bin, dataDir);
  return cluster(bin, dataDir, port);
}

/** A streaming replica of `primary`, made with pg_basebackup (-R writes its standby settings). */
export async function startReplica(bin: string, primary: SystemCluster, options: { port?: number } = {}): Promise<SystemCluster> {
  const port = options.port ?? (await findFreePort());
  const dataDir = await serverDirectory('manasa-pg-replica-');
  await run(bin, 'pg_basebackup', ['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres', '-D', dataDir, '-R', '-X', 'stream', '-c', 'fast']);
  await appendFile(path.join(dataDir, 'postgresql.auto.conf'), `\nport = ${port}\nunix_socket_directories = '${dataDir}'\n`);
  await start(bin, dataDir);
  return cluster(bin, dataDir, port);
}

/** Waits until `replica` has replayed everything `primary` had written when this was called. */
export async function waitForReplay(primary: SystemCluster, replica: SystemCluster): Promise<void> {
  const [{ lsn }] = await primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
  for (;;) {
    const [{ caught }] = await replica.query<{ caught: boolean }>('select pg_last_wal_replay_lsn() >= $1::pg_lsn as caught', [lsn]);
    if (caught) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
