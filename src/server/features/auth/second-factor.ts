// Two-factor sign-in with an authenticator app (TOTP, totp.ts). Enrolment stores a new secret,
// sealed (secret-box.ts), and turns it on only once the owner confirms a code from it; then
// 10 recovery codes are shown once and kept as SHA-256 hashes, each good for one sign-in.
// A password accepted for such an account opens a sign-in challenge in PostgreSQL (any app
// instance may receive the code), which the code turns into a session.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { sql } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { RecoveryCode, SignInChallenge } from '@db/entities/session';
import { User as UserEntity } from '@db/entities/user';
import type { AppConfig } from '../../config';
import { badRequest, conflict, unauthorized } from '../../errors';
import { t } from '../../core/i18n';
import { clearHits, clientSubject, giveBackHit, takeHit } from '../../core/throttle';
import { accountFromClient, authLimits } from './auth-limits';
import { hashToken, toSessionUser, type SessionUser } from './sessions';
import { matchingTotpStep, newTotpSecret, totpUri } from './totp';
import { openSecret, sealSecret } from '../../core/secret-box';

export const SIGN_IN_CHALLENGE_MINUTES = 5;
/** Wrong codes one challenge takes before it is dropped (the password must be given again). */
const CODES_PER_CHALLENGE = 5;
export const RECOVERY_CODE_COUNT = 10;
const ISSUER = 'ManasaTours';

// Recovery codes: 10 characters without look-alikes, shown as two groups of five.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const newRecoveryCode = () =>
  Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)])
    .join('')
    .replace(/^(.{5})/, '$1-');
/** Case, spaces and dashes do not matter when a recovery code is typed. */
const recoveryCodeHash = (code: string) => createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');

async function sealedSecretOf(em: EntityManager, userId: string): Promise<{ user: UserEntity; secret: string | null }> {
  const user = await em.findOneOrFail(UserEntity, userId, { populate: ['totpSecret'], refresh: true });
  return { user, secret: user.totpSecret ?? null };
}

/**
 * Starts (or restarts) enrolment: a new secret, kept sealed but not in use until confirmed.
 * Refused while two-factor sign-in is on: turning it off is an admin's reset.
 */
export async function startEnrolment(em: EntityManager, config: AppConfig, user: SessionUser): Promise<{ secret: string; uri: string }> {
  const secret = newTotpSecret();
  const changed = await em.nativeUpdate(
    UserEntity,
    { id: user.id, totpEnabledAt: null },
    { totpSecret: sealSecret(secret, config.SECRET_ENCRYPTION_KEY), totpLastStep: null },
  );
  if (changed === 0) throw conflict(t('errors:secondFactor.alreadyOn'));
  return { secret, uri: totpUri(secret, user.username, ISSUER) };
}

/**
 * Accepts `code` for the account if it is its authenticator's code of a step within the window
 * that is later than any accepted before: one conditional UPDATE, so a code is never accepted
 * twice, not even by two requests racing with it.
 */
async function acceptTotpCode(em: EntityManager, config: AppConfig, userId: string, code: string): Promise<boolean> {
  const { secret } = await sealedSecretOf(em, userId);
  if (!secret) return false;
  const step = matchingTotpStep(openSecret(secret, config.SECRET_ENCRYPTION_KEY), code, Date.now());
  if (step === null) return false;
  const accepted = await em.nativeUpdate(UserEntity, { id: userId, $or: [{ totpLastStep: null }, { totpLastStep: { $lt: step } }] }, { totpLastStep: step });
  return accepted === 1;
}

/** Confirms enrolment with a code from the app: two-factor sign-in is on, and the recovery codes are returned (the only time they are seen). */
export async function confirmEnrolment(
  em: EntityManager,
  config: AppConfig,
  user: SessionUser,
  code: string,
  ip: string,
): Promise<{ recoveryCodes: string[] }> {
  const limits = authLimits(config);
  const subject = accountFromClient(user.username.toLowerCase(), clientSubject(ip));
  await takeHit(em, limits.loginPerAccountAndClient, subject);
  const { user: row, secret } = await sealedSecretOf(em, user.id);
  if (row.totpEnabledAt) throw conflict(t('errors:secondFactor.alreadyOn'));
  if (!secret) throw badRequest(t('errors:secondFactor.notStarted'), 'code');
  if (!(await acceptTotpCode(em, config, user.id, code))) throw badRequest(t('errors:secondFactor.wrongCode'), 'code');
  await clearHits(em, limits.loginPerAccountAndClient, subject);
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await em.transactional(async (tx) => {
    await tx.nativeUpdate(UserEntity, { id: user.id }, { totpEnabledAt: sql.now() });
    await tx.nativeDelete(RecoveryCode, { user: user.id });
    await tx.insertMany(
      RecoveryCode,
      recoveryCodes.map((code) => ({ codeHash: recoveryCodeHash(code), user: user.id })),
    );
  });
  return { recoveryCodes };
}

