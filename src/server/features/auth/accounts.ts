// Accounts: registration, sign-in, password changes and the staff's user list. Plain functions
// taking the EntityManager, so tests and scripts (scripts/user-create.ts) use them without tRPC.
import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException, raw, sql, type FilterQuery } from '@mikro-orm/core';
import { User as UserEntity } from '../../../../prisma-free-db/entities/user';
import type { UserRole } from '../../../shared/schemas/auth';
import type { User } from '../../../shared/schemas/auth';
import type { Language } from '../../../shared/languages';
import type { AppConfig } from '../../config';
import { badRequest, conflict, unauthorized } from '../../errors';
import { containsPattern } from '../../core/catalogue-query';
import { authLimits } from './auth-limits';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword, type PasswordHashCost } from './passwords';
import { deleteOtherSessions, purgeExpiredSessions, toSessionUser, type SessionUser } from './sessions';
import { clearHits, clientSubject, giveBackHit, purgeEndedWindows, takeHit } from './throttle';

export const USERNAME_TAKEN = 'Username is already taken';
export const EMAIL_TAKEN = 'Email is already registered';
export const INVALID_CREDENTIALS = 'Invalid credentials';

export function toUserDto(user: SessionUser): User {
  return { ...user, language: user.language ?? null, disabled: user.disabled ?? false, mustChangePassword: user.mustChangePassword ?? false, createdAt: user.createdAt.toISOString() };
}

export async function findUserById(em: EntityManager, id: string): Promise<SessionUser | null> {
  const user = await em.findOne(UserEntity, id, { refresh: true });
  return user ? toSessionUser(user) : null;
}

/** Usernames and emails compare case-insensitively, like the unique indexes on lower(...). */
const sameLowerCase = (column: 'username' | 'email', value: string) => ({ [sql.lower(column)]: raw('lower(?)', [value]) });

async function findCredentials(em: EntityManager, where: 'username' | 'id', value: string) {
  const user = await em.findOne(UserEntity, where === 'username' ? sameLowerCase('username', value) : { id: value }, { populate: ['passwordHash'], refresh: true });
  return user ? { user: toSessionUser(user), passwordHash: user.passwordHash.$ } : null;
}

async function isTaken(em: EntityManager, column: 'username' | 'email', value: string, exceptUserId?: string): Promise<boolean> {
  const taken = await em.count(UserEntity, { ...sameLowerCase(column, value), ...(exceptUserId ? { id: { $ne: exceptUserId } } : {}) });
  return taken > 0;
}

/**
 * The application checks first to answer quickly and precisely; the unique indexes on
 * lower(username) / lower(email) are the backstop when two requests race past the check.
 */
function uniqueViolationToConflict(error: unknown): unknown {
  if (!(error instanceof UniqueConstraintViolationException)) return error;
  const constraint = String((error as { constraint?: unknown }).constraint ?? error.message);
  if (constraint.includes('username')) return conflict(USERNAME_TAKEN, 'username');
  if (constraint.includes('email')) return conflict(EMAIL_TAKEN, 'email');
  return error;
}

export interface NewAccount {
  username: string;
  email: string;
  password: string;
  phone: string | null;
  fullName?: string | null;
  role: UserRole;
}

export async function createUser(em: EntityManager, account: NewAccount, cost: PasswordHashCost): Promise<SessionUser> {
  if (await isTaken(em, 'username', account.username)) throw conflict(USERNAME_TAKEN, 'username');
  if (await isTaken(em, 'email', account.email)) throw conflict(EMAIL_TAKEN, 'email');
  const passwordHash = await hashPassword(account.password, cost);
  let id: string;
  try {
    id = String(
      await em.insert(UserEntity, {
        username: account.username,
        email: account.email,
        passwordHash,
        phone: account.phone,
        fullName: account.fullName ?? null,
        role: account.role,
      }),
    );
  } catch (error) {
    throw uniqueViolationToConflict(error);
  }
  const user = await findUserById(em, id);
  if (!user) throw new Error(`User ${id} vanished after insert`);
  return user;
}

/** Expired sessions and ended throttle windows are removed now and then, not on a timer. */
async function purgeOccasionally(em: EntityManager) {
  if (Math.random() < 0.02) {
    await purgeExpiredSessions(em);
    await purgeEndedWindows(em);
  }
}

