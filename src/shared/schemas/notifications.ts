import { z } from 'zod';
import { zText } from './text';

// A user's notifications. `kind` and `params` are what is stored; `title` and
// `body` are the English rendering (src/shared/notifications.ts), for clients that show it as is.
export const ZNotification = z.object({
  id: z.uuid(),
  kind: z.string(),
  params: z.record(z.string(), z.unknown()),
  /** An in-app path to open, e.g. '/bookings'. */
  link: z.string().nullable(),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
  title: z.string(),
  body: z.string(),
});
export type NotificationView = z.infer<typeof ZNotification>;

export const NOTIFICATION_PAGE_DEFAULT = 20;
export const NOTIFICATION_PAGE_MAX = 50;

export const ZNotificationListRequest = z
  .object({
    /** nextCursor of the previous page. */
    cursor: zText({ max: 200, min: 0 }).optional(),
    limit: z
      .number()
      .int('Must be a whole number from 1 to 50')
      .min(1, 'Must be a whole number from 1 to 50')
      .max(NOTIFICATION_PAGE_MAX, 'Must be a whole number from 1 to 50')
      .optional(),
    unreadOnly: z.boolean().optional(),
  })
  .optional();

export const ZNotificationPage = z.object({
  items: z.array(ZNotification),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});

export const ZNotificationIdRequest = z.object({ id: z.uuid('Expected a notification id') });

export const ZUnreadCount = z.object({ unreadCount: z.number().int().min(0) });

/**
 * What notifications.live pushes: a snapshot when it (re)connects (refetch the list), each new
 * notification, and the unread count after reads made elsewhere (another tab or device).
 */
export type NotificationsLiveMessage =
  { type: 'snapshot'; unreadCount: number } | { type: 'created'; notification: NotificationView; unreadCount: number } | { type: 'read'; unreadCount: number };
