// Manage Users: role changes (admins only), disabling an account (its sessions end
// at once, on every instance, since sessions live in PostgreSQL) and a staff password reset
// that forces the user to choose a new password at the next sign-in. Every change is written
// with its audit event in one transaction.
import { randomInt } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Session } from '@db/entities/session';
import { User as UserEntity } from '@db/entities/user';
import type { PasswordResetResult, User, UserRole } from '@shared/schemas/auth';
import { forbidden, notFound } from '../../errors';
import { t } from '../../core/i18n';
import { recordAudit } from '../../core/audit';
import type { AppConfig } from '../../config';
import { toUserDto } from './accounts';
import { hashPassword } from './passwords';
import { toSessionUser, type SessionUser } from './sessions';
import { forgetOtherDevices } from './known-devices';
import { forgetSecondFactor } from './second-factor';

async function targetOrFail(em: EntityManager, userId: string): Promise<UserEntity> {
  const user = await em.findOne(UserEntity, userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!user) throw notFound(t('backoffice:user.notFound'));
  return user;
}

/** Nobody changes, disables or resets their own account here (an admin cannot lock themselves out). */
function refuseSelf(actor: SessionUser, target: UserEntity) {
  if (actor.id === target.id) throw forbidden(t('backoffice:user.notYourself'));
}

/** Staff act on travellers; accounts of staff and admins are the admins' business. */
function refuseUnlessAllowed(actor: SessionUser, target: UserEntity) {
  refuseSelf(actor, target);
  if (actor.role !== 'admin' && target.role !== 'traveller') throw forbidden(t('backoffice:user.adminsForStaff'));
}

const dto = (user: UserEntity): User => toUserDto(toSessionUser(user));

/** Admins only (the procedure checks); the new role applies to the user's next request. */
export async function setUserRole(em: EntityManager, actor: SessionUser, userId: string, role: UserRole): Promise<User> {
  return em.transactional(async (tx) => {
    const user = await targetOrFail(tx, userId);
    refuseSelf(actor, user);
    if (user.role !== role) {
      const before = user.role;
      user.role = role;
      await tx.flush();
      await recordAudit(tx, actor, {
        action: 'user.role',
        itemType: 'user',
        itemId: user.id,
        itemLabel: user.username,
        before: { role: before },
        after: { role },
      });
    }
    return dto(user);
  });
}

/** Disabling deletes every session of the account in the same transaction: it is signed out everywhere at once. */
export async function setUserDisabled(em: EntityManager, actor: SessionUser, userId: string, disabled: boolean): Promise<User> {
  return em.transactional(async (tx) => {
    const user = await targetOrFail(tx, userId);
    refuseUnlessAllowed(actor, user);
    if (user.disabled !== disabled) {
      user.disabled = disabled;
      await tx.flush();
      const ended = disabled ? await tx.nativeDelete(Session, { user: user.id }) : 0;
      await recordAudit(tx, actor, {
        action: disabled ? 'user.disable' : 'user.enable',
        itemType: 'user',
        itemId: user.id,
        itemLabel: user.username,
        before: { disabled: !disabled },
        after: disabled ? { disabled, sessionsEnded: ended } : { disabled },
      });
    }
    return dto(user);
  });
}

// No look-alikes (0/O, 1/l/I), so it can be read out over the phone.
const TEMPORARY_PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const TEMPORARY_PASSWORD_LENGTH = 12;

export function temporaryPassword(): string {
  return Array.from({ length: TEMPORARY_PASSWORD_LENGTH }, () => TEMPORARY_PASSWORD_ALPHABET[randomInt(TEMPORARY_PASSWORD_ALPHABET.length)]).join('');
}

/**
 * A new random password the staff member passes on (shown once, never stored in clear or in
 * the audit trail); the account's sessions end, and at the next sign-in the user can do nothing
 * but choose their own password.
 */
export async function resetUserPassword(em: EntityManager, config: AppConfig, actor: SessionUser, userId: string): Promise<PasswordResetResult> {
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password, config.PASSWORD_HASH_COST);
  const user = await em.transactional(async (tx) => {
    const target = await targetOrFail(tx, userId);
    refuseUnlessAllowed(actor, target);
    const before = target.mustChangePassword;
    await tx.nativeUpdate(UserEntity, { id: target.id }, { passwordHash, mustChangePassword: true });
    target.mustChangePassword = true;
    const ended = await tx.nativeDelete(Session, { user: target.id });
    await forgetOtherDevices(tx, target.id, undefined);
    await recordAudit(tx, actor, {
      action: 'user.password-reset',
      itemType: 'user',
      itemId: target.id,
      itemLabel: target.username,
      before: { mustChangePassword: before },
      after: { mustChangePassword: true, sessionsEnded: ended },
    });
    return target;
  });
  return { temporaryPassword: password, user: dto(user) };
}

/**
 * Admins only (the procedure checks): turns off a member of staff's second factor, for one who
 * lost both their phone and their recovery codes. The account's sessions end; where a second
 * factor is required they enrol again at their next sign-in.
 */
export async function resetUserSecondFactor(em: EntityManager, actor: SessionUser, userId: string): Promise<User> {
  return em.transactional(async (tx) => {
    const target = await targetOrFail(tx, userId);
    refuseSelf(actor, target);
    if (target.role === 'traveller') throw forbidden(t('backoffice:user.secondFactorStaffOnly'));
    const wasOn = Boolean(target.totpEnabledAt);
    await forgetSecondFactor(tx, target.id);
    target.totpEnabledAt = null;
    const ended = await tx.nativeDelete(Session, { user: target.id });
    await recordAudit(tx, actor, {
      action: 'user.second-factor-reset',
      itemType: 'user',
      itemId: target.id,
      itemLabel: target.username,
      before: { secondFactor: wasOn },
      after: { secondFactor: false, sessionsEnded: ended },
    });
    return dto(target);
  });
}
