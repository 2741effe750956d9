// What other features use of notifications: notifyUser, in their own transaction.
export { notifyUser, userTopic, type NotificationEvent } from './notifications.service';
export { notificationJobs } from './notification-jobs';
export type { NotificationKind, NotificationParams } from '@shared/notifications';
