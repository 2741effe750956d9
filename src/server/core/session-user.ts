// Who is signed in, as procedures see it (`ctx.user`). The auth feature finds it from the
// session cookie (features/auth/sessions.ts); the type lives here, below trpc and the features,
// so the request context can name it without importing auth.
import type { User } from '@db/entities/user';

type UserFields = Pick<User, 'id' | 'username' | 'email' | 'phone' | 'fullName' | 'role' | 'createdAt'>;

/** The signed-in user as procedures see it: the account's fields, never the password hash. */
export type SessionUser = { [K in keyof UserFields]-?: Exclude<UserFields[K], undefined> } & {
  /** Chosen app language; absent or null: not chosen. */
  language?: User['language'];
  /** Chosen display currency; absent or null: not chosen. */
  displayCurrency?: User['displayCurrency'];
  /** Disabled by staff (such an account has no live session; sign-in refuses it). */
  disabled?: boolean;
  /** After a staff password reset: only changing the password is allowed (trpc/init.ts). */
  mustChangePassword?: boolean;
  /** The owner has opened a link sent to `email`. */
  emailVerified?: boolean;
  /** Sign-in asks for a code from the owner's authenticator app after the password. */
  secondFactorEnabled?: boolean;
};

/**
 * Staff and admins see passports and refund money: where REQUIRE_STAFF_2FA is on, one without a
 * second factor may do nothing but enrol one (trpc/init.ts), like after a staff password reset.
 */
export function mustEnrolSecondFactor(user: Pick<SessionUser, 'role' | 'secondFactorEnabled'>, config: { REQUIRE_STAFF_2FA: boolean }): boolean {
  return config.REQUIRE_STAFF_2FA && (user.role === 'staff' || user.role === 'admin') && !user.secondFactorEnabled;
}
