// Catalogue changes across instances: statement triggers on the tables catalogue answers read
// (migration catalogue_changes) NOTIFY this channel when a statement changes one, from any
// instance, job, seed or psql session. Each instance hears it on its LISTEN connection and
// tells its subscribers (the HTTP catalogue cache empties itself). A LISTEN connection that
// came back may have missed notifications, so it counts as a change too.
import type { PgListener } from './pg-listener';

export const CATALOGUE_CHANNEL = 'manasa_catalogue';

export class CatalogueChanges {
  private readonly handlers = new Set<(table: string | null) => void>();

  constructor(listener: PgListener) {
    listener.listen(CATALOGUE_CHANNEL, (table) => this.emit(table));
    listener.onReconnect(() => this.emit(null));
  }

  /** `table` is the changed table, or null when changes may have been missed. */
  subscribe(handler: (table: string | null) => void): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  private emit(table: string | null) {
    for (const handler of this.handlers) handler(table);
  }
}
