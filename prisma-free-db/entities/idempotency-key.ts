import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { User } from './user';

export const IDEMPOTENCY_STATES = ['processing', 'completed'] as const;

// An Idempotency-Key sent by a user for one kind of request (scope 'payment'). The first
// request inserts the row ('processing'); the unique key makes concurrent duplicates find it,
// wait for it to complete and return its stored response. `requestHash` is a SHA-256 of the
// request body, so a key reused with another body is refused.
export const IdempotencyKey = defineEntity({
  name: 'IdempotencyKey',
  tableName: 'idempotency_key',
  uniques: [{ name: 'idempotency_key_user_scope_key_unique', properties: ['user', 'scope', 'key'] }],
  properties: (p) => ({
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    user: p.manyToOne(User).deleteRule('cascade'),
    scope: p.string(),
    key: p.string(),
    requestHash: p.string(),
    state: p.enum([...IDEMPOTENCY_STATES]).default('processing'),
    responseStatus: p.integer().nullable(),
    responseBody: p.json<unknown>().nullable(),
    /**
     * The lease of the request working on the key: a random token per owner, renewed
     * (lockedAt) while it works. A request whose owner stopped renewing takes the key over
     * with a new token; only the token's holder can store the response.
     */
    owner: p.uuid().defaultRaw('gen_random_uuid()'),
    /** The owner's last sign of life; a lease older than IDEMPOTENCY_LEASE_MS can be taken over. */
    lockedAt: p.datetime().defaultRaw('now()'),
    createdAt: p.datetime().defaultRaw('now()').index(),
    completedAt: p.datetime().nullable(),
  }),
});
export type IdempotencyKey = InferEntity<typeof IdempotencyKey>;
