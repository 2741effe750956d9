// E-mail verification: an address becomes the account's verified address only when a link sent
// to it is opened. At registration the link goes to the address given (the account has it,
// unverified, meanwhile); a change of address sends the link to the new address and a notice to
// the old one, and the account keeps its old address until the link is opened.
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '@mikro-orm/core';
import { User as UserEntity } from '@db/entities/user';
import type { AppConfig } from '../../config';
import type { Language } from '@shared/languages';
import { badRequest, conflict, unauthorized } from '../../errors';
import { t } from '../../core/i18n';
import { clientSubject, giveBackHit, takeHit } from '../../core/throttle';
import { queueAccountMail } from '../support';
import { findUserById, isTaken, uniqueViolationToConflict, updateUserDetails } from './accounts';
import { issueAccountToken, pendingVerification, retireAccountTokens, usableToken, useAccountToken } from './account-tokens';
import { authLimits } from './auth-limits';
import { publicOrigin } from '../../core/public-origin';
import type { SessionUser } from './sessions';

export const EMAIL_VERIFICATION_HOURS = 48;

/** The verification page's link; the token is in the fragment, which browsers never send to a server. */
export const emailVerificationLink = (config: Pick<AppConfig, 'PUBLIC_URL' | 'PORT'>, token: string) => `${publicOrigin(config)}/verify-email#token=${token}`;

export interface MailRequest {
  host: string;
  /** The requester's language: the e-mail's, unless the account has chosen one. */
  language: Language;
}

type Recipient = Pick<SessionUser, 'id' | 'username' | 'fullName' | 'email' | 'language'>;

/** Sends a link that verifies `email` for the account; the account's earlier verification links stop working. */
export async function sendVerificationLink(em: EntityManager, config: AppConfig, user: Recipient, email: string, request: MailRequest): Promise<void> {
  await em.transactional(async (tx) => {
    await retireAccountTokens(tx, user.id, 'email-verification');
    const token = await issueAccountToken(tx, user.id, 'email-verification', EMAIL_VERIFICATION_HOURS * 60, email);
    await queueAccountMail(tx, config, {
      to: email,
      host: request.host,
      language: user.language ?? request.language,
      recipientName: user.fullName || user.username,
      subject: () => t('accounts:verifyEmail.subject'),
      message: (brandName) =>
        t('accounts:verifyEmail.message', {
          brand: brandName,
          username: user.username,
          email,
          link: emailVerificationLink(config, token),
          hours: EMAIL_VERIFICATION_HOURS,
        }),
    });
  });
}

/**
 * A user's own details; a new e-mail address is not taken over but sent a verification link,
 * and the current address a notice, so an owner whose session was stolen hears of it.
 */
export async function updateOwnDetails(
  em: EntityManager,
  config: AppConfig,
  userId: string,
  details: Parameters<typeof updateUserDetails>[2],
  request: MailRequest & { ip: string },
): Promise<SessionUser> {
  const { user, newEmail } = await updateUserDetails(em, userId, details, { config, ip: request.ip });
  if (newEmail) {
    await sendVerificationLink(em, config, user, newEmail, request);
    await queueAccountMail(em, config, {
      to: user.email,
      host: request.host,
      language: user.language ?? request.language,
      recipientName: user.fullName || user.username,
      subject: () => t('accounts:emailChangeNotice.subject'),
      message: (brandName) =>
        t('accounts:emailChangeNotice.message', { brand: brandName, username: user.username, email: newEmail, hours: EMAIL_VERIFICATION_HOURS }),
    });
  }
  return user;
}

/** Sends the link again: to the address being changed to, else to the account's own unverified one. */
export async function resendVerificationLink(em: EntityManager, config: AppConfig, userId: string, request: MailRequest): Promise<{ sentTo: string | null }> {
  const user = await findUserById(em, userId);
  if (!user) throw unauthorized();
  const email = (await pendingVerification(em, userId)) ?? (user.emailVerified ? null : user.email);
  if (!email) return { sentTo: null };
  await takeHit(em, authLimits(config).verificationMailsPerAccount, userId);
  await sendVerificationLink(em, config, user, email, request);
  return { sentTo: email };
}

/** What the profile says of the address: a new one waiting for its link to be opened. */
export async function pendingEmailOf(em: EntityManager, user: Pick<SessionUser, 'id' | 'email'>): Promise<string | null> {
  const pending = await pendingVerification(em, user.id);
  return pending && pending.toLowerCase() !== user.email.toLowerCase() ? pending : null;
}

const linkUnusable = () => badRequest(t('errors:account.verifyLinkUnusable'), 'token');

/**
 * Opens a verification link, once: the address it was sent to becomes the account's verified
 * e-mail (a change of address takes effect now). An address someone else has taken meanwhile
 * is a 409, and the link stays usable.
 */
export async function verifyEmail(em: EntityManager, config: AppConfig, token: string, ip: string): Promise<{ email: string }> {
  const limits = authLimits(config);
  const client = clientSubject(ip);
  await takeHit(em, limits.accountLinksPerClient, client);
  const row = await usableToken(em, token, 'email-verification');
  const email = row?.email;
  if (!row || !email || row.user.disabled) throw linkUnusable();
  const userId = row.user.id;
  if (await isTaken(em, 'email', email, userId)) throw conflict(t('errors:account.emailTaken'), 'email');
  try {
    await em.transactional(async (tx) => {
      if (!(await useAccountToken(tx, token, 'email-verification'))) throw linkUnusable();
      await tx.nativeUpdate(UserEntity, { id: userId }, { email, emailVerifiedAt: sql.now() });
      await retireAccountTokens(tx, userId, 'email-verification');
    });
  } catch (error) {
    throw uniqueViolationToConflict(error);
  }
  await giveBackHit(em, limits.accountLinksPerClient, client);
  return { email };
}
