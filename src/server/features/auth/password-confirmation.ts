// Re-entering the password (and the second factor) before an irreversible step (deleting the account). Wrong answers
// count against the same per-account-and-network throttle as sign-in's, so this is no side door
// for guessing a password with a stolen session.
import type { EntityManager } from '@mikro-orm/postgresql';
import { User as UserEntity } from '@db/entities/user';
import type { AppConfig } from '../../config';
import { badRequest, unauthorized } from '../../errors';
import { t } from '../../core/i18n';
import { clearHits, clientSubject, takeHit } from '../../core/throttle';
import { accountFromClient, authLimits } from './auth-limits';
import { verifyPassword } from './passwords';
import { acceptSecondFactorCode } from './second-factor';

/** Throws a 400 on `field` unless `password` is the account's current password. */
export async function confirmOwnPassword(
  em: EntityManager,
  config: AppConfig,
  userId: string,
  password: string,
  ip: string,
  field = 'password',
): Promise<void> {
  const user = await em.findOne(UserEntity, { id: userId }, { populate: ['passwordHash'], refresh: true });
  if (!user) throw unauthorized();
  const client = clientSubject(ip);
  const limits = authLimits(config);
  const account = accountFromClient(user.username.toLowerCase(), client);
  await takeHit(em, limits.loginPerAccountAndClient, account);
  if (!(await verifyPassword(password, user.passwordHash.$, client))) throw badRequest(t('errors:account.wrongCurrentPassword'), field);
  await clearHits(em, limits.loginPerAccountAndClient, account);
}

/** Whether the account signs in with a second factor (an authenticator app). */
export async function hasSecondFactor(em: EntityManager, userId: string): Promise<boolean> {
  const user = await em.findOne(UserEntity, { id: userId }, { fields: ['totpEnabledAt'], refresh: true });
  return Boolean(user?.totpEnabledAt);
}

/**
 * The second factor asked again before an irreversible step: a no-op for an account without
 * one; else a 400 on `field` unless `code` is a current authenticator code or an unused recovery
 * code (which it uses up). Wrong codes count against sign-in's per-account-and-network throttle.
 */
export async function confirmOwnSecondFactor(
  em: EntityManager,
  config: AppConfig,
  userId: string,
  code: string | undefined,
  ip: string,
  field = 'code',
): Promise<void> {
  if (!(await hasSecondFactor(em, userId))) return;
  const user = await em.findOneOrFail(UserEntity, { id: userId }, { fields: ['username'] });
  const limits = authLimits(config);
  const account = accountFromClient(user.username.toLowerCase(), clientSubject(ip));
  await takeHit(em, limits.loginPerAccountAndClient, account);
  if (!code || !(await acceptSecondFactorCode(em, config, userId, code))) throw badRequest(t('errors:secondFactor.wrongCode'), field);
  await clearHits(em, limits.loginPerAccountAndClient, account);
}
