// 'Forgot password?': a link by e-mail that sets a new password once, within 30 minutes. The
// request answers the same whether or not the address has an account (only throttling can
// refuse it, and it counts unknown addresses alike), so it cannot be used to find accounts.
import type { EntityManager } from '@mikro-orm/postgresql';
import { raw, sql } from '@mikro-orm/core';
import { User as UserEntity } from '@db/entities/user';
import type { AppConfig } from '../../config';
import type { Language } from '@shared/languages';
import { AppError, badRequest } from '../../errors';
import { t } from '../../core/i18n';
import { clientSubject, giveBackHit, takeHit } from '../../core/throttle';
import { queueAccountMail } from '../support';
import { assertPasswordAllowed } from './accounts';
import { accountOfToken, issueAccountToken, retireAccountTokens, useAccountToken } from './account-tokens';
import { authLimits } from './auth-limits';
import { forgetOtherDevices } from './known-devices';
import { hashPassword } from './passwords';
import { deleteOtherSessions } from './sessions';
import { publicOrigin } from '../../core/public-origin';

export const PASSWORD_RESET_MINUTES = 30;

/** The reset page's link; the token is in the fragment, which browsers never send to a server. */
export const passwordResetLink = (config: Pick<AppConfig, 'PUBLIC_URL' | 'PORT'>, token: string) => `${publicOrigin(config)}/reset-password#token=${token}`;

export interface ResetRequestContext {
  ip: string;
  host: string;
  /** The requester's language: the e-mail's, unless the account has chosen one. */
  language: Language;
}

/**
 * Sends a reset link to the account with this e-mail address, if there is one (and it is not
 * disabled); says nothing either way. Earlier links of the account stop working: only the
 * newest is live.
 */
export async function requestPasswordReset(em: EntityManager, config: AppConfig, email: string, request: ResetRequestContext): Promise<void> {
  const limits = authLimits(config);
  const address = email.trim().toLowerCase();
  await takeHit(em, limits.passwordResetPerClient, clientSubject(request.ip));
  await takeHit(em, limits.passwordResetPerAddress, address);
  const user = await em.findOne(UserEntity, { [sql.lower('email')]: raw('lower(?)', [address]) }, { refresh: true });
  if (!user || user.disabled) return;
  try {
    await takeHit(em, limits.passwordResetMailsPerAccount, user.id);
  } catch (error) {
    // Enough links went to this account today: none more, and the same answer as ever.
    if (error instanceof AppError && error.code === 'TOO_MANY_REQUESTS') return;
    throw error;
  }
  await em.transactional(async (tx) => {
    await retireAccountTokens(tx, user.id, 'password-reset');
    const token = await issueAccountToken(tx, user.id, 'password-reset', PASSWORD_RESET_MINUTES);
    await queueAccountMail(tx, config, {
      to: user.email,
      host: request.host,
      language: user.language ?? request.language,
      recipientName: user.fullName || user.username,
      subject: () => t('accounts:passwordReset.subject'),
      message: (brandName) =>
        t('accounts:passwordReset.message', {
          brand: brandName,
          username: user.username,
          link: passwordResetLink(config, token),
          minutes: PASSWORD_RESET_MINUTES,
        }),
    });
  });
}

const linkUnusable = () => badRequest(t('errors:account.resetLinkUnusable'), 'token');

/**
 * Sets a new password with a reset link's token, once. Every session of the account ends but
 * the caller's own (when the caller is signed in as that account), and its other devices are
 * forgotten: whoever else held one may be why the password was forgotten. A password staff
 * reset is replaced too.
 */
export async function resetPassword(
  em: EntityManager,
  config: AppConfig,
  input: { token: string; newPassword: string },
  caller: { ip: string; userId?: string; session?: string; device?: string },
): Promise<void> {
  const limits = authLimits(config);
  const client = clientSubject(caller.ip);
  await takeHit(em, limits.accountLinksPerClient, client);
  const user = await accountOfToken(em, input.token, 'password-reset');
  if (!user || user.disabled) throw linkUnusable();
  // The policy is checked before the link is used up, so a refused password can be retried.
  assertPasswordAllowed('newPassword', input.newPassword, user);
  const passwordHash = await hashPassword(input.newPassword, config.PASSWORD_HASH_COST, client);
  await em.transactional(async (tx) => {
    if (!(await useAccountToken(tx, input.token, 'password-reset'))) throw linkUnusable();
    await tx.nativeUpdate(UserEntity, { id: user.id }, { passwordHash, mustChangePassword: false });
    await retireAccountTokens(tx, user.id, 'password-reset');
    const own = caller.userId === user.id;
    await deleteOtherSessions(tx, user.id, own ? caller.session : undefined);
    await forgetOtherDevices(tx, user.id, own ? caller.device : undefined);
  });
  await giveBackHit(em, limits.accountLinksPerClient, client);
}
