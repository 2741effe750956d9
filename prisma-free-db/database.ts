// Decides which PostgreSQL the app talks to: DATABASE_URL if set, else an embedded server
// under DATA_DIR with an application database named `manasa`.
import { ensureDatabase, startEmbeddedPostgres } from './embedded-postgres';

export interface DatabaseHandle {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
  /** The embedded PostgreSQL is running (restarted by itself when it dies); always true for DATABASE_URL. */
  healthy(): boolean;
}

export const EMBEDDED_DATABASE_NAME = 'manasa';

export async function openDatabase(options: { databaseUrl?: string; dataDir: string; log?: (message: string) => void }): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return { url: options.databaseUrl, embedded: false, stop: async () => {}, healthy: () => true };
  }
  const server = await startEmbeddedPostgres(options.dataDir, options.log);
  await ensureDatabase(server.adminUrl, EMBEDDED_DATABASE_NAME);
  return { url: server.urlFor(EMBEDDED_DATABASE_NAME), embedded: true, stop: server.stop, healthy: server.isRunning };
}
