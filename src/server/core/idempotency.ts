// Idempotency keys in PostgreSQL (table idempotency_key), so retries and concurrent duplicates
// behave the same on any number of app instances. Used by payments (scope 'payment'); any
// request that must run once per Idempotency-Key (orders, shipments) uses it the same way:
// - the first request with a key inserts the row ('processing') and does the work;
// - a duplicate finds the row: a different request body is refused (422); a completed one
//   returns the stored response; one still processing is waited for (polling), then replayed;
// - the owner stores its response in the same transaction as the work itself, so "done" and
//   "response stored" can never disagree; a crashed owner's row is taken over after a lease.
import { createHash } from 'node:crypto';
import { sql } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { IdempotencyKey } from '../../../prisma-free-db/entities/idempotency-key';
import { AppError, conflict, type AppErrorCode } from '../errors';

export type KeyClaim =
  | { kind: 'owner'; id: IdempotencyKey['id'] }
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

/** Inserts the key unless it exists (INSERT ... ON CONFLICT DO NOTHING); its id when this request owns it. */
async function insertKey(em: EntityManager, key: { userId: string; scope: string; key: string; hash: string }): Promise<string | undefined> {
  const inserted = await em
    .createQueryBuilder(IdempotencyKey)
    .insert({ user: key.userId, scope: key.scope, key: key.key, requestHash: key.hash })
    .onConflict(['user', 'scope', 'key'])
    .ignore()
    .execute('run');
  return inserted.affectedRows === 1 ? String(inserted.insertId) : undefined;
}

/** Takes over a key whose owner has held it longer than the lease (it crashed): at most one request wins. */
async function takeOverStaleKey(em: EntityManager, id: string, leaseMs: number): Promise<boolean> {
  const taken = await em.nativeUpdate(
    IdempotencyKey,
    { id, state: 'processing', lockedAt: { $lt: sql`now() - make_interval(secs => ${leaseMs / 1000})` } },
    { lockedAt: sql.now() },
  );
  return taken === 1;
}

export async function claimIdempotencyKey(
  em: EntityManager,
  options: { userId: string; scope: string; key: string; hash: string; leaseMs: number; waitMs: number; pollMs?: number },
): Promise<KeyClaim> {
  const deadline = Date.now() + options.waitMs;
  for (;;) {
    const ownId = await insertKey(em, options);
    if (ownId) return { kind: 'owner', id: ownId };

    const existing = await em.findOne(IdempotencyKey, { user: options.userId, scope: options.scope, key: options.key }, { refresh: true });
    if (!existing) continue; // released by a failed owner a moment ago: claim it again
    if (existing.requestHash !== options.hash) {
      throw new AppError('UNPROCESSABLE_CONTENT', 'Idempotency-Key: This key was already used for a different request; use a new key for a new payment', {
        field: 'Idempotency-Key',
      });
    }
    if (existing.state === 'completed') return { kind: 'replay', status: existing.responseStatus ?? 200, body: existing.responseBody };
    if (await takeOverStaleKey(em, existing.id, options.leaseMs)) return { kind: 'owner', id: existing.id };
    if (Date.now() > deadline) throw conflict('Idempotency-Key: A request with this key is still being processed; retry in a moment', 'Idempotency-Key');
    await sleep(options.pollMs ?? 100);
  }
}

/** Stores the owner's response; call it inside the transaction that did the work. */
export async function completeIdempotencyKey(tx: EntityManager, id: string, status: number, body: unknown): Promise<void> {
  await tx.nativeUpdate(IdempotencyKey, { id }, { state: 'completed', responseStatus: status, responseBody: body, completedAt: sql.now() });
}

export function completeWithError(tx: EntityManager, id: string, error: AppError): Promise<void> {
  const stored: StoredError = { code: error.code, message: error.message, ...(error.details.field ? { field: error.details.field } : {}) };
  return completeIdempotencyKey(tx, id, HTTP_STATUS[error.code] ?? 400, stored);
}

/** Frees a key whose request failed unexpectedly (nothing was done), so a retry can run. */
export async function releaseIdempotencyKey(em: EntityManager, id: string): Promise<void> {
  await em.nativeDelete(IdempotencyKey, { id, state: 'processing' });
}

/** The stored response again: the body, or the same error. */
export function replayStored<T>(claim: { status: number; body: unknown }): T {
  if (claim.status >= 200 && claim.status < 300) return claim.body as T;
  const stored = claim.body as StoredError;
  throw new AppError(stored.code, stored.message, { field: stored.field });
}

/** Keys are kept a week: long enough for any client retry. */
export async function purgeOldIdempotencyKeys(em: EntityManager): Promise<void> {
  await em.nativeDelete(IdempotencyKey, { createdAt: { $lt: sql`now() - interval '7 days'` } });
}
