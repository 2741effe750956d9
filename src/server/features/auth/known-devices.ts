// Known devices: a browser that has signed in to an account carries a long-lived random token
// in its HttpOnly 'device' cookie, and the account keeps the token's SHA-256. Sign-ins to the
// account from a known device do not draw on its guessing budget (auth-limits.ts), so however
// many addresses guess at an account, its owner still signs in at once on their own phone or
// laptop, from any address. One token per browser, shared by the accounts signed in on it.
import { randomBytes } from 'node:crypto';
import { sql } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { KnownDevice } from '@db/entities/session';
import type { CookieJar } from '../../trpc/context';
import { hashToken } from './sessions';

export const DEVICE_COOKIE = 'device';

/** A device is known this long after its last successful sign-in (the cookie lasts as long). */
export const KNOWN_DEVICE_DAYS = 180;

const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The device token the request carries, if it is one we could have made. */
export function readDeviceToken(cookies: CookieJar): string | undefined {
  const token = cookies.get(DEVICE_COOKIE);
  return token && DEVICE_TOKEN.test(token) ? token : undefined;
}

/** Whether the account signed in on this device within KNOWN_DEVICE_DAYS. */
export async function isKnownDevice(em: EntityManager, userId: string, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  const since = new Date(Date.now() - KNOWN_DEVICE_DAYS * DAY_MS);
  return (await em.count(KnownDevice, { user: userId, tokenHash: hashToken(token), lastSignInAt: { $gt: since } })) > 0;
}

/**
 * After a successful sign-in (or registration): the device is known to the account from now on,
 * and its cookie (made now if the browser had none) lasts another KNOWN_DEVICE_DAYS.
 */
export async function rememberDevice(em: EntityManager, cookies: CookieJar, userId: string): Promise<void> {
  const token = readDeviceToken(cookies) ?? randomBytes(32).toString('base64url');
  await em
    .createQueryBuilder(KnownDevice)
    .insert({ user: userId, tokenHash: hashToken(token), lastSignInAt: sql.now() })
    .onConflict(['user', 'tokenHash'])
    .merge(['lastSignInAt'])
    .execute('run');
  cookies.set(DEVICE_COOKIE, token, new Date(Date.now() + KNOWN_DEVICE_DAYS * DAY_MS));
}

/** A new password: the account's other devices are known no more (whoever held one may be why). */
export async function forgetOtherDevices(em: EntityManager, userId: string, keepToken: string | undefined): Promise<void> {
  await em.nativeDelete(KnownDevice, { user: userId, ...(keepToken ? { tokenHash: { $ne: hashToken(keepToken) } } : {}) });
}

export async function purgeForgottenDevices(em: EntityManager): Promise<void> {
  await em.nativeDelete(KnownDevice, { lastSignInAt: { $lte: new Date(Date.now() - KNOWN_DEVICE_DAYS * DAY_MS) } });
}