export async function unusedRecoveryCodes(em: EntityManager, userId: string): Promise<number> {
  return em.count(RecoveryCode, { user: userId, usedAt: null });
}

/** After the password: a challenge the code turns into a session. Returns its token (sent once to the client). */
export async function openSignInChallenge(em: EntityManager, userId: string): Promise<{ challenge: string; expiresAt: Date }> {
  const challenge = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SIGN_IN_CHALLENGE_MINUTES * 60_000);
  await em.insert(SignInChallenge, { tokenHash: hashToken(challenge), user: userId, expiresAt });
  return { challenge, expiresAt };
}

/**
 * The second step of a sign-in: `code` is the authenticator's 6 digits or a recovery code (used
 * up here). Each attempt is counted like a sign-in attempt, per client network and per account
 * from that network (a wrong code is a failure; a right one gives back what it and the
 * password took: signIn leaves a two-factor account's attempt counted until then), and a
 * challenge takes CODES_PER_CHALLENGE wrong codes at most. Returns the user to sign in.
 */
export async function answerSignInChallenge(
  em: EntityManager,
  config: AppConfig,
  input: { challenge: string; code: string },
  ip: string,
): Promise<SessionUser> {
  const limits = authLimits(config);
  const client = clientSubject(ip);
  await takeHit(em, limits.loginPerClient, client);
  const found = await em.findOne(
    SignInChallenge,
    { tokenHash: hashToken(input.challenge), expiresAt: { $gt: sql.now() } },
    { populate: ['user'], refresh: true },
  );
  if (!found || found.user.disabled) throw unauthorized(t('errors:secondFactor.challengeExpired'));
  const account = accountFromClient(found.user.username.toLowerCase(), client);
  await takeHit(em, limits.loginPerAccountAndClient, account);

  if (!(await acceptSecondFactorCode(em, config, found.user.id, input.code))) {
    const failed = await em.nativeUpdate(SignInChallenge, { tokenHash: found.tokenHash }, { failedCodes: sql`failed_codes + 1` });
    if (failed && found.failedCodes + 1 >= CODES_PER_CHALLENGE) await em.nativeDelete(SignInChallenge, { tokenHash: found.tokenHash });
    throw unauthorized(t('errors:secondFactor.wrongCode'));
  }
  // One challenge, one session: a second request racing with another right code finds it gone.
  if ((await em.nativeDelete(SignInChallenge, { tokenHash: found.tokenHash })) === 0) throw unauthorized(t('errors:secondFactor.challengeExpired'));
  // The password's attempt and the code's, both right after all.
  await giveBackHit(em, limits.loginPerClient, client);
  await giveBackHit(em, limits.loginPerClient, client);
  await clearHits(em, limits.loginPerAccountAndClient, account);
  return toSessionUser(found.user);
}

/**
 * Whether `code` is the account's authenticator code (6 digits, not used before) or one of its
 * unused recovery codes, which it uses up. For any step that asks for the second factor again.
 * Throttling is the caller's.
 */
export async function acceptSecondFactorCode(em: EntityManager, config: AppConfig, userId: string, code: string): Promise<boolean> {
  const given = code.trim();
  return /^\d{6}$/.test(given) ? acceptTotpCode(em, config, userId, given) : useRecoveryCode(em, userId, given);
}

async function useRecoveryCode(em: EntityManager, userId: string, code: string): Promise<boolean> {
  if (code.length > 40) return false;
  const used = await em.nativeUpdate(RecoveryCode, { codeHash: recoveryCodeHash(code), user: userId, usedAt: null }, { usedAt: sql.now() });
  return used === 1;
}

/** Turns two-factor sign-in off for the account: its secret, recovery codes and open challenges are gone. */
export async function forgetSecondFactor(em: EntityManager, userId: string): Promise<void> {
  await em.nativeUpdate(UserEntity, { id: userId }, { totpSecret: null, totpEnabledAt: null, totpLastStep: null });
  await em.nativeDelete(RecoveryCode, { user: userId });
  await em.nativeDelete(SignInChallenge, { user: userId });
}

export async function purgeExpiredChallenges(em: EntityManager): Promise<void> {
  await em.nativeDelete(SignInChallenge, { expiresAt: { $lte: sql.now() } });
}
