// Idempotency keys in PostgreSQL (table idempotency_key), so retries and concurrent duplicates
// behave the same on any number of app instances. Used by payments (scope 'payment'); any
// request that must run once per Idempotency-Key (orders, shipments) uses it the same way:
// - the first request with a key inserts the row ('processing') and does the work;
// - a duplicate finds the row: a different request body is refused (422); a completed one
//   returns the stored response; one still processing is waited for (polling), then replayed;
// - the owner stores its response in the same transaction as the work itself, so "done" and
//   "response stored" can never disagree.
//
// Leases. The owner holds a short lease (IDEMPOTENCY_LEASE_MS, 3 s) that it
// renews while it works (`keepLeaseAlive`), so a crashed owner's key (kill -9) is taken over by
// a retry within the lease instead of a minute later. Each owner has its own random token:
// storing the response, renewing and releasing all require it, so an owner that stalled and
// lost its key to a retry can never overwrite the answer the retry stored; its transaction
// rolls back instead (`LeaseLostError`).
//
// New keys are counted per user (IDEMPOTENCY_KEYS_PER_USER_PER_HOUR, 429 beyond) and kept
// IDEMPOTENCY_KEY_RETENTION_HOURS; the recurring job `payments.purge-idempotency-keys` deletes
// older ones.
import { createHash, randomUUID } from 'node:crypto';
import { sql } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { IdempotencyKey } from '@db/entities/idempotency-key';
import { AppError, type AppErrorCode } from '../errors';
import { takeHit, type RateLimitRule } from './throttle';
import { t } from './i18n';
import { fieldConflict } from './catalogue-query';

export interface KeyOwner {
  kind: 'owner';
  id: IdempotencyKey['id'];
  /** This request's lease token: required to renew, complete or release the key. */
  owner: string;
}

export type KeyClaim = KeyOwner | { kind: 'replay'; status: number; body: unknown };

export interface StoredError {
  code: AppErrorCode;
  message: string;
  field?: string;
}

