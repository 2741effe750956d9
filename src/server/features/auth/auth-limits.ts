import type { AppConfig } from '../../config';
import type { RateLimitRule } from './throttle';

// The sign-in and registration throttles. Failed sign-ins are counted per client network and
// per account name (existing or not, so a lock says nothing about which accounts exist); an
// account lock also stops a guesser that spreads over many addresses. Registrations are
// counted per client network, conflicts included, which also slows down probing which
// usernames and emails are taken.
export function authLimits(config: AppConfig) {
  return {
    loginPerClient: {
      name: 'login-ip',
      limit: config.LOGIN_FAILURES_PER_IP_PER_MINUTE,
      windowSeconds: 60,
      message: 'Too many failed sign-in attempts. Please wait a minute and try again.',
    },
    loginPerAccount: {
      name: 'login-account',
      limit: config.LOGIN_FAILURES_PER_ACCOUNT_PER_15_MINUTES,
      windowSeconds: 15 * 60,
      message: 'Too many failed sign-in attempts for this account. Please try again later.',
    },
    registerPerClient: {
      name: 'register-ip',
      limit: config.REGISTRATIONS_PER_IP_PER_HOUR,
      windowSeconds: 60 * 60,
      message: 'Too many new accounts from this network. Please try again later.',
    },
  } satisfies Record<string, RateLimitRule>;
}
