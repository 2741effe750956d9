import { defineRecurringJob } from '../../platform';
import { purgeOldIdempotencyKeys } from '../../core/idempotency';

/** Idempotency-Keys older than IDEMPOTENCY_KEY_RETENTION_HOURS are deleted, hourly. */
export const purgeIdempotencyKeysJob = defineRecurringJob({
  kind: 'payments.purge-idempotency-keys',
  every: 60 * 60_000,
  async run({ em, config, log }) {
    const purged = await purgeOldIdempotencyKeys(em, config.IDEMPOTENCY_KEY_RETENTION_HOURS);
    if (purged > 0) log.info({ purged }, 'purged old idempotency keys');
  },
});

export const paymentJobs = [purgeIdempotencyKeysJob];
