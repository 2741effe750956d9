import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { User } from './user';

// Only the SHA-256 of the session token is stored, so a database leak does not hand out
// live sessions. Rows live in PostgreSQL so any number of app instances share them.
export const Session = defineEntity({
  name: 'Session',
  tableName: 'session',
  properties: (p) => ({
    tokenHash: p.string().primary(),
    user: p.manyToOne(User).deleteRule('cascade').index(),
    createdAt: p.datetime().defaultRaw('now()'),
    expiresAt: p.datetime().index(),
  }),
});
export type Session = InferEntity<typeof Session>;
