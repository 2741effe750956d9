import { defineRecurringJob } from '../../platform';
import { purgeOldNotifications } from './notifications.service';

/** Read notifications older than NOTIFICATION_RETENTION_DAYS are deleted, hourly. */
export const purgeOldNotificationsJob = defineRecurringJob({
  kind: 'notifications.purge-read',
  every: 60 * 60_000,
  async run({ em, config, log }) {
    const purged = await purgeOldNotifications(em, config.NOTIFICATION_RETENTION_DAYS);
    if (purged > 0) log.info({ purged }, 'purged old read notifications');
  },
});

export const notificationJobs = [purgeOldNotificationsJob];