export async function registerTraveller(
  em: EntityManager,
  config: AppConfig,
  input: { username: string; email: string; password: string; phone: string | null },
  ip: string,
): Promise<SessionUser> {
  await takeHit(em, authLimits(config).registerPerClient, clientSubject(ip));
  await purgeOccasionally(em);
  return createUser(em, { ...input, role: 'traveller' }, config.PASSWORD_HASH_COST);
}

/**
 * Checks a username and password. Every failure answers the same 'Invalid credentials' after
 * the same amount of work (an unknown user still costs one hash), and counts against both the
 * client's and the account name's throttles; success gives those hits back.
 */
export async function signIn(
  em: EntityManager,
  config: AppConfig,
  credentials: { username: string; password: string },
  ip: string,
): Promise<SessionUser> {
  const limits = authLimits(config);
  const client = clientSubject(ip);
  const account = credentials.username.trim().toLowerCase();
  await takeHit(em, limits.loginPerClient, client);
  await takeHit(em, limits.loginPerAccount, account);

  const found = await findCredentials(em, 'username', account);
  const valid = found
    ? await verifyPassword(credentials.password, found.passwordHash)
    : await verifyAgainstDummy(credentials.password, config.PASSWORD_HASH_COST);
  if (!found || !valid) throw unauthorized(INVALID_CREDENTIALS);

  await giveBackHit(em, limits.loginPerClient, client);
  await clearHits(em, limits.loginPerAccount, account);
  if (needsRehash(found.passwordHash, config.PASSWORD_HASH_COST)) {
    await setPasswordHash(em, found.user.id, await hashPassword(credentials.password, config.PASSWORD_HASH_COST));
  }
  await purgeOccasionally(em);
  return found.user;
}

async function setPasswordHash(em: EntityManager, userId: string, passwordHash: string) {
  await em.nativeUpdate(UserEntity, { id: userId }, { passwordHash });
}

/**
 * Changes a signed-in user's password after checking the current one (throttled like a
 * sign-in to the account), then signs out every other session of the user: whoever else held
 * one may be why the password is being changed.
 */
export async function changePassword(
  em: EntityManager,
  config: AppConfig,
  userId: string,
  passwords: { currentPassword: string; newPassword: string },
  keepSessionToken: string | undefined,
): Promise<void> {
  const found = await findCredentials(em, 'id', userId);
  if (!found) throw unauthorized();
  const accountLimit = authLimits(config).loginPerAccount;
  const account = found.user.username.toLowerCase();
  await takeHit(em, accountLimit, account);
  if (!(await verifyPassword(passwords.currentPassword, found.passwordHash))) {
    throw badRequest('Current password is incorrect', 'currentPassword');
  }
  await clearHits(em, accountLimit, account);
  await setPasswordHash(em, userId, await hashPassword(passwords.newPassword, config.PASSWORD_HASH_COST));
  // A password staff reset has now been replaced by the user's own.
  await em.nativeUpdate(UserEntity, { id: userId, mustChangePassword: true }, { mustChangePassword: false });
  await deleteOtherSessions(em, userId, keepSessionToken);
}

/** Updates a user's own details; the email stays unique case-insensitively. */
export async function updateUserDetails(
  em: EntityManager,
  userId: string,
  details: { fullName: string | null; email: string; phone: string | null; language?: Language },
): Promise<SessionUser> {
  if (await isTaken(em, 'email', details.email, userId)) throw conflict(EMAIL_TAKEN, 'email');
  try {
    await em.nativeUpdate(UserEntity, { id: userId }, { fullName: details.fullName, email: details.email, phone: details.phone, ...(details.language ? { language: details.language } : {}) });
  } catch (error) {
    throw uniqueViolationToConflict(error);
  }
  const user = await findUserById(em, userId);
  if (!user) throw unauthorized();
  return user;
}

export async function listUsers(
  em: EntityManager,
  options: { page: number; pageSize: number; search?: string; role?: UserRole },
): Promise<{ items: User[]; total: number; page: number; pageSize: number }> {
  const pattern = options.search ? containsPattern(options.search) : null;
  const where: FilterQuery<UserEntity> = pattern ? { $or: [{ username: { $ilike: pattern } }, { email: { $ilike: pattern } }, { fullName: { $ilike: pattern } }] } : {};
  if (options.role) where.role = options.role;
  const [users, total] = await em.findAndCount(UserEntity, where, {
    orderBy: { createdAt: 'desc', id: 'asc' },
    limit: options.pageSize,
    offset: (options.page - 1) * options.pageSize,
  });
  return { items: users.map((user) => toUserDto(toSessionUser(user))), total, page: options.page, pageSize: options.pageSize };
}
