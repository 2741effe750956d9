// Re-entering the password before an irreversible step (deleting the account). Wrong answers
// count against the same per-account-and-network throttle as sign-in's, so this is no side door
// for guessing a password with a stolen session.
import type { EntityManager } from '@mikro-orm/postgresql';
import { User as UserEntity } from '../../../../prisma-free-db/entities/user';
import type { AppConfig } from '../../config';
import { badRequest, unauthorized } from '../../errors';
import { t } from '../../core/i18n';
import { clearHits, clientSubject, takeHit } from '../../core/throttle';
import { accountFromClient, authLimits } from './auth-limits';
import { verifyPassword } from './passwords';

/** Throws a 400 on `field` unless `password` is the account's current password. */
export async function confirmOwnPassword(em: EntityManager, config: AppConfig, userId: string, password: string, ip: string, field = 'password'): Promise<void> {
  const user = await em.findOne(UserEntity, { id: userId }, { populate: ['passwordHash'], refresh: true });
  if (!user) throw unauthorized();
  const client = clientSubject(ip);
  const limits = authLimits(config);
  const account = accountFromClient(user.username.toLowerCase(), client);
  await takeHit(em, limits.loginPerAccountAndClient, account);
  if (!(await verifyPassword(password, user.passwordHash.$, client))) throw badRequest(t('errors:account.wrongCurrentPassword'), field);
  await clearHits(em, limits.loginPerAccountAndClient, account);
}
