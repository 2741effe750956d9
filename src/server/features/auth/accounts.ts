// Accounts: registration, sign-in, password changes and the staff's user list. Plain functions
// taking the EntityManager, so tests and scripts (scripts/user-create.ts) use them without tRPC.
import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException, raw, sql, type FilterQuery } from '@mikro-orm/core';
import { User as UserEntity } from '@db/entities/user';
import type { UserRole } from '@shared/schemas/auth';
import type { User } from '@shared/schemas/auth';
import type { Language } from '@shared/languages';
import type { DisplayCurrency } from '@shared/display-currency';
import type { AppConfig } from '../../config';
import { badRequest, conflict, unauthorized } from '../../errors';
import { containsPattern, fieldError } from '../../core/catalogue-query';
import { t } from '../../core/i18n';
import { checkPassword } from '@shared/password-policy';
import { accountFromClient, authLimits, loginGuessBudget, signInsAtOnce } from './auth-limits';
import { forgetOtherDevices, isKnownDevice, purgeForgottenDevices } from './known-devices';
import { purgeEndedAccountTokens } from './account-tokens';
import { purgeExpiredChallenges } from './second-factor';
import { asPasswordCheck, hashPassword, needsRehash, verifyAgainstDummy, verifyPassword, type PasswordHashCost } from './passwords';
import { deleteOtherSessions, purgeExpiredSessions, toSessionUser, type SessionUser } from './sessions';
import { mustEnrolSecondFactor } from '../../core/session-user';
import { clearHits, clientSubject, giveBackHit, giveBackPacedHit, purgeEndedWindows, takeHit, takePacedHit } from '../../core/throttle';

