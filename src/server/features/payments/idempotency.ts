// Idempotency keys in PostgreSQL (table idempotency_key), so retries and concurrent duplicates
// behave the same on any number of app instances:
// - the first request with a key inserts the row ('processing') and does the work;
// - a duplicate finds the row: a different request body is refused (422); a completed one
//   returns the stored response; one still processing is waited for (polling), then replayed;
// - the owner stores its response in the same transaction as the work itself, so "done" and
//   "response stored" can never disagree; a crashed owner's row is taken over after a lease.
import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, conflict, type AppErrorCode } from '../../errors';

export type KeyClaim =
  | { kind: 'owner'; id: string }
  | { kind: 'replay'; status: number; body: unknown };

export interface StoredError {
  code: AppErrorCode;
  message: string;
  field?: string;
}

const HTTP_STATUS: Partial<Record<AppErrorCode, number>> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYMENT_REQUIRED: 402,
  UNPROCESSABLE_CONTENT: 422,
  TOO_MANY_REQUESTS: 429,
};

export function requestHash(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function claimIdempotencyKey(
  em: EntityManager,
  options: { userId: string; scope: string; key: string; hash: string; leaseMs: number; waitMs: number; pollMs?: number },
): Promise<KeyClaim> {
  const deadline = Date.now() + options.waitMs;
  for (;;) {
    const inserted = await em.execute<{ id: string }[]>(
      `insert into idempotency_key (user_id, scope, key, request_hash) values (?, ?, ?, ?)
       on conflict (user_id, scope, key) do nothing returning id`,
      [options.userId, options.scope, options.key, options.hash],
    );
    if (inserted[0]) return { kind: 'owner', id: inserted[0].id };

    const [existing] = await em.execute<{ id: string; request_hash: string; state: string; response_status: number | null; response_body: unknown; stale: boolean }[]>(
      `select id, request_hash, state, response_status, response_body, locked_at < now() - make_interval(secs => ?) as stale
         from idempotency_key where user_id = ? and scope = ? and key = ?`,
      [options.leaseMs / 1000, options.userId, options.scope, options.key],
    );
    if (!existing) continue; // released by a failed owner a moment ago: claim it again
    if (existing.request_hash !== options.hash) {
      throw new AppError('UNPROCESSABLE_CONTENT', 'Idempotency-Key: This key was already used for a different request; use a new key for a new payment', {
        field: 'Idempotency-Key',
      });
    }
    if (existing.state === 'completed') return { kind: 'replay', status: existing.response_status ?? 200, body: existing.response_body };
    if (existing.stale) {
      const taken = await em.execute<{ id: string }[]>(
        `update idempotency_key set locked_at = now() where id = ? and state = 'processing' and locked_at < now() - make_interval(secs => ?) returning id`,
        [existing.id, options.leaseMs / 1000],
      );
      if (taken[0]) return { kind: 'owner', id: taken[0].id };
    }
    if (Date.now() > deadline) throw conflict('Idempotency-Key: A request with this key is still being processed; retry in a moment', 'Idempotency-Key');
    await sleep(options.pollMs ?? 100);
  }
}

/** Stores the owner's response; call it inside the transaction that did the work. */
export async function completeIdempotencyKey(tx: EntityManager, id: string, status: number, body: unknown): Promise<void> {
  await tx.execute(`update idempotency_key set state = 'completed', response_status = ?, response_body = ?::jsonb, completed_at = now() where id = ?`, [
    status,
    JSON.stringify(body),
    id,
  ]);
}

export function completeWithError(tx: EntityManager, id: string, error: AppError): Promise<void> {
  const stored: StoredError = { code: error.code, message: error.message, ...(error.details.field ? { field: error.details.field } : {}) };
  return completeIdempotencyKey(tx, id, HTTP_STATUS[error.code] ?? 400, stored);
}

/** Frees a key whose request failed unexpectedly (nothing was done), so a retry can run. */
export async function releaseIdempotencyKey(em: EntityManager, id: string): Promise<void> {
  await em.execute(`delete from idempotency_key where id = ? and state = 'processing'`, [id]);
}

/** The stored response again: the body, or the same error. */
export function replayStored<T>(claim: { status: number; body: unknown }): T {
  if (claim.status >= 200 && claim.status < 300) return claim.body as T;
  const stored = claim.body as StoredError;
  throw new AppError(stored.code, stored.message, { field: stored.field });
}

/** Keys are kept a week: long enough for any client retry. */
export async function purgeOldIdempotencyKeys(em: EntityManager): Promise<void> {
  await em.execute(`delete from idempotency_key where created_at < now() - interval '7 days'`);
}
