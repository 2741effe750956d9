// Tokens in links sent by e-mail to act on an account (set a new password). The raw token is
// 32 random bytes and travels only in the e-mail; the table keeps its SHA-256, so a database
// leak hands out no working link. A token is accepted once: the update that marks it used is
// conditional on it being unused and unexpired, so two requests racing with one link cannot
// both win. Expiry is the database's clock (now()), like the sessions'.
import { randomBytes } from 'node:crypto';
import { sql } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AccountToken, type ACCOUNT_TOKEN_PURPOSES } from '@db/entities/session';
import { User as UserEntity } from '@db/entities/user';
import { hashToken } from './sessions';

export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/** Stores a new token for `userId` valid for `minutes` (`email`: the address it verifies); returns the raw token (for the link only). */
export async function issueAccountToken(
  em: EntityManager,
  userId: string,
  purpose: AccountTokenPurpose,
  minutes: number,
  email: string | null = null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await em.insert(AccountToken, {
    tokenHash: hashToken(token),
    user: userId,
    purpose,
    email,
    expiresAt: sql`now() + make_interval(mins => ${minutes})` as unknown as Date,
  });
  return token;
}

const usable = (token: string, purpose: AccountTokenPurpose) => ({ tokenHash: hashToken(token), purpose, usedAt: null, expiresAt: { $gt: sql.now() } });

/** The account a token would act on, if it is still usable (unused, unexpired); it stays usable. */
export async function accountOfToken(em: EntityManager, token: string, purpose: AccountTokenPurpose): Promise<UserEntity | null> {
  return (await usableToken(em, token, purpose))?.user ?? null;
}

/** The token's row with its account, if it is still usable. */
export async function usableToken(em: EntityManager, token: string, purpose: AccountTokenPurpose): Promise<AccountToken | null> {
  return em.findOne(AccountToken, usable(token, purpose), { populate: ['user'], refresh: true });
}

/** The address the account's newest usable verification link is for, if any. */
export async function pendingVerification(em: EntityManager, userId: string): Promise<string | null> {
  const row = await em.findOne(
    AccountToken,
    { user: userId, purpose: 'email-verification', usedAt: null, expiresAt: { $gt: sql.now() } },
    { orderBy: { createdAt: 'desc' }, refresh: true },
  );
  return row?.email ?? null;
}

/** Marks a token used; false when it was not usable any more (used meanwhile, or expired). */
export async function useAccountToken(em: EntityManager, token: string, purpose: AccountTokenPurpose): Promise<boolean> {
  return (await em.nativeUpdate(AccountToken, usable(token, purpose), { usedAt: sql.now() })) === 1;
}

/** Ends the user's other unused tokens for `purpose` (a newer link, or the job done another way). */
export async function retireAccountTokens(em: EntityManager, userId: string, purpose: AccountTokenPurpose): Promise<void> {
  await em.nativeUpdate(AccountToken, { user: userId, purpose, usedAt: null }, { usedAt: sql.now() });
}

/** Removed now and then with the expired sessions: a used or expired token is of no use. */
export async function purgeEndedAccountTokens(em: EntityManager): Promise<void> {
  await em.nativeDelete(AccountToken, { expiresAt: { $lte: sql.now() } });
}
