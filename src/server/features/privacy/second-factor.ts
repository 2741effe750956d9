// The second factor asked for before an irreversible step (deleting the account). This is the
// one place account deletion asks it: two-factor sign-in plugs its check in here.
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Whether the account has a second factor to confirm with. No account has one until TOTP
 * enrolment exists; then this reads the account's enrolment.
 */
export async function hasSecondFactor(_em: EntityManager, _userId: string): Promise<boolean> {
  return false;
}

/**
 * Throws a 400 on `code` unless the account has no second factor or `code` is a valid current
 * code (or an unused recovery code, which it uses up). Called after the password is confirmed,
 * before anything is changed; a wrong code must count as a failure for the sign-in throttles.
 */
export async function confirmSecondFactor(em: EntityManager, userId: string, _code: string | undefined): Promise<void> {
  if (!(await hasSecondFactor(em, userId))) return;
  throw new Error('An account with a second factor needs its check here');
}
