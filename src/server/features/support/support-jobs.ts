import { defineRecurringJob } from '../../platform';
import { purgeTrash } from './inbox.service';
import { sendMailJob } from './mail-outbox';

/** E-mails in the trash longer than TRASH_RETENTION_DAYS (30) are deleted for good, hourly. */
export const purgeTrashJob = defineRecurringJob({
  kind: 'support.purge-trash',
  every: 60 * 60_000,
  async run({ em, log, signal }) {
    // Started while the instance shuts down: the transaction is being rolled back, query nothing.
    if (signal.aborted) return;
    const purged = await purgeTrash(em);
    if (purged > 0) log.info({ purged }, 'purged e-mails from the trash');
  },
});

export const supportJobs = [sendMailJob, purgeTrashJob];
