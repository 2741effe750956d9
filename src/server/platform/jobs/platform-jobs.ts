import { defineRecurringJob } from './define-job';
import { purgeFinishedJobs } from './job-store';

/** Keeps the job table small: done jobs go after 7 days, failed ones (kept to inspect) after 30. */
export const purgeFinishedJobsJob = defineRecurringJob({
  kind: 'platform.purge-finished-jobs',
  every: 60 * 60_000,
  async run({ em, log }) {
    const purged = await purgeFinishedJobs(em, { doneDays: 7, failedDays: 30 });
    if (purged > 0) log.info({ purged }, 'purged finished jobs');
  },
});

export const platformJobs = [purgeFinishedJobsJob];
