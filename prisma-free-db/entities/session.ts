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
    /** Names the session to its owner (Profile → Security) without revealing the token's hash. */
    publicId: p.uuid().defaultRaw('gen_random_uuid()').unique(),
    /** Refreshed at most once a minute by the session's own requests, with the browser and network they came from. */
    lastSeenAt: p.datetime().nullable(),
    userAgent: p.text().nullable(),
    clientNetwork: p.string().nullable(),
  }),
});
export type Session = InferEntity<typeof Session>;

// A password accepted for an account with two-factor sign-in: no session yet, only this
// challenge (its token's SHA-256), which a code from the account's authenticator app or a
// recovery code turns into a session. Short-lived, and dropped after a few wrong codes.
export const SignInChallenge = defineEntity({
  name: 'SignInChallenge',
  tableName: 'sign_in_challenge',
  properties: (p) => ({
    tokenHash: p.string().primary(),
    user: p.manyToOne(User).deleteRule('cascade').index(),
    createdAt: p.datetime().defaultRaw('now()'),
    expiresAt: p.datetime().index(),
    failedCodes: p.integer().default(0),
  }),
});
export type SignInChallenge = InferEntity<typeof SignInChallenge>;

// Two-factor recovery codes, shown once at enrolment: only their SHA-256 is kept, and each is
// used once (`usedAt` is set by the statement that accepts it).
export const RecoveryCode = defineEntity({
  name: 'RecoveryCode',
  tableName: 'recovery_code',
  properties: (p) => ({
    codeHash: p.string().primary(),
    user: p.manyToOne(User).deleteRule('cascade').index(),
    createdAt: p.datetime().defaultRaw('now()'),
    usedAt: p.datetime().nullable(),
  }),
});
export type RecoveryCode = InferEntity<typeof RecoveryCode>;

// A browser the account has signed in on: the SHA-256 of the random token in its long-lived
// 'device' cookie, per account. Sign-ins from a known device do not draw on the account's
// guessing budget (features/auth/known-devices.ts), so guessing from elsewhere never locks the
// owner out of their own devices. Forgotten after KNOWN_DEVICE_DAYS without a sign-in.
export const KnownDevice = defineEntity({
  name: 'KnownDevice',
  tableName: 'known_device',
  properties: (p) => ({
    user: p.manyToOne(User).deleteRule('cascade').primary(),
    tokenHash: p.string().primary(),
    lastSignInAt: p.datetime().defaultRaw('now()').index(),
  }),
});
export type KnownDevice = InferEntity<typeof KnownDevice>;

export const ACCOUNT_TOKEN_PURPOSES = ['password-reset', 'email-verification'] as const;

// A link sent by e-mail to act on an account (set a new password, verify an e-mail address): only the SHA-256 of its
// random token is stored, so a database leak hands out no working link. Single use (`usedAt` is
// set in the statement that accepts it) and valid until `expiresAt`.
export const AccountToken = defineEntity({
  name: 'AccountToken',
  tableName: 'account_token',
  properties: (p) => ({
    tokenHash: p.string().primary(),
    user: p.manyToOne(User).deleteRule('cascade').index(),
    purpose: p.enum([...ACCOUNT_TOKEN_PURPOSES]),
    createdAt: p.datetime().defaultRaw('now()'),
    expiresAt: p.datetime().index(),
    usedAt: p.datetime().nullable(),
    /** An e-mail verification link: the address it verifies (the account's, or the one it is changing to). */
    email: p.string().nullable(),
  }),
});
export type AccountToken = InferEntity<typeof AccountToken>;
