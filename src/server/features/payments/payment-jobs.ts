import { defineRecurringJob } from '../../platform';
import { purgeOldIdempotencyKeys } from '../../core/idempotency';
import { mobileMoneyProvider, queryStalledPushes } from './mobile-money.service';
import { simulatedWalletAnswerJob } from './simulated-wallet';

/** Idempotency-Keys older than IDEMPOTENCY_KEY_RETENTION_HOURS are deleted, hourly. */
export const purgeIdempotencyKeysJob = defineRecurringJob({
  kind: 'payments.purge-idempotency-keys',
  every: 60 * 60_000,
  async run({ em, config, log }) {
    const purged = await purgeOldIdempotencyKeys(em, config.IDEMPOTENCY_KEY_RETENTION_HOURS);
    if (purged > 0) log.info({ purged }, 'purged old idempotency keys');
  },
});

/** Mobile money pushes with no result MOBILE_MONEY_STATUS_QUERY_AFTER_MS after they were made are asked about, so a lost callback never leaves a booking stuck. */
export const queryStalledPushesJob = defineRecurringJob({
  kind: 'payments.query-stalled-pushes',
  every: 10_000,
  async run({ em, config, log }) {
    await queryStalledPushes(em, config, mobileMoneyProvider(), log);
  },
});

export const paymentJobs = [purgeIdempotencyKeysJob, queryStalledPushesJob, simulatedWalletAnswerJob];
