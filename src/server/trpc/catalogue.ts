// Catalogue reads: public answers that are the same for every caller (no user, no cookie, no
// language in a successful answer), so the HTTP layer may keep them (http/catalogue-cache.ts,
// docs/performance.md). A procedure opts in by being built on `catalogueProcedure`; the
// cache keeps a request's answer only when every procedure the request ran was one.
import { AsyncLocalStorage } from 'node:async_hooks';

/** Per HTTP request: how many procedures ran, and how many of them were catalogue reads. */
export interface ProcedureTally {
  calls: number;
  catalogueCalls: number;
}

export const procedureTally = new AsyncLocalStorage<ProcedureTally>();

export function countProcedureCall(catalogue: boolean): void {
  const tally = procedureTally.getStore();
  if (!tally) return;
  tally.calls++;
  if (catalogue) tally.catalogueCalls++;
}
