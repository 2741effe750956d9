// Work that must happen only once a transaction's changes are durable, such as counting them in
// the metrics: a hold expired inside a booking's transaction is not counted if that transaction
// rolls back. `afterCommit(em, fn)` runs `fn` when the outermost transaction `em` belongs to
// commits, and never if it rolls back; outside a transaction it runs at once.
import type { EntityManager, EventSubscriber, TransactionEventArgs, Transaction } from '@mikro-orm/core';

const waiting = new WeakMap<object, (() => void)[]>();

/**
 * The outermost transaction: MikroORM runs a nested `transactional` as a savepoint on a
 * transaction object of its own that points at its parent.
 */
function outermost(trx: Transaction): object {
  let current = trx as Record<symbol, unknown>;
  for (;;) {
    const parentKey = Object.getOwnPropertySymbols(current).find((key) => key.description === 'parentTransaction');
    const parent = parentKey ? current[parentKey] : undefined;
    // knex's transaction objects are functions.
    if (typeof parent !== 'object' && typeof parent !== 'function') return current;
    if (parent === null) return current;
    current = parent as Record<symbol, unknown>;
  }
}

export function afterCommit(em: EntityManager, work: () => void): void {
  const trx = em.getTransactionContext<Transaction>();
  if (!trx) {
    work();
    return;
  }
  const root = outermost(trx);
  const list = waiting.get(root);
  if (list) list.push(work);
  else waiting.set(root, [work]);
}

/** Registered with the ORM (orm.ts): runs the waiting work on commit, drops it on rollback. */
export class AfterCommitSubscriber implements EventSubscriber {
  afterTransactionCommit({ transaction }: TransactionEventArgs): void {
    if (!transaction) return;
    const list = waiting.get(transaction);
    waiting.delete(transaction);
    for (const work of list ?? []) work();
  }

  afterTransactionRollback({ transaction }: TransactionEventArgs): void {
    if (transaction) waiting.delete(transaction);
  }
}
