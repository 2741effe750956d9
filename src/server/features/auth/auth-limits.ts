import type { AppConfig } from '../../config';
import type { RateLimitRule } from '../../core/throttle';
import { t } from '../../core/i18n';

// The sign-in, registration and email-change throttles (docs/hardening.md, issue 9 items 10
// and 13). Failed sign-ins are counted per client network, and per account name *from that
// network* (existing or not, so a lock says nothing about which accounts exist): someone
// guessing from elsewhere can lock only themselves out, never the owner. Across all networks an
// account's failures only slow the answers to further failures down (`loginSlowdownMs`), which
// costs a guesser time and the owner, who types the right password, nothing. Registrations and
// email changes are counted per client network, conflicts included, which also slows down
// probing which usernames and emails are taken.
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
    /** Counted, never refused: the count decides how slowly a failure is answered. */
    loginFailuresPerAccount: {
      name: 'login-account',
      limit: Number.MAX_SAFE_INTEGER,
      windowSeconds: 15 * 60,
      message: () => '',
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
  } satisfies Record<string, RateLimitRule>;
}

/** The step and the ceiling of the slowdown: one more second per failure past the threshold, at most 10 s. */
export const LOGIN_SLOWDOWN_STEP_MS = 1000;
export const LOGIN_SLOWDOWN_MAX_MS = 10_000;

/** How long the answer to a failed sign-in waits, given the account's failures in the window (this one included). */
export function loginSlowdownMs(failures: number, config: Pick<AppConfig, 'LOGIN_SLOWDOWN_AFTER_ACCOUNT_FAILURES'>): number {
  const beyond = failures - config.LOGIN_SLOWDOWN_AFTER_ACCOUNT_FAILURES;
  return beyond <= 0 ? 0 : Math.min(LOGIN_SLOWDOWN_MAX_MS, beyond * LOGIN_SLOWDOWN_STEP_MS);
}

/** The subject of the per-account-and-network counter. */
export const accountFromClient = (account: string, client: string) => `${account}@${client}`;