/** The owner lost its lease to another request (it stalled past the lease): its work must not commit. */
export class LeaseLostError extends AppError {
  constructor() {
    super('CONFLICT', 'Idempotency-Key: This request took too long and a retry took it over; retry to get its answer', { field: 'Idempotency-Key' });
  }
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

const secondsOf = (ms: number) => ms / 1000;

export interface ClaimOptions {
  userId: string;
  scope: string;
  key: string;
  hash: string;
  /** A lease not renewed for this long belongs to a dead owner and is taken over. */
  leaseMs: number;
  /** How long a duplicate waits for a live owner to finish before answering 409. */
  waitMs: number;
  /** New keys of a user, counted before a key is created (replays and waits are free). */
  newKeyLimit?: RateLimitRule;
  pollMs?: number;
}

/** Inserts the key unless it exists (INSERT ... ON CONFLICT DO NOTHING); its id when this request owns it. */
async function insertKey(em: EntityManager, key: ClaimOptions, owner: string): Promise<string | undefined> {
  const inserted = await em
    .createQueryBuilder(IdempotencyKey)
    .insert({ user: key.userId, scope: key.scope, key: key.key, requestHash: key.hash, owner })
    .onConflict(['user', 'scope', 'key'])
    .ignore()
    .execute('run');
  return inserted.affectedRows === 1 ? String(inserted.insertId) : undefined;
}

/** Takes over a key whose owner stopped renewing its lease (it crashed): at most one request wins. */
async function takeOverStaleKey(em: EntityManager, id: string, leaseMs: number, owner: string): Promise<boolean> {
  const taken = await em.nativeUpdate(
    IdempotencyKey,
    { id, state: 'processing', lockedAt: { $lt: sql`now() - make_interval(secs => ${secondsOf(leaseMs)})` } },
    { owner, lockedAt: sql.now() },
  );
  return taken === 1;
}

function findKey(em: EntityManager, options: ClaimOptions) {
  return em.findOne(IdempotencyKey, { user: options.userId, scope: options.scope, key: options.key }, { refresh: true });
}

export async function claimIdempotencyKey(em: EntityManager, options: ClaimOptions): Promise<KeyClaim> {
  const deadline = Date.now() + options.waitMs;
  const owner = randomUUID();
  let counted = false;
  for (;;) {
    let existing = await findKey(em, options);
    if (!existing) {
      if (options.newKeyLimit && !counted) {
        await takeHit(em, options.newKeyLimit, options.userId);
        counted = true;
      }
      const ownId = await insertKey(em, options, owner);
      if (ownId) return { kind: 'owner', id: ownId, owner };
      existing = await findKey(em, options);
      if (!existing) continue; // released by a failed owner a moment ago: claim it again
    }
    if (existing.requestHash !== options.hash) {
      const field = 'Idempotency-Key';
      throw new AppError('UNPROCESSABLE_CONTENT', `${field}: ${t('errors:payments.keyReused')}`, { field });
    }
    if (existing.state === 'completed') return { kind: 'replay', status: existing.responseStatus ?? 200, body: existing.responseBody };
    if (await takeOverStaleKey(em, existing.id, options.leaseMs, owner)) return { kind: 'owner', id: existing.id, owner };
    if (Date.now() > deadline) throw fieldConflict('Idempotency-Key', t('errors:payments.keyInProgress'));
    await sleep(options.pollMs ?? 100);
  }
}

/** Renews the owner's lease; false when another request has taken the key over. */
export async function renewIdempotencyLease(em: EntityManager, claim: KeyOwner): Promise<boolean> {
  const renewed = await em.nativeUpdate(IdempotencyKey, { id: claim.id, owner: claim.owner, state: 'processing' }, { lockedAt: sql.now() });
  return renewed === 1;
}

/**
 * Renews the lease every third of its length until the returned function is called. The
 * renewals use their own EntityManager fork, outside the owner's transactions.
 */
export function keepLeaseAlive(em: EntityManager, claim: KeyOwner, leaseMs: number, onError: (error: unknown) => void = () => {}): () => void {
  const fork = em.fork();
  let renewing = false;
  const timer = setInterval(
    () => {
      if (renewing) return;
      renewing = true;
      renewIdempotencyLease(fork, claim)
        .catch(onError)
        .finally(() => {
          renewing = false;
        });
    },
    Math.max(50, Math.floor(leaseMs / 3)),
  );
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Stores the owner's response; call it inside the transaction that did the work. Throws
 * LeaseLostError (rolling that transaction back) when the key is no longer this owner's.
 */
export async function completeIdempotencyKey(tx: EntityManager, claim: KeyOwner, status: number, body: unknown): Promise<void> {
  const stored = await tx.nativeUpdate(
    IdempotencyKey,
    { id: claim.id, owner: claim.owner, state: 'processing' },
    { state: 'completed', responseStatus: status, responseBody: body, completedAt: sql.now() },
  );
  if (stored !== 1) throw new LeaseLostError();
}

export function completeWithError(tx: EntityManager, claim: KeyOwner, error: AppError): Promise<void> {
  const stored: StoredError = { code: error.code, message: error.message, ...(error.details.field ? { field: error.details.field } : {}) };
  return completeIdempotencyKey(tx, claim, HTTP_STATUS[error.code] ?? 400, stored);
}

/** Frees a key whose request failed unexpectedly (nothing was done), so a retry can run. */
export async function releaseIdempotencyKey(em: EntityManager, claim: KeyOwner): Promise<void> {
  await em.nativeDelete(IdempotencyKey, { id: claim.id, owner: claim.owner, state: 'processing' });
}

/** The stored response again: the body, or the same error. */
export function replayStored<T>(claim: { status: number; body: unknown }): T {
  if (claim.status >= 200 && claim.status < 300) return claim.body as T;
  const stored = claim.body as StoredError;
  throw new AppError(stored.code, stored.message, { field: stored.field });
}

/** Deletes keys older than `retentionHours` (a client retries within minutes, not days); returns how many. */
export async function purgeOldIdempotencyKeys(em: EntityManager, retentionHours: number): Promise<number> {
  return em.nativeDelete(IdempotencyKey, { createdAt: { $lt: sql`now() - make_interval(hours => ${retentionHours})` } });
}
