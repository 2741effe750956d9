import { defineEntity, type InferEntity } from '@mikro-orm/core';

// Fixed-window counters for throttling (failed sign-ins per IP and per account, registrations
// per IP). One row per key, bumped with an atomic upsert, so the limits hold across any number
// of app instances. A row whose window has ended is reset by the next hit or purged.
export const RateLimit = defineEntity({
  name: 'RateLimit',
  tableName: 'rate_limit',
  properties: (p) => ({
    /** e.g. 'login-ip:203.0.113.7', 'login-account:amina', 'register-ip:203.0.113.7'. */
    key: p.text().primary(),
    count: p.integer(),
    windowEndsAt: p.datetime().index(),
  }),
});
export type RateLimit = InferEntity<typeof RateLimit>;
