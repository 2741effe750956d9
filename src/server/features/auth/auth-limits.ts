import type { AppConfig } from '../../config';
import type { PacedRule, RateLimitRule } from '../../core/throttle';
import type { ChecksAtOnceRule } from './passwords';
import { t } from '../../core/i18n';

// The sign-in, registration and email-change throttles (docs/hardening.md). Failed sign-ins are
// counted per client network (an IPv6 /64, an IPv4 address) and per account name *from that
// network* (existing or not, so a refusal says nothing about which accounts exist). Across all
// networks an account's guesses draw on one paced budget (LOGIN_GUESSES_PER_ACCOUNT at once, then
// one per LOGIN_GUESS_INTERVAL_SECONDS), so many addresses together guess no faster than one; the
// owner's known devices (where they signed in before) do not draw on it, so guessing from
// elsewhere never locks the owner out. Registrations and email changes are counted per client
// network, conflicts included, which also slows down probing which usernames and emails are taken.
export function authLimits(config: AppConfig) {
  return {
    loginPerClient: {
      name: 'login-ip',
      limit: config.LOGIN_FAILURES_PER_IP_PER_MINUTE,
      windowSeconds: 60,
      message: () => t('errors:throttle.signInFromNetwork'),
    },
    loginPerAccountAndClient: {
      name: 'login-account-ip',
      limit: config.LOGIN_FAILURES_PER_ACCOUNT_PER_IP_PER_15_MINUTES,
      windowSeconds: 15 * 60,
      message: () => t('errors:throttle.signInToAccount'),
    },
    registerPerClient: {
      name: 'register-ip',
      limit: config.REGISTRATIONS_PER_IP_PER_HOUR,
      windowSeconds: 60 * 60,
      message: () => t('errors:throttle.registrations'),
    },
    emailChangePerClient: {
      name: 'email-change-ip',
      limit: config.EMAIL_CHANGES_PER_IP_PER_HOUR,
      windowSeconds: 60 * 60,
      message: () => t('errors:throttle.emailChanges'),
    },
    // 'Forgot password?': asking is counted per client network and per e-mail address asked
    // about, existing or not (a 429 says nothing about which addresses have accounts); the links
    // one account is sent are counted too, and past that limit no mail goes out, with the same
    // answer. Opening links is counted per network, so nobody can try tokens in bulk.
    passwordResetPerClient: {
      name: 'reset-ip',
      limit: 10,
      windowSeconds: 60 * 60,
      message: () => t('errors:throttle.passwordResets'),
    },
    passwordResetPerAddress: {
      name: 'reset-address',
      limit: 3,
      windowSeconds: 60 * 60,
      message: () => t('errors:throttle.passwordResets'),
    },
    passwordResetMailsPerAccount: {
      name: 'reset-account',
      limit: 6,
      windowSeconds: 24 * 60 * 60,
      message: () => t('errors:throttle.passwordResets'),
    },
    verificationMailsPerAccount: {
      name: 'verify-mail-account',
      limit: 5,
      windowSeconds: 60 * 60,
      message: () => t('errors:throttle.verificationMails'),
    },
    accountLinksPerClient: {
      name: 'account-link-ip',
      limit: 20,
      windowSeconds: 15 * 60,
      message: () => t('errors:throttle.accountLinks'),
    },
  } satisfies Record<string, RateLimitRule>;
}

/** Guesses at one account from all networks and unknown devices: a paced budget. */
export function loginGuessBudget(config: Pick<AppConfig, 'LOGIN_GUESSES_PER_ACCOUNT' | 'LOGIN_GUESS_INTERVAL_SECONDS'>): PacedRule {
  return {
    name: 'login-account',
    burst: config.LOGIN_GUESSES_PER_ACCOUNT,
    intervalSeconds: config.LOGIN_GUESS_INTERVAL_SECONDS,
    message: () => t('errors:throttle.signInToAccountEverywhere'),
  };
}

/**
 * Sign-ins one client network may have in progress at once in this process; more at once are
 * refused before any database work or hashing (asPasswordCheck, passwords.ts).
 */
export function signInsAtOnce(config: Pick<AppConfig, 'LOGIN_CHECKS_AT_ONCE_PER_IP'>): ChecksAtOnceRule {
  return { limit: config.LOGIN_CHECKS_AT_ONCE_PER_IP, message: () => t('errors:throttle.signInsAtOnce') };
}

/** The subject of the per-account-and-network counter. */
export const accountFromClient = (account: string, client: string) => `${account}@${client}`;