/** `config`: to say whether the user must enrol a second factor first (else false). */
export function toUserDto(user: SessionUser, config?: Pick<AppConfig, 'REQUIRE_STAFF_2FA'>): User {
  return {
    ...user,
    language: user.language ?? null,
    displayCurrency: user.displayCurrency ?? null,
    disabled: user.disabled ?? false,
    mustChangePassword: user.mustChangePassword ?? false,
    emailVerified: user.emailVerified ?? false,
    secondFactorEnabled: user.secondFactorEnabled ?? false,
    mustEnrolSecondFactor: config ? mustEnrolSecondFactor(user, config) : false,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function findUserById(em: EntityManager, id: string): Promise<SessionUser | null> {
  const user = await em.findOne(UserEntity, id, { refresh: true });
  return user ? toSessionUser(user) : null;
}

/** Usernames and emails compare case-insensitively, like the unique indexes on lower(...). */
const sameLowerCase = (column: 'username' | 'email', value: string) => ({ [sql.lower(column)]: raw('lower(?)', [value]) });

async function findCredentials(em: EntityManager, where: 'username' | 'id', value: string) {
  const user = await em.findOne(UserEntity, where === 'username' ? sameLowerCase('username', value) : { id: value }, {
    populate: ['passwordHash'],
    refresh: true,
  });
  return user ? { user: toSessionUser(user), passwordHash: user.passwordHash.$ } : null;
}

export async function isTaken(em: EntityManager, column: 'username' | 'email', value: string, exceptUserId?: string): Promise<boolean> {
  const taken = await em.count(UserEntity, { ...sameLowerCase(column, value), ...(exceptUserId ? { id: { $ne: exceptUserId } } : {}) });
  return taken > 0;
}

/**
 * The application checks first to answer quickly and precisely; the unique indexes on
 * lower(username) / lower(email) are the backstop when two requests race past the check.
 */
export function uniqueViolationToConflict(error: unknown): unknown {
  if (!(error instanceof UniqueConstraintViolationException)) return error;
  const constraint = String((error as { constraint?: unknown }).constraint ?? error.message);
  if (constraint.includes('username')) return conflict(t('errors:account.usernameTaken'), 'username');
  if (constraint.includes('email')) return conflict(t('errors:account.emailTaken'), 'email');
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

/** Creates an account as given (the password policy is the caller's: registration, user:create; the demo seed predates it). */
export async function createUser(em: EntityManager, account: NewAccount, cost: PasswordHashCost, client?: string): Promise<SessionUser> {
  if (await isTaken(em, 'username', account.username)) throw conflict(t('errors:account.usernameTaken'), 'username');
  if (await isTaken(em, 'email', account.email)) throw conflict(t('errors:account.emailTaken'), 'email');
  const passwordHash = await hashPassword(account.password, cost, client);
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

/** Expired sessions, ended throttle windows, expired account links and sign-in challenges are removed now and then, not on a timer. */
async function purgeOccasionally(em: EntityManager) {
  if (Math.random() < 0.02) {
    await purgeExpiredSessions(em);
    await purgeEndedWindows(em);
    await purgeForgottenDevices(em);
    await purgeEndedAccountTokens(em);
    await purgeExpiredChallenges(em);
  }
}

/** Refuses a password the policy does not accept (src/shared/password-policy.ts), naming the field. */
export function assertPasswordAllowed(field: 'password' | 'newPassword', password: string, account: { username: string; email: string }): void {
  const { problem } = checkPassword(password, account);
  if (problem) throw fieldError(field, t(`errors:password.${problem}`));
}

export async function registerTraveller(
  em: EntityManager,
  config: AppConfig,
  input: { username: string; email: string; password: string; phone: string | null },
  ip: string,
): Promise<SessionUser> {
  const client = clientSubject(ip);
  await takeHit(em, authLimits(config).registerPerClient, client);
  assertPasswordAllowed('password', input.password, input);
  await purgeOccasionally(em);
  return createUser(em, { ...input, role: 'traveller' }, config.PASSWORD_HASH_COST, client);
}

/**
 * Checks a username and password. Every failure answers the same 'Invalid credentials' after
 * the same amount of work (an unknown user still costs one hash). Throttles (auth-limits.ts),
 * all before any hashing: more than LOGIN_CHECKS_AT_ONCE_PER_IP sign-ins in progress at once
 * from one client network are refused before any statement (429); failures per client network and per account from that network refuse
 * further attempts (429); attempts at an account from a device it has not signed in on draw on
 * the account's paced guessing budget, shared by every network. Success gives back what it took
 * and clears the network's failures on the account (with two-factor sign-in, once the code is
 * right); `device` is the request's device token.
 */
export async function signIn(
  em: EntityManager,
  config: AppConfig,
  credentials: { username: string; password: string },
  ip: string,
  device?: string,
): Promise<SessionUser> {
  const limits = authLimits(config);
  const guesses = loginGuessBudget(config);
  const client = clientSubject(ip);
  return asPasswordCheck(client, signInsAtOnce(config), async () => {
    const account = credentials.username.trim().toLowerCase();
    await takeHit(em, limits.loginPerClient, client);
    await takeHit(em, limits.loginPerAccountAndClient, accountFromClient(account, client));

    const found = await findCredentials(em, 'username', account);
    // A name that does not exist draws on its budget the same way, so a refusal reveals nothing.
    const known = found !== null && (await isKnownDevice(em, found.user.id, device));
    if (!known) await takePacedHit(em, guesses, account);
    const valid = found
      ? await verifyPassword(credentials.password, found.passwordHash, client)
      : await verifyAgainstDummy(credentials.password, config.PASSWORD_HASH_COST, client);
    if (!found || !valid) throw unauthorized(t('errors:account.invalidCredentials'));

    // With two-factor sign-in the attempt stays counted until its code is right too
    // (second-factor.ts): giving the password again does not wipe out the wrong codes.
    if (!found.user.secondFactorEnabled) {
      await giveBackHit(em, limits.loginPerClient, client);
      await clearHits(em, limits.loginPerAccountAndClient, accountFromClient(account, client));
    }
    // The owner's own attempt gives back what it took; the attempts of others stay counted.
    if (!known) await giveBackPacedHit(em, guesses, account);
    if (needsRehash(found.passwordHash, config.PASSWORD_HASH_COST)) {
      await setPasswordHash(em, found.user.id, await hashPassword(credentials.password, config.PASSWORD_HASH_COST, client));
    }
    await purgeOccasionally(em);
    return found.user;
  });
}

async function setPasswordHash(em: EntityManager, userId: string, passwordHash: string) {
  await em.nativeUpdate(UserEntity, { id: userId }, { passwordHash });
}

/**
 * Changes a signed-in user's password after checking the current one (throttled like a
 * sign-in to the account from this network), then signs out every other session of the user and
 * forgets its other devices: whoever else held one may be why the password is being changed.
 * `keep`: the session and device making the request.
 */
export async function changePassword(
  em: EntityManager,
  config: AppConfig,
  userId: string,
  passwords: { currentPassword: string; newPassword: string },
  keep: { session?: string; device?: string },
  ip = 'local',
): Promise<void> {
  const found = await findCredentials(em, 'id', userId);
  if (!found) throw unauthorized();
  const limits = authLimits(config);
  const client = clientSubject(ip);
  const account = accountFromClient(found.user.username.toLowerCase(), client);
  await takeHit(em, limits.loginPerAccountAndClient, account);
  if (!(await verifyPassword(passwords.currentPassword, found.passwordHash, client))) {
    throw badRequest(t('errors:account.wrongCurrentPassword'), 'currentPassword');
  }
  await clearHits(em, limits.loginPerAccountAndClient, account);
  assertPasswordAllowed('newPassword', passwords.newPassword, found.user);
  await setPasswordHash(em, userId, await hashPassword(passwords.newPassword, config.PASSWORD_HASH_COST, client));
  // A password staff reset has now been replaced by the user's own.
  await em.nativeUpdate(UserEntity, { id: userId, mustChangePassword: true }, { mustChangePassword: false });
  await deleteOtherSessions(em, userId, keep.session);
  await forgetOtherDevices(em, userId, keep.device);
}

/** What a user may change of their own details; a field left out stays as it is. */
type DetailsChange = { fullName?: string | null; email?: string; phone?: string | null; language?: Language; displayCurrency?: DisplayCurrency };

/**
 * Updates the details given of a user's own (a field left out stays as it is; null clears full
 * name or phone) except the email, which changes only once its owner opens a link sent to the
 * new address (email-verification.ts): `newEmail` is the address asked for, checked here. It
 * stays unique case-insensitively. Asking for another email is throttled per client network
 * like registration: a taken address answers 409, so each attempt would otherwise be a free
 * check of whether it is registered.
 */
export async function updateUserDetails(
  em: EntityManager,
  userId: string,
  details: DetailsChange,
  throttle?: { config: AppConfig; ip: string },
): Promise<{ user: SessionUser; newEmail: string | null }> {
  const current = await findUserById(em, userId);
  if (!current) throw unauthorized();
  const { email } = details;
  const emailChanges = email !== undefined && current.email.toLowerCase() !== email.toLowerCase();
  if (emailChanges && throttle) await takeHit(em, authLimits(throttle.config).emailChangePerClient, clientSubject(throttle.ip));
  if (emailChanges && (await isTaken(em, 'email', email, userId))) throw conflict(t('errors:account.emailTaken'), 'email');
  const newEmail = emailChanges ? email : null;
  const changes: DetailsChange = {};
  if (details.fullName !== undefined) changes.fullName = details.fullName;
  // The same address in other letter case is still the same, verified address.
  if (email !== undefined && !emailChanges) changes.email = email;
  if (details.phone !== undefined) changes.phone = details.phone;
  if (details.language !== undefined) changes.language = details.language;
  if (details.displayCurrency !== undefined) changes.displayCurrency = details.displayCurrency;
  if (Object.keys(changes).length === 0) return { user: current, newEmail };
  try {
    await em.nativeUpdate(UserEntity, { id: userId }, changes);
  } catch (error) {
    throw uniqueViolationToConflict(error);
  }
  const user = await findUserById(em, userId);
  if (!user) throw unauthorized();
  return { user, newEmail };
}

export async function listUsers(
  em: EntityManager,
  options: { page: number; pageSize: number; search?: string; role?: UserRole },
): Promise<{ items: User[]; total: number; page: number; pageSize: number }> {
  const pattern = options.search ? containsPattern(options.search) : null;
  const where: FilterQuery<UserEntity> = pattern
    ? { $or: [{ username: { $ilike: pattern } }, { email: { $ilike: pattern } }, { fullName: { $ilike: pattern } }] }
    : {};
  if (options.role) where.role = options.role;
  const [users, total] = await em.findAndCount(UserEntity, where, {
    orderBy: { createdAt: 'desc', id: 'asc' },
    limit: options.pageSize,
    offset: (options.page - 1) * options.pageSize,
  });
  return { items: users.map((user) => toUserDto(toSessionUser(user))), total, page: options.page, pageSize: options.pageSize };
}
